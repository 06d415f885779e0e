import { ballotOpening, legalMoves, makeFen, makePosition, sameMove, samePosition } from '@checkers/engine';
import type { GameRecord } from '@checkers/protocol';
import { describe, expect, it } from 'vitest';
import { makeGamePdn, pdnDate, readGamePdn } from './pdn';
import { replayOfRecord, type ReplayGame } from './replay-model';
import { recordOf, scripted } from './test-records';

const SITE = 'https://checkers.example';

function gameOf(record: GameRecord): ReplayGame {
  const game = replayOfRecord(record);
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

function roundTrip(record: GameRecord): { text: string; back: ReplayGame } {
  const text = makeGamePdn(gameOf(record), SITE);
  const back = readGamePdn(text);
  if (!back.ok) throw new Error(back.error.message);
  return { text, back: back.value };
}

describe('PDN export', () => {
  it('writes the standard tags and numeric movetext', () => {
    const text = makeGamePdn(gameOf(recordOf()), SITE);
    const [headers, moves] = text.split('\n\n');
    expect(headers!.split('\n')).toEqual([
      '[Event "Casual game"]',
      `[Site "${SITE}"]`,
      '[Date "2026.03.04"]',
      '[Round "-"]',
      '[Black "Guest BOB1"]',
      '[White "Alice"]',
      '[Result "0-1"]',
      '[GameType "21"]',
    ]);
    expect(moves!.startsWith('1. 9-13 24-20 2. 11-15 23-18 3. 13-17 21x14')).toBe(true);
    expect(moves!.trim().endsWith('0-1')).toBe(true);
  });

  it('marks rated games, and adds the FEN of a game that did not start from the start position', () => {
    const initial = makePosition(0b1, 1 << 31, 0, 'black');
    const record = recordOf([], { rated: true, initial_fen: makeFen(initial), status: 'active' });
    const text = makeGamePdn(gameOf(record), SITE);
    expect(text).toContain('[Event "Rated game"]');
    expect(text).toContain(`[FEN "${makeFen(initial)}"]`);
    expect(text).toContain('[Result "*"]');
  });

  it('names a ballot game’s ballot in an Opening tag, its moves the first three, and reads it back', () => {
    const opening = ballotOpening(12)!;
    const ballot = { number: 12, moves: '9-13 23-18 6-9' };
    const moves = [...opening.moves, legalMoves(opening.position)[0]!];
    const text = makeGamePdn(gameOf(recordOf(moves, { ballot, status: 'active' })), SITE);
    expect(text).toContain('[Opening "ACF ballot 12: 9-13 23-18 6-9"]');
    expect(text).toContain('[Event "Casual game"]');
    expect(text).not.toContain('[FEN');
    expect(text.split('\n\n')[1]!.startsWith('1. 9-13 23-18 2. 6-9 ')).toBe(true);
    const back = readGamePdn(text);
    expect(back.ok && back.value.ballot).toEqual(ballot);
    // A tag whose moves the game does not open with names no ballot.
    const wrong = readGamePdn(text.replace('ACF ballot 12: 9-13 23-18 6-9', 'ACF ballot 11: 9-13 23-18 5-9'));
    expect(wrong.ok && wrong.value.ballot).toBeUndefined();
  });

  it('writes PDN dates in UTC, and the unknown date without a start', () => {
    expect(pdnDate('2026-12-31T23:30:00.000Z')).toBe('2026.12.31');
    expect(pdnDate(null)).toBe('????.??.??');
  });
});

describe('PDN round trip', () => {
  it('gives back the same moves, players and result', () => {
    const record = recordOf();
    const { back } = roundTrip(record);
    const original = gameOf(record);
    expect(back.moves).toHaveLength(scripted.moves.length);
    expect(back.moves.every((move, i) => sameMove(move, original.moves[i]!))).toBe(true);
    expect(samePosition(back.initial, original.initial)).toBe(true);
    expect(back).toMatchObject({
      source: 'pdn',
      roomCode: null,
      names: { red: 'Alice', black: 'Guest BOB1' },
      result: { winner: 'red', reason: 'no-legal-moves' },
      rated: false,
      startedAt: '2026-03-04T00:00:00.000Z',
    });
  });

  it('keeps a resignation, an abandonment (as a resignation), a draw and an unfinished game', () => {
    const some = scripted.moves.slice(0, 9);
    const ended = (winner: 'red' | 'black' | null, reason: GameRecord['reason']) =>
      recordOf(some, { status: 'finished', winner, reason });
    const resigned = roundTrip(ended('black', 'resignation'));
    expect(resigned.text).toContain('[Result "1-0"]');
    expect(resigned.back.result).toEqual({ winner: 'black', reason: 'resignation' });
    expect(roundTrip(ended('red', 'abandonment')).back.result).toEqual({
      winner: 'red',
      reason: 'resignation',
    });
    const drawn = roundTrip(ended(null, 'agreement'));
    expect(drawn.text).toContain('[Result "1/2-1/2"]');
    expect(drawn.back.result).toEqual({ winner: null, reason: 'agreement' });
    const running = roundTrip(recordOf(some));
    expect(running.text).toContain('[Result "*"]');
    expect(running.back.result).toBeNull();
    expect(running.back.moves).toHaveLength(9);
  });

  it('keeps a set-up start position', () => {
    const initial = makePosition(0b1, 1 << 31, 0, 'black');
    const { back } = roundTrip(recordOf([], { initial_fen: makeFen(initial), status: 'active' }));
    expect(samePosition(back.initial, initial)).toBe(true);
    expect(back.initialFen).toBe(makeFen(initial));
  });
});

describe('PDN import', () => {
  it('explains a file that is not PDN, an illegal move and a wrong game type', () => {
    const fail = (text: string): string => {
      const read = readGamePdn(text);
      if (read.ok) throw new Error('read');
      return read.error.message;
    };
    expect(fail('')).toBe('This file holds no PDN game.');
    expect(fail('1. 9-18 *')).toMatch(/^This PDN file cannot be read\. Line 1, move 1\. 9-18: /);
    expect(fail('hello world')).toMatch(/"hello" is not a move/);
    expect(fail('[GameType "20"]\n1. 32-28 *')).toMatch(/GameType "20" is not English draughts/);
    expect(fail('[Result "1-0"]\n1. 9-13 0-1')).toMatch(/Result header says 1-0/);
  });

  it('reads the first game of a file holding several', () => {
    const read = readGamePdn('1. 9-13 *\n\n1. 11-15 22-18 *');
    expect(read.ok && read.value.moves).toHaveLength(1);
  });
});

describe('a timed game in PDN', () => {
  const timed = (plies: number) => {
    const moves = scripted.moves.slice(0, plies);
    return recordOf(moves, {
      time_control: { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 },
      // Each side loses a second a move (after the increment): black moves first.
      clocks: moves.map((_, i) => ({
        black: 180_000 - Math.ceil((i + 1) / 2) * 1_000,
        red: 180_000 - Math.floor((i + 1) / 2) * 1_000,
      })),
    });
  };

  it('has the TimeControl tag and the mover’s clock after each move', () => {
    const text = makeGamePdn(gameOf(timed(4)), SITE);
    const [headers, moves] = text.split('\n\n');
    expect(headers!.split('\n')).toContain('[TimeControl "180+2"]');
    expect(moves).toBe(
      '1. 9-13 {[%clk 0:02:59]} 24-20 {[%clk 0:02:59]} 2. 11-15 {[%clk 0:02:58]} 23-18\n{[%clk 0:02:58]} *\n',
    );
    expect(moves!.split('\n').every((line) => line.length <= 80)).toBe(true);
  });

  it('writes a correspondence control as one move per so many seconds, and none when untimed', () => {
    const record = recordOf(scripted.moves.slice(0, 2), {
      time_control: { kind: 'correspondence', daysPerMove: 2 },
    });
    expect(makeGamePdn(gameOf(record), SITE)).toContain('[TimeControl "1/172800"]');
    expect(makeGamePdn(gameOf(recordOf()), SITE)).not.toContain('TimeControl');
    expect(makeGamePdn(gameOf(recordOf()), SITE)).not.toContain('%clk');
  });

  it('reads back with the same moves and control, the clock comments ignored', () => {
    const record = timed(scripted.moves.length);
    const { text, back } = roundTrip(record);
    expect(text).toContain('{[%clk');
    expect(back.moves).toHaveLength(scripted.moves.length);
    expect(back.moves.every((move, i) => sameMove(move, scripted.moves[i]!))).toBe(true);
    expect(back.timeControl).toEqual({ kind: 'clock', initialSeconds: 180, incrementSeconds: 2 });
    expect(back.result).toEqual(gameOf(record).result);
  });
});
