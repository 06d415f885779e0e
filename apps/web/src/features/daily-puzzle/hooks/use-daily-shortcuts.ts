// The daily modal's keys: Enter submits when allowed, Ctrl/Cmd+H asks for a hint, Ctrl/Cmd+Z
// undoes. Escape (close) is the dialog's own. Keys typed into a control that uses them (a button, a
// board square, a field) keep their usual meaning; the shortcuts are off while a dialog opened over
// the modal is showing.
import { useEffect, useRef } from 'react';

export interface DailyShortcuts {
  readonly submit: () => void;
  readonly canSubmit: boolean;
  readonly hint: () => void;
  readonly undo: () => void;
}

/** Whether Enter on this element means something of its own. */
const usesEnter = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && target.closest('button, a[href], input, select, textarea') !== null;

export function useDailyShortcuts(shortcuts: DailyShortcuts, active: boolean): void {
  const current = useRef(shortcuts);
  useEffect(() => {
    current.current = shortcuts;
  });
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      const { submit, canSubmit, hint, undo } = current.current;
      const key = event.key.toLowerCase();
      const command = (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
      if (command && key === 'h') {
        event.preventDefault();
        hint();
      } else if (command && key === 'z') {
        event.preventDefault();
        undo();
      } else if (key === 'enter' && !command && canSubmit && !usesEnter(event.target)) {
        event.preventDefault();
        submit();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
}
