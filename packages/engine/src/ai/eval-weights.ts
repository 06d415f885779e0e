// Evaluation weights, in points (a man is 100), fitted by the Texel method (src/tune/, written
// by the tuner: do not edit by hand). The games are self-play at a fixed depth from the ACF
// three-move ballots plus random plies, ended by the rules or the endgame databases; every quiet
// position is labelled with its game's result, and the weights minimise the squared error of
// sigmoid(K * eval / 100) against it, the man held at 100.
// Produced 2026-11-25 by: npm run tune -- --games 7368 --depth 6 --seed 1 --epochs 400 --rate 2 --write
// 7368 games, 504303 positions (10% held out), K = 1.0635;
// loss before/after: training 0.070559 / 0.061178,
// held out 0.073381 / 0.064909.
import type { Weights } from './eval-features.js';

/** The evaluation's weights, by feature (see eval-features.ts). */
export const WEIGHTS: Weights = {
  man: 100,
  king: 152,
  tradeDown: 8,
  advanceOpening1: 8,
  advanceOpening2: -5,
  advanceOpening3: -2,
  advanceOpening4: -11,
  advanceOpening5: 1,
  advanceOpening6: 26,
  advanceMiddle1: 5,
  advanceMiddle2: -2,
  advanceMiddle3: 3,
  advanceMiddle4: -9,
  advanceMiddle5: -9,
  advanceMiddle6: 19,
  advanceEndgame1: -4,
  advanceEndgame2: -7,
  advanceEndgame3: 5,
  advanceEndgame4: 2,
  advanceEndgame5: -7,
  advanceEndgame6: 14,
  backRank1: 11,
  backRank2: 44,
  backRank3: 10,
  backRank4: -25,
  bridge: 31,
  centreMen: -9,
  edgeMen: 4,
  centreKings: 6,
  nearCentreMen: -4,
  nearCentreKings: 2,
  edgeKings: -10,
  mobility: 0,
  hunt: -1,
  shelter: 4,
  runaway: 3,
  runawaySpeed: 3,
  unsupportedAdvanced: 10,
  blockedAdvanced: -5,
  dogHole: -59,
  advancedVsKings: -5,
  immobileKings: -25,
  kingMonopoly: 21,
  opposition: -8,
};
