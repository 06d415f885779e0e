// The account's signed-in sessions (one per sign-in, on whatever device), with "Log out everywhere"
// for a lost phone or a shared computer. Shown on demand from the account panel.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Session } from '@checkers/protocol';
import { accountErrorText, fetchSessions, logoutEverywhere } from '../api/auth-api';

/** A short name for a browser's User-Agent: the browser and the system, else the text itself. */
export function deviceName(userAgent: string | null): string {
  if (userAgent === null || userAgent === '') return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser === null && system === null) return userAgent.slice(0, 60);
  return [browser, system].filter((part) => part !== null).join(' on ');
}

const when = (iso: string): string => new Date(iso).toLocaleString();

function SessionItem({ session }: { readonly session: Session }) {
  return (
    <li data-testid="session">
      <strong>{deviceName(session.userAgent)}</strong>
      {session.current ? <span className="pill"> This device</span> : null}
      <br />
      <small className="muted">
        Signed in {when(session.createdAt)} · last seen {when(session.lastSeenAt)}
      </small>
    </li>
  );
}

export function SessionsList() {
  const sessions = useQuery({ queryKey: ['account', 'sessions'], queryFn: fetchSessions, staleTime: 0 });
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState('');
  return (
    <div className="stack" aria-labelledby="sessions-title">
      <h4 id="sessions-title">Where you are signed in</h4>
      {sessions.isPending ? <p className="muted">Loading sessions…</p> : null}
      {sessions.isError ? <p className="form-error">{accountErrorText(sessions.error)}</p> : null}
      {sessions.data !== undefined ? (
        <ul className="stack" aria-label="Sessions">
          {sessions.data.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
      ) : null}
      {error !== '' ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn--secondary"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          setError('');
          logoutEverywhere().catch((failure: unknown) => {
            setError(accountErrorText(failure));
            setLeaving(false);
          });
        }}
      >
        Log out everywhere
      </button>
    </div>
  );
}
