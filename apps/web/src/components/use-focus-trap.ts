// Keeps keyboard focus inside a dialog while it is open (WAI-ARIA modal dialog): Tab and Shift+Tab
// cycle through its controls, Escape closes it wherever focus is, and focus goes back to the control
// that opened it when it closes. Dialogs may stack (a modal over the leaderboard): only the topmost
// one handles keys and holds focus. The element marked `data-autofocus` gets focus first, else the
// first control, else the dialog itself (give it tabIndex={-1}).
import { useEffect, useRef, useState, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The open traps, the topmost last. */
const open: HTMLElement[] = [];

/** The controls Tab reaches inside `root`, in order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.closest('[hidden], [inert]') === null && element.tabIndex >= 0,
  );
}

export interface FocusTrapOptions {
  /** Escape pressed while this dialog is the topmost one. */
  readonly onEscape?: () => void;
}

/** Traps focus in the element the returned ref is put on, for as long as it is mounted. */
export function useFocusTrap<T extends HTMLElement = HTMLElement>(
  options: FocusTrapOptions = {},
): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  // The opener is what has focus when the dialog first renders: by the time effects run, an
  // autoFocus inside the dialog has already taken it.
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
      ? document.activeElement
      : null,
  );
  const onEscape = useRef(options.onEscape);
  useEffect(() => {
    onEscape.current = options.onEscape;
  });

  useEffect(() => {
    const root = ref.current;
    if (root === null) return;
    open.push(root);
    // The topmost dialog: the last opened of those that hold no other open dialog inside them.
    const top = (): boolean =>
      open.filter((other) => !open.some((inner) => inner !== other && other.contains(inner))).at(-1) === root;
    const first = (): HTMLElement =>
      root.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(root)[0] ?? root;
    if (!root.contains(document.activeElement)) first().focus();

    const onKeyDown = (event: KeyboardEvent): void => {
      if (!top()) return;
      if (event.key === 'Escape') {
        if (onEscape.current === undefined) return;
        event.preventDefault();
        event.stopPropagation();
        onEscape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      const active = document.activeElement;
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const outside = !root.contains(active);
      if (event.shiftKey && (outside || active === firstItem || active === root)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (outside || active === lastItem)) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    // Focus that lands outside (a click on the page behind, a script) comes back in.
    const onFocusIn = (event: FocusEvent): void => {
      if (!top() || !(event.target instanceof Node) || root.contains(event.target)) return;
      first().focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      const index = open.lastIndexOf(root);
      if (index >= 0) open.splice(index, 1);
      const active = document.activeElement;
      const lost = active === null || active === document.body || root.contains(active);
      if (lost && opener !== null && opener.isConnected && !root.contains(opener)) opener.focus();
    };
  }, [opener]);

  return ref;
}
