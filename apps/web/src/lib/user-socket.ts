// The signed-in user's own channel: `/api/ws?token=` without a room, carrying the messages about
// the user rather than a game (achievement_unlocked; friends, challenges and presence later). One
// per page: the app opens it while an account is signed in, and any feature subscribes to its
// messages here without knowing the socket.
import type { ServerMessage } from '@checkers/protocol';
import { ReconnectingSocket } from './reconnecting-socket';
import { socketUrl } from './socket-url';

/** The channel's state, for whoever wants to show it. */
export type UserSocketStatus = 'closed' | 'connecting' | 'open' | 'reconnecting';

type MessageListener = (message: ServerMessage) => void;
type StatusListener = (status: UserSocketStatus) => void;

const messageListeners = new Set<MessageListener>();
const statusListeners = new Set<StatusListener>();
let socket: ReconnectingSocket | null = null;
let token: string | null = null;
let status: UserSocketStatus = 'closed';

function setStatus(next: UserSocketStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of [...statusListeners]) listener(next);
}

function dispatch(message: ServerMessage): void {
  for (const listener of [...messageListeners]) {
    try {
      listener(message);
    } catch (error) {
      // One subscriber's bug must not keep the message from the others.
      console.error(error);
    }
  }
}

/** Opens the channel for an account's token (again only if the token changed). */
export function openUserSocket(accountToken: string): void {
  if (socket !== null && token === accountToken) return;
  closeUserSocket();
  token = accountToken;
  const next = new ReconnectingSocket({
    url: () => socketUrl({ token: accountToken }),
    handlers: {
      onMessage: dispatch,
      onOpen: () => setStatus('open'),
      onClose: (_code, final) => setStatus(final ? 'closed' : 'reconnecting'),
      onReconnecting: () => setStatus('reconnecting'),
    },
  });
  socket = next;
  setStatus('connecting');
  next.connect();
}

/** Closes the channel (signed out). */
export function closeUserSocket(): void {
  socket?.close();
  socket = null;
  token = null;
  setStatus('closed');
}

/** Tries again at once after the network came back. */
export function reconnectUserSocket(): void {
  socket?.reconnectNow();
}

/** Whether the channel is open now (messages about the user arrive). */
export function isUserSocketOpen(): boolean {
  return socket?.connected ?? false;
}

export function userSocketStatus(): UserSocketStatus {
  return status;
}

/** Every message of the channel, parsed; returns the unsubscribe. */
export function subscribeUserMessages(listener: MessageListener): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

/** The channel's state changes; returns the unsubscribe. */
export function subscribeUserSocketStatus(listener: StatusListener): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}
