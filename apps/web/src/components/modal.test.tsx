// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogShell, Modal } from './modal';

afterEach(cleanup);

describe('the dialog shell', () => {
  it('is a modal dialog named by its title, closed by Close, Escape and the backdrop', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Settings" onClose={onClose}>
        <button type="button">Inside</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Inside' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(dialog.parentElement!);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('leaves focus to the body when asked, and can ignore the backdrop', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Puzzle" onClose={onClose} focusClose={false} closeOnBackdrop={false} size="sheet">
        <input aria-label="Answer" data-autofocus />
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Answer' }));
    const dialog = screen.getByRole('dialog', { name: 'Puzzle' });
    expect(dialog.className).toContain('sheet');
    fireEvent.click(dialog.parentElement!);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('can be an alert dialog with a label, or a form', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <>
        <DialogShell role="alertdialog" label="Resign?" onClose={() => undefined}>
          <button type="button">Yes</button>
        </DialogShell>
        <DialogShell label="Sign in" onClose={() => undefined} onSubmit={onSubmit}>
          <button type="submit">Go</button>
        </DialogShell>
      </>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Resign?' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Sign in' }).tagName).toBe('FORM');
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
