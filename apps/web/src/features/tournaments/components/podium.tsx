// A finished tournament's podium: first to third place, the champion first. A name too long for
// its place ends in an ellipsis, the whole of it in its title (and read out whole).
import type { Standing } from '@checkers/protocol';
import { placeText, scoreText } from '../tournament-model';

const MEDALS = ['🥇', '🥈', '🥉'];

/** '6 points', '2½ points', but '1 point' and '½ point'. */
export const pointsText = (score: number): string =>
  `${scoreText(score)} ${score === 1 || score === 0.5 ? 'point' : 'points'}`;

export function Podium({ standings }: { readonly standings: readonly Standing[] }) {
  const top = standings.filter((row) => row.rank <= 3).slice(0, 3);
  if (top.length === 0) return null;
  return (
    <section className="card stack podium" aria-labelledby="podium-title">
      <h3 id="podium-title">Podium</h3>
      <ol className="podium__places">
        {top.map((row, i) => (
          <li key={row.user_id} className={`podium__place podium__place--${row.rank}`}>
            <span className="podium__medal" aria-hidden="true">
              {MEDALS[i]}
            </span>
            <span className="podium__rank">{row.rank === 1 ? 'Champion' : placeText(row.rank)}</span>
            <bdi className="podium__name" title={row.username}>
              {row.username}
            </bdi>
            <span className="podium__score muted">{pointsText(row.score)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
