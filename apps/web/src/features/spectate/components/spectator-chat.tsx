// The spectator chat: messages, a text box with a live n/200 counter and Send, the 1 s pause
// between messages, the server's warnings, minimise and close, opting out and back in, and the
// moderation tools for moderators.
import { CHAT_MESSAGES, type ClientMessage } from '@checkers/protocol';
import { useEffect, useMemo, useState } from 'react';
import { sendRoomMessage } from '../../../lib/room-channel';
import { chatWarning, dismissChatWarning, useChatStore } from '../../../stores/chat-store';
import { NOT_CONNECTED } from '../../../components/chat/chat-rules';
import { ChatComposer } from '../../../components/chat/chat-composer';
import { ChatLog } from '../../../components/chat/chat-log';
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
  const [view, setView] = useState<'open' | 'minimised' | 'closed'>('open');
  const [seenCount, setSeenCount] = useState(0);

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
  const refusal = !optedIn ? CHAT_MESSAGES.optedOut : muted ? CHAT_MESSAGES.muted : null;

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
          <ChatComposer
            send={(message) => send({ type: 'spectator_chat', payload: { message } })}
            warning={warning}
            warn={chatWarning}
            dismiss={dismissChatWarning}
            placeholder={optedIn ? 'Message the spectators' : 'Opt in to write'}
            refusal={refusal}
          />
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
