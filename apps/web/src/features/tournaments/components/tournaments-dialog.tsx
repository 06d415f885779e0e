// The Tournaments dialog: every tournament the server lists, running first, then upcoming, then
// finished, with Create tournament at the top. A name opens the tournament's page.
import { useQuery } from '@tanstack/react-query';
import { Modal } from '../../../components/modal';
import { LIST_REFRESH_MS, tournamentListQuery } from '../api/tournaments-api';
import { groupTournaments } from '../tournament-model';
import { TournamentList } from './tournament-list';

export interface TournamentsDialogProps {
  readonly onClose: () => void;
  readonly onCreate: () => void;
}

export default function TournamentsDialog({ onClose, onCreate }: TournamentsDialogProps) {
  const query = useQuery({ ...tournamentListQuery(null), refetchInterval: LIST_REFRESH_MS });
  const groups = query.data === undefined ? null : groupTournaments(query.data);
  return (
    <Modal title="Tournaments" onClose={onClose} size="wide" className="tournaments-dialog">
      <div className="row">
        <button type="button" className="btn" aria-haspopup="dialog" onClick={onCreate}>
          Create tournament
        </button>
      </div>
      {query.isPending ? <p role="status">Loading tournaments…</p> : null}
      {query.isError ? (
        <div className="stack">
          <p role="alert">The tournaments could not be loaded.</p>
          <div className="row">
            <button type="button" className="btn btn--secondary" onClick={() => void query.refetch()}>
              Try again
            </button>
          </div>
        </div>
      ) : null}
      {groups === null ? null : (
        <>
          <section className="stack stack--tight" aria-labelledby="tournaments-running">
            <h3 id="tournaments-running">Running</h3>
            <TournamentList
              tournaments={groups.running}
              label="Running tournaments"
              empty="None is running right now."
              onOpen={onClose}
            />
          </section>
          <section className="stack stack--tight" aria-labelledby="tournaments-upcoming">
            <h3 id="tournaments-upcoming">Upcoming</h3>
            <TournamentList
              tournaments={groups.upcoming}
              label="Upcoming tournaments"
              empty="None is planned yet: create one!"
              onOpen={onClose}
            />
          </section>
          <section className="stack stack--tight" aria-labelledby="tournaments-finished">
            <h3 id="tournaments-finished">Finished</h3>
            <TournamentList
              tournaments={groups.finished}
              label="Finished tournaments"
              empty="None has finished yet."
              onOpen={onClose}
            />
          </section>
        </>
      )}
    </Modal>
  );
}
