// Invite a signed-in user to watch this game, by username (a player or a spectator may).
import { useState, type FormEvent } from 'react';
import { inviteByUsername, SpectateError, SPECTATE_FAILURES } from '../api/spectate-api';

const USERNAME = /^[A-Za-z0-9_-]{3,20}$/;

export function InviteForm({ code }: { readonly code: string }) {
  const [username, setUsername] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string; reason?: string } | null>(null);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const name = username.trim();
    if (!USERNAME.test(name)) {
      setResult({ ok: false, text: 'Enter a username: 3-20 letters, digits, _ or -' });
      return;
    }
    setBusy(true);
    try {
      await inviteByUsername(code, name);
      setResult({ ok: true, text: `Invite sent to ${name}` });
      setUsername('');
    } catch (error) {
      setResult({
        ok: false,
        text: SPECTATE_FAILURES.createInvite,
        ...(error instanceof SpectateError && error.reason !== null ? { reason: error.reason } : {}),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card invite-form" aria-label="Invite a spectator">
      <h3>Invite a spectator</h3>
      <form className="row" onSubmit={(event) => void submit(event)}>
        <input
          type="text"
          aria-label="Username to invite"
          placeholder="Username"
          autoComplete="off"
          maxLength={20}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <button type="submit" className="btn btn--small" disabled={busy}>
          Invite
        </button>
      </form>
      {result !== null ? (
        <p className={result.ok ? 'muted' : 'form-error'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
          {result.reason !== undefined ? <span className="invite-form__reason">{result.reason}</span> : null}
        </p>
      ) : null}
    </section>
  );
}
