// Creating, finding, joining and leaving tournaments: what the routes ask. Everything lives in the
// database every node shares; the running of a tournament (starting it, pairing, results, the
// finish) is the director's (director.ts). Every change a player could see is told to each player
// of the tournament on its user socket (`tournament_updated`), wherever it is connected.
import {
  DEFAULT_RATING,
  TOURNAMENT_MESSAGES,
  type CreateTournamentBody,
  type ServerMessage,
  type Tournament,
  type TournamentDetail,
  type TournamentMe,
  type TournamentResult,
} from '@checkers/protocol';
import { failure, success, type Outcome } from '../../lib/errors.js';
import { randomId } from '../../lib/tokens.js';
import { hashPassword, passwordMatches } from './password.js';
import { iso, type TournamentDeps } from './tournament-deps.js';
import type { TournamentRow, TournamentStore } from './tournament-store.js';
import { counted, standingOnWire, standingsOf } from './standings.js';
import { gameOnWire, tournamentOnWire } from './wire.js';

/** The most results a player's details show. */
const RESULTS_LIMIT = 20;

const NOT_FOUND = failure('not_found', TOURNAMENT_MESSAGES.notFound);
const FINISHED = failure('conflict', TOURNAMENT_MESSAGES.finished);

/** The tournaments' calls. */
export class TournamentService {
  private readonly store: TournamentStore;
  private readonly clock: () => number;

  constructor(private readonly deps: TournamentDeps) {
    this.store = deps.store;
    this.clock = deps.clock ?? Date.now;
  }

  /** Creates a tournament (upcoming until its start, even a start of now: the director starts it). */
  async create(userId: string, body: CreateTournamentBody): Promise<Outcome<Tournament>> {
    const now = this.clock();
    const startsAt = now + body.startsInSeconds * 1000;
    const arena = body.kind === 'arena';
    const row: TournamentRow = {
      id: randomId('t'),
      name: body.name,
      kind: body.kind,
      status: 'upcoming',
      time_control: JSON.stringify(body.timeControl),
      rated: Number(body.rated),
      ballots: Number(body.ballots),
      starts_at: iso(startsAt),
      ends_at: arena ? iso(startsAt + body.durationMinutes! * 60_000) : null,
      rounds: arena ? null : body.rounds!,
      round: arena ? null : 0,
      created_by: userId,
      password_hash: body.password === undefined ? null : await hashPassword(body.password),
      scheduled: 0,
      schedule_key: null,
      winner_id: null,
      created_at: iso(now),
      finished_at: null,
    };
    await this.store.insert(row);
    return success(tournamentOnWire(row, 0));
  }

  /** The tournaments of a status (every status when absent). */
  async list(status: string | undefined): Promise<Tournament[]> {
    const rows = await this.store.list(status);
    const counts = await this.store.playerCounts(rows.map((row) => row.id));
    return rows.map((row) => tournamentOnWire(row, counts.get(row.id) ?? 0));
  }

  /** One tournament on the wire. */
  async one(id: string): Promise<Outcome<Tournament>> {
    const row = await this.store.find(id);
    if (row === undefined) return NOT_FOUND;
    return success(await this.onWire(row));
  }

  /** A tournament with its table (computed from the stored games) and its games, oldest first. */
  async detail(id: string): Promise<Outcome<TournamentDetail>> {
    const row = await this.store.find(id);
    if (row === undefined) return NOT_FOUND;
    const [players, games, byes] = await Promise.all([
      this.store.players(id),
      this.store.games.of(id),
      this.store.games.byes(id),
    ]);
    return success({
      tournament: tournamentOnWire(row, players.length),
      standings: standingsOf(row, players, games, byes).map(standingOnWire),
      games: counted(games).map(gameOnWire),
    });
  }

