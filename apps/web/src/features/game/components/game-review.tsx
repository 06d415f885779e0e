// A game to look at rather than play: a finished game opened by its link (`?game=CODE`), its board
// showing the replay and its side panel the players, the moves, the replay controls, the PDN and
// the analysis. Without a game, the analysis board (analysis-board/), where any position is set up
// and played from.
import { makeSquare, type Move } from '@checkers/engine';
import type { WireColor } from '@checkers/protocol';
import { Suspense, useState } from 'react';
import { Board } from '../../../components/board/board';
import { useNotation } from '../../../lib/notation-preference';
import { DownloadPdn } from '../replay/download-pdn';
import { ImportPdn } from '../replay/import-pdn';
import { MoveList } from '../replay/move-list';
import { ReplayControls } from '../replay/replay-controls';
import type { ReplayGame } from '../replay/replay-model';
import { useGameRecord } from '../replay/use-game-record';
import { resultText } from '../replay/result-text';
import { useReplay } from '../replay/use-replay';
import { AnalysisBoard } from '../analysis-board/analysis-board';
import { LazyAnalysisPanel } from './lazy-analysis';
import { PlayerCard } from './player-card';
import './game-layout.css';
import { BallotLine } from './ballot-line';
import { ReviewBar } from './review-bar';

export interface GameReviewProps {
  /** The room whose game to show, or null for an empty analysis board. */
  readonly code: string | null;
  readonly onLobby: () => void;
}

const noop = (): void => undefined;

export function GameReview({ code, onLobby }: GameReviewProps) {
  return code === null ? <AnalysisBoard onLobby={onLobby} /> : <FinishedGame code={code} onLobby={onLobby} />;
}

function FinishedGame({ code, onLobby }: { readonly code: string; readonly onLobby: () => void }) {
  const fromServer = useGameRecord(code, { finished: true });
  const [loaded, setLoaded] = useState<ReplayGame | null>(null);
  const game = loaded ?? fromServer.game;
  const replay = useReplay(game);
  const [notation] = useNotation();
  const [flipped, setFlipped] = useState(false);
  const [bestLine, setBestLine] = useState<readonly Move[] | null>(null);
  const record = fromServer.record;
  const best = bestLine?.[0];
  const shown = replay.lastMove;
  const arrow =
    best !== undefined
      ? { path: best.path.map(makeSquare), captured: best.captures.map(makeSquare) }
      : shown === null
        ? null
        : { path: shown.path, captured: shown.captured };
  const order: WireColor[] = flipped ? ['red', 'black'] : ['black', 'red'];
  const captured = { red: 0, black: 0 };
  for (const ply of replay.plies.slice(0, replay.ply)) captured[ply.color] += ply.move.captures.length;
  const final = replay.plies[replay.plies.length - 1]?.position ?? game?.initial;
  const title = game === null || final === undefined ? 'Game' : resultText(game.result, final);

  return (
    <section className="game" aria-label="Game review">
      <ReviewBar
        title={title}
        onFlip={() => setFlipped((f) => !f)}
        onLobby={onLobby}
        below={<BallotLine ballot={game?.ballot} />}
      />
      <div className="game__board">
        <Board
          pieces={replay.pieces}
          flipped={flipped}
          selected={null}
          destinations={[]}
          capturedPreview={[]}
          arrow={arrow}
          forced={[]}
          animatePath={null}
          disabled
          onSquare={noop}
          onDrop={noop}
          onCancel={noop}
        />
        {fromServer.loading ? <p role="status">Loading game…</p> : null}
        {fromServer.error !== null && loaded === null ? (
          <p className="status-line" role="alert">
            {fromServer.error}
          </p>
        ) : null}
      </div>
      <div className="game__players">
        {game !== null
          ? order.map((side) => (
              <PlayerCard
                key={side}
                color={side}
                name={game.names[side] ?? (side === 'red' ? 'Red' : 'Black')}
                rating={loaded === null ? (record?.[side]?.rating ?? null) : null}
                ratingDelta={null}
                connected={null}
                captured={captured[side]}
                toMove={replay.position?.turn === side}
                isYou={false}
              />
            ))
          : null}
      </div>
      <div className="game__controls">
        <ImportPdn onLoad={setLoaded} />
        {game !== null ? <DownloadPdn game={game} /> : null}
      </div>
      <div className="game__record">
        {game !== null ? (
          <>
            <MoveList plies={replay.plies} current={replay.ply} onSelect={replay.goTo} ballot={game.ballot} />
            <ReplayControls replay={replay} />
            <Suspense fallback={<p className="muted">Loading analysis…</p>}>
              <LazyAnalysisPanel
                initialFen={game.initialFen}
                moves={game.moves}
                ply={replay.ply}
                onSelectPly={replay.goTo}
                notation={notation}
                onBestLine={setBestLine}
              />
            </Suspense>
          </>
        ) : null}
      </div>
    </section>
  );
}
