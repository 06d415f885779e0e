// Games for the My games tests: server games as the list call replies, local games as the browser
// records them.
import type { MyGame } from '@checkers/protocol';
import type { LocalGame } from './my-games-model';

/** A signed-in test account. */
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

/** A server game won as red against an account, on a 3+2 clock, with `fields` changed. */
export const serverGame = (fields: Partial<MyGame> = {}): MyGame => ({
  room_code: 'ABC234',
  color: 'red',
  result: 'win',
  reason: 'resignation',
  player: { player_id: 'u1', name: 'Ada', kind: 'account', rating: 1250 },
  opponent: { player_id: 'u2', name: 'Bob', kind: 'account', rating: 1310 },
  time_control: { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 },
  speed: 'blitz',
  rated: true,
  move_count: 31,
  started_at: '2026-05-03T13:50:00.000Z',
  finished_at: '2026-05-03T14:05:00.000Z',
  ...fields,
});

/** A local game: an online room's unless `fields` say otherwise. */
export const localGame = (fields: Partial<LocalGame> = {}): LocalGame => ({
  id: 'room-XYZ789',
  timestamp: Date.UTC(2026, 4, 3, 14, 5),
  roomCode: 'XYZ789',
  playerColor: 'black',
  opponentName: 'Guest B2EA',
  result: 'loss',
  moveCount: 24,
  timeControl: { kind: 'untimed' },
  ...fields,
});
