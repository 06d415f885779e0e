// The side panel's record of the game: the move list, replay controls for whoever may replay now,
// and, once the game is over, its PDN and its analysis.
import type { LastMove } from '@checkers/protocol';
import type { ReactNode } from 'react';
import type { ScreenReplay } from '../hooks/use-screen-replay';
import { DownloadPdn } from '../replay/download-pdn';
import { MoveList } from '../replay/move-list';
import { pendingPlies } from '../replay/pending-plies';
import { ReplayControls } from '../replay/replay-controls';

export interface GameRecordPanelProps {
  readonly screen: ScreenReplay;
  readonly finished: boolean;
  /** Shown under the record once the game is over (the analysis). */
  readonly after?: ReactNode;
  /** Moves made offline, waiting to sync: listed after the record's. */
  readonly pending?: readonly LastMove[];
}

export function GameRecordPanel({ screen, finished, after, pending = [] }: GameRecordPanelProps) {
  const { replay, canReplay, game, error } = screen;
  return (
    <div className="game__record">
      {error !== null ? (
        <p className="muted" role="status">
          {error}
        </p>
      ) : null}
      <MoveList
        plies={replay.plies}
        current={replay.ply}
        // Players look back once the game is over; until then the list only shows what was played.
        onSelect={canReplay ? replay.goTo : () => undefined}
        pending={pendingPlies(replay.plies, pending)}
        ballot={game?.ballot}
      />
      {canReplay && game !== null ? <ReplayControls replay={replay} /> : null}
      {finished && game !== null ? (
        <div className="row">
          <DownloadPdn game={game} />
          {game.roomCode !== null ? (
            // The finished game's own address: it opens in replay for anyone, any time.
            <a className="game__link" href={`?game=${game.roomCode}`} target="_blank" rel="noreferrer">
              Link to this game
            </a>
          ) : null}
        </div>
      ) : null}
      {finished ? after : null}
    </div>
  );
}
