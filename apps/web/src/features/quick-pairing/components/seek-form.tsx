// "Post a seek": a clock, rated or casual (an account only), the colour its owner plays.
import { POOL_KEYS, poolControl, type PoolKey, type SeekColor } from '@checkers/protocol';
import { useState, type FormEvent } from 'react';
import { useAppStore } from '../../../stores/app-store';
import { postSeek } from '../api/pairing-api';

export function SeekForm({ onPosted }: { onPosted: (id: string) => void }) {
  const signedIn = useAppStore((s) => s.user.account !== null);
  const [control, setControl] = useState<PoolKey>('3+2');
  const [rated, setRated] = useState(false);
  const [color, setColor] = useState<SeekColor>('random');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const seek = await postSeek({ timeControl: poolControl(control), rated: signedIn && rated, color });
      onPosted(seek.id);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Could not post the seek');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="stack stack--tight seek-form"
      aria-label="Post a seek"
      onSubmit={(event) => void submit(event)}
    >
      <div className="row seek-form__fields">
        <div className="field">
          <label htmlFor="seek-control">Clock</label>
          <select id="seek-control" value={control} onChange={(e) => setControl(e.target.value as PoolKey)}>
            {POOL_KEYS.map((key) => (
              <option key={key} value={key}>
                {key}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="seek-color">Your colour</label>
          <select id="seek-color" value={color} onChange={(e) => setColor(e.target.value as SeekColor)}>
            <option value="random">Random</option>
            <option value="red">Red</option>
            <option value="black">Black</option>
          </select>
        </div>
        {signedIn ? (
          <label className="quick-pairing__rated">
            <input type="checkbox" checked={rated} onChange={(e) => setRated(e.target.checked)} /> Rated
          </label>
        ) : null}
      </div>
      <div className="row">
        <button type="submit" className="btn btn--small" disabled={busy}>
          Post a seek
        </button>
      </div>
      {error !== null ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
