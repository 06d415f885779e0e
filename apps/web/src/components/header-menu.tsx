// The page header's controls, each with its name in words: on a wide screen in one row; on a phone
// (and a narrow tablet) the less used ones go behind a `Menu` button, so the header stays one row.
// The controls are rendered once either way (styles.css places them), so each name names one
// button. A control's dialog or panel opens from inside the menu and shows alone, over the page,
// even when the menu is closed (a panel opened by a notification, say); once a dialog opened from
// the open menu closes, the menu closes too and focus goes back to Menu. The menu also closes on
// Menu again, Escape, or a press outside it.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** What a control opens: a modal dialog, or a panel such as Friends. */
const DIALOG = '[role="dialog"], [role="alertdialog"]';

export interface HeaderMenuProps {
  /** Controls always in view (the account's). */
  readonly primary?: ReactNode;
  /** The rest: in the row on a wide screen, behind Menu on a narrow one. */
  readonly children: ReactNode;
  /** Shown on the Menu button: something waiting inside (friend requests, challenges). */
  readonly badge?: ReactNode;
}

export function HeaderMenu({ primary, children, badge }: HeaderMenuProps) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const items = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const badgeId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent): void => {
      if (event.target instanceof Node && box.current !== null && !box.current.contains(event.target))
        setOpen(false);
    };
    // A dialog's own Escape handler runs first and stops it there.
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (box.current?.contains(document.activeElement)) toggle.current?.focus();
    };
    // A dialog (or a panel) opened from the menu, once closed, closes the menu: its work is done.
    const panel = items.current;
    const showsDialog = (): boolean => (panel?.querySelector(DIALOG) ?? null) !== null;
    let dialogShown = showsDialog();
    const observer =
      panel === null || typeof MutationObserver === 'undefined'
        ? null
        : new MutationObserver(() => {
            const shown = showsDialog();
            if (dialogShown && !shown) {
              setOpen(false);
              const focus = document.activeElement;
              if (focus === null || focus === document.body || panel.contains(focus)) toggle.current?.focus();
            }
            dialogShown = shown;
          });
    if (panel !== null) observer?.observe(panel, { childList: true, subtree: true });
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      observer?.disconnect();
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="header-menu" ref={box}>
      {primary}
      <button
        ref={toggle}
        type="button"
        className="btn btn--secondary btn--small header-menu__toggle"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={badge === undefined ? undefined : badgeId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden>☰</span>
        <span className="btn__label" aria-hidden>
          Menu
        </span>
        {badge === undefined ? null : <span id={badgeId}>{badge}</span>}
      </button>
      <div
        ref={items}
        id={panelId}
        className={`header-menu__items${open ? ' header-menu__items--open' : ''}`}
      >
        {children}
      </div>
    </div>
  );
}
