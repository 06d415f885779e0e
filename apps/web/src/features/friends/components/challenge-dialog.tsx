// Challenging an online friend: the game's clock (the lobby's choices: untimed, the presets, custom,
// correspondence), the colour the challenger plays (random by default), an optional message and how
// long the challenge stays open (in minutes, 1 to 1440; 30 by default).
import { SOCIAL_LIMITS, type ChallengeColor, type SocialUser } from '@checkers/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Modal } from '../../../components/modal';
import {
  controlOfDraft,
  TimeControlPicker,
  UNTIMED_DRAFT,
  type TimeControlDraft,
} from '../../../components/time-control-picker';
import { sendChallenge } from '../api/social-actions';
import { CHALLENGES_KEY } from '../api/social-queries';
import { useSocialAction } from '../hooks/use-social-action';
import { TEXTS } from '../social-texts';
import { ColourChoice } from './colour-choice';

/** The expiry choices, in minutes. */
export const EXPIRY_CHOICES: readonly { minutes: number; label: string }[] = [
  { minutes: 5, label: '5 minutes' },
  { minutes: 15, label: '15 minutes' },
  { minutes: 30, label: '30 minutes' },
  { minutes: 60, label: '1 hour' },
  { minutes: 1440, label: '1 day' },
];

export interface ChallengeDialogProps {
  readonly me: string;
  readonly friend: SocialUser;
  readonly onClose: () => void;
}

export function ChallengeDialog({ me, friend, onClose }: ChallengeDialogProps) {
  const [timeDraft, setTimeDraft] = useState<TimeControlDraft>(UNTIMED_DRAFT);
  const [timeError, setTimeError] = useState<string | null>(null);
  const [color, setColor] = useState<ChallengeColor>('random');
  const [message, setMessage] = useState('');
  const [minutes, setMinutes] = useState<number>(SOCIAL_LIMITS.challengeDefaultMinutes);
  const [sending, setSending] = useState(false);
  const run = useSocialAction();
  const client = useQueryClient();
  const messageId = useId();
  const expiryId = useId();
  const send = async (): Promise<void> => {
    const { control, error } = controlOfDraft(timeDraft);
    setTimeError(error ?? null);
    if (error !== undefined) return;
    setSending(true);
    const made = await run({
      call: () =>
        sendChallenge({
          challenged_id: friend.id,
          message: message.trim(),
          expires_in: minutes,
          time_control: control ?? { kind: 'untimed' },
          color,
        }),
      success: TEXTS.challengeSent,
      failure: TEXTS.failedChallenge,
      refresh: [[...CHALLENGES_KEY, me]],
    });
    setSending(false);
    if (made !== undefined) {
      client.setQueryData([...CHALLENGES_KEY, me, 'sent'], (list: unknown) =>
        Array.isArray(list) ? [made, ...list.filter((c: { id?: string }) => c.id !== made.id)] : list,
      );
      onClose();
    }
  };
  return (
    <Modal title={`Challenge ${friend.username}`} onClose={onClose} className="challenge-dialog">
      {/* The clock's bounds are checked here, to say them in the server's words. */}
      <form
        className="stack challenge-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <TimeControlPicker
          value={timeDraft}
          onChange={(draft) => {
            setTimeDraft(draft);
            setTimeError(null);
          }}
          error={timeError}
        />
        <ColourChoice value={color} onChange={setColor} />
        <div className="field">
          <label htmlFor={messageId}>Message (optional)</label>
          <textarea
            id={messageId}
            rows={2}
            maxLength={SOCIAL_LIMITS.challengeMessageMax}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={expiryId}>Expires in</label>
          <select id={expiryId} value={minutes} onChange={(event) => setMinutes(Number(event.target.value))}>
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice.minutes} value={choice.minutes}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <div className="row">
          <button type="submit" className="btn" disabled={sending}>
            Send Challenge
          </button>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
