// The puzzle board's play: the solver's clicks and drags become whole moves (a multi-jump is walked
// one landing at a time), each judged against the goal at once: a move that lets the goal slip is
// shown a moment and taken back, any other is answered by the engine's defence in its worker. Undo
// takes back the solver's last move and the reply to it; Reset goes back to the start. Play stops
// once the solver's moves are used and answered, or a side has no move. The line can also be shown
// without play (the solution replay).
import { makeSquare, parseSquare, type Square } from '@checkers/engine';
import type { DailyChallenge } from '@checkers/protocol';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createDefence, type Defence } from '../defence';
import {
  lineOf,
  movablePieces,
  positionOf,
  positionsOf,
  progressOf,
  turnOf,
  undone,
  verdictOf,
  withMove,
  type PuzzleLine,
} from '../puzzle-line';

/** The defence's reply is shown no sooner than this after the solver's move, so it can be followed. */
export const DEFENCE_MIN_REPLY_MS = 400;
/** A wrong move stays on the board this long before it is taken back. */
export const MISTAKE_SHOWN_MS = 700;

export interface PuzzleBoard {
  /** The line on the board, or null when the puzzle's position cannot be built. */
  readonly line: PuzzleLine | null;
  readonly turn: 'solver' | 'defence' | 'over';
  /** The defence is searching its reply. */
  readonly thinking: boolean;
  /**
   * The line whose last solver move let the goal slip: shown a moment, then taken back. Null again
   * once another move is made, or on Undo and Reset.
   */
  readonly mistake: PuzzleLine | null;
  /** The board takes the solver's moves now. */
  readonly canPlay: boolean;
  /** The path the solver has walked so far (origin first), as square names. */
  readonly path: readonly string[];
  /** Where the selected piece may go next. */
  readonly destinations: readonly string[];
  /** What the path walked so far has jumped. */
  readonly captured: readonly string[];
  onSquare(square: string): void;
  onDrop(from: string, to: string): void;
  onCancel(): void;
  /** Takes back the solver's last move and its reply; false when there is none. */
  undo(): boolean;
  /** Back to the start. */
  reset(): void;
  /** Shows a line without playing it (the solution replay); null goes back to play. */
  show(line: PuzzleLine | null): void;
}

const nameOf = (square: Square): string => makeSquare(square);
const squareOf = (name: string): Square | null => {
  const parsed = parseSquare(name);
  return parsed.ok ? parsed.value : null;
};

/** The board of `challenge`; moves are taken only while `playable`. */
export function usePuzzleBoard(challenge: DailyChallenge | null, playable: boolean): PuzzleBoard {
  const [line, setLine] = useState<PuzzleLine | null>(() => (challenge === null ? null : lineOf(challenge)));
  const [shown, setShown] = useState<PuzzleLine | null>(null);
  const [path, setPath] = useState<readonly Square[]>([]);
  const [thinking, setThinking] = useState(false);
  const [mistake, setMistake] = useState<PuzzleLine | null>(null);
  const [takingBack, setTakingBack] = useState(false);
  const defence = useRef<Defence | null>(null);
  /** Bumped whenever the line changes by the solver's hand, so a late reply is dropped. */
  const generation = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const maxMoves = challenge?.max_moves ?? 0;
  const challengeId = challenge?.id ?? null;

  useEffect(() => {
    // A new puzzle: a new board.
    generation.current++;
    setLine(challenge === null ? null : lineOf(challenge));
    setShown(null);
    setPath([]);
    setThinking(false);
    setMistake(null);
    setTakingBack(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [challengeId]);

  useEffect(() => {
    const own = createDefence();
    defence.current = own;
    return () => {
      clearTimeout(timer.current);
      own.dispose();
      defence.current = null;
    };
  }, []);

  const reply = (after: PuzzleLine): void => {
    const own = generation.current;
    const askedAt = Date.now();
    setThinking(true);
    void defence.current?.ask(positionOf(after), positionsOf(after).slice(0, -1)).then((move) => {
      if (generation.current !== own) return;
      if (move === null) {
        setThinking(false);
        return;
      }
      const wait = Math.max(0, DEFENCE_MIN_REPLY_MS - (Date.now() - askedAt));
      timer.current = setTimeout(() => {
        if (generation.current !== own) return;
        setThinking(false);
        setLine(withMove(after, move, Date.now()));
      }, wait);
    });
  };

  const cancelReply = (): void => {
    generation.current++;
    clearTimeout(timer.current);
    setThinking(false);
    setTakingBack(false);
  };

  /** Shows the wrong move a moment, then the board as it was before it. */
  const takeBack = (before: PuzzleLine): void => {
    const own = generation.current;
    setTakingBack(true);
    timer.current = setTimeout(() => {
      if (generation.current !== own) return;
      setTakingBack(false);
      setLine(before);
    }, MISTAKE_SHOWN_MS);
  };

  const onBoard = shown ?? line;
  const turn = line === null ? 'over' : turnOf(line, maxMoves);
  const canPlay =
    playable && shown === null && line !== null && turn === 'solver' && !thinking && !takingBack;
  const position = useMemo(() => (line === null ? null : positionOf(line)), [line]);

  const progress = useMemo(
    () => (!canPlay || position === null || path.length === 0 ? null : progressOf(position, path)),
    [canPlay, position, path],
  );

  const choose = (current: readonly Square[], name: string): void => {
    if (!canPlay || position === null || line === null) return;
    const square = squareOf(name);
    if (square === null) return;
    // Nothing chosen yet, or a single piece chosen: choosing one of the solver's movable pieces (re)selects.
    if (current.length <= 1 && movablePieces(position).has(square)) {
      setPath(current[0] === square ? [] : [square]);
      return;
    }
    if (current.length === 0) return;
    const progress = progressOf(position, current);
    if (progress === null || !progress.next.includes(square)) {
      // Not a landing: a fresh start unless partway through a capture, where the piece stays chosen.
      if (current.length === 1) setPath([]);
      return;
    }
    const walked = [...current, square];
    const complete = progressOf(position, walked)?.complete;
    if (complete === undefined) {
      setPath(walked);
      return;
    }
    setPath([]);
    generation.current++;
    const next = withMove(line, complete, Date.now());
    setLine(next);
    if (challenge !== null && verdictOf(challenge, next).wrongMove !== undefined) {
      setMistake(next);
      takeBack(line);
      return;
    }
    setMistake(null);
    if (turnOf(next, maxMoves) === 'defence') reply(next);
  };

  return {
    line: onBoard,
    turn,
    thinking,
    mistake,
    canPlay,
    path: path.map(nameOf),
    destinations: (progress?.next ?? []).map(nameOf),
    captured: (progress?.captured ?? []).map(nameOf),
    onSquare: (name) => choose(path, name),
    onDrop: (from, to) => {
      const start = squareOf(from);
      if (start === null || !canPlay || position === null || !movablePieces(position).has(start)) return;
      choose([start], to);
    },
    onCancel: () => setPath([]),
    undo: () => {
      if (line === null || line.moves.length === 0 || shown !== null) return false;
      cancelReply();
      setPath([]);
      setMistake(null);
      setLine(undone(line));
      return true;
    },
    reset: () => {
      cancelReply();
      setPath([]);
      setMistake(null);
      setShown(null);
      setLine(challenge === null ? null : lineOf(challenge));
    },
    show: (replay) => {
      setPath([]);
      setShown(replay);
    },
  };
}
