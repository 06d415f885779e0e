// The evaluation over the game, as lidraughts draws it: black's advantage above the middle, red's
// below, clamped to five men so that one blunder does not flatten the rest; forced wins, and endings
// the endgame databases call won, sit on the edge. Inaccuracies, mistakes and blunders are marked by shape as well as colour, and listed as
// buttons underneath for keyboard and screen-reader users; the graph itself answers the arrows.
import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import type { JudgementKind, MoveJudgement, PlyEvaluation } from './analysis-model';
import './analysis.css';

/** Advantage at the graph's edge, in points (five men). */
export const GRAPH_LIMIT = 500;
const WIDTH = 600;
const HEIGHT = 140;
const PAD = 8;
const MID = HEIGHT / 2;

export interface EvalGraphProps {
  readonly evaluations: readonly PlyEvaluation[];
  readonly judgements: readonly MoveJudgement[];
  /** Moves in the game: the x axis runs from ply 0 to this. */
  readonly plyCount: number;
  readonly ply: number;
  readonly onSelectPly: (ply: number) => void;
  /** Text of a marked move, e.g. `12… 22-18`. */
  readonly moveLabel?: (ply: number) => string;
  /** Summary read for the graph, e.g. the per-side counts. */
  readonly summary?: string;
}

export const KIND_LABELS: Record<JudgementKind, string> = {
  inaccuracy: 'Inaccuracy',
  mistake: 'Mistake',
  blunder: 'Blunder',
};

/** One marker shape per kind: circle, square, triangle. */
export function MarkerShape({ kind, x, y }: { kind: JudgementKind; x: number; y: number }) {
  const className = `analysis-marker analysis-marker--${kind}`;
  if (kind === 'inaccuracy') return <circle className={className} cx={x} cy={y} r={5} />;
  if (kind === 'mistake') return <rect className={className} x={x - 5} y={y - 5} width={10} height={10} />;
  return <polygon className={className} points={`${x},${y - 7} ${x + 7},${y + 5} ${x - 7},${y + 5}`} />;
}

/** A small stand-alone icon of a marker, for the list and the legend. */
export function MarkerIcon({ kind }: { kind: JudgementKind }) {
  return (
    <svg className="analysis-marker-icon" viewBox="-8 -8 16 16" width="16" height="16" aria-hidden="true">
      <MarkerShape kind={kind} x={0} y={0} />
    </svg>
  );
}

export function EvalGraph(props: EvalGraphProps) {
  const { evaluations, judgements, plyCount, ply, onSelectPly } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const span = Math.max(1, plyCount);
  const xOf = (p: number): number => PAD + (p / span) * (WIDTH - 2 * PAD);
  const yOf = (score: number): number =>
    MID - (Math.max(-GRAPH_LIMIT, Math.min(GRAPH_LIMIT, score)) / GRAPH_LIMIT) * (MID - PAD);
  const points = evaluations.map((e) => `${xOf(e.ply)},${yOf(e.score)}`);
  const last = evaluations[evaluations.length - 1];
  const area = last === undefined ? '' : `${xOf(0)},${MID} ${points.join(' ')} ${xOf(last.ply)},${MID}`;
  const marked = judgements.filter((j) => j.kind !== null && evaluations[j.ply] !== undefined);
  const label = (p: number): string => props.moveLabel?.(p) ?? `Ply ${p}`;
  const select = (p: number): void => onSelectPly(Math.max(0, Math.min(plyCount, p)));

  const onClick = (event: MouseEvent<SVGSVGElement>): void => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    const x = ((event.clientX - box.left) / box.width) * WIDTH;
    select(Math.round(((x - PAD) / (WIDTH - 2 * PAD)) * span));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const target = { ArrowLeft: ply - 1, ArrowRight: ply + 1, Home: 0, End: plyCount }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="analysis-graph">
      <div
        className="analysis-graph__plot"
        role="group"
        aria-label={`Evaluation graph, at ${ply === 0 ? 'the start' : label(ply)}`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-describedby={hintId}
      >
        <svg
          role="img"
          aria-label={`Evaluation graph, black above and red below. ${props.summary ?? ''}`.trim()}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          onClick={onClick}
        >
          <defs>
            <clipPath id={`${id}-black`}>
              <rect x={0} y={0} width={WIDTH} height={MID} />
            </clipPath>
            <clipPath id={`${id}-red`}>
              <rect x={0} y={MID} width={WIDTH} height={MID} />
            </clipPath>
          </defs>
          <rect className="analysis-graph__bg" x={0} y={0} width={WIDTH} height={HEIGHT} />
          <polygon className="analysis-graph__black" points={area} clipPath={`url(#${id}-black)`} />
          <polygon className="analysis-graph__red" points={area} clipPath={`url(#${id}-red)`} />
          <line className="analysis-graph__axis" x1={0} x2={WIDTH} y1={MID} y2={MID} />
          <polyline className="analysis-graph__line" points={points.join(' ')} />
          <line className="analysis-graph__cursor" x1={xOf(ply)} x2={xOf(ply)} y1={0} y2={HEIGHT} />
          {marked.map((j) => (
            <g key={j.ply} data-testid={`marker-${j.ply}`} onClick={() => select(j.ply)}>
              <MarkerShape kind={j.kind!} x={xOf(j.ply)} y={yOf(evaluations[j.ply]!.score)} />
            </g>
          ))}
        </svg>
      </div>
      <p id={hintId} className="visually-hidden">
        Left and right arrows step through the game; Home and End go to its start and end.
      </p>
      <p className="analysis-legend" aria-hidden="true">
        <span className="analysis-legend__side analysis-legend__side--black">Black ahead above</span>
        <span className="analysis-legend__side analysis-legend__side--red">Red ahead below</span>
        {(Object.keys(KIND_LABELS) as JudgementKind[]).map((kind) => (
          <span key={kind} className="analysis-legend__kind">
            <MarkerIcon kind={kind} /> {KIND_LABELS[kind]}
          </span>
        ))}
      </p>
      {marked.length > 0 && (
        <ol className="analysis-markers" aria-label="Marked moves">
          {marked.map((j) => (
            <li key={j.ply}>
              <button
                type="button"
                className="analysis-markers__button"
                aria-current={j.ply === ply ? 'step' : undefined}
                onClick={() => select(j.ply)}
              >
                <MarkerIcon kind={j.kind!} /> {label(j.ply)}: {KIND_LABELS[j.kind!].toLowerCase()}
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
