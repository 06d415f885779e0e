// Sounds and vibrations for the game on screen, by watching the store (the game feature is not
// touched): a move, a capture or a crowning as each move lands, and a win, a loss or a draw when the
// game ends. The first state of a game (joining, a reload) is silent.
import type { GameState } from '@checkers/protocol';
import { feedback } from '../../lib/sound';
import type { SoundName } from '../../lib/sound-packs';
import { appStore, type AppState } from '../../stores/app-store';

/** The game end's sound follows the last move's by this much, so both are heard. */
export const END_SOUND_DELAY_MS = 350;

/** The sound of a move that just landed. */
export function moveSound(state: GameState): SoundName | null {
  const move = state.lastMove;
  if (move === null) return null;
  if (move.promoted) return 'king';
  return move.captured.length > 0 ? 'capture' : 'move';
}

/** The sound of a finished game for this page's player (a spectator hears the winning tune). */
export function endSound(state: GameState, room: AppState['room']): SoundName {
  if (state.isDraw || state.winner === null) return 'draw';
  if (room.isSpectator || room.playerColor === null) return 'win';
  return state.winner === room.playerColor ? 'win' : 'lose';
}

/** What changed between two store states that should be heard, in order. */
export function soundsBetween(prev: AppState, next: AppState): SoundName[] {
  const before = prev.game.state;
  const after = next.game.state;
  if (before === null || after === null || before === after) return [];
  if (before.roomCode !== after.roomCode) return [];
  const sounds: SoundName[] = [];
  if (after.moveCount > before.moveCount && after.lastMove !== null) {
    const sound = moveSound(after);
    if (sound !== null) sounds.push(sound);
  }
  if (after.isGameOver && !before.isGameOver) sounds.push(endSound(after, next.room));
  return sounds;
}

/** Starts listening; returns the stop. `play` is the sound and vibration (replaced in tests). */
export function watchGameFeedback(
  store: Pick<typeof appStore, 'subscribe'> = appStore,
  play: (sound: SoundName) => void = feedback,
): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const unsubscribe = store.subscribe((next, prev) => {
    soundsBetween(prev, next).forEach((sound, index) => {
      if (index === 0) {
        play(sound);
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        play(sound);
      }, END_SOUND_DELAY_MS);
      timers.add(timer);
    });
  });
  return () => {
    unsubscribe();
    for (const timer of timers) clearTimeout(timer);
  };
}
