// The lobby's pairing cards, loaded after the lobby's first download: Quick game and Open seeks,
// sharing the caller's place in the pools and its seek.
import { usePairing } from '../hooks/use-pairing';
import { OpenSeeks } from './open-seeks';
import { QuickGameCard } from './quick-game-card';
import './quick-pairing.css';

export default function QuickPairingPanel() {
  const pairing = usePairing();
  return (
    <>
      <QuickGameCard pairing={pairing} />
      <OpenSeeks pairing={pairing} />
    </>
  );
}
