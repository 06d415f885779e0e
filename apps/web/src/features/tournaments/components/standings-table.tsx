// The standings, a table named `Standings`: rank, player, rating, score, then an arena's streak (a
// flame while results score double) or a Swiss event's tie-breaks (Buchholz, Sonneborn-Berger),
// games and performance. The reader's own row stands out; a player who left is marked (paused, in
// an arena). A phone shows the rating under the name, and leaves out a Swiss event's games (the
// rounds, for nearly all).
import type { Standing, TournamentKind } from '@checkers/protocol';
import { scoreText, tieBreakText } from '../tournament-model';

export interface StandingsTableProps {
  readonly kind: TournamentKind;
  readonly standings: readonly Standing[];
  /** The signed-in player's id, to mark the row. */
  readonly me: string | null;
  /** The id of the heading that names the table. */
  readonly labelledBy: string;
}

/** Two wins in a row and more: results score double. */
export const ON_STREAK = 2;

function Streak({ streak }: { readonly streak: number | undefined }) {
  const n = streak ?? 0;
  if (n < ON_STREAK) return <>{n}</>;
  return (
    <span className="standings__streak" title="On a streak: results score double">
      {n}{' '}
      <span role="img" aria-label="on a streak">
        🔥
      </span>
    </span>
  );
}

export function StandingsTable({ kind, standings, me, labelledBy }: StandingsTableProps) {
  const arena = kind === 'arena';
  if (standings.length === 0) return <p className="muted">No one has joined yet.</p>;
  return (
    <div className="table-scroll">
      <table className={`leaderboard-table standings standings--${kind}`} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">
              <abbr title="Rank">#</abbr>
            </th>
            <th scope="col">Player</th>
            <th scope="col" className="standings__rating">
              Rating
            </th>
            <th scope="col">Score</th>
            {arena ? (
              <th scope="col">Streak</th>
            ) : (
              <>
                <th scope="col">
                  <abbr title="Buchholz">Bu</abbr>
                </th>
                <th scope="col">
                  <abbr title="Sonneborn-Berger">SB</abbr>
                </th>
              </>
            )}
            <th scope="col" className="standings__games">
              Games
            </th>
            <th scope="col">
              <abbr title="Performance rating">Perf</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {standings.map((row) => (
            <tr
              key={row.user_id}
              className={row.user_id === me ? 'is-me' : undefined}
              aria-current={row.user_id === me ? 'true' : undefined}
            >
              <td>{row.rank}</td>
              <td className="standings__player">
                <bdi title={row.username}>{row.username}</bdi>
                {row.withdrawn ? (
                  <span className="muted standings__away"> ({arena ? 'paused' : 'withdrawn'})</span>
                ) : null}
                {/* A phone has no room for the rating's column: it goes under the name. */}
                <span className="standings__sub muted" aria-hidden="true">
                  {Math.round(row.rating)}
                </span>
              </td>
              <td className="standings__rating">{Math.round(row.rating)}</td>
              <td className="standings__score">
                <strong>{scoreText(row.score)}</strong>
              </td>
              {arena ? (
                <td>
                  <Streak streak={row.streak} />
                </td>
              ) : (
                <>
                  <td>{tieBreakText(row.buchholz)}</td>
                  <td>{tieBreakText(row.sonneborn_berger)}</td>
                </>
              )}
              <td
                className="standings__games"
                title={`${row.wins} won, ${row.draws} drawn, ${row.losses} lost`}
              >
                {row.games}
              </td>
              <td>{row.performance === null ? '–' : Math.round(row.performance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
