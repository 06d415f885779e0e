// The unlock toasts: "Achievement unlocked!", the icon, the name and the points, each for 3.5 s, at
// the top of the page. Read out politely by screen readers.
import { useEffect } from 'react';
import { ACHIEVEMENT_TOAST_MS, dismissUnlock, useUnlockToasts, type UnlockToast } from '../unlock-toasts';
import './achievement-toasts.css';

function Toast({ toast }: { readonly toast: UnlockToast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissUnlock(toast.key), ACHIEVEMENT_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.key]);
  const { icon, name, points } = toast.achievement;
  return (
    <div className="achievement-toast" role="status" aria-live="polite">
      <span className="achievement-toast__icon" aria-hidden>
        {icon}
      </span>
      <span className="achievement-toast__text">
        <strong>Achievement unlocked!</strong>
        <span>
          {name} <span className="achievement-toast__points">+{points} points</span>
        </span>
      </span>
      <button type="button" aria-label="Dismiss" onClick={() => dismissUnlock(toast.key)}>
        ×
      </button>
    </div>
  );
}

export function AchievementToasts() {
  const toasts = useUnlockToasts((s) => s.toasts);
  if (toasts.length === 0) return null;
  return (
    <div className="achievement-toasts">
      {toasts.map((toast) => (
        <Toast key={toast.key} toast={toast} />
      ))}
    </div>
  );
}
