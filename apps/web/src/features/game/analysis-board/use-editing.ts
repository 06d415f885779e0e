// The position editor while it is open: the draft, the piece a tap puts down, the FEN field's text
// and the last refusal. Each change to the draft rewrites the FEN field, so it always shows the
// position on the board until the player types over it.
import { makeFen, type Color, type Position } from '@checkers/engine';
import { useState } from 'react';
import {
  clearBoard,
  draftFen,
  draftFromFen,
  draftOf,
  movePiece,
  placePiece,
  positionOfDraft,
  setTurn,
  startDraft,
  type Draft,
  type PieceChoice,
} from './editor-model';

/** The editor's state while it is open. */
export interface Editing {
  readonly draft: Draft;
  readonly choice: PieceChoice;
  readonly fen: string;
  readonly error: string | null;
}

/** The editor; `onDone` gets the position set up once it is a legal one. */
export function useEditing(onDone: (position: Position) => void) {
  const [editing, setEditing] = useState<Editing | null>(null);

  const change = (edit: (draft: Draft, choice: PieceChoice) => Draft): void =>
    setEditing((e) => {
      if (e === null) return e;
      const draft = edit(e.draft, e.choice);
      return { ...e, draft, fen: draftFen(draft), error: null };
    });

  return {
    editing,
    open: (position: Position): void =>
      setEditing({ draft: draftOf(position), choice: 'black-man', fen: makeFen(position), error: null }),
    cancel: (): void => setEditing(null),
    place: (square: string): void => change((d, choice) => placePiece(d, square, choice)),
    drag: (from: string, to: string): void => change((d) => movePiece(d, from, to)),
    clear: (): void => change(clearBoard),
    // The start position is black's to move, as every game starts.
    start: (): void => change(() => startDraft()),
    turn: (turn: Color): void => change((d) => setTurn(d, turn)),
    choose: (choice: PieceChoice): void => setEditing((e) => (e === null ? e : { ...e, choice })),
    fenText: (fen: string): void => setEditing((e) => (e === null ? e : { ...e, fen })),
    loadFen: (): void =>
      setEditing((e) => {
        if (e === null) return e;
        const read = draftFromFen(e.fen);
        return read.ok
          ? { ...e, draft: read.value, fen: draftFen(read.value), error: null }
          : { ...e, error: read.error.message };
      }),
    done: (): void => {
      if (editing === null) return;
      // A FEN typed but not loaded is what the player means to set up.
      let { draft } = editing;
      if (editing.fen !== draftFen(draft)) {
        const read = draftFromFen(editing.fen);
        if (!read.ok) {
          setEditing({ ...editing, error: read.error.message });
          return;
        }
        draft = read.value;
      }
      const checked = positionOfDraft(draft);
      if (!checked.ok) {
        setEditing({ ...editing, draft, fen: draftFen(draft), error: checked.error.message });
        return;
      }
      setEditing(null);
      onDone(checked.value);
    },
  };
}
