// The replay as the game screen would place it, for the replay's component tests.
import { MoveList } from './move-list';
import { ReplayControls } from './replay-controls';
import { replayOfRecord, type ReplayGame } from './replay-model';
import { recordOf, scripted } from './test-records';
import { useReplay } from './use-replay';

/** The replay of the scripted game's first `moves` moves (all of them by default). */
export function gameOf(moves = scripted.moves.length): ReplayGame {
  const game = replayOfRecord(recordOf(scripted.moves.slice(0, moves)));
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

export function ReplayHarness({ game, live = false }: { game: ReplayGame | null; live?: boolean }) {
  const replay = useReplay(game, { live });
  return (
    <div>
      <ReplayControls replay={replay} />
      <MoveList plies={replay.plies} current={replay.ply} onSelect={replay.goTo} />
      <input aria-label="Chat message" />
      <p data-testid="last-move">{replay.lastMove?.to ?? 'none'}</p>
      <p data-testid="pieces">{replay.pieces.length}</p>
    </div>
  );
}
