// The opponent's rematch request as a notice with its own Accept rematch button (and Dismiss), so
// it can be answered wherever the page is scrolled. It goes when the offer does: the rematch starts,
// the player leaves the room, or the request is answered elsewhere (the game-over dialog).
import { useEffect } from 'react';
import { appStore, type AppState } from '../../../stores/app-store';

export const REMATCH_OFFERED = 'Your opponent wants a rematch';
export const ACCEPT_REMATCH = 'Accept rematch';
/** How long the notice waits for an answer; the controls keep the offer afterwards. */
export const REMATCH_NOTICE_MS = 60_000;

/** The room whose rematch the opponent asks this player for, or null. */
function offerOf(state: AppState): string | null {
  const { room, game } = state;
  const offered =
    game.mode === 'online' &&
    !room.isSpectator &&
    room.playerColor !== null &&
    room.rematchOfferedBy !== null &&
    room.rematchOfferedBy !== room.playerColor &&
    !room.rematchRequested;
  return offered ? room.roomCode : null;
}

/** Shows the rematch offer's notice while it stands; `accept` asks for the rematch in return. */
export function useRematchOffer(accept: () => Promise<void>): void {
  useEffect(() => {
    let shown: { room: string; id: number } | null = null;
    const withdraw = (): void => {
      const was = shown;
      shown = null;
      if (was !== null) appStore.getState().dismiss(was.id);
    };
    const follow = (state: AppState): void => {
      const room = offerOf(state);
      if (room === shown?.room) return;
      withdraw();
      if (room === null) return;
      const run = (): void => {
        if (offerOf(appStore.getState()) === room) void accept();
      };
      // Noted first: the notice itself changes the store, which calls this again.
      const offer = { room, id: -1 };
      shown = offer;
      offer.id = state.notify(
        'info',
        REMATCH_OFFERED,
        undefined,
        { label: ACCEPT_REMATCH, run },
        REMATCH_NOTICE_MS,
      );
    };
    follow(appStore.getState());
    const stop = appStore.subscribe(follow);
    return () => {
      stop();
      withdraw();
    };
  }, [accept]);
}
