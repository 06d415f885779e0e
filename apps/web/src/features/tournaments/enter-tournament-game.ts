// Into a tournament's game: the server seated both players, so each joins the room with its
// account's token, and the room remembers its tournament (leaving it goes back to that page). A
// spectator's Watch remembers it the same way.
import { api } from '../../lib/api';
import { joinErrorText } from '../../lib/error-texts';
import { RoomError, seatOfJoinReply, watchRoom } from '../../lib/rooms-api';
import { appStore } from '../../stores/app-store';
import { enterRoom } from '../../stores/session-actions';

/** Rooms being joined now: the socket's message and a click may ask for the same one. */
const joining = new Set<string>();

export async function enterTournamentGame(roomCode: string, tournamentId: string): Promise<void> {
  const code = roomCode.toUpperCase();
  const { room, user, notify } = appStore.getState();
  if (room.roomCode === code || joining.has(code)) return;
  joining.add(code);
  try {
    const reply = await api.get(`/api/join-room?code=${encodeURIComponent(code)}`, {
      token: user.accountToken,
    });
    enterRoom({ ...seatOfJoinReply(reply), tournamentId }, false);
  } catch (error) {
    notify('error', error instanceof RoomError ? error.message : joinErrorText(error));
  } finally {
    joining.delete(code);
  }
}

/** Watches a tournament's game as a spectator. */
export async function watchTournamentGame(roomCode: string, tournamentId: string): Promise<void> {
  try {
    enterRoom({ ...(await watchRoom(roomCode)), tournamentId }, false);
  } catch (error) {
    const failure = error instanceof RoomError ? error : new RoomError('Failed to join as spectator', true);
    const retry = failure.retryable ? () => void watchTournamentGame(roomCode, tournamentId) : undefined;
    appStore.getState().notify('error', failure.message, retry);
  }
}
