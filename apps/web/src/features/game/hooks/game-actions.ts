// What the game screen can ask of a game, whoever is on the other side (the server or the AI).
import type { Jump } from '../move-interaction';

export interface GameActions {
  /** Sends one step; resolves true when it was applied. */
  move(from: string, to: string): Promise<boolean>;
  /** Sends a whole capture sequence; resolves true when it was applied. */
  sequence(jumps: readonly Jump[]): Promise<boolean>;
  resign(): Promise<void>;
  /** Offer, accept or decline a draw (online games only). */
  draw?(action: 'offer' | 'accept' | 'decline'): Promise<void>;
  rematch(): Promise<void>;
  /** Claim the win of a game the opponent has abandoned (online games only). */
  claimWin?(): Promise<void>;
}
