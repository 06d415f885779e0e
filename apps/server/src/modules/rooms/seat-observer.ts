// Who else learns that a waiting room's second seat was taken: the pushes, today. A port of the rooms
// module (services.ts hands in the implementation), called after the seat is stored and published,
// never awaited: nothing an observer does can hold up or fail a join.

/** A waiting room's free seat just taken: the game has started. */
export interface OpponentJoined {
  readonly room: string;
  /** The player who created the room and was waiting. */
  readonly waitingId: string;
  /** The player who took the free seat. */
  readonly joinedId: string;
}

/** Learns of opponents arriving in waiting rooms. */
export interface SeatObserver {
  /** Once per room, by the node whose write seated the second player. */
  opponentJoined(fact: OpponentJoined): void;
}
