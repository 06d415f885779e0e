// The spectator chat: messages, a text box with a live n/200 counter and Send, the 1 s pause
// between messages, the server's warnings, minimise and close, opting out and back in, and the
// moderation tools for moderators.
import { CHAT_COOLDOWN_MS, CHAT_MAX_LENGTH, CHAT_MESSAGES, type ClientMessage } from '@checkers/protocol';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { sendRoomMessage } from '../../../lib/room-channel';
import { chatWarning, dismissChatWarning, useChatStore } from '../../../stores/chat-store';
import { charCount, NOT_CONNECTED } from '../chat-rules';
import { ChatLog } from './chat-log';
import { MessageActions, ModerationPanel } from './moderation-panel';

export interface SpectatorChatProps {
  /** Sends on the room socket; the room channel unless a test gives another. */
  readonly send?: (message: ClientMessage) => boolean;
}

export function SpectatorChat({ send = sendRoomMessage }: SpectatorChatProps) {
  const entries = useChatStore((s) => s.entries);
  const mode = useChatStore((s) => s.mode);
  const mutedNames = useChatStore((s) => s.mutedNames);
  const warning = useChatStore((s) => s.warning);
  const [text, setText] = useState('');
  const [view, setView] = useState<'open' | 'minimised' | 'closed'>('open');
  const [coolingUntil, setCoolingUntil] = useState(0);
  const [seenCount, setSeenCount] = useState(0);
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
    const timer = setTimeout(dismissChatWarning, 6_000);
    return () => clearTimeout(timer);
  }, [warning]);

  // Messages from muted users are hidden.
  const shown = useMemo(
    () => entries.filter((e) => e.kind !== 'message' || !mutedNames.includes(e.username.toLowerCase())),
    [entries, mutedNames],
  );
  const messageCount = shown.filter((e) => e.kind === 'message').length;
  useEffect(() => {
    if (view === 'open') setSeenCount(messageCount);
  }, [view, messageCount]);
  const unread = Math.max(0, messageCount - seenCount);

  const optedIn = mode?.optedIn !== false;
  const muted = mode?.muted === true;
  const cooling = coolingUntil !== 0;
  const length = charCount(text);
  const tooLong = length > CHAT_MAX_LENGTH;

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const message = text.trim();
    // Blank messages are ignored; the other rules are the server's, checked here too.
    if (message === '') return;
    if (!optedIn) return chatWarning(CHAT_MESSAGES.optedOut);
    if (muted) return chatWarning(CHAT_MESSAGES.muted);
    if (charCount(message) > CHAT_MAX_LENGTH) return chatWarning(CHAT_MESSAGES.tooLong);
    if (cooling) return chatWarning(CHAT_MESSAGES.tooFast);
    if (!send({ type: 'spectator_chat', payload: { message } })) return chatWarning(NOT_CONNECTED);
    setText('');
    setCoolingUntil(Date.now() + CHAT_COOLDOWN_MS);
  };

  const optIn = (next: boolean): void => {
    if (!send({ type: next ? 'spectator_chat_joined' : 'spectator_chat_left', payload: {} }))
      chatWarning(NOT_CONNECTED);
  };

  if (view === 'closed') {
    return (
      <button type="button" className="btn btn--secondary chat-reopen" onClick={() => setView('open')}>
        Open chat{unread > 0 ? ` (${unread} new)` : ''}
      </button>
    );
  }

  return (
    <section className="card chat" aria-label="Spectator chat">
      <div className="chat__head">
        <h3 className="chat__title" aria-hidden="true">
          Spectator chat
          {view === 'minimised' && unread > 0 ? <span className="chat__unread"> ({unread} new)</span> : null}
        </h3>
        <div className="row chat__tools">
          <button
            type="button"
            className="btn btn--small btn--secondary"
            aria-expanded={view === 'open'}
            onClick={() => setView(view === 'open' ? 'minimised' : 'open')}
          >
            {view === 'open' ? 'Minimise' : 'Expand'}
          </button>
          <button
            type="button"
            className="btn btn--small btn--secondary"
            aria-label="Close chat"
            onClick={() => setView('closed')}
          >
            Close
          </button>
        </div>
      </div>
      {view === 'open' ? (
        <div className="chat__body">
          {warning !== null ? (
            <p className="chat__warning" role="alert" key={warning.id}>
              {warning.text}
            </p>
          ) : null}
          {optedIn ? (
            <ChatLog
              entries={shown}
              actions={
                mode?.isModerator === true
                  ? (entry) => <MessageActions entry={entry} mutedNames={mutedNames} send={send} />
                  : undefined
              }
            />
          ) : (
            <p className="muted">You have opted out of spectator chat. Messages are not shown.</p>
          )}
          {muted ? <p className="chat__status">You have been muted</p> : null}
          <form className="chat__form" onSubmit={submit}>
            <input
              className="chat__input"
              type="text"
              aria-label="Chat message"
              aria-describedby={counterId}
              placeholder={optedIn ? 'Say something to the other spectators' : 'Opt in to write'}
              autoComplete="off"
              enterKeyHint="send"
              value={text}
              disabled={!optedIn || muted}
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit" className="btn" disabled={!optedIn || muted || cooling}>
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
          <div className="row chat__footer">
            <button type="button" className="btn btn--small btn--secondary" onClick={() => optIn(!optedIn)}>
              {optedIn ? 'Opt out of chat' : 'Opt back in to chat'}
            </button>
          </div>
          {mode?.isModerator === true ? <ModerationPanel mutedNames={mutedNames} send={send} /> : null}
        </div>
      ) : null}
    </section>
  );
}
