// The lobby: type a code and join, create a room (with a time control), or play the AI. The page's
// `code` and `action` parameters start the same actions after 500 ms (`action=create`: an untimed
// room).
import { useEffect, useRef, useState } from 'react';
import { createRoom, joinRoom, RoomError } from '../../../lib/rooms-api';
import { useAppStore } from '../../../stores/app-store';
import { enterRoom, openReview, startAiGame } from '../../../stores/session-actions';
import { cleanCodeInput, codeComplete, codeProblem, readCode } from '../code-format';
import { showJoinProblem } from '../join-notice';
import { AiDifficultyDialog } from './ai-difficulty-dialog';
import { CodeInput } from './code-input';
import { controlOfDraft, TimeControlPicker, UNTIMED_DRAFT } from './time-control-picker';

/** Delay before a `code=` or `action=create` parameter acts. */
export const QUERY_ACTION_DELAY_MS = 500;

export function Lobby() {
  const [code, setCode] = useState('');
  const [choosingLevel, setChoosingLevel] = useState(false);
  const [timeDraft, setTimeDraft] = useState(UNTIMED_DRAFT);
  const [timeError, setTimeError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const isLoading = useAppStore((s) => s.ui.isLoading);
  const setUi = useAppStore((s) => s.setUi);
  const notify = useAppStore((s) => s.notify);
  const openLeaderboard = () => setUi({ leaderboardOpen: true });

  // A network error while online offers Play vs AI.
  const offerAi = (error: RoomError) =>
    error.unreachable ? { label: 'Play vs AI', run: () => setChoosingLevel(true) } : undefined;

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
      notify('error', room.message, room.retryable ? () => void create(draft) : undefined, offerAi(room));
    } finally {
      setUi({ isLoading: false });
    }
  };

  const join = async (shown = code): Promise<void> => {
    const problem = codeProblem(shown);
    if (problem !== null) {
      showJoinProblem('warning', problem);
      input.current?.focus();
      return;
    }
    const roomCode = readCode(shown);
    setUi({ isLoading: true });
    try {
      const seat = await joinRoom(roomCode);
      enterRoom(seat, false);
    } catch (error) {
      const room = error instanceof RoomError ? error : new RoomError('Failed to join room', true);
      showJoinProblem(
        'error',
        room.message,
        room.retryable ? () => void join(shown) : undefined,
        offerAi(room),
      );
    } finally {
      setUi({ isLoading: false });
    }
  };

  // The page's query parameters act once, when the lobby first shows.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const queryCode = params.get('code');
    const action = params.get('action');
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (queryCode) {
      const cleaned = cleanCodeInput(queryCode);
      setCode(cleaned);
      timer = setTimeout(() => void join(cleaned), QUERY_ACTION_DELAY_MS);
    } else if (action === 'create') {
      timer = setTimeout(() => void create(), QUERY_ACTION_DELAY_MS);
    } else if (action === 'join') {
      input.current?.focus();
    }
    return () => clearTimeout(timer);
    // Runs once on mount by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const complete = codeComplete(code);
  return (
    <section className="stack" aria-labelledby="lobby-title">
      <h2 id="lobby-title" className="visually-hidden">
        Lobby
      </h2>
      <div className="card stack">
        <h3>Join a room</h3>
        <div className="row">
          <CodeInput ref={input} value={code} onChange={setCode} onSubmit={() => void join()} />
          <button
            type="button"
            className={`btn${complete ? ' btn--highlight' : ''}`}
            disabled={isLoading}
            onClick={() => void join()}
          >
            Join Room
          </button>
        </div>
      </div>
      <div className="card stack">
        <h3>Start a game</h3>
        <TimeControlPicker
          value={timeDraft}
          onChange={(draft) => {
            setTimeDraft(draft);
            setTimeError(null);
          }}
          error={timeError}
        />
        <div className="row">
          <button type="button" className="btn" disabled={isLoading} onClick={() => void create(timeDraft)}>
            Create Room
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => setChoosingLevel(true)}>
            Play vs AI
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => openReview(null)}>
            Analysis board
          </button>
        </div>
      </div>
      <div className="card stack">
        <h3>Rated ladder</h3>
        <p className="muted">Games between two signed-in players are rated.</p>
        <div className="row">
          <button type="button" className="btn btn--secondary" onClick={openLeaderboard}>
            Leaderboard
          </button>
        </div>
      </div>
      {choosingLevel ? (
        <AiDifficultyDialog
          onCancel={() => setChoosingLevel(false)}
          onChoose={(level) => {
            setChoosingLevel(false);
            startAiGame(level);
          }}
        />
      ) : null}
    </section>
  );
}
