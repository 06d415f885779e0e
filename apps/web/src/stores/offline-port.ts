// Moves the server never answered (offline, no connection): the online actions hand them here, and
// the offline feature, registered at start-up, checks, shows and queues them for a later sync.
// Features do not import each other; this port in the store is where the two meet.

/** A move's body as POST /api/move or /api/jump-sequence takes it, with its client move id. */
export type UnsentMoveBody =
  | { readonly from: string; readonly to: string; readonly clientMoveId: string }
  | {
      readonly jumps: readonly { readonly from: string; readonly to: string; readonly captured?: string }[];
      readonly clientMoveId: string;
    };

/** A move of a room that could not be sent. */
export interface UnsentMove {
  readonly roomCode: string;
  readonly body: UnsentMoveBody;
}

/** Keeps a move for later; resolves true when it was kept (and shown), false when it was refused. */
export type UnsentMoveKeeper = (move: UnsentMove) => Promise<boolean>;

let keeper: UnsentMoveKeeper | null = null;

/** Registers who keeps unsent moves (null: nobody); returns the unregister. */
export function setUnsentMoveKeeper(next: UnsentMoveKeeper | null): () => void {
  keeper = next;
  return () => {
    if (keeper === next) keeper = null;
  };
}

/** Hands an unsent move to its keeper; null when nobody keeps them (the move simply failed). */
export function keepUnsentMove(move: UnsentMove): Promise<boolean> | null {
  return keeper === null ? null : keeper(move);
}
