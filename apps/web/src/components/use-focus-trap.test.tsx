// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';
import { useFocusTrap } from './use-focus-trap';

afterEach(cleanup);

function Dialog({ onEscape }: { onEscape: () => void }) {
  const ref = useFocusTrap<HTMLDivElement>({ onEscape });
  return (
    <div ref={ref} role="dialog" aria-label="Test" tabIndex={-1}>
      <button type="button">One</button>
      <button type="button" data-autofocus>
        Two
      </button>
      <button type="button">Three</button>
    </div>
  );
}

function Page({ onEscape = () => undefined }: { onEscape?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      {open ? (
        <Dialog
          onEscape={() => {
            onEscape();
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

const focused = (): string | null => document.activeElement?.textContent ?? null;

describe('the focus trap', () => {
  it('focuses the marked control, cycles Tab and Shift+Tab inside, and gives focus back on Escape', () => {
    const onEscape = vi.fn();
    render(<Page onEscape={onEscape} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(focused()).toBe('Two');
    screen.getByRole('button', { name: 'Three' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(focused()).toBe('One');
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(focused()).toBe('Three');
    // Focus that escapes to the page behind comes back in.
    screen.getByRole('button', { name: 'Behind' }).focus();
    expect(focused()).toBe('Two');
    // Escape works wherever focus is.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('lets only the topmost of two stacked dialogs answer Escape', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <Modal title="Outer" onClose={outer}>
        <Modal title="Inner" onClose={inner}>
          <p>Inside</p>
        </Modal>
      </Modal>,
    );
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(inner).toHaveBeenCalledOnce();
    expect(outer).not.toHaveBeenCalled();
  });
});
