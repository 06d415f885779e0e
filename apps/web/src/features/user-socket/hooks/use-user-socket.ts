// Keeps the user socket (lib/user-socket.ts) open while a registered account is signed in: opened
// with the account's token, closed on sign-out, and retried at once when the network comes back.
import { useEffect } from 'react';
import { closeUserSocket, openUserSocket, reconnectUserSocket } from '../../../lib/user-socket';
import { useAppStore } from '../../../stores/app-store';

export function useUserSocket(): void {
  const signedIn = useAppStore((s) => s.user.account !== null);
  const token = useAppStore((s) => s.user.accountToken);

  useEffect(() => {
    if (!signedIn || token === null) return;
    openUserSocket(token);
    const online = (): void => reconnectUserSocket();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      closeUserSocket();
    };
  }, [signedIn, token]);
}
