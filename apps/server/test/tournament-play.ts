// Playing tournament games through the API as the players' clients do: a few legal plies (from
// whatever position the game starts in, a ballot's too), then a resignation or an agreed draw.
import { expect } from 'vitest';
import type { TournamentDetail, TournamentGame } from '@checkers/protocol';
import { eventually, type Client } from './harness.js';
import type { State } from './players.js';
import { detail, type Entrant } from './tournament-fixtures.js';

/** Enough whole moves by each side for the game to count (not aborted as too short). */
const COUNTED_PLIES = 4;

/** A game's two clients by colour. */
export function seatsOf(game: TournamentGame, players: readonly Entrant[]): Record<'red' | 'black', Client> {
  const find = (id: string): Client => players.find((p) => p.id === id)!.client;
  return { red: find(game.red_id), black: find(game.black_id) };
}

/** Plays `plies` legal whole moves, each side in turn (the first capture or step it is offered). */
export async function playPlies(
  code: string,
  seats: Record<'red' | 'black', Client>,
  plies = COUNTED_PLIES,
): Promise<void> {
  for (let played = 0; played < plies;) {
    const state = (await seats.red.get<State>(`/api/game-state?code=${code}`)).body;
    expect(state.status, JSON.stringify(state)).toBe('active');
    const [from, targets] = Object.entries(state.validMoves).find(([, to]) => to.length > 0)!;
    const reply = await seats[state.currentTurn].post<State>('/api/move', { code, from, to: targets[0] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    if (!reply.body.in_multi_jump) played++;
  }
}

/**
 * Games this test file has played to their end. The tournament records a result a moment after
 * the game ends, so until then such a game still reads as open: `openGames` leaves them out.
 */
const endedHere = new Set<string>();

/** Plays a game to a result: `winner` wins (the other resigns), or both agree a draw. */
export async function playTo(
  game: TournamentGame,
  players: readonly Entrant[],
  winner: 'red' | 'black' | 'draw',
): Promise<void> {
  const seats = seatsOf(game, players);
  await playPlies(game.room_code, seats);
  const code = game.room_code;
  if (winner === 'draw') {
    expect((await seats.red.post('/api/draw', { code, action: 'offer' })).status).toBe(200);
    expect((await seats.black.post('/api/draw', { code, action: 'accept' })).status).toBe(200);
  } else {
    const loser = winner === 'red' ? seats.black : seats.red;
    expect((await loser.post('/api/resign', { code })).status).toBe(200);
  }
  endedHere.add(code);
}

/** Waits until the tournament's open games, leaving out those played to their end here, are `count`. */
export async function openGames(
  client: Client,
  id: string,
  count: number,
  timeoutMs = 10_000,
): Promise<TournamentGame[]> {
  return eventually(async () => {
    const games = (await detail(client, id)).games.filter(
      (g) => g.result === null && !endedHere.has(g.room_code),
    );
    expect(games).toHaveLength(count);
    return games;
  }, timeoutMs);
}

/** Waits for the tournament to reach a status. */
export async function reaches(client: Client, id: string, status: string): Promise<TournamentDetail> {
  return eventually(async () => {
    const now = await detail(client, id);
    expect(now.tournament.status).toBe(status);
    return now;
  });
}

/** Waits `ms` (to let the director tick when checking that nothing happens). */
export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
