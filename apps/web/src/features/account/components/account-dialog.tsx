// The Sign in / Register dialog. Fields are checked with the protocol's own rules before sending;
// the server's refusals ("Username is already taken", "Invalid username or password") are shown as
// they come.
import { registerRequestSchema, type RegisterRequest } from '@checkers/protocol';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DialogShell } from '../../../components/modal';
import { accountErrorText, login, register } from '../api/auth-api';
import { CountryField } from './country-field';

export type AccountMode = 'signin' | 'register';

/** The register body, or the first rule it breaks. */
export function registerBody(fields: {
  username: string;
  password: string;
  displayName: string;
  country: string;
}): { ok: true; body: RegisterRequest } | { ok: false; message: string } {
  const candidate = {
    username: fields.username.trim(),
    password: fields.password,
    ...(fields.displayName.trim() !== '' ? { displayName: fields.displayName.trim() } : {}),
    ...(fields.country !== '' ? { country: fields.country } : {}),
  };
  const parsed = registerRequestSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, body: parsed.data };
  return {
    ok: false,
    message: parsed.error.issues[0]?.message ?? 'Invalid request. Please check your input.',
  };
}

export interface AccountDialogProps {
  readonly initialMode: AccountMode;
  readonly onClose: () => void;
}

export function AccountDialog({ initialMode, onClose }: AccountDialogProps) {
  const [mode, setMode] = useState<AccountMode>(initialMode);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [country, setCountry] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), [mode]);

  const title = mode === 'signin' ? 'Sign in' : 'Register';

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setError('');
    let request: () => Promise<unknown>;
    if (mode === 'register') {
      const checked = registerBody({ username, password, displayName, country });
      if (!checked.ok) {
        setError(checked.message);
        return;
      }
      request = () => register(checked.body);
    } else {
      if (username.trim() === '' || password === '') {
        setError('Enter your username and password');
        return;
      }
      request = () => login({ username: username.trim(), password });
    }
    setBusy(true);
    try {
      await request();
      onClose();
    } catch (failure) {
      setError(accountErrorText(failure));
      setBusy(false);
    }
  };

  return (
    <DialogShell
      labelledBy="account-dialog-title"
      onClose={onClose}
      className="stack"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="account-dialog-title">{title}</h2>
      {mode === 'register' ? (
        <p className="hint">Registered players play rated games and appear on the leaderboard.</p>
      ) : null}
      <div className="field">
        <label htmlFor="account-username">Username</label>
        <input
          ref={first}
          data-autofocus
          id="account-username"
          autoComplete="username"
          value={username}
          maxLength={mode === 'register' ? 20 : 100}
          onChange={(event) => setUsername(event.target.value)}
        />
        {mode === 'register' ? (
          <small>3-20 letters, digits, _ or -; names like admin or moderator are reserved</small>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="account-password">Password</label>
        <input
          id="account-password"
          type="password"
          autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {mode === 'register' ? (
          <small>
            At least 8 characters, and not a common password: &quot;password&quot;, &quot;12345678&quot;, your
            username or a keyboard row are refused. A few unrelated words make a good one.
          </small>
        ) : null}
      </div>
      {mode === 'register' ? (
        <>
          <div className="field">
            <label htmlFor="account-display-name">Display name (optional)</label>
            <input
              id="account-display-name"
              autoComplete="nickname"
              value={displayName}
              maxLength={30}
              onChange={(event) => setDisplayName(event.target.value)}
            />
          </div>
          <CountryField onChange={setCountry} />
        </>
      ) : null}
      {error !== '' ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="row">
        <button type="submit" className="btn" disabled={busy}>
          {title}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
      <button
        type="button"
        className="link-button"
        onClick={() => {
          setError('');
          setMode(mode === 'signin' ? 'register' : 'signin');
        }}
      >
        {mode === 'signin' ? 'Create an account' : 'I already have an account'}
      </button>
    </DialogShell>
  );
}
