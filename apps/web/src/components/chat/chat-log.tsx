// The chat's messages, newest at the bottom. It follows new messages while the reader is at the
// bottom; once they scroll up it stays where they are and offers a way back down.
import type { WireColor } from '@checkers/protocol';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ChatEntry } from '../../stores/chat-store';
import { clockTime, displayName, displayText } from './display-name';
import './chat.css';

/** How close to the bottom (px) still counts as reading the newest messages. */
export const STICK_THRESHOLD_PX = 24;

/** Whether a scroll box is (nearly) at its bottom. */
export function atBottom(box: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= STICK_THRESHOLD_PX;
}

export interface ChatLogProps {
  readonly entries: readonly ChatEntry[];
  /** Moderators' buttons for one message (delete, mute), when the reader moderates. */
  readonly actions?: (entry: Extract<ChatEntry, { kind: 'message' }>) => ReactNode;
  /** The reader's seat, in the players' chat: their own lines say "(you)". */
  readonly you?: WireColor | null;
  /** What an empty log says. */
  readonly empty?: string;
}

const SEAT_NAMES: Record<WireColor, string> = { red: 'Red', black: 'Black' };

export function ChatLog({ entries, actions, you = null, empty = 'No messages yet' }: ChatLogProps) {
  const box = useRef<HTMLOListElement>(null);
  const stuck = useRef(true);
  const [unseen, setUnseen] = useState(false);
  const last = entries.at(-1)?.id;

  // New messages keep the view at the bottom unless the reader scrolled up to read older ones.
  useLayoutEffect(() => {
    const element = box.current;
    if (element === null) return;
    if (stuck.current) {
      element.scrollTop = element.scrollHeight;
      setUnseen(false);
    } else if (last !== undefined) {
      setUnseen(true);
    }
  }, [last, entries.length]);

  const toBottom = (): void => {
    const element = box.current;
    if (element === null) return;
    element.scrollTop = element.scrollHeight;
    stuck.current = true;
    setUnseen(false);
  };

  return (
    <div className="chat-log">
      <ol
        ref={box}
        className="chat-log__list"
        aria-label="Chat messages"
        data-testid="chat-log"
        tabIndex={0}
        onScroll={(event) => {
          stuck.current = atBottom(event.currentTarget);
          if (stuck.current) setUnseen(false);
        }}
      >
        {entries.length === 0 ? <li className="chat-log__empty muted">{empty}</li> : null}
        {entries.map((entry) =>
          entry.kind === 'note' ? (
            <li key={entry.id} className="chat-line chat-line--note">
              <bdi>{entry.text}</bdi>
            </li>
          ) : (
            <li key={entry.id} className="chat-line" data-message-id={entry.id}>
              <span className="chat-line__head">
                {entry.color !== undefined ? (
                  <span
                    className={`chat-line__seat chat-line__seat--${entry.color}`}
                    role="img"
                    aria-label={SEAT_NAMES[entry.color]}
                    title={SEAT_NAMES[entry.color]}
                  />
                ) : null}
                {/* A name is text from whoever chose it; the badge comes from the server's flag only. */}
                <bdi className="chat-line__name">{displayName(entry.username)}</bdi>
                {entry.color !== undefined && entry.color === you ? (
                  <span className="chat-line__you">(you)</span>
                ) : null}
                {entry.isModerator ? (
                  <span className="chat-badge" title="Moderator" aria-label="Moderator">
                    <span aria-hidden="true">🛡 MOD</span>
                  </span>
                ) : null}
                <time className="chat-line__time" dateTime={new Date(entry.timestamp).toISOString()}>
                  {clockTime(entry.timestamp)}
                </time>
              </span>
              <bdi className="chat-line__text">{displayText(entry.text)}</bdi>
              {actions?.(entry)}
            </li>
          ),
        )}
      </ol>
      {unseen ? (
        <button type="button" className="btn btn--small chat-log__newer" onClick={toBottom}>
          New messages ↓
        </button>
      ) : null}
    </div>
  );
}
