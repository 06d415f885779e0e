// Settings' "Your data" section: the local statistics (with the win rate), the saved games against
// the AI (Resume, Delete), the recent history, the auto-save switch, and Export / Import of it all
// as one JSON file. The app hands in how to resume a saved game (the game feature's), since
// features do not import each other.
import { useId, useRef, useState, type ChangeEvent, type MouseEvent } from 'react';
import { SwitchRow } from '../../../components/switch-row';
import { downloadFile } from '../../../lib/download-file';
import { setPreferences, usePreferences } from '../../../lib/preferences';
import { deleteSavedGame, useLocalData } from '../local-data';
import { winRate, type AiGameRecord, type HistoryEntry } from '../local-data-shape';
import { IMPORTED, NOT_READABLE, exportFileName, exportLocalData, importLocalData } from '../transfer';
import './local-data.css';

export interface LocalDataPanelProps {
  /** Starts the saved game again (saved-ai-game.ts's resumeAiGame). */
  readonly onResume?: (record: AiGameRecord) => void;
}

const RESULT_TEXT: Record<HistoryEntry['result'], string> = { win: 'Won', loss: 'Lost', draw: 'Draw' };

/** A duration in ms as m:ss. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A chosen file's text (FileReader: also where File.text() is missing). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/** Closes the dialog the panel sits in (Settings), so a resumed game is seen at once. */
function closeDialogOf(element: HTMLElement): void {
  element.closest('[role="dialog"]')?.querySelector<HTMLButtonElement>('.dialog__head button')?.click();
}

export function LocalDataPanel({ onResume }: LocalDataPanelProps) {
  const data = useLocalData();
  const prefs = usePreferences();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ readonly error: boolean; readonly text: string } | null>(null);
  const stats = data.statistics;

  const exportData = (): void => {
    try {
      downloadFile(exportFileName(), JSON.stringify(exportLocalData(), null, 2));
      setMessage(null);
    } catch {
      setMessage({ error: true, text: 'Export failed: this browser cannot save files.' });
    }
  };

  const importData = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setMessage({ error: true, text: NOT_READABLE });
      return;
    }
    const outcome = importLocalData(text);
    setMessage(outcome.ok ? { error: false, text: IMPORTED } : { error: true, text: outcome.message });
  };

  const resume = (record: AiGameRecord, event: MouseEvent<HTMLButtonElement>): void => {
    const button = event.currentTarget;
    onResume?.(record);
    closeDialogOf(button);
  };

  return (
    <section className="settings__section local-data stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Your data</h3>

      <dl className="local-data__stats" aria-label="Statistics">
        <div>
          <dt>Games played</dt>
          <dd>{stats.gamesPlayed}</dd>
        </div>
        <div>
          <dt>Won</dt>
          <dd>{stats.gamesWon}</dd>
        </div>
        <div>
          <dt>Lost</dt>
          <dd>{stats.gamesLost}</dd>
        </div>
        <div>
          <dt>Drawn</dt>
          <dd>{stats.gamesDraw}</dd>
        </div>
        <div>
          <dt>Win rate</dt>
          <dd>{winRate(stats)}%</dd>
        </div>
        <div>
          <dt>Win streak</dt>
          <dd>{stats.winStreak}</dd>
        </div>
        <div>
          <dt>Best streak</dt>
          <dd>{stats.bestWinStreak}</dd>
        </div>
        <div>
          <dt>Moves</dt>
          <dd>{stats.totalMoves}</dd>
        </div>
        <div>
          <dt>Captures</dt>
          <dd>{stats.totalCaptures}</dd>
        </div>
      </dl>

      <SwitchRow
        label="Auto-save games vs AI"
        hint="Keeps up to 5 games against the AI as you play, to resume later."
        checked={prefs.autoSave}
        onChange={(autoSave) => setPreferences({ autoSave })}
      />

      <h4 id={`${id}-saved`}>Saved games</h4>
      {data.savedGames.length === 0 ? (
        <p className="muted">No saved games</p>
      ) : (
        <ul className="local-data__list" aria-labelledby={`${id}-saved`}>
          {data.savedGames.map((game) => (
            <li key={game.id} className="local-data__item">
              <span>
                {game.metadata.name}
                <small className="muted">
                  {' '}
                  · {game.metadata.moveCount} moves · {formatDuration(game.metadata.duration)}
                </small>
              </span>
              <span className="row">
                <button
                  type="button"
                  className="btn btn--small"
                  aria-label={`Resume ${game.metadata.name}`}
                  disabled={onResume === undefined}
                  onClick={(event) => resume(game.gameState, event)}
                >
                  Resume
                </button>
                <button
                  type="button"
                  className="btn btn--small btn--secondary"
                  aria-label={`Delete ${game.metadata.name}`}
                  onClick={() => deleteSavedGame(game.id)}
                >
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}

      <h4 id={`${id}-history`}>Recent games</h4>
      {data.gameHistory.length === 0 ? (
        <p className="muted">No finished games yet</p>
      ) : (
        <ul className="local-data__list" aria-labelledby={`${id}-history`}>
          {data.gameHistory.map((entry) => (
            <li key={entry.id} className="local-data__item">
              <span>
                <strong>{RESULT_TEXT[entry.result]}</strong> vs {entry.opponentName}
                <small className="muted">
                  {' '}
                  · {entry.playerColor === 'red' ? 'Red' : 'Black'} · {entry.moveCount} moves ·{' '}
                  {entry.captureCount} captures · {formatDuration(entry.duration)}
                </small>
              </span>
            </li>
          ))}
        </ul>
      )}

      <div className="row">
        <button type="button" className="btn btn--small" onClick={exportData}>
          Export data
        </button>
        <button
          type="button"
          className="btn btn--small btn--secondary"
          onClick={() => fileInput.current?.click()}
        >
          Import data
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label="Data file to import"
          hidden
          onChange={(event) => void importData(event)}
        />
      </div>
      {message === null ? null : (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? 'local-data__error' : undefined}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}

export default LocalDataPanel;
