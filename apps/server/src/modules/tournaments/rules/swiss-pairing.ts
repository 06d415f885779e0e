// One round of a Swiss event: players of equal or nearest score who have not met, colours balanced,
// and a bye for the lowest-ranked player who has not had one when the count is odd.
//
// The pairing walks the players in rank order (score, then rating): the highest-ranked unpaired
// player takes an opponent from their own score group, top half against bottom half as in the Dutch
// system, and a player left over in a group floats down to the next one. When a choice leads to a
// dead end the search backs up and tries the next opponent. It stops early on any branch that leaves
// some unpaired player with nobody they may still play, which keeps it fast even for hundreds of
// players; a budget of search steps bounds the rare case where no such pairing exists, and then the
// rules are relaxed one at a time:
//   1. no repeat pairing, and nobody's colours worse than two games either way;
//   2. no repeat pairing;
//   3. repeats allowed, new opponents still tried first (only when the event has more rounds than
//      its players can fill, or after the budget ran out).
// Within each level, the lowest-ranked player without a bye gets it; if the rest cannot be paired
// around them, the next one up does. Only when everyone has had a bye (more rounds than players)
// does somebody get a second.
import { assignColors, blackBalance } from './colors.js';
import type { Side } from './types.js';

/** A player still playing in a Swiss event, before a round. */
export interface SwissEntrant {
  userId: string;
  rating: number;
  score: number;
  opponents: readonly string[];
  colors: readonly Side[];
  hadBye: boolean;
}

/** One round's pairings, and who sits out with a point. */
export interface SwissRound {
  pairs: Array<{ red: string; black: string }>;
  bye: string | null;
}

/** The widest colour imbalance (black minus red) a pairing may create while another pairing avoids it. */
export const SWISS_MAX_COLOR_BALANCE = 2;
/** Search steps tried at each level of the rules before relaxing them. */
export const SWISS_SEARCH_BUDGET = 100_000;

type Level = 'strict' | 'no-repeat' | 'any';

/** Best first: higher score, then higher rating; the id settles the rest so a round is repeatable. */
export function swissRankOrder(a: SwissEntrant, b: SwissEntrant): number {
  return b.score - a.score || b.rating - a.rating || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);
}

/** The pairings of the next round; `tieBreak` is the coin for colours nothing else decides. */
export function pairSwissRound(entrants: readonly SwissEntrant[], tieBreak: () => boolean): SwissRound {
  const ranked = [...entrants].sort(swissRankOrder);
  const odd = ranked.length % 2 === 1;
  const lowestFirst = [...ranked].reverse();
  const withoutBye = lowestFirst.filter((entrant) => !entrant.hadBye);
  const byeCandidates: Array<SwissEntrant | null> = odd
    ? withoutBye.length > 0
      ? withoutBye
      : lowestFirst
    : [null];

  for (const level of ['strict', 'no-repeat', 'any'] as const) {
    const budget = { left: SWISS_SEARCH_BUDGET };
    for (const bye of byeCandidates) {
      const players = ranked.filter((entrant) => entrant !== bye);
      const partners = searchPairing(players, level, budget);
      if (partners) return { pairs: colorPairs(players, partners, tieBreak), bye: bye?.userId ?? null };
      if (budget.left <= 0) break;
    }
  }
  // Unreachable: at the last level every two players may meet, so the first path succeeds.
  throw new Error('a Swiss round could not be paired');
}

function colorPairs(
  players: readonly SwissEntrant[],
  partners: Int32Array,
  tieBreak: () => boolean,
): SwissRound['pairs'] {
  const pairs: SwissRound['pairs'] = [];
  players.forEach((player, i) => {
    const j = partners[i] as number;
    if (j > i) pairs.push(assignColors(player, players[j] as SwissEntrant, tieBreak));
  });
  return pairs;
}

function mayMeet(a: SwissEntrant, b: SwissEntrant, level: Level): boolean {
  if (level === 'any') return true;
  if (a.opponents.includes(b.userId) || b.opponents.includes(a.userId)) return false;
  if (level === 'no-repeat') return true;
  // The one with less black gets it, so only two players already at the same limit overshoot.
  const balanceA = blackBalance(a.colors);
  return !(balanceA === blackBalance(b.colors) && Math.abs(balanceA) >= SWISS_MAX_COLOR_BALANCE);
}

/** Each player's partner index (players in rank order, even count), or null when none found in budget. */
function searchPairing(
  players: readonly SwissEntrant[],
  level: Level,
  budget: { left: number },
): Int32Array | null {
  const n = players.length;
  const legal = new Uint8Array(n * n);
  const options = new Int32Array(n);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (mayMeet(players[i] as SwissEntrant, players[j] as SwissEntrant, level)) {
        legal[i * n + j] = legal[j * n + i] = 1;
        options[i]! += 1;
        options[j]! += 1;
      }
  const partner = new Int32Array(n).fill(-1);
  const met = (i: number, j: number): boolean =>
    (players[i] as SwissEntrant).opponents.includes((players[j] as SwissEntrant).userId);

  // Pairing i with j takes both out of everyone else's options; false when someone is left with none.
  const take = (i: number, j: number, step: -1 | 1): boolean => {
    partner[i] = step === -1 ? j : -1;
    partner[j] = step === -1 ? i : -1;
    let alive = true;
    for (let k = 0; k < n; k++) {
      if (k === i || k === j || partner[k] !== -1) continue;
      options[k]! += step * (legal[k * n + i]! + legal[k * n + j]!);
      if (options[k] === 0) alive = false;
    }
    return alive;
  };

  const candidates = (top: number): number[] => {
    const score = (players[top] as SwissEntrant).score;
    const group: number[] = [];
    const below: number[] = [];
    for (let k = top + 1; k < n; k++) {
      if (partner[k] !== -1) continue;
      ((players[k] as SwissEntrant).score === score ? group : below).push(k);
    }
    // The top of a group meets the top of its bottom half first; `group` excludes `top` itself.
    const half = Math.floor((group.length + 1) / 2) - 1;
    const ordered = [
      ...group.slice(Math.max(half, 0)),
      ...group.slice(0, Math.max(half, 0)).reverse(),
      ...below,
    ];
    if (level !== 'any') return ordered;
    return [...ordered.filter((k) => !met(top, k)), ...ordered.filter((k) => met(top, k))];
  };

  const extend = (from: number): boolean => {
    let top = from;
    while (top < n && partner[top] !== -1) top++;
    if (top === n) return true;
    for (const other of candidates(top)) {
      if (!legal[top * n + other]) continue;
      if (--budget.left < 0) return false;
      const alive = take(top, other, -1);
      if (alive && extend(top + 1)) return true;
      take(top, other, 1);
      if (budget.left < 0) return false;
    }
    return false;
  };

  return extend(0) ? partner : null;
}
