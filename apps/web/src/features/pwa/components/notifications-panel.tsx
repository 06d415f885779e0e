// Push notifications in Settings: the six preferences, saved locally; Enable notifications asks the
// browser's permission (only on that click) and subscribes; a preference changed while subscribed
// is sent again; Disable unsubscribes.
import type { PushPreferences } from '@checkers/protocol';
import { useId, useState } from 'react';
import { SwitchRow } from '../../../components/switch-row';
import { useAppStore } from '../../../stores/app-store';
import {
  disablePush,
  enablePush,
  loadPushPreferences,
  pushSupport,
  pushWasEnabled,
  resendPush,
  savePushPreferences,
  type PushSupport,
} from '../push';

const PREFERENCE_LABELS: readonly (readonly [keyof PushPreferences, string, string?])[] = [
  ['enableTurnNotifications', 'Your turn'],
  ['enableGameEndNotifications', 'Game over'],
  ['enablePlayerJoinNotifications', 'Opponent joined'],
  ['requireInteraction', 'Keep until dismissed', 'A notification stays on screen until you act on it'],
  ['silent', 'Silent'],
  ['vibrate', 'Vibrate'],
];

export function NotificationsPanel() {
  const id = useId();
  const account = useAppStore((s) => s.user.account);
  const roomCode = useAppStore((s) => s.room.roomCode);
  const [preferences, setPreferences] = useState(loadPushPreferences);
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const [enabled, setEnabled] = useState(() => support === 'granted' && pushWasEnabled());
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const target = (prefs: PushPreferences) =>
    account === null ? null : { playerId: account.id, roomCode, preferences: prefs };

  const enable = async (): Promise<void> => {
    const to = target(preferences);
    if (to === null) return;
    setBusy(true);
    setFailed(false);
    const ok = await enablePush(to);
    const now = pushSupport();
    setSupport(now);
    setEnabled(ok);
    setFailed(!ok && now === 'granted');
    setBusy(false);
  };
  const disable = async (): Promise<void> => {
    if (account === null) return;
    setBusy(true);
    await disablePush(account.id);
    setEnabled(false);
    setBusy(false);
  };
  const change = (key: keyof PushPreferences, value: boolean): void => {
    const next = { ...preferences, [key]: value };
    setPreferences(next);
    savePushPreferences(next);
    const to = target(next);
    if (enabled && to !== null) void resendPush(to);
  };

  let status: string | null = null;
  if (support === 'unsupported') status = 'Notifications are not available in this browser.';
  else if (account === null) status = 'Notifications need an account: sign in or register to get them.';
  else if (support === 'denied')
    status =
      'Notifications are blocked for this site. Allow them in your browser’s site settings to get them.';

  return (
    <section className="settings__section" aria-labelledby={`${id}-push`}>
      <h3 id={`${id}-push`}>Notifications</h3>
      {status === null ? (
        <div className="row">
          {enabled ? (
            <button
              type="button"
              className="btn btn--secondary btn--small"
              disabled={busy}
              onClick={() => void disable()}
            >
              Disable notifications
            </button>
          ) : (
            <button type="button" className="btn btn--small" disabled={busy} onClick={() => void enable()}>
              Enable notifications
            </button>
          )}
          {enabled ? <span className="muted">Notifications are on.</span> : null}
        </div>
      ) : (
        <p className="muted" role="status">
          {status}
        </p>
      )}
      {failed ? <p role="alert">Notifications could not be turned on. Please try again.</p> : null}
      {support === 'unsupported'
        ? null
        : PREFERENCE_LABELS.map(([key, label, hint]) => (
            <SwitchRow
              key={key}
              label={label}
              hint={hint}
              checked={preferences[key]}
              onChange={(value) => change(key, value)}
            />
          ))}
    </section>
  );
}
