// The application store: user, room, game, ui and network slices. Components read narrow selectors;
// actions live beside the state they change.
import {
  ABANDON_CLAIM_MS,
  type Account,
  type GameState,
  type LastMove,
  type RatingChange,
  type RatingSpeed,
  type TimeControl,
  type WireColor,
} from '@checkers/protocol';
import { create } from 'zustand';

/** Sections of the one page. */
export type Section = 'lobby' | 'waiting' | 'game' | 'review' | 'tournament';

/** Severity of a notice; it decides how long the notice stays. */
export type NoticeLevel = 'critical' | 'error' | 'warning' | 'success' | 'info';

/** A dismissable notice, with a Retry button when trying again can help. */
export interface Notice {
  readonly id: number;
  readonly level: NoticeLevel;
  readonly message: string;
  readonly retry?: () => void;
  /** A second way out, such as playing the AI while the network is down. */
  readonly action?: { readonly label: string; readonly run: () => void };
  /** How long it stays instead of its level's default (the spec's own durations, e.g. 3 s). */
  readonly durationMs?: number;
}

/** Whose side a spectator sees the board from (none, red, black). */
export type BoardPerspective = 'game' | 'red' | 'black';

/** How the game on screen is played. */
export type GameMode = 'online' | 'ai';

/** How a game ended, kept for the game-over overlay. */
export interface GameResultStats {
  readonly duration: number;
  readonly moveCount: number;
  readonly captures: number;
  readonly aiDifficulty: string | null;
  readonly playerColor: WireColor | null;
}

/** Connection quality by latency. */
export type ConnectionQuality = 'excellent' | 'good' | 'fair' | 'poor' | 'unknown';

/** The quality a round-trip latency gives. */
export const qualityOf = (latencyMs: number): ConnectionQuality =>
  latencyMs < 50 ? 'excellent' : latencyMs < 100 ? 'good' : latencyMs < 200 ? 'fair' : 'poor';

interface UserSlice {
  playerId: string | null;
  /** The token of the seat on screen (a signed-in player's is its account token). */
  authToken: string | null;
  /** The signed-in account, or null for a guest; kept when returning to the lobby. */
  account: Account | null;
  /** The signed-in account's token: the session's token outside rooms. */
  accountToken: string | null;
}

interface RoomSlice {
  roomCode: string | null;
  isSpectator: boolean;
  /** Unknown until the server assigns a seat. */
  playerColor: WireColor | null;
  waitingForOpponent: boolean;
  rematchRequested: boolean;
  /** The room both players agreed to play the rematch in, until this client has joined it. */
  rematchRoomCode: string | null;
  /** The opponent's last connection closed; after a while away the win may be claimed. */
  opponentAway: boolean;
  /** When this page learnt the opponent had gone (ms since the epoch), for the claim countdown. */
  opponentAwaySince: number | null;
  /** How long after that the server accepts a claim (its setting, from `player_left`). */
  claimAfterMs: number;
  /** The opponent asked for a rematch of the finished game and waits for an answer. */
  rematchOfferedBy: WireColor | null;
  /** The room's time control from the create or join reply; null when untimed (or not told). */
  timeControl: TimeControl | null;
  /** The tournament this room's game belongs to: leaving it goes back to that tournament's page. */
  tournamentId: string | null;
}

interface GameSlice {
  mode: GameMode | null;
  state: GameState | null;
  /** The last game event version applied; older events are ignored. */
  version: number;
  gameStartTime: number | null;
  aiDifficulty: string | null;
  result: GameResultStats | null;
  /** A move is in flight: the board is disabled until it is answered. */
  moveInFlight: boolean;
  /** What screen readers hear after each move. */
  announcement: string;
  /** Moves seen in this game, oldest first, at most MOVE_HISTORY_LIMIT. */
  moveHistory: readonly LastMove[];
  /** Moves made offline on the board shown, waiting in the queue (not the server's yet). */
  pendingMoves: readonly LastMove[];
  /** Both players' rating changes once the game on screen has been rated. */
  ratingChanges: readonly RatingChange[];
  /**
   * When the state's `clock` arrived (Date.now()): the clocks tick down from here, the arrival
   * standing for the server's `serverNow`. Null while the game on screen has no clock.
   */
  clockReceivedAt: number | null;
  /** When the state that made it this player's turn was applied (Date.now()), for `moveTimeMs`. */
  turnShownAt: number | null;
}

/** The store keeps at most this many history entries. */
export const MOVE_HISTORY_LIMIT = 100;

