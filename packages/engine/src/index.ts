// Public surface of the engine. Everything here is pure: no Node, no DOM, no clocks, no Math.random.
export * from './types.js';
export * from './result.js';
export {
  START_POSITION,
  makePosition,
  pieceAt,
  piecesOf,
  countPieces,
  legalMoves,
  play,
  crowned,
  hashPosition,
  positionKey,
  samePosition,
  sameMove,
  type Position,
} from './position.js';
export { perft, type PerftOptions } from './perft.js';
export { followPath, firstSteps, type StepProgress } from './steps.js';
export {
  NOTATION_ERRORS,
  findMove,
  isSquare,
  makeMoveText,
  makePdnSquare,
  makeRowCol,
  makeRowColText,
  makeSquare,
  parseMoveText,
  parsePdnSquare,
  parseRowCol,
  parseSquare,
  type MoveNotation,
  type NotationError,
  type RowCol,
} from './notation.js';
export {
  ACF_BALLOTS,
  BALLOT_PLIES,
  acfBallot,
  ballotOpening,
  ballotPosition,
  crossboardBallots,
  type AcfBallot,
  type BallotOpening,
} from './ballots.js';
export { FEN_ERRORS, START_FEN, makeFen, parseFen, type FenError } from './fen.js';
export {
  END_REASONS,
  FORTY_MOVE_PLIES,
  REPETITION_LIMIT,
  agreeDraw,
  extendTrail,
  gameResultAfter,
  gameStatus,
  halfmoveClock,
  newGame,
  playMove,
  repetitionCount,
  replayGame,
  resign,
  startTrail,
  trailResult,
  type EndReason,
  type Game,
  type GameResult,
  type GameStatus,
  type PlayedMove,
  type RulesTrail,
} from './game.js';
export {
  MAX_PDN_LENGTH,
  PDN_ERRORS,
  makePdn,
  parsePdn,
  parsePdnGames,
  wrapMovetext,
  type PdnError,
  type PdnGame,
} from './pdn.js';
export {
  AI_LEVELS,
  AI_LEVEL_SETTINGS,
  DEFAULT_AI_LEVEL,
  SPEC_MOVE_VALUES,
  isAiLevel,
  type AiLevel,
  type AiLevelSettings,
  type MoveValues,
} from './ai/levels.js';
export { chooseMove, styleBonus, type AiChoice, type ChooseMoveOptions } from './ai/choose.js';
export { BOOK_LEVELS } from './ai/choose.js';
export {
  EGDB_WIN,
  isEgdbScore,
  MATE,
  MATE_BOUND,
  search,
  type RootMoveScore,
  type SearchOptions,
  type SearchResult,
} from './ai/search.js';
export { evaluate, KING_VALUE, MAN_VALUE } from './ai/evaluate.js';
export { TranspositionTable } from './ai/transposition.js';
export { createRandom, randomInt, type Random } from './ai/random.js';
export { databaseMove, prepareEndgame, type DatabaseMove } from './ai/endgame.js';
export { EndgameDatabase } from './egdb/database.js';
export { loadNet, loadedNet, unloadNet, type NetLoad } from './net/registry.js';
export { NET_ERRORS, NET_FORMAT_VERSION, readNet, writeNet, type NetError } from './net/format.js';
export { NetEvaluator, evaluateWithNet, type NetWeights } from './net/network.js';
export { EGDB_ERRORS, EGDB_FORMAT_VERSION, type EgdbError } from './egdb/format.js';
export { defaultEgdb, loadEgdb, probe, type EgdbLoad } from './egdb/registry.js';
export type { EgdbValue } from './egdb/values.js';
export { OpeningBook } from './book/opening-book.js';
export {
  BOOK_ERRORS,
  BOOK_FORMAT_VERSION,
  writeBook,
  type BookError,
  type BookMove,
  type BookRecord,
} from './book/format.js';
export { defaultBook, loadBook, type BookLoad } from './book/registry.js';
