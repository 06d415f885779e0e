// A spectator's place in a room is held by its live sockets: when they have all been closed for a
// while, another visitor may take the seat. The rooms module keeps the seats; the room socket tells
// it when a spectator's socket opens or closes (through this port, wired by the app).

/** The seats of spectators, as the room sockets keep them. */
export interface SeatPort {
  /** A spectator's socket opened or closed: its seat counts from now. */
  seen(room: string, userId: string): Promise<void>;
}
