// Dismissable notices: critical ones stay, errors 10 s, warnings 7 s, the rest 5 s; success toasts
// ("Link copied!") 4 s. A Retry button appears where trying again can help. A notice may carry its
// own duration (the friend and challenge events').
import { useEffect } from 'react';
import { useAppStore, type Notice, type NoticeLevel } from '../stores/app-store';

/** How long a notice stays, by level; null stays until dismissed. */
export const NOTICE_DURATION_MS: Record<NoticeLevel, number | null> = {
  critical: null,
  error: 10_000,
  warning: 7_000,
  success: 4_000,
  info: 5_000,
};

function NoticeItem({ notice }: { notice: Notice }) {
  const dismiss = useAppStore((s) => s.dismiss);
  useEffect(() => {
    const duration = notice.durationMs ?? NOTICE_DURATION_MS[notice.level];
    if (duration === null) return;
    const timer = setTimeout(() => dismiss(notice.id), duration);
    return () => clearTimeout(timer);
  }, [notice, dismiss]);
  const urgent = notice.level === 'error' || notice.level === 'critical';
  return (
    <div className={`notice notice--${notice.level}`} role={urgent ? 'alert' : 'status'}>
      <span className="notice__text">{notice.message}</span>
      {notice.retry ? (
        <button
          type="button"
          onClick={() => {
            dismiss(notice.id);
            notice.retry?.();
          }}
        >
          Retry
        </button>
      ) : null}
      {notice.action ? (
        <button
          type="button"
          onClick={() => {
            dismiss(notice.id);
            notice.action?.run();
          }}
        >
          {notice.action.label}
        </button>
      ) : null}
      <button type="button" aria-label="Dismiss" onClick={() => dismiss(notice.id)}>
        ×
      </button>
    </div>
  );
}

export function Notices() {
  const notices = useAppStore((s) => s.ui.notices);
  return (
    <div className="notices">
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} />
      ))}
    </div>
  );
}
