// "Open seeks": the home page's live list (refetched every few seconds while the lobby shows), Accept on
// another's seek, Cancel on one's own, and the form to post one.
import { formatTimeControl, type Seek } from '@checkers/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppStore } from '../../../stores/app-store';
import { acceptSeek, cancelSeek, listSeeks } from '../api/pairing-api';
import { enterPairedRoom } from '../enter-paired-room';
import type { Pairing } from '../hooks/use-pairing';
import { SeekForm } from './seek-form';

/** How often the list refreshes while the lobby shows. */
export const SEEKS_REFRESH_MS = 4_000;

/** Invisible characters that could disguise a name are dropped; the name stays plain text. */
const plain = (name: string): string => name.replace(/[\p{Cc}\p{Cf}]/gu, '').trim() || 'Player';

const COLOR_TEXT: Record<Seek['color'], string> = {
  random: 'random colour',
  red: 'plays red',
  black: 'plays black',
};

function SeekRow({
  seek,
  busy,
  onAccept,
  onCancel,
}: {
  seek: Seek;
  busy: boolean;
  onAccept: () => void;
  onCancel: () => void;
}) {
  const name = plain(seek.ownerName);
  return (
    <li className="open-seek" data-testid="open-seek">
      <span className="open-seek__owner">
        <bdi>{name}</bdi> <span className="muted">({seek.rating === 'guest' ? 'guest' : seek.rating})</span>
      </span>
      <span className="open-seek__meta muted">
        <span className="open-seek__control">{formatTimeControl(seek.timeControl)}</span>
        <span>{seek.rated ? 'Rated' : 'Casual'}</span>
        <span>{COLOR_TEXT[seek.color]}</span>
      </span>
      {seek.mine ? (
        <button type="button" className="btn btn--small btn--secondary" disabled={busy} onClick={onCancel}>
          Cancel seek
        </button>
      ) : (
        <button
          type="button"
          className="btn btn--small"
          aria-label={`Accept ${formatTimeControl(seek.timeControl)} seek by ${name}`}
          disabled={busy}
          onClick={onAccept}
        >
          Accept
        </button>
      )}
    </li>
  );
}

export function OpenSeeks({ pairing }: { pairing: Pairing }) {
  const notify = useAppStore((s) => s.notify);
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const query = useQuery({
    queryKey: ['open-seeks'],
    queryFn: listSeeks,
    refetchInterval: SEEKS_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
  const refresh = (): void => void client.invalidateQueries({ queryKey: ['open-seeks'] });

  const accept = async (seek: Seek): Promise<void> => {
    setBusy(true);
    try {
      const { roomCode, token } = await acceptSeek(seek.id);
      pairing.seekChanged(null);
      await enterPairedRoom(roomCode, token);
    } catch (failure) {
      notify(
        'error',
        failure instanceof Error && failure.message ? failure.message : 'Could not accept the seek',
      );
      refresh();
    } finally {
      setBusy(false);
    }
  };

  const cancel = async (seek: Seek): Promise<void> => {
    setBusy(true);
    try {
      await cancelSeek(seek.id);
      pairing.seekChanged(null);
    } catch {
      // Already accepted or gone: the next refresh shows it.
    } finally {
      setBusy(false);
      refresh();
    }
  };

  const seeks = query.data;
  return (
    <section className="card stack open-seeks" aria-labelledby="open-seeks-title">
      <h2 id="open-seeks-title" className="home__title">
        Open seeks
      </h2>
      {seeks === undefined ? (
        <p className="muted">{query.isError ? 'Could not load the open seeks' : 'Loading open seeks…'}</p>
      ) : seeks.length === 0 ? (
        <p className="muted">No open seeks right now: post one.</p>
      ) : (
        <ul className="open-seeks__list" aria-label="Open seeks">
          {seeks.map((seek) => (
            <SeekRow
              key={seek.id}
              seek={seek}
              busy={busy}
              onAccept={() => void accept(seek)}
              onCancel={() => void cancel(seek)}
            />
          ))}
        </ul>
      )}
      {pairing.seekId === null ? (
        <SeekForm
          onPosted={(id) => {
            pairing.seekChanged(id);
            refresh();
          }}
        />
      ) : (
        <p className="muted" role="status">
          Your seek is open; the game starts when someone accepts it.
        </p>
      )}
    </section>
  );
}
