// Which node of a cluster each connection of a room goes to. The room is created on one node and its
// second player joins on the next, so every move crosses nodes (the opponent's node hears of it on
// the Redis bus); successive rooms start on successive nodes, so each node creates, joins and
// carries as many as the others.

/** Indexes into the cluster's nodes. */
export interface RoomPlacement {
  /** Creates the room and holds the creator's socket (red, seat 1). */
  readonly creator: number;
  /** Joins the room and holds the joiner's socket (black, seat 0). */
  readonly joiner: number;
  /** One node per spectator, round-robin from the creator's. */
  readonly spectators: readonly number[];
}

/** Where the `room`-th room opened (counting from 0) goes among `nodes` nodes. */
export function placeRoom(room: number, nodes: number, spectators: number): RoomPlacement {
  const creator = room % nodes;
  return {
    creator,
    joiner: (creator + 1) % nodes,
    spectators: Array.from({ length: spectators }, (_, k) => (creator + k) % nodes),
  };
}
