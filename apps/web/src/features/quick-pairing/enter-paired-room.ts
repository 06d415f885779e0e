// Into a paired room (a pool's pair or an accepted seek): both players are already seated, so each
// joins it as any room, with the token it paired with (an account's, or this tab's guest's), and the
// game screen opens. The status poll, the join reply and the user socket may all ask at once.
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { joinErrorText } from '../../lib/error-texts';
import { RoomError, seatOfJoinReply } from '../../lib/rooms-api';
import { rememberRoomSeat } from '../../lib/session';
import { appStore } from '../../stores/app-store';
import { enterRoom } from '../../stores/session-actions';

const joining = new Set<string>();

export async function enterPairedRoom(roomCode: string, token: string | null): Promise<void> {
  const code = roomCode.toUpperCase();
  if (appStore.getState().room.roomCode === code || joining.has(code)) return;
  joining.add(code);
  try {
    const reply = await api.get(`/api/join-room?code=${encodeURIComponent(code)}`, { token });
    const seat = seatOfJoinReply(reply);
    if (appStore.getState().user.accountToken === null) rememberRoomSeat(seat);
    enterRoom(seat, false);
  } catch (error) {
    const text =
      error instanceof ApiError ? joinErrorText(error) : error instanceof RoomError ? error.message : '';
    appStore.getState().notify('error', text || 'Failed to join room');
  } finally {
    joining.delete(code);
  }
}
