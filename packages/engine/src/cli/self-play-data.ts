// The self-play positions both `npm run tune` and `npm run train` learn from: games of the engine
// against itself at a fixed depth from the crossboard ACF ballots, ended by the rules, a ply cap or
// the committed endgame databases, saved to a file as they are played.
import { writeFileSync } from 'node:fs';
import { committedEgdb, crossboardBallots } from './committed-data.js';
import { DEFAULT_SELF_PLAY, selfPlay, type PositionSet } from '../tune/dataset.js';

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

// Saves as it goes, so a run stopped by its time budget (or by hand) keeps what it played.
export function generate(
  games: number,
  depth: number,
  seed: number,
  minutes: number,
  file: string,
): PositionSet {
  const egdb = committedEgdb();
  console.log(`endgame databases: every position of up to ${egdb.maxPieces} pieces`);
  const openings = crossboardBallots().map((b) => [...b.moves]);
  const started = performance.now();
  const deadline = started + minutes * 60_000;
  const run = selfPlay(openings, games, seed, { ...DEFAULT_SELF_PLAY, depth, egdb }, (done, _, positions) => {
    if (done % 100 === 0) {
      console.log(`  ${done} games, ${positions.count} positions, ${seconds(performance.now() - started)}`);
      writeFileSync(file, positions.toBytes());
    }
    return minutes <= 0 || performance.now() < deadline;
  });
  if (!run.ok) throw new Error(run.error.message);
  const { results, endings, positions } = run.value;
  console.log(
    `self-play: ${run.value.games} games at depth ${depth} in ${seconds(performance.now() - started)}; ` +
      `black ${results.black}, draws ${results.draws}, red ${results.red}; ` +
      `ended by rules ${endings.rules}, databases ${endings.egdb}, ply cap ${endings['ply-cap']}; ` +
      `${positions.count} quiet positions`,
  );
  return positions;
}
