// An accepted challenge's game: the game id is the room code of a room where both players are
// already seated, so each side joins it as any room, with its account's token. The accepter joins
// from its reply; the challenger when `challenge_accepted` reaches its user socket.
import { joinRoom, RoomError } from '../../lib/rooms-api';
import { appStore } from '../../stores/app-store';
import { enterRoom } from '../../stores/session-actions';

/** Rooms being joined now: the reply and the socket's message may both ask for the same one. */
const joining = new Set<string>();

export async function joinChallengeGame(gameId: string): Promise<void> {
  const code = gameId.toUpperCase();
  if (appStore.getState().room.roomCode === code || joining.has(code)) return;
  joining.add(code);
  try {
    enterRoom(await joinRoom(code), false);
  } catch (error) {
    appStore.getState().notify('error', error instanceof RoomError ? error.message : 'Failed to join room');
  } finally {
    joining.delete(code);
  }
}
