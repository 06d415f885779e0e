// The key a repeated move is recognised by: the client's move id is the player's own (a counter, a
// random string), so it is stored with the player's id in front. Two players who happen to pick the
// same id never swallow each other's moves; one player's resent move is still applied once.

/** The stored key of a player's client move id (undefined without one). */
export function clientMoveKey(userId: string, clientMoveId: string): string;
export function clientMoveKey(userId: string, clientMoveId: string | undefined): string | undefined;
export function clientMoveKey(userId: string, clientMoveId: string | undefined): string | undefined {
  return clientMoveId === undefined ? undefined : `${userId}:${clientMoveId}`;
}
