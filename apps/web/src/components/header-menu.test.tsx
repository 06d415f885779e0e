// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderMenu } from './header-menu';
import { DialogShell } from './modal';

afterEach(cleanup);

/** A control that opens a dialog, as Settings does. */
function DialogOpener({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-label={name} onClick={() => setOpen(true)}>
        {name}
      </button>
      {open ? (
        <DialogShell label={name} onClose={() => setOpen(false)}>
          <button type="button">Inside</button>
        </DialogShell>
      ) : null}
    </>
  );
}

function renderMenu() {
  return render(
    <>
      <HeaderMenu primary={<button type="button">Sign in</button>} badge={<span>2 waiting</span>}>
        <DialogOpener name="Achievements" />
        <DialogOpener name="Settings" />
      </HeaderMenu>
      <p>Page</p>
    </>,
  );
}

const menu = () => screen.getByRole('button', { name: 'Menu' });

describe('the header menu', () => {
  it('names each control once, with the Menu button named Menu and telling what waits inside', () => {
    renderMenu();
    for (const name of ['Sign in', 'Menu', 'Achievements', 'Settings'])
      expect(screen.getAllByRole('button', { name })).toHaveLength(1);
    expect(menu().getAttribute('aria-expanded')).toBe('false');
    const described = document.getElementById(menu().getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('2 waiting');
    // The button controls the list it opens.
    expect(document.getElementById(menu().getAttribute('aria-controls') ?? '')?.textContent).toContain(
      'Settings',
    );
  });

  it('opens and closes with Menu, and closes on Escape (focus back on Menu) or a press outside', () => {
    renderMenu();
    const items = document.getElementById(menu().getAttribute('aria-controls') ?? '')!;
    fireEvent.click(menu());
    expect(menu().getAttribute('aria-expanded')).toBe('true');
    expect(items.className).toContain('header-menu__items--open');
    fireEvent.click(menu());
    expect(menu().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menu());
    screen.getByRole('button', { name: 'Settings' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menu().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu());

    fireEvent.click(menu());
    fireEvent.pointerDown(screen.getByText('Page'));
    expect(menu().getAttribute('aria-expanded')).toBe('false');
  });

  it('lets a dialog opened from it show alone, then closes with it and gives focus to Menu', async () => {
    renderMenu();
    fireEvent.click(menu());
    const settings = screen.getByRole('button', { name: 'Settings' });
    settings.focus();
    fireEvent.click(settings);
    // The menu sees the dialog open (a later task than the press, as in a browser).
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    // A press inside the dialog is not outside the menu.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Inside' }));
    expect(menu().getAttribute('aria-expanded')).toBe('true');
    // Escape closes the dialog first (its own handler stops it there), and the menu with it.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(menu().getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(menu());
  });
});