  /** The finished tournaments a player took part in, newest first, with its place and score. */
  async results(userId: string): Promise<TournamentResult[]> {
    const results: TournamentResult[] = [];
    for (const row of await this.store.finishedOf(userId, RESULTS_LIMIT)) {
      const [players, games, byes] = await Promise.all([
        this.store.players(row.id),
        this.store.games.of(row.id),
        this.store.games.byes(row.id),
      ]);
      const line = standingsOf(row, players, games, byes).find((s) => s.userId === userId);
      if (line === undefined) continue;
      results.push({
        tournament_id: row.id,
        name: row.name,
        kind: row.kind as TournamentResult['kind'],
        finished_at: row.finished_at ?? row.starts_at,
        rank: line.rank,
        players: players.length,
        score: line.score,
      });
    }
    return results;
  }

  /**
   * Joins a tournament (the password of a private one first). An arena takes players until it
   * ends, and one who withdrew comes back with its score; a Swiss event only before it starts.
   */
  async join(userId: string, id: string, password: string | undefined): Promise<Outcome<Tournament>> {
    const row = await this.store.find(id);
    if (row === undefined) return NOT_FOUND;
    if (row.status === 'finished') return FINISHED;
    const current = await this.store.player(id, userId);
    if (current !== undefined && current.withdrawn === 0) return success(await this.onWire(row));
    if (row.kind === 'swiss' && row.status !== 'upcoming')
      return failure('conflict', TOURNAMENT_MESSAGES.swissStarted);
    // One who joined once proved the password already.
    if (current === undefined && row.password_hash !== null) {
      if (password === undefined || !(await passwordMatches(password, row.password_hash)))
        return failure('forbidden', TOURNAMENT_MESSAGES.wrongPassword);
    }
    const now = iso(this.clock());
    const rating = (await this.deps.ratingsFor([userId], JSON.parse(row.time_control))).get(userId);
    await this.store.join({
      tournament_id: id,
      user_id: userId,
      joined_at: current?.joined_at ?? now,
      withdrawn: 0,
      rating: Math.round(rating ?? DEFAULT_RATING),
      // An arena player waits for a game from now on (if it is still playing one, from its end).
      waiting_since:
        row.kind === 'arena' && (await this.store.games.openOf(id, userId)) === undefined ? now : null,
    });
    await this.changed(id);
    return success(await this.onWire(row));
  }

  /**
   * Withdraws from a tournament: before the start the player is simply gone; once it runs, it is
   * no longer paired and keeps its score (an arena player may join again: a pause). A game under
   * way is played to its end.
   */
  async withdraw(userId: string, id: string): Promise<Outcome<Tournament>> {
    const row = await this.store.find(id);
    if (row === undefined) return NOT_FOUND;
    if (row.status === 'finished') return FINISHED;
    const left =
      row.status === 'upcoming' ? await this.store.remove(id, userId) : await this.store.withdraw(id, userId);
    if (!left) return failure('conflict', TOURNAMENT_MESSAGES.notJoined);
    await this.changed(id);
    // Whoever left no longer hears of the tournament's changes: tell it once more.
    this.deps.notify(userId, { type: 'tournament_updated', payload: { tournament_id: id } });
    return success(await this.onWire(row));
  }

  /** Whether the caller is in (not withdrawn), and its game under way. */
  async me(userId: string, id: string): Promise<Outcome<TournamentMe>> {
    const row = await this.store.find(id);
    if (row === undefined) return NOT_FOUND;
    const [player, game] = await Promise.all([
      this.store.player(id, userId),
      this.store.games.openOf(id, userId),
    ]);
    return success({
      joined: player !== undefined && player.withdrawn === 0,
      room_code: game?.room_code ?? null,
    });
  }

  /** Tells every player of the tournament that it changed. */
  async changed(id: string): Promise<void> {
    await this.tellPlayers(id, { type: 'tournament_updated', payload: { tournament_id: id } });
  }

  /** Sends a message to every player of the tournament (withdrawn ones too: they keep a score). */
  async tellPlayers(id: string, message: ServerMessage): Promise<void> {
    for (const player of await this.store.players(id)) this.deps.notify(player.user_id, message);
  }

  private async onWire(row: TournamentRow): Promise<Tournament> {
    const fresh = (await this.store.find(row.id)) ?? row;
    return tournamentOnWire(fresh, (await this.store.playerCounts([row.id])).get(row.id) ?? 0);
  }
}
