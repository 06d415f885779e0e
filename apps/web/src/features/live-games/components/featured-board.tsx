// The featured game's small board: its record is read again every few seconds while the page is
// visible, and the board follows (the last move pointed at, a capture's jumps animated). Only to
// look at: the board takes no input and is left out of the keyboard's and screen readers' way (the
// row beside it says who plays, and Watch opens the game).
import { useQuery } from '@tanstack/react-query';
import { Board } from '../../../components/board/board';
import { fetchGameRecord } from '../api/game-record-api';
import { frameOfRecord } from '../featured-frame';

/** How often the featured game's moves are read while the page is visible. */
export const FEATURED_REFRESH_MS = 3_000;

const ignore = (): void => undefined;

export interface FeaturedBoardProps {
  readonly code: string;
  readonly refreshMs?: number;
}

export default function FeaturedBoard({ code, refreshMs = FEATURED_REFRESH_MS }: FeaturedBoardProps) {
  const record = useQuery({
    queryKey: ['featured-game', code],
    queryFn: () => fetchGameRecord(code),
    refetchInterval: refreshMs,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
  const frame = record.data === undefined ? null : frameOfRecord(record.data);
  return (
    <div className="featured-board" inert data-testid="featured-board">
      <Board
        pieces={frame?.pieces ?? []}
        flipped={false}
        selected={null}
        destinations={[]}
        capturedPreview={[]}
        arrow={frame?.lastMove ?? null}
        animatePath={frame?.lastMove?.path ?? null}
        disabled
        onSquare={ignore}
        onDrop={ignore}
        onCancel={ignore}
      />
    </div>
  );
}
