// Moderators only: per-message Delete and Mute, the muted names with Unmute, Clear chat, and a word
// to ban. The server checks the role at each action; this only hides the tools.
import { bannedWordSchema, type ClientMessage } from '@checkers/protocol';
import { useState, type FormEvent } from 'react';
import { chatWarning, type ChatEntry } from '../../../stores/chat-store';
import { displayName } from '../../../components/chat/display-name';
import { NOT_CONNECTED } from '../../../components/chat/chat-rules';

type Send = (message: ClientMessage) => boolean;
type Moderation = Extract<ClientMessage, { type: 'moderate_chat_message' }>['payload'];

function moderate(send: Send, payload: Moderation): boolean {
  const sent = send({ type: 'moderate_chat_message', payload });
  if (!sent) chatWarning(NOT_CONNECTED);
  return sent;
}

export interface MessageActionsProps {
  readonly entry: Extract<ChatEntry, { kind: 'message' }>;
  readonly mutedNames: readonly string[];
  readonly send: Send;
}

/** A moderator's buttons beside one message. */
export function MessageActions({ entry, mutedNames, send }: MessageActionsProps) {
  const name = displayName(entry.username);
  const isMuted = mutedNames.includes(entry.username.toLowerCase());
  return (
    <span className="chat-line__actions">
      <button
        type="button"
        className="btn btn--small btn--secondary"
        aria-label={`Delete message from ${name}`}
        onClick={() => moderate(send, { action: 'delete', messageId: entry.id })}
      >
        Delete
      </button>
      {/* Moderators are not muted from here (their messages carry the server's badge). */}
      {entry.isModerator ? null : (
        <button
          type="button"
          className="btn btn--small btn--secondary"
          aria-label={`${isMuted ? 'Unmute' : 'Mute'} ${name}`}
          onClick={() =>
            moderate(send, { action: isMuted ? 'unmute' : 'mute', username: entry.username.slice(0, 64) })
          }
        >
          {isMuted ? 'Unmute' : 'Mute'}
        </button>
      )}
    </span>
  );
}

export interface ModerationPanelProps {
  readonly mutedNames: readonly string[];
  readonly send: Send;
}

/** The panel under the chat: muted names, Clear chat, Ban word. */
export function ModerationPanel({ mutedNames, send }: ModerationPanelProps) {
  const [word, setWord] = useState('');
  const [confirmClear, setConfirmClear] = useState(false);

  const ban = (event: FormEvent): void => {
    event.preventDefault();
    const parsed = bannedWordSchema.safeParse(word);
    if (!parsed.success) {
      chatWarning(parsed.error.issues[0]?.message ?? 'A banned word is one word of letters and digits');
      return;
    }
    if (moderate(send, { action: 'ban_word', word: parsed.data })) setWord('');
  };

  return (
    <section className="moderation" aria-label="Moderation">
      <h4 className="moderation__title">Moderation</h4>
      {mutedNames.length > 0 ? (
        <ul className="moderation__muted" aria-label="Muted users">
          {mutedNames.map((name) => (
            <li key={name} className="row">
              <bdi>{displayName(name)}</bdi>
              <button
                type="button"
                className="btn btn--small btn--secondary"
                aria-label={`Unmute ${displayName(name)}`}
                onClick={() => moderate(send, { action: 'unmute', username: name })}
              >
                Unmute
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="row">
        {confirmClear ? (
          <>
            <span>Delete every message?</span>
            <button
              type="button"
              className="btn btn--small btn--danger"
              onClick={() => {
                moderate(send, { action: 'clear' });
                setConfirmClear(false);
              }}
            >
              Yes, clear
            </button>
            <button
              type="button"
              className="btn btn--small btn--secondary"
              onClick={() => setConfirmClear(false)}
            >
              Keep
            </button>
          </>
        ) : (
          <button type="button" className="btn btn--small btn--danger" onClick={() => setConfirmClear(true)}>
            Clear chat
          </button>
        )}
      </div>
      <form className="row" onSubmit={ban}>
        <input
          type="text"
          className="moderation__word"
          aria-label="Word to ban"
          placeholder="Word to ban"
          maxLength={40}
          value={word}
          onChange={(event) => setWord(event.target.value)}
        />
        <button type="submit" className="btn btn--small">
          Ban word
        </button>
      </form>
    </section>
  );
}
