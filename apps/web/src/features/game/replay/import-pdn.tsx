// "Load PDN": a PDN file from the player's device, read and checked by the engine, handed over as a
// game to replay; a file that is not a readable game says why.
import { useId, useState, type ChangeEvent } from 'react';
import { readGamePdn } from './pdn';
import type { ReplayGame } from './replay-model';
import './replay.css';

export interface ImportPdnProps {
  readonly onLoad: (game: ReplayGame) => void;
}

/** A file's text. FileReader rather than `file.text()`, which older Safari (and jsdom) lack. */
export function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

/** Larger files are not one game's PDN; refusing them keeps the page from reading megabytes. */
const MAX_FILE_BYTES = 1_000_000;

export function ImportPdn({ onLoad }: ImportPdnProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (file === undefined) return;
    // Cleared so that choosing the same file again (after fixing it) reads it again.
    input.value = '';
    if (file.size > MAX_FILE_BYTES) {
      setError('This file is too large to be a PDN game.');
      return;
    }
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setError('This file could not be read.');
      return;
    }
    const read = readGamePdn(text);
    if (!read.ok) {
      setError(read.error.message);
      return;
    }
    setError(null);
    onLoad(read.value);
  };

  return (
    <div className="replay-import">
      <label htmlFor={id} className="replay-import__label">
        Load PDN
      </label>
      <input
        id={id}
        type="file"
        accept=".pdn,.txt,text/plain"
        className="replay-import__input"
        onChange={(event) => void onChange(event)}
      />
      {error !== null && (
        <p className="replay-import__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
