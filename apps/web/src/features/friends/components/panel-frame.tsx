// The frame both social panels share: a titled non-modal dialog under its toggle button, with a
// close button, and tabs with count badges.
import type { ReactNode } from 'react';
import { badgeText } from '../social-format';

export function PanelFrame({
  title,
  onClose,
  children,
}: {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}) {
  return (
    <section className="social-panel stack" role="dialog" aria-label={title}>
      <div className="social-panel__head">
        <h2>{title}</h2>
        <button type="button" className="btn btn--secondary btn--small" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      {children}
    </section>
  );
}

export interface PanelTab<T extends string> {
  readonly id: T;
  readonly label: string;
  /** The count badge; absent for a tab without one. */
  readonly count?: number;
  readonly highlight?: boolean;
}

export function PanelTabs<T extends string>({
  tabs,
  active,
  onChange,
}: {
  readonly tabs: readonly PanelTab<T>[];
  readonly active: T;
  readonly onChange: (tab: T) => void;
}) {
  return (
    <div className="tabs social-tabs" role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === active}
          className={`tab${tab.id === active ? ' tab--active' : ''}`}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
          {tab.count !== undefined ? ' ' : null}
          {tab.count !== undefined ? (
            <span className={`tab-count${tab.highlight === true ? ' tab-count--highlight' : ''}`}>
              {badgeText(tab.count)}
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
