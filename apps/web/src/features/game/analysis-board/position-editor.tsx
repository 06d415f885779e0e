// The position editor's controls, beside the board it edits: the piece a tap puts down, the side to
// move, Clear board and Start position, the FEN in and out, and Done (which refuses a position that
// cannot be played, saying why) or Cancel. The board itself takes the taps and drags.
import type { Color } from '@checkers/engine';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { PIECE_CHOICES, type PieceChoice } from './editor-model';

export interface PositionEditorProps {
  readonly choice: PieceChoice;
  readonly onChoice: (choice: PieceChoice) => void;
  readonly turn: Color;
  readonly onTurn: (turn: Color) => void;
  readonly onClear: () => void;
  readonly onStart: () => void;
  /** The text of the FEN field: the draft's FEN, or what the player is typing. */
  readonly fen: string;
  readonly onFenText: (text: string) => void;
  readonly onLoadFen: () => void;
  /** Why the FEN or the position was refused, or null. */
  readonly error: string | null;
  readonly onDone: () => void;
  readonly onCancel: () => void;
}

const chipClass = (choice: PieceChoice): string =>
  choice === 'empty'
    ? 'editor__chip editor__chip--empty'
    : `editor__chip editor__chip--${choice.split('-')[0]}${choice.endsWith('king') ? ' editor__chip--king' : ''}`;

export function PositionEditor(props: PositionEditorProps) {
  const id = useId();
  const first = useRef<HTMLInputElement>(null);

  // Opening the editor puts the keyboard on its first control.
  useEffect(() => first.current?.focus(), []);

  const loadFen = (event: FormEvent): void => {
    event.preventDefault();
    props.onLoadFen();
  };

  return (
    <div className="editor" role="group" aria-label="Position editor">
      <fieldset className="editor__set">
        <legend>Piece to place</legend>
        <div className="editor__choices">
          {PIECE_CHOICES.map(({ choice, label }, i) => (
            <label key={choice} className="editor__choice">
              <input
                ref={i === 0 ? first : undefined}
                type="radio"
                name={`${id}-piece`}
                value={choice}
                checked={props.choice === choice}
                onChange={() => props.onChoice(choice)}
              />
              <span className={chipClass(choice)} aria-hidden="true" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="editor__hint">
        Tap a square to put the piece there (again to take it off), or drag a piece.
      </p>
      <div className="editor__row">
        <fieldset className="editor__set editor__set--inline">
          <legend>Side to move</legend>
          {(['black', 'red'] as const).map((color) => (
            <label key={color} className="editor__choice">
              <input
                type="radio"
                name={`${id}-turn`}
                value={color}
                checked={props.turn === color}
                onChange={() => props.onTurn(color)}
              />
              {color === 'black' ? 'Black' : 'Red'}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="editor__row">
        <button type="button" className="btn btn--small btn--secondary" onClick={props.onClear}>
          Clear board
        </button>
        <button type="button" className="btn btn--small btn--secondary" onClick={props.onStart}>
          Start position
        </button>
      </div>
      <form className="editor__fen" onSubmit={loadFen}>
        <label htmlFor={`${id}-fen`}>FEN</label>
        <input
          id={`${id}-fen`}
          type="text"
          spellCheck={false}
          autoComplete="off"
          value={props.fen}
          onChange={(event) => props.onFenText(event.target.value)}
        />
        <button type="submit" className="btn btn--small btn--secondary">
          Load FEN
        </button>
      </form>
      {props.error !== null ? (
        <p className="editor__error" role="alert">
          {props.error}
        </p>
      ) : null}
      <div className="editor__row">
        <button type="button" className="btn" onClick={props.onDone}>
          Done
        </button>
        <button type="button" className="btn btn--secondary" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
