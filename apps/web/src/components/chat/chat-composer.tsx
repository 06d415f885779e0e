// A chat's way to write, shared by the spectators' chat and the players' own: the warning line, a
// text box with a live n/200 counter and Send, and the 1 s pause between messages. The chat's rules
// are checked here before sending (the server checks them again). A warning goes once a message
// has been sent after it, or after a few seconds: an old refusal never sits beside a message that
// went through.
import { CHAT_COOLDOWN_MS, CHAT_MAX_LENGTH, CHAT_MESSAGES } from '@checkers/protocol';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ChatWarning } from '../../stores/chat-store';
import { charCount, NOT_CONNECTED } from './chat-rules';
import './chat.css';

/** How long a warning stays when nothing replaces it. */
export const WARNING_MS = 6_000;

export interface ChatComposerProps {
  /** Sends the trimmed message; false when there is no open socket. */
  readonly send: (message: string) => boolean;
  /** The warning shown (a server refusal, or a rule checked here). */
  readonly warning: ChatWarning | null;
  readonly warn: (text: string) => void;
  readonly dismiss: () => void;
  /** Short enough to show whole in the narrowest box (a phone's). */
  readonly placeholder: string;
  /** Why nothing may be sent now (opted out, muted): the box and Send are off. */
  readonly refusal?: string | null;
}

export function ChatComposer({
  send,
  warning,
  warn,
  dismiss,
  placeholder,
  refusal = null,
}: ChatComposerProps) {
  const [text, setText] = useState('');
  const [coolingUntil, setCoolingUntil] = useState(0);
  const counterId = useId();

  // The pause after a message ends by itself.
  useEffect(() => {
    if (coolingUntil === 0) return;
    const timer = setTimeout(() => setCoolingUntil(0), Math.max(0, coolingUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [coolingUntil]);

  // A warning goes after a few seconds; the next one replaces it.
  useEffect(() => {
    if (warning === null) return;
    const timer = setTimeout(dismiss, WARNING_MS);
    return () => clearTimeout(timer);
  }, [warning, dismiss]);

  const cooling = coolingUntil !== 0;
  const length = charCount(text);
  const tooLong = length > CHAT_MAX_LENGTH;

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const message = text.trim();
    // Blank messages are ignored; the other rules are the server's, checked here too.
    if (message === '') return;
    if (refusal !== null) return warn(refusal);
    if (charCount(message) > CHAT_MAX_LENGTH) return warn(CHAT_MESSAGES.tooLong);
    if (cooling) return warn(CHAT_MESSAGES.tooFast);
    if (!send(message)) return warn(NOT_CONNECTED);
    if (warning !== null) dismiss();
    setText('');
    setCoolingUntil(Date.now() + CHAT_COOLDOWN_MS);
  };

  return (
    <>
      {warning !== null ? (
        <p className="chat__warning" role="alert" key={warning.id}>
          {warning.text}
        </p>
      ) : null}
      <form className="chat__form" onSubmit={submit}>
        <input
          className="chat__input"
          type="text"
          aria-label="Chat message"
          aria-describedby={counterId}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="send"
          value={text}
          disabled={refusal !== null}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="btn" disabled={refusal !== null || cooling}>
          Send
        </button>
        <span
          id={counterId}
          className={`chat__counter${tooLong ? ' chat__counter--over' : ''}`}
          data-testid="chat-counter"
          aria-live={tooLong ? 'polite' : 'off'}
        >
          {length}/{CHAT_MAX_LENGTH}
        </span>
      </form>
      {cooling ? (
        <p className="chat__status muted" data-testid="chat-cooldown">
          Wait a second before the next message…
        </p>
      ) : null}
    </>
  );
}
