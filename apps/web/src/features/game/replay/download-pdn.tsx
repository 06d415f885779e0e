// "Download PDN": the game as a `<room code>.pdn` file, made in the page (Blob + object URL).
import { makeGamePdn, pdnFileName } from './pdn';
import type { ReplayGame } from './replay-model';
import './replay.css';

export interface DownloadPdnProps {
  readonly game: ReplayGame | null;
  /** Where the game was played, for the Site tag; the page's origin by default. */
  readonly site?: string;
}

/** Saves `text` as a file named `name` through a temporary link. */
export function saveTextFile(name: string, text: string, type = 'application/x-pdn'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function DownloadPdn({ game, site }: DownloadPdnProps) {
  return (
    <button
      type="button"
      className="replay-pdn"
      disabled={game === null}
      onClick={() => {
        if (game === null) return;
        saveTextFile(pdnFileName(game), makeGamePdn(game, site ?? window.location.origin));
      }}
    >
      Download PDN
    </button>
  );
}
