// Create tournament: name, kind (Arena or Swiss), time control (the presets or custom; correspondence
// only for Swiss), when it starts, an arena's length or a Swiss event's rounds, rated, ACF ballots
// (Swiss) and an optional password. Checked here field by field; the server's refusal is shown in
// its own words. A guest is asked to sign in first.
import { TOURNAMENT_LIMITS, type TournamentKind } from '@checkers/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import type { AccountFormMode } from '../../../components/header-dialog-button';
import { Modal } from '../../../components/modal';
import { SwitchRow } from '../../../components/switch-row';
import { TimeControlPicker } from '../../../components/time-control-picker';
import { failureText } from '../../../lib/error-texts';
import { useAppStore } from '../../../stores/app-store';
import { openTournament } from '../../../stores/session-actions';
import { createTournament } from '../api/tournaments-api';
import { TOURNAMENTS_KEY } from '../api/tournament-keys';
import {
  bodyOfDraft,
  NEW_DRAFT,
  ROUND_CHOICES,
  START_CHOICES,
  withKind,
  type CreateDraft,
  type DraftErrors,
  type StartChoice,
} from '../create-model';

export interface CreateTournamentDialogProps {
  readonly onClose: () => void;
  /** The account dialog, composed by the app (a guest signs in first). */
  readonly onAccount?: (mode: AccountFormMode) => void;
}

const KINDS: readonly { kind: TournamentKind; label: string; hint: string }[] = [
  { kind: 'arena', label: 'Arena', hint: 'Play as many games as you can until the time is up' },
  { kind: 'swiss', label: 'Swiss', hint: 'Everyone plays each round against a similar score' },
];

function FieldError({ id, text }: { readonly id: string; readonly text: string | undefined }) {
  return text === undefined ? null : (
    <p id={id} className="form-error" role="alert">
      {text}
    </p>
  );
}

function Field(props: { id: string; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      <FieldError id={`${props.id}-error`} text={props.error} />
    </div>
  );
}

function GuestNote({ onAccount }: { readonly onAccount?: (mode: AccountFormMode) => void }) {
  return (
    <div className="stack">
      <p>Sign in to create a tournament. Registered players can create and join them.</p>
      {onAccount === undefined ? null : (
        <div className="row">
          <button type="button" className="btn" onClick={() => onAccount('signin')}>
            Sign in
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => onAccount('register')}>
            Register
          </button>
        </div>
      )}
    </div>
  );
}

export default function CreateTournamentDialog({ onClose, onAccount }: CreateTournamentDialogProps) {
  const signedIn = useAppStore((s) => s.user.account !== null);
  const notify = useAppStore((s) => s.notify);
  const client = useQueryClient();
  const [draft, setDraft] = useState<CreateDraft>(NEW_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [sending, setSending] = useState(false);
  const id = useId();
  const set = (patch: Partial<CreateDraft>): void => setDraft((d) => ({ ...d, ...patch }));
  const describe = (field: keyof DraftErrors) =>
    errors[field] === undefined ? {} : { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` };

  const submit = async (): Promise<void> => {
    const checked = bodyOfDraft(draft, Date.now());
    if (checked.errors !== undefined) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const made = await createTournament(checked.body);
      void client.invalidateQueries({ queryKey: TOURNAMENTS_KEY });
      notify('success', `Tournament created: ${made.name}`);
      onClose();
      openTournament(made.id);
    } catch (error) {
      setErrors({ form: failureText(error, 'Failed to create tournament') });
    } finally {
      setSending(false);
    }
  };

  const arena = draft.kind === 'arena';
  return (
    <Modal title="Create tournament" onClose={onClose} size="wide" className="tournament-create">
      {!signedIn ? (
        <GuestNote {...(onAccount === undefined ? {} : { onAccount })} />
      ) : (
        <form
          className="stack tournament-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Field id={`${id}-name`} label="Name" error={errors.name}>
            <input
              id={`${id}-name`}
              type="text"
              maxLength={TOURNAMENT_LIMITS.nameMax}
              autoComplete="off"
              value={draft.name}
              onChange={(event) => set({ name: event.target.value })}
              {...describe('name')}
            />
          </Field>
          <fieldset className="tournament-form__kinds">
            <legend>Kind</legend>
            {KINDS.map(({ kind, label, hint }) => (
              <label key={kind} className="tournament-form__kind">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  checked={draft.kind === kind}
                  onChange={() => setDraft((d) => withKind(d, kind))}
                />
                <span>
                  <strong>{label}</strong> <small className="muted">{hint}</small>
                </span>
              </label>
            ))}
          </fieldset>
          <TimeControlPicker
            value={draft.time}
            onChange={(time) => set({ time })}
            error={errors.time ?? null}
            untimed={false}
            correspondence={!arena}
          />
          <div className="tournament-form__pair">
            <Field id={`${id}-start`} label="Starts" error={errors.start}>
              <select
                id={`${id}-start`}
                value={draft.start}
                onChange={(event) => set({ start: event.target.value as StartChoice })}
                {...describe('start')}
              >
                {START_CHOICES.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </Field>
            {draft.start === 'at' ? (
              <Field id={`${id}-at`} label="Start time" error={undefined}>
                <input
                  id={`${id}-at`}
                  type="datetime-local"
                  value={draft.startAt}
                  onChange={(event) => set({ startAt: event.target.value })}
                />
              </Field>
            ) : null}
            {arena ? (
              <Field id={`${id}-duration`} label="Duration (minutes)" error={errors.duration}>
                <input
                  id={`${id}-duration`}
                  type="number"
                  inputMode="numeric"
                  min={TOURNAMENT_LIMITS.minDurationMinutes}
                  max={TOURNAMENT_LIMITS.maxDurationMinutes}
                  value={draft.duration}
                  onChange={(event) => set({ duration: event.target.value })}
                  {...describe('duration')}
                />
              </Field>
            ) : (
              <Field id={`${id}-rounds`} label="Rounds" error={errors.rounds}>
                <select
                  id={`${id}-rounds`}
                  value={draft.rounds}
                  onChange={(event) => set({ rounds: Number(event.target.value) })}
                >
                  {ROUND_CHOICES.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </Field>
            )}
          </div>
          <SwitchRow
            label="Rated"
            checked={draft.rated}
            onChange={(rated) => set({ rated })}
            hint="Games change the players' ratings"
          />
          {arena ? null : (
            <SwitchRow
              label="ACF ballots"
              checked={draft.ballots}
              onChange={(ballots) => set({ ballots })}
              hint="Each pairing plays a drawn three-move opening twice, colours reversed"
            />
          )}
          <Field id={`${id}-password`} label="Password (optional)" error={errors.password}>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              maxLength={TOURNAMENT_LIMITS.passwordMax}
              value={draft.password}
              onChange={(event) => set({ password: event.target.value })}
              {...describe('password')}
            />
            <small className="muted">Only players who know it can join</small>
          </Field>
          {errors.form === undefined ? null : (
            <p className="form-error" role="alert">
              {errors.form}
            </p>
          )}
          <div className="row">
            <button type="submit" className="btn" disabled={sending}>
              {sending ? 'Creating…' : 'Create'}
            </button>
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
