// Joining a friend's room by its code: a compact card on the home page. `?code=` joins that room
// after 500 ms; `?action=join` puts the cursor in the field.
import { useEffect, useRef, useState } from 'react';
import { joinRoom, RoomError } from '../../../lib/rooms-api';
import { useAppStore } from '../../../stores/app-store';
import { enterRoom } from '../../../stores/session-actions';
import { cleanCodeInput, codeComplete, codeProblem, readCode } from '../code-format';
import { showJoinProblem } from '../join-notice';
import { offerAi } from '../lobby-ui';
import { CodeInput } from './code-input';
import { QUERY_ACTION_DELAY_MS } from './play-now';

export function JoinRoom() {
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const isLoading = useAppStore((s) => s.ui.isLoading);
  const setUi = useAppStore((s) => s.setUi);

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
      enterRoom(await joinRoom(roomCode), false);
    } catch (error) {
      const room = error instanceof RoomError ? error : new RoomError('Failed to join room', true);
      const retry = room.retryable ? () => void join(shown) : undefined;
      showJoinProblem('error', room.message, retry, offerAi(room.unreachable));
    } finally {
      setUi({ isLoading: false });
    }
  };

  // The page's query parameters act once, when the home page first shows.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const queryCode = params.get('code');
    if (queryCode) {
      const cleaned = cleanCodeInput(queryCode);
      setCode(cleaned);
      const timer = setTimeout(() => void join(cleaned), QUERY_ACTION_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (params.get('action') === 'join') input.current?.focus();
    // Runs once on mount by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section className="card join-room" aria-labelledby="join-room-title">
      <h2 id="join-room-title" className="home__title">
        Join a room
      </h2>
      <div className="row">
        <CodeInput ref={input} value={code} onChange={setCode} onSubmit={() => void join()} />
        <button
          type="button"
          className={`btn${codeComplete(code) ? ' btn--highlight' : ''}`}
          disabled={isLoading}
          onClick={() => void join()}
        >
          Join Room
        </button>
      </div>
    </section>
  );
}
