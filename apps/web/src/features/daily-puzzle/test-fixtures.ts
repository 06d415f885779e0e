// Daily-puzzle replies for tests: small real positions the engine plays, and the server's
// `{ success: true, data }` wrapping.
import type { DailyChallenge, DailyProgress } from '@checkers/protocol';

export const testAccount = {
  id: 'u1',
  username: 'ada',
  displayName: 'Ada',
  avatarUrl: '',
  country: 'GB',
  region: 'EU' as const,
  role: 'player' as const,
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** Red (the solver) on c3 jumps d4 and f6 in one double jump: c3-e5-g7 leaves black nothing. */
export const doubleJump: DailyChallenge = {
  id: 'p0001',
  date: '2026-11-20',
  title: 'The double jump',
  description: 'Red to play and win.',
  puzzle_type: 'mate_in_n',
  difficulty: 2,
  initial_board_state: {
    red_pieces: [{ row: 5, col: 2 }],
    red_kings: [],
    black_pieces: [
      { row: 4, col: 3 },
      { row: 2, col: 5 },
    ],
    black_kings: [],
  },
  side_to_move: 'red',
  goal: 'Leave black without a move within 1 move.',
  goal_rule: { kind: 'win', moves: 1 },
  max_moves: 1,
  hints_available: 2,
};

/**
 * Red (the solver) on c3 may take b4 alone or d4 and f6 in a double jump: only the double jump wins
 * two men, the single jump is a wrong move.
 */
export const choice: DailyChallenge = {
  ...doubleJump,
  id: 'p0003',
  title: 'Take the most',
  puzzle_type: 'tactics',
  initial_board_state: {
    red_pieces: [{ row: 5, col: 2 }],
    red_kings: [],
    black_pieces: [
      { row: 4, col: 1 },
      { row: 4, col: 3 },
      { row: 2, col: 5 },
    ],
    black_kings: [],
  },
  goal: 'Win two men within 1 move.',
  goal_rule: { kind: 'material', moves: 1, gain: 2, holdDepth: 0 },
};

/** Red (the solver) has quiet moves; black answers: two solver moves before play stops. */
export const quiet: DailyChallenge = {
  ...doubleJump,
  id: 'p0002',
  title: 'A quiet line',
  puzzle_type: 'tactics',
  difficulty: 4,
  initial_board_state: {
    red_pieces: [{ row: 7, col: 0 }],
    red_kings: [],
    black_pieces: [{ row: 0, col: 7 }],
    black_kings: [],
  },
  goal: 'Keep the balance for 2 moves.',
  goal_rule: { kind: 'hold', moves: 2, holdDepth: 0 },
  max_moves: 2,
};

export const progressOf = (patch: Partial<DailyProgress> = {}): DailyProgress => ({
  challenge_id: doubleJump.id,
  moves_played: 0,
  hints_used: 0,
  time_taken_seconds: 0,
  is_solved: false,
  score: 0,
  attempts: 0,
  ...patch,
});

/** The server's reply wrapping. */
export const ok = (data: unknown) => ({ success: true, data });

/** An error reply (a 400 is not retried by the API client, so a failure shows at once). */
export const refusal = (status: number, message: string) => ({
  status,
  body: { success: false, error: 'Refused', message, code: 'refused' },
});
