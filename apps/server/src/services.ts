// The services of one node, built from the configuration in dependency order and closed in reverse:
// storage, the fan-out (bus and presence), then each module's service, with the ports between
// modules wired here (the games tell the ratings, the achievements and the pushes; the rooms tell the
// pushes of an opponent's arrival; the realtime module asks the games and the chat). app.ts
// registers the routes over them; tests reach them as `app.services`.
import { randomInt } from 'node:crypto';
import { ratingSpeedOf } from '@checkers/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { tablesOf, type Database } from './database-schema.js';
import { openStorage, type Storage } from './db/database.js';
import { Leases } from './db/leases.js';
import type { MigrationHooks } from './db/speed-ladder-migrations.js';
import type { InfrastructureTables } from './db/schema.js';
import { AccountService, HashQueue, IdentityService, type AccountsDb } from './modules/accounts/index.js';
import { AchievementService, type AchievementsDb } from './modules/achievements/index.js';
import { ChatService, type ChatDb } from './modules/chat/index.js';
import { EventLog, GameService, playersNow, stateOf } from './modules/games/index.js';
import { LeaderboardService, type LeaderboardDb } from './modules/leaderboard/index.js';
import { RatingService, replaySpeedLadders, type RatingsDb } from './modules/ratings/index.js';
import { RetentionService } from './modules/retention/index.js';
import {
  ConnectionCaps,
  Hub,
  SessionSockets,
  openFanOut,
  userNotifier,
  type EventBus,
  type NotifyUser,
  type Presence,
  type UserPresence,
} from './modules/realtime/index.js';
import { InviteService, PlayerGames, RoomService, RoomStore, type RoomsDb } from './modules/rooms/index.js';
import { loadBank, openPuzzles, type PuzzleService, type PuzzlesDb } from './modules/puzzles/index.js';
import {
  openSocial,
  type ChallengeService,
  type FriendService,
  type SocialDb,
} from './modules/social/index.js';
import { openPush, type PushDb, type PushService } from './modules/push/index.js';
import { PairingService, PairingStore, type PairingDb } from './modules/pairing/index.js';
import type { GameObserver } from './modules/games/index.js';
import {
  openTournaments,
  type TournamentDirector,
  type TournamentService,
  type TournamentsDb,
} from './modules/tournaments/index.js';
import { retentionOwners } from './retention-owners.js';

export { retentionOwners } from './retention-owners.js';

/** Services shared by the routes. */
export interface Services {
  readonly storage: Storage<Database>;
  readonly bus: EventBus;
  readonly identities: IdentityService;
  readonly accounts: AccountService;
  readonly store: RoomStore;
  readonly eventLog: EventLog;
  readonly presence: Presence;
  /** Which registered users are online (any socket, any node). */
  readonly userPresence: UserPresence;
  readonly hub: Hub;
  readonly rooms: RoomService;
  readonly games: GameService;
  /** Each player's finished games. */
  readonly playerGames: PlayerGames;
  readonly invites: InviteService;
  readonly ratings: RatingService;
  readonly leaderboard: LeaderboardService;
  readonly retention: RetentionService;
  readonly chat: ChatService;
  readonly achievements: AchievementService;
  readonly friends: FriendService;
  readonly challenges: ChallengeService;
  /** The daily puzzle: the bank's puzzle of each day, attempts, hints and scores. */
  readonly puzzles: PuzzleService;
  /** Web Push: subscriptions, and the pushes of turns, endings and arrivals. */
  readonly push: PushService;
  /** Quick pairing (the pools of the preset clocks) and open seeks. */
  readonly pairing: PairingService;
  /** Tournaments: arenas and Swiss events. */
  readonly tournaments: TournamentService;
  /** Runs the tournaments (one node at a time under a lease). */
  readonly tournamentDirector: TournamentDirector;
  /** Sends a message to every user socket of a user, on every node. */
  readonly notifyUser: NotifyUser;
  /** Open sockets per token, per address and on this node. */
  readonly sockets: ConnectionCaps;
  /** The sockets of each signed-in session on this node, closed when it signs out anywhere. */
  readonly sessionSockets: SessionSockets;
  readonly hashing: HashQueue;
}