interface UiSlice {
  currentSection: Section;
  isLoading: boolean;
  notices: readonly Notice[];
  /** A short status line under the board ("Connected!", "Joined room! ..."); hides after 5 s. */
  statusMessage: string;
  /** The leaderboard overlay is open (from the lobby or the game screen). */
  leaderboardOpen: boolean;
  /** The signed-in player's last rating change, shown by the rating popup until it hides. */
  ratingChange: RatingChange | null;
  /** With it, for a timed game, the player's change in the game's speed ladder. */
  ratingSpeedChange: { readonly speed: RatingSpeed; readonly change: RatingChange } | null;
  /** The room whose game the review section shows (`?game=CODE`), or null for the analysis board. */
  reviewCode: string | null;
  /** A spectator following a player sees the board from that player's side. */
  boardPerspective: BoardPerspective;
  /** The tournament whose page the tournament section shows (`?tournament=ID`). */
  tournamentId: string | null;
}

interface NetworkSlice {
  isOnline: boolean;
  isConnected: boolean;
  isReconnecting: boolean;
  connectionText: string;
  latency: number | null;
  connectionQuality: ConnectionQuality;
  pollingInterval: number | null;
  lastActivity: number;
}

export interface AppState {
  user: UserSlice;
  room: RoomSlice;
  game: GameSlice;
  ui: UiSlice;
  network: NetworkSlice;
  setUser(patch: Partial<UserSlice>): void;
  setRoom(patch: Partial<RoomSlice>): void;
  setGame(patch: Partial<GameSlice>): void;
  setUi(patch: Partial<UiSlice>): void;
  setNetwork(patch: Partial<NetworkSlice>): void;
  notify(
    level: NoticeLevel,
    message: string,
    retry?: () => void,
    action?: Notice['action'],
    durationMs?: number,
  ): number;
  dismiss(id: number): void;
  /** Back to the lobby: the client state and auth token are cleared. */
  resetToLobby(): void;
}

const initialUser = (): UserSlice => ({ playerId: null, authToken: null, account: null, accountToken: null });
const initialRoom = (): RoomSlice => ({
  roomCode: null,
  isSpectator: false,
  playerColor: null,
  waitingForOpponent: false,
  rematchRequested: false,
  rematchRoomCode: null,
  opponentAway: false,
  opponentAwaySince: null,
  claimAfterMs: ABANDON_CLAIM_MS,
  rematchOfferedBy: null,
  timeControl: null,
  tournamentId: null,
});
const initialGame = (): GameSlice => ({
  mode: null,
  state: null,
  version: 0,
  gameStartTime: null,
  aiDifficulty: null,
  result: null,
  moveInFlight: false,
  announcement: '',
  moveHistory: [],
  pendingMoves: [],
  ratingChanges: [],
  clockReceivedAt: null,
  turnShownAt: null,
});

let nextNoticeId = 1;

export const useAppStore = create<AppState>()((set) => ({
  user: initialUser(),
  room: initialRoom(),
  game: initialGame(),
  ui: {
    currentSection: 'lobby',
    isLoading: false,
    notices: [],
    statusMessage: '',
    leaderboardOpen: false,
    ratingChange: null,
    ratingSpeedChange: null,
    reviewCode: null,
    boardPerspective: 'game',
    tournamentId: null,
  },
  network: {
    isOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
    isConnected: false,
    isReconnecting: false,
    connectionText: '',
    latency: null,
    connectionQuality: 'unknown',
    pollingInterval: null,
    lastActivity: Date.now(),
  },
  setUser: (patch) => set((s) => ({ user: { ...s.user, ...patch } })),
  setRoom: (patch) => set((s) => ({ room: { ...s.room, ...patch } })),
  setGame: (patch) => set((s) => ({ game: { ...s.game, ...patch } })),
  setUi: (patch) => set((s) => ({ ui: { ...s.ui, ...patch } })),
  setNetwork: (patch) => set((s) => ({ network: { ...s.network, ...patch } })),
  notify: (level, message, retry, action, durationMs) => {
    const id = nextNoticeId++;
    const notice: Notice = {
      id,
      level,
      message,
      ...(retry ? { retry } : {}),
      ...(action ? { action } : {}),
      ...(durationMs !== undefined ? { durationMs } : {}),
    };
    set((s) => ({
      ui: {
        ...s.ui,
        // The same text twice in a row is one notice, not a stack of copies.
        notices: [...s.ui.notices.filter((n) => n.message !== message), notice],
      },
    }));
    return id;
  },
  dismiss: (id) => set((s) => ({ ui: { ...s.ui, notices: s.ui.notices.filter((n) => n.id !== id) } })),
  resetToLobby: () =>
    set((s) => ({
      // Leaving a room forgets the seat's token, not who is signed in.
      user: { ...initialUser(), account: s.user.account, accountToken: s.user.accountToken },
      room: initialRoom(),
      game: initialGame(),
      ui: { ...s.ui, currentSection: 'lobby', isLoading: false, statusMessage: '', boardPerspective: 'game' },
      network: {
        ...s.network,
        isConnected: false,
        isReconnecting: false,
        connectionText: '',
        pollingInterval: null,
      },
    })),
}));

/** The store outside React (for the socket manager, timers and tests). */
export const appStore = useAppStore;
