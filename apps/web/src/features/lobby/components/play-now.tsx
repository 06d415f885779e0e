// The home page's first card, "Play now": a quick game against whoever is waiting (the quick-pairing
// feature's presets, handed in), a room to share with a friend (with its clock), and a game against
// the AI. `?action=create` creates an untimed room after 500 ms.
import { useEffect, useState, type ReactNode } from 'react';
import { createRoom, RoomError } from '../../../lib/rooms-api';
import { useAppStore } from '../../../stores/app-store';
import { enterRoom } from '../../../stores/session-actions';
import { closeLevelPicker, offerAi, openLevelPicker, useLobbyUi } from '../lobby-ui';
import { AiDifficultyDialog } from './ai-difficulty-dialog';
import { controlOfDraft, TimeControlPicker, UNTIMED_DRAFT } from '../../../components/time-control-picker';

/** Delay before a `code=` or `action=create` parameter acts. */
export const QUERY_ACTION_DELAY_MS = 500;

export interface PlayNowProps {
  /** The Quick game presets (another feature's, composed by the app). */
  readonly quickGame?: ReactNode;
  /** Starts a new game against the AI at the chosen level. */
  readonly onPlayAi: (level: string) => void;
}

export function PlayNow({ quickGame, onPlayAi }: PlayNowProps) {
  const [timeDraft, setTimeDraft] = useState(UNTIMED_DRAFT);
  const [timeError, setTimeError] = useState<string | null>(null);
  const choosingLevel = useLobbyUi((s) => s.choosingLevel);
  const isLoading = useAppStore((s) => s.ui.isLoading);
  const setUi = useAppStore((s) => s.setUi);
  const notify = useAppStore((s) => s.notify);

  const create = async (draft = UNTIMED_DRAFT): Promise<void> => {
    const { control, error: invalid } = controlOfDraft(draft);
    setTimeError(invalid ?? null);
    if (invalid !== undefined) return;
    setUi({ isLoading: true });
    try {
      enterRoom(await createRoom(control), true);
    } catch (error) {
      const room = error instanceof RoomError ? error : new RoomError('Failed to create room', true);
      // A control the server refuses says why beside the choice too.
      if (control !== undefined && !room.retryable) setTimeError(room.message);
      const retry = room.retryable ? () => void create(draft) : undefined;
      notify('error', room.message, retry, offerAi(room.unreachable));
    } finally {
      setUi({ isLoading: false });
    }
  };

  // The page's `action=create` acts once, when the home page first shows.
  useEffect(() => {
    if (new URLSearchParams(location.search).get('action') !== 'create') return;
    const timer = setTimeout(() => void create(), QUERY_ACTION_DELAY_MS);
    return () => clearTimeout(timer);
    // Runs once on mount by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section className="card play-now" aria-labelledby="play-now-title">
      <h2 id="play-now-title" className="home__title play-now__title">
        Play now
      </h2>
      {quickGame === undefined ? null : <div className="play-now__quick">{quickGame}</div>}
      <div className="play-now__friend">
        <h3 className="play-now__subtitle">Play a friend</h3>
        <TimeControlPicker
          value={timeDraft}
          onChange={(draft) => {
            setTimeDraft(draft);
            setTimeError(null);
          }}
          error={timeError}
          legendHidden
        />
        <button type="button" className="btn" disabled={isLoading} onClick={() => void create(timeDraft)}>
          Create Room
        </button>
      </div>
      <div className="play-now__ai">
        <h3 className="play-now__subtitle">Play the computer</h3>
        <button type="button" className="btn btn--secondary" onClick={openLevelPicker}>
          Play vs AI
        </button>
      </div>
      {choosingLevel ? (
        <AiDifficultyDialog
          onCancel={closeLevelPicker}
          onChoose={(level) => {
            closeLevelPicker();
            onPlayAi(level);
          }}
        />
      ) : null}
    </section>
  );
}