/** What the migrations need from the modules: the ratings' replay of the speed ladders. */
export const MIGRATION_HOOKS: MigrationHooks = {
  replaySpeedLadders: (db) => replaySpeedLadders(db),
};

/** Builds a node's services and starts their background work; `close` stops it all. */
export async function openServices(
  config: Config,
  log: FastifyBaseLogger,
): Promise<{ services: Services; close: () => Promise<void> }> {
  // The daily puzzles' bank is read and checked first: a bad one fails the start, naming the entry.
  const bank = loadBank(config.puzzleBank);
  const storage = await openStorage<Database>({ ...config, migrationHooks: MIGRATION_HOOKS });
  const db = storage.db;
  const identities = new IdentityService(tablesOf<AccountsDb>(db), config.tokenTtlMs);
  const store = new RoomStore(tablesOf<RoomsDb>(db), config.ratedPairLimit);
  const eventLog = new EventLog(store);
  const warn = (details: Record<string, unknown>, message: string): void => log.warn(details, message);
  const { bus, presence, userPresence } = await openFanOut({
    redisUrl: config.redisUrl,
    abandonClaimMs: config.abandonClaimMs,
    presenceTtlMs: config.presenceTtlMs,
    offlineDelayMs: config.presenceOfflineDelayMs,
    missed: async (room, after) =>
      (await eventLog.after(room, after, config.maxReplay)).map((event) => event.message),
    warn,
  });
  const hub = new Hub(bus);
  const notifyUser = userNotifier(bus);
  const pickColor = (): 'red' | 'black' => (randomInt(2) === 0 ? 'red' : 'black');
  // Pushes go out once per move, ending or arrival, from the node that wrote it (the observers fire
  // there only); the subscriptions are in the shared database, so any node can send them.
  const push = await openPush({
    db: tablesOf<PushDb>(db),
    dialect: storage.dialect,
    dataDir: config.dataDir,
    config: config.push,
    warn,
    changed: (userId) => bus.signal({ kind: 'push_subscriptions_changed', userId }),
  });
  const stopHearingPush = bus.onSignal((signal) => {
    if (signal.kind === 'push_subscriptions_changed') push.forgetCached(signal.userId);
  });
  // Who the players are as each game starts, kept with it (the ratings are built below; asked only
  // once a game starts).
  const playersAtStart = playersNow({
    identities,
    ratings: { currentRatings: (ids, speed) => ratings.currentRatings(ids, speed) },
  });
  const rooms = new RoomService(
    store,
    identities,
    bus,
    presence,
    config.maxSpectators,
    pickColor,
    stateOf,
    config.spectatorSeatMs,
    push,
    playersAtStart,
  );
  // The ratings and the achievements read finished games from the rooms' store.
  const ratings = new RatingService(tablesOf<RatingsDb>(db), store, bus, warn);
  const achievements = new AchievementService({
    db: tablesOf<AchievementsDb>(db),
    games: store,
    notify: notifyUser,
    warn,
  });
  // The games tell both of each whole move and each ending, achievements first.
  const gameObserver: GameObserver = {
    moved: (fact) => {
      achievements.moved(fact);
      push.moved(fact);
    },
    finished: (row) => {
      achievements.finished(row);
      push.finished(row);
      tournamentDirector.finished(row);
    },
  };
  // Friends boards rank the friends the social module knows (built below; asked only later).
  const leaderboard = new LeaderboardService(tablesOf<LeaderboardDb>(db), {
    friendIds: (userId) => social.friends.friendIds(userId),
    warn,
  });
  // A game rated here shows in this node's figures when they are next asked for (recomputed at
  // most every 5 s; other nodes' within their 30 s cache); each player hears of it on its own
  // socket too, wherever it is (the room's sockets hear of it from the rating itself).
  ratings.onRated((update) => {
    leaderboard.ratingsChanged();
    for (const change of update.changes)
      notifyUser(change.user_id, { type: 'rating_updated', payload: update });
  });
  const hashing = new HashQueue(config.hashing);
  const sessionSockets = new SessionSockets(bus);
  const accounts = new AccountService(tablesOf<AccountsDb>(db), identities, hashing, (userId, sessionId) =>
    sessionSockets.revoked(userId, sessionId),
  );
  const leases = new Leases(tablesOf<InfrastructureTables>(db));
  const retention = new RetentionService(retentionOwners(db, ratings), leases, {
    info: (details: Record<string, unknown>, message: string) => log.info(details, message),
    warn,
  });
  // An accepted challenge starts a game in a new room with both players seated.
  const social = openSocial({
    db: tablesOf<SocialDb>(db),
    notify: notifyUser,
    presence: userPresence,
    startGame: (challenger, challenged, terms) => rooms.startBetween(challenger, challenged, terms),
    warn,
  });
  // The pools' pairs and accepted seeks start a game in a new room with both players seated.
  const pairing = new PairingService({
    store: new PairingStore(tablesOf<PairingDb>(db), leases),
    startGame: (first, second, options) => rooms.startBetween(first, second, options),
    notify: notifyUser,
    ratingsOf: (ids, speed) => ratings.currentRatings(ids, speed),
    warn,
    staleMs: config.pairing.staleMs,
  });
  // Tournament games start in a new room with both players seated, under a code the tournament chose
  // and wrote down first (so a start tried again finds its room); the champion's achievement is the
  // achievements' to unlock.
  const { tournaments, director: tournamentDirector } = openTournaments({
    db: tablesOf<TournamentsDb>(db),
    config: config.tournaments,
    notify: notifyUser,
    ratingsFor: (ids, control) => ratings.currentRatings(ids, ratingSpeedOf(control)),
    startGame: (code, red, black, options) => rooms.startIn(code, red, black, options),
    roomCode: () => store.freeCode(),
    rooms: store,
    awardChampion: (userId, id) => achievements.awardTournamentChampion(userId, id),
    lease: (name, holder, ttlMs, now) => leases.acquire(name, holder, ttlMs, now),
    warn,
  });
  const puzzles = openPuzzles({ db: tablesOf<PuzzlesDb>(db), bank, clock: config.puzzleClock });
  const games = new GameService(store, bus, presence, ratings, gameObserver, {
    warn,
    playersNow: playersAtStart,
    // With Redis, other nodes play the same games: each node's memory follows the others' writes.
    otherNodes: config.redisUrl !== undefined,
  });
  const services: Services = {
    storage,
    bus,
    identities,
    accounts,
    store,
    eventLog,
    presence,
    userPresence,
    hub,
    rooms,
    games,
    playerGames: new PlayerGames(tablesOf<RoomsDb>(db)),
    invites: new InviteService(tablesOf<RoomsDb>(db), store, rooms),
    ratings,
    leaderboard,
    retention,
    chat: new ChatService({ db: tablesOf<ChatDb>(db), bus, hub, rooms: store, accounts, warn }),
    achievements,
    friends: social.friends,
    challenges: social.challenges,
    puzzles,
    push,
    pairing,
    tournaments,
    tournamentDirector,
    notifyUser,
    sockets: new ConnectionCaps(config.sockets),
    sessionSockets,
    hashing,
  };
  retention.start(config.retentionSweepMs);
  social.challenges.start(config.challengeSweepMs);
  pairing.start(config.pairing.tickMs);
  tournamentDirector.start(config.tournaments.tickMs);
  // Every node sweeps for fallen flags: a game no node holds a timer for still ends on time.
  games.startFlagSweep(config.clockSweepMs);
  // Games whose rating (or achievements) a crash cut short are handled now, in the background: a
  // long backlog must not hold up listening, and each is claimed exactly once, whichever node or
  // move gets there first.
  ratings.rateMissedInBackground();
  achievements.evaluateMissedInBackground();
  const close = async (): Promise<void> => {
    await retention.stop();
    await social.challenges.stop();
    await pairing.stop();
    await tournamentDirector.stop();
    await games.close();
    // Pushes already queued go out before the database closes, for a few seconds at most.
    await Promise.race([push.settled(), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    // So are the unlocks the last moves proved (they wait a moment to be inserted together).
    await Promise.race([achievements.settled(), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    await userPresence.close();
    await presence.close();
    sessionSockets.close();
    stopHearingPush();
    await bus.close();
    await storage.close();
  };
  return { services, close };
}
