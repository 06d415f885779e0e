// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXTS } from '../lesson';
import { LESSON_STEPS } from '../lesson-steps';
import { TIP_KEY } from '../tip';

/** The entries as a fresh page loads them (the pointer's state is read once per page). */
async function loadPage() {
  vi.resetModules();
  const { HowToPlayButton, HowToPlayEntry } = await import('./how-to-play-button');
  // The dialog's code, loaded ahead so that opening it does not wait on a cold transform.
  await import('./how-to-play-dialog');
  return render(
    <>
      <header>
        <HowToPlayButton />
      </header>
      <main>
        <HowToPlayEntry />
      </main>
    </>,
  );
}

const square = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}, `) });

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('How to play', () => {
  it('points a first visit at it until the pointer is dismissed, then never again', async () => {
    const page = await loadPage();
    expect(screen.getByRole('note', { name: 'Tip' }).textContent).toContain('New to checkers?');
    expect(page.container.querySelector('.how-to-play-button--new')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss tip' }));
    expect(screen.queryByRole('note', { name: 'Tip' })).toBeNull();
    expect(page.container.querySelector('.how-to-play-button--new')).toBeNull();
    expect(localStorage.getItem(TIP_KEY)).toBe('done');
    cleanup();
    await loadPage();
    expect(screen.queryByRole('note', { name: 'Tip' })).toBeNull();
  });

  it('shows the pointer again on a reload that neither dismissed nor followed it', async () => {
    await loadPage();
    localStorage.setItem('checkers.preferences', '{}');
    cleanup();
    await loadPage();
    expect(screen.getByRole('note', { name: 'Tip' })).toBeTruthy();
  });

  it('opens from the header, which counts as following the pointer', async () => {
    await loadPage();
    const buttons = screen.getAllByRole('button', { name: 'How to play' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'How to play' }, { timeout: 10_000 });
    // The dialog follows the pointer once it has shown.
    await waitFor(() => expect(screen.queryByRole('note', { name: 'Tip' })).toBeNull());
    expect(localStorage.getItem(TIP_KEY)).toBe('done');
    for (const title of [
      'Moving a man',
      'Capturing',
      'Multi-jumps',
      'Crowning',
      'Kings',
      'How a game ends',
    ]) {
      within(dialog).getByRole('heading', { name: title });
    }
    expect(within(dialog).getByText(/the 40-move rule: each player has made 40 moves/)).toBeTruthy();
    // Every diagram is a real board, inert, with its caption.
    const figures = dialog.querySelectorAll('figure');
    expect(figures).toHaveLength(10);
    for (const figure of figures) {
      expect(figure.querySelector('[inert] [data-square]')).not.toBeNull();
      expect(figure.querySelector('figcaption')?.textContent).not.toBe('');
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('plays the lesson: a wrong move says why, a right one is praised, and the next step follows', async () => {
    await loadPage();
    fireEvent.click(screen.getAllByRole('button', { name: 'How to play' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'How to play' }, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try the first lesson' }));
    expect(within(dialog).getByRole('tab', { name: 'First lesson' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(within(dialog).getByText('Step 1 of 5')).toBeTruthy();
    const status = () => within(dialog).getByRole('status');

    fireEvent.click(square('c3'));
    expect(status().textContent).toBe(TEXTS.notYours);
    fireEvent.click(square('b6'));
    expect(square('a5').getAttribute('aria-label')).toBe('a5, empty, legal move');
    fireEvent.click(square('a5'));
    expect(status().textContent).toBe(LESSON_STEPS[0]!.success);
    expect(square('a5').getAttribute('aria-label')).toMatch(/^a5, black man/);
    const next = within(dialog).getByRole('button', { name: 'Next step' });
    expect(document.activeElement).toBe(next);

    fireEvent.click(next);
    expect(within(dialog).getByText('Step 2 of 5')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'A capture is forced' }));
    fireEvent.click(square('f6'));
    expect(status().textContent).toBe(TEXTS.mustCapture);
    expect(square('c5').getAttribute('aria-label')).toBe('c5, black man, must capture');
    // The lesson keeps its place while the rules are read.
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Rules' }));
    fireEvent.click(within(dialog).getByRole('tab', { name: 'First lesson' }));
    fireEvent.click(square('c5'));
    fireEvent.click(square('e3'));
    expect(status().textContent).toBe(LESSON_STEPS[1]!.success);
    expect(square('d4').getAttribute('aria-label')).toBe('d4, empty');
  });

  it('moves between its tabs with the arrow keys', async () => {
    await loadPage();
    fireEvent.click(screen.getAllByRole('button', { name: 'How to play' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'How to play' }, { timeout: 10_000 });
    const rules = within(dialog).getByRole('tab', { name: 'Rules' });
    act(() => rules.focus());
    fireEvent.keyDown(rules, { key: 'ArrowRight' });
    const lesson = within(dialog).getByRole('tab', { name: 'First lesson' });
    expect(lesson.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(lesson);
    expect(within(dialog).getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(lesson.id);
  });
});
