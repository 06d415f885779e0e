// The pairing cards, loaded after the home page's first download: Quick game and Open seeks, sharing
// the caller's place in the pools and its seek. The home page shows Quick game inside its Play now
// card and Open seeks further down: it hands in the element the seeks are drawn into.
import { createPortal } from 'react-dom';
import { usePairing } from '../hooks/use-pairing';
import { OpenSeeks } from './open-seeks';
import { QuickGameCard } from './quick-game-card';
import './quick-pairing.css';

export interface QuickPairingPanelProps {
  /** Quick game as part of a card around it, not a card of its own. */
  readonly embedded?: boolean;
  /** Where Open seeks goes (null: not there yet); absent: right after Quick game. */
  readonly seeksTarget?: HTMLElement | null;
}

export default function QuickPairingPanel({ embedded = false, seeksTarget }: QuickPairingPanelProps) {
  const pairing = usePairing();
  const seeks = <OpenSeeks pairing={pairing} />;
  return (
    <>
      <QuickGameCard pairing={pairing} embedded={embedded} />
      {seeksTarget === undefined ? seeks : seeksTarget === null ? null : createPortal(seeks, seeksTarget)}
    </>
  );
}
