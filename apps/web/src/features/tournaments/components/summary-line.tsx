// Parts of a line joined by ' · ', each kept whole when the line wraps ('ACF ballots', '3 players'
// never split over two lines on a phone).
import { Fragment, type ReactNode } from 'react';

export function SummaryLine({ parts }: { readonly parts: readonly ReactNode[] }) {
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? ' · ' : null}
          <span className="tournament-whole">{part}</span>
        </Fragment>
      ))}
    </>
  );
}
