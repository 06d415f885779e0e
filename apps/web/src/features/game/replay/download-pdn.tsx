// "Download PDN": the game as a `<room code>.pdn` file, made in the page.
import { downloadFile } from '../../../lib/download-file';
import { makeGamePdn, pdnFileName } from './pdn';
import type { ReplayGame } from './replay-model';
import './replay.css';

export interface DownloadPdnProps {
  readonly game: ReplayGame | null;
  /** Where the game was played, for the Site tag; the page's origin by default. */
  readonly site?: string;
}

export function DownloadPdn({ game, site }: DownloadPdnProps) {
  return (
    <button
      type="button"
      className="replay-pdn"
      disabled={game === null}
      onClick={() => {
        if (game === null) return;
        downloadFile(
          pdnFileName(game),
          makeGamePdn(game, site ?? window.location.origin),
          'application/x-pdn',
        );
      }}
    >
      Download PDN
    </button>
  );
}
