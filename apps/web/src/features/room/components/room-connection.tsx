// The room's live connection (socket, else polling) as a component, so app.tsx can load it with the
// first room rather than with the lobby.
import { useRoomConnection } from '../hooks/use-room-connection';

export function RoomConnection(): null {
  useRoomConnection();
  return null;
}
