// Listens for the user socket's tournament_* messages from the start; what they do loads with the
// first one (tournament-messages.ts), outside the lobby's first download. Returns the stop.
import type { ServerMessage } from '@checkers/protocol';
import { subscribeUserMessages } from '../../lib/user-socket';

const loadHandler = () => import('./tournament-messages');

export function startTournaments(): () => void {
  return subscribeUserMessages((message: ServerMessage) => {
    if (!message.type.startsWith('tournament_')) return;
    void loadHandler().then(({ handleTournamentMessage }) => handleTournamentMessage(message));
  });
}
