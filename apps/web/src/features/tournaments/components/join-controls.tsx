// Taking part: `Join` (a private tournament asks for its password first), `Withdraw` (an arena's
// is a pause: the score stays and the player may join again), and the player's game now with
// `Go to game`. A guest is asked to sign in.
import {
  TOURNAMENT_LIMITS,
  type Standing,
  type Tournament,
  type TournamentGame,
  type TournamentMe,
} from '@checkers/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { AccountFormMode } from '../../../components/header-dialog-button';
import { DialogShell } from '../../../components/modal';
import { failureText } from '../../../lib/error-texts';
import { useAppStore } from '../../../stores/app-store';
import { joinTournament, withdrawTournament } from '../api/tournaments-api';
import { tournamentKey, TOURNAMENTS_KEY } from '../api/tournament-keys';
import { enterTournamentGame } from '../enter-tournament-game';

export interface JoinControlsProps {
  readonly tournament: Tournament;
  readonly standings: readonly Standing[];
  /** The games so far (a Swiss player with none in the round has a bye). */
  readonly games?: readonly TournamentGame[];
  /** The signed-in player's place (undefined while it loads, or for a guest). */
  readonly me: TournamentMe | undefined;
  readonly accountId: string | null;
  readonly onAccount?: (mode: AccountFormMode) => void;
}

function PasswordDialog(props: {
  readonly onJoin: (password: string) => Promise<string | null>;
  readonly onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  return (
    <DialogShell
      labelledBy={`${id}-title`}
      onClose={props.onClose}
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        setSending(true);
        void props.onJoin(password).then((refusal) => {
          setSending(false);
          if (refusal === null) props.onClose();
          else setError(refusal);
        });
      }}
    >
      <h2 id={`${id}-title`}>Private tournament</h2>
      <div className="field">
        <label htmlFor={`${id}-password`}>Tournament password</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="off"
          maxLength={TOURNAMENT_LIMITS.passwordMax}
          value={password}
          data-autofocus
          onChange={(event) => setPassword(event.target.value)}
        />
        {error === null ? null : (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="row">
        <button type="submit" className="btn" disabled={sending || password === ''}>
          Join
        </button>
        <button type="button" className="btn btn--secondary" onClick={props.onClose}>
          Cancel
        </button>
      </div>
    </DialogShell>
  );
}

/**
 * What the player waits for between games. A Swiss player with no game in the round under way has
 * its bye (worth a pairing won: both games of a ballot).
 */
export function waitingText(
  tournament: Tournament,
  games: readonly TournamentGame[],
  accountId: string,
): string {
  if (tournament.status === 'upcoming') return 'You are in. Your first game starts with the tournament.';
  if (tournament.kind === 'arena') return 'Waiting for your next opponent…';
  const round = tournament.round ?? 0;
  const paired = games.some(
    (game) => game.round === round && (game.red_id === accountId || game.black_id === accountId),
  );
  if (round > 0 && !paired) {
    const points = tournament.ballots ? '2 points' : '1 point';
    return `You have a bye this round (${points}). Waiting for the next round…`;
  }
  return 'Waiting for the next round…';
}

export function JoinControls({
  tournament,
  standings,
  games = [],
  me,
  accountId,
  onAccount,
}: JoinControlsProps) {
  const notify = useAppStore((s) => s.notify);
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (tournament.status === 'finished') return null;
  if (accountId === null)
    return (
      <div className="row tournament-join">
        <span>Sign in to join this tournament.</span>
        {onAccount === undefined ? null : (
          <button type="button" className="btn" onClick={() => onAccount('signin')}>
            Sign in
          </button>
        )}
      </div>
    );
  if (me === undefined) return null;
  const mine = standings.find((row) => row.user_id === accountId);
  const playing = me.joined && mine?.withdrawn !== true;
  const refresh = (): void => {
    void client.invalidateQueries({ queryKey: tournamentKey(tournament.id) });
    void client.invalidateQueries({ queryKey: [...TOURNAMENTS_KEY, 'list'] });
  };
  /** Joins; the refusal's text, or null once in. */
  const join = async (password?: string): Promise<string | null> => {
    try {
      await joinTournament(tournament.id, password);
      refresh();
      return null;
    } catch (error) {
      return failureText(error, 'Failed to join the tournament');
    }
  };
  const act = async (run: () => Promise<string | null>): Promise<void> => {
    setBusy(true);
    const refusal = await run();
    setBusy(false);
    if (refusal !== null) notify('error', refusal);
  };
  const withdraw = async (): Promise<string | null> => {
    try {
      await withdrawTournament(tournament.id);
      refresh();
      return null;
    } catch (error) {
      return failureText(error, 'Failed to withdraw from the tournament');
    }
  };
  const swissStarted = tournament.kind === 'swiss' && tournament.status === 'running';
  return (
    <div className="stack stack--tight tournament-join">
      <div className="row row--spread">
        {playing && me.room_code !== null ? (
          <div className="row tournament-join__game" role="group" aria-label="Your game">
            <span className="pill pill--turn">Your game is on</span>
            <button
              type="button"
              className="btn"
              onClick={() => void enterTournamentGame(me.room_code ?? '', tournament.id)}
            >
              Go to game
            </button>
          </div>
        ) : playing ? (
          <span>{waitingText(tournament, games, accountId)}</span>
        ) : null}
        {playing ? (
          <button
            type="button"
            className="btn btn--secondary"
            disabled={busy}
            onClick={() => void act(withdraw)}
          >
            Withdraw
          </button>
        ) : swissStarted ? (
          <span className="muted">
            {mine?.withdrawn === true
              ? 'You withdrew: your score stays in the standings.'
              : 'This Swiss tournament has already started.'}
          </span>
        ) : (
          <button
            type="button"
            className="btn"
            disabled={busy}
            aria-haspopup={tournament.private ? 'dialog' : undefined}
            onClick={() => (tournament.private ? setAsking(true) : void act(() => join()))}
          >
            Join
          </button>
        )}
      </div>
      {playing ? (
        <small className="muted">
          {tournament.kind === 'arena'
            ? 'Withdrawing pauses you: your score stays, and you can join again.'
            : 'Withdrawing keeps your score; you are not paired again.'}
        </small>
      ) : null}
      {asking ? (
        <PasswordDialog onJoin={(password) => join(password)} onClose={() => setAsking(false)} />
      ) : null}
    </div>
  );
}
