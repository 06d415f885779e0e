// Who sits on each side, in words: the AI and its level, or the names the game record gives, with
// plain colour names until it arrives.
import type { WireColor } from '@checkers/protocol';

/** A side's player as the side panel shows it. */
export interface SideInfo {
  readonly name: string;
  readonly rating: number | null;
}

/** The AI levels' names, as the difficulty dialog shows them. */
export const AI_LEVEL_NAMES: Readonly<Record<string, string>> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  expert: 'Expert',
  'llama-master': 'Llama Master',
};

const colourName = (color: WireColor): string => (color === 'red' ? 'Red' : 'Black');

/** The sides of an AI game: the human plays black. */
export function aiSides(level: string | null): Record<WireColor, SideInfo> {
  const levelName = level === null ? '' : ` (${AI_LEVEL_NAMES[level] ?? level})`;
  return { black: { name: 'You', rating: null }, red: { name: `AI${levelName}`, rating: null } };
}

/** The sides of an online game from the record's players, when known. */
export function onlineSides(
  players: Partial<Record<WireColor, { readonly name: string; readonly rating: number | null } | null>>,
): Record<WireColor, SideInfo> {
  const side = (color: WireColor): SideInfo => {
    const known = players[color];
    return known
      ? { name: known.name, rating: known.rating }
      : { name: `${colourName(color)} player`, rating: null };
  };
  return { red: side('red'), black: side('black') };
}
