// The move list: one item per full move, numbered `1.` with black's move then red's (black moves
// first), the shown ply marked, a click jumps there; moves waiting to sync come last, marked so.
// Written in the player's notation, which the header's toggle switches.
import { useEffect, useRef } from 'react';
import { useNotation, type Notation } from '../../../lib/notation-preference';
import type { GameBallot } from '@checkers/protocol';
import { BALLOT_PLIES } from '@checkers/engine';
import type { PendingPly } from './pending-plies';
import type { ReplayPly } from './replay-model';
import './replay.css';

export interface MoveListProps {
  readonly plies: readonly ReplayPly[];
  /** The ply shown (0: the start, none marked). */
  readonly current: number;
  readonly onSelect: (ply: number) => void;
  /** The notation to write; the player's stored choice when absent. */
  readonly notation?: Notation;
  /** Moves made offline, waiting to be synced. */
  readonly pending?: readonly PendingPly[];
  /** The ballot the game was started from: its moves, the first three, are marked as the ballot's. */
  readonly ballot?: GameBallot | undefined;
}

type Entry = ReplayPly | PendingPly;

interface Row {
  readonly number: number;
  readonly black: Entry | null;
  readonly red: Entry | null;
}

const isPlayed = (entry: Entry): entry is ReplayPly => 'index' in entry;

/** Plies paired by full-move number; a game set up with red to move opens with an empty black slot. */
function rowsOf(plies: readonly Entry[]): Row[] {
  const rows: Row[] = [];
  for (const ply of plies) {
    const row = rows[rows.length - 1];
    if (row !== undefined && row.number === ply.moveNumber) {
      rows[rows.length - 1] = { ...row, [ply.color]: ply };
    } else {
      rows.push({ number: ply.moveNumber, black: null, red: null, [ply.color]: ply });
    }
  }
  return rows;
}

export function MoveList({ plies, current, onSelect, notation, pending = [], ballot }: MoveListProps) {
  const [stored, setNotation] = useNotation();
  const shown = notation ?? stored;
  const list = useRef<HTMLOListElement>(null);

  // Keep the marked move in view inside the list, without scrolling the page.
  useEffect(() => {
    const box = list.current;
    const item = box?.querySelector<HTMLElement>('[aria-current="step"]');
    if (box === null || box === undefined || item === null || item === undefined) return;
    if (item.offsetTop < box.scrollTop) box.scrollTop = item.offsetTop;
    else if (item.offsetTop + item.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = item.offsetTop + item.offsetHeight - box.clientHeight;
  }, [current, plies.length]);

  // The ballot's moves were drawn, not played: they are marked apart from the players' own.
  const fromBallot = (ply: ReplayPly): boolean => ballot !== undefined && ply.index <= BALLOT_PLIES;
  const write = (entry: Entry): string => (shown === 'numeric' ? entry.text.numeric : entry.text.algebraic);
  const cell = (ply: Entry | null) =>
    ply === null ? (
      <span className="move-list__move move-list__move--empty">…</span>
    ) : !isPlayed(ply) ? (
      <span
        className="move-list__move move-list__move--pending"
        title="Made offline: it is sent when you are back online"
      >
        {write(ply)} <span className="move-list__pending">waiting to sync</span>
      </span>
    ) : (
      <button
        type="button"
        className={`move-list__move${fromBallot(ply) ? ' move-list__move--ballot' : ''}`}
        aria-current={ply.index === current ? 'step' : undefined}
        onClick={() => onSelect(ply.index)}
      >
        {write(ply)}
        {fromBallot(ply) ? <span className="visually-hidden"> (ballot)</span> : null}
      </button>
    );

  return (
    <div className="move-list">
      <div className="move-list__header">
        <span className="move-list__title">Moves</span>
        <button
          type="button"
          className="move-list__notation"
          aria-pressed={shown === 'numeric'}
          title="Write squares as PDN numbers (1-32) instead of algebraic names"
          onClick={() => setNotation(shown === 'numeric' ? 'algebraic' : 'numeric')}
        >
          Square numbers
        </button>
      </div>
      {ballot !== undefined ? (
        <p className="move-list__ballot" data-testid="move-list-ballot">
          The first three moves come from ballot {ballot.number}.
        </p>
      ) : null}
      <ol className="move-list__moves" aria-label="Moves" ref={list}>
        {rowsOf([...plies, ...pending]).map((row) => (
          <li key={row.number} className="move-list__row">
            <span className="move-list__number">{row.number}.</span>
            {cell(row.black)}
            {row.red === null && row.black !== null ? null : cell(row.red)}
          </li>
        ))}
      </ol>
      {plies.length === 0 && pending.length === 0 && <p className="move-list__empty">No moves yet</p>}
    </div>
  );
}
