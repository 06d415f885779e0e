// What the chat needs of the rooms, which own the rooms and their spectators: whether a room's game
// is over (its players may read then), and who watches under a name (a moderator mutes by name).
// services.ts hands in the rooms' store.
import type { RoomRow } from '../rooms/index.js';

/** The rooms, as the chat reads them. */
export interface ChatRooms {
  /** The room with this code (its status and seats). */
  find(code: string): Promise<RoomRow | undefined>;
  /** The room's spectators whose display name is `name`, in any case. */
  spectatorsNamed(code: string, name: string): Promise<string[]>;
}
