// The players' own chat, for the two players of an online game (composed by app.tsx beside the
// board): their messages with who said them, a text box and Send, the server's refusals inline.
// It folds to its head, which counts the opponent's messages that came meanwhile; on a phone it
// starts folded, so the board and the controls keep the first screen. Turned off in Settings, it
// is not shown and sends nothing. Spectators never have it.
import type { ClientMessage, WireColor } from '@checkers/protocol';
import { useEffect, useId, useState } from 'react';
import { ChatComposer } from '../../../components/chat/chat-composer';
import { ChatLog } from '../../../components/chat/chat-log';
import { sendRoomMessage } from '../../../lib/room-channel';
import { usePreferences } from '../../../lib/preferences';
import { useAppStore } from '../../../stores/app-store';
import { dismissGameChatWarning, gameChatWarning, useGameChatStore } from '../../../stores/game-chat-store';
import './game-chat.css';

/** Below this width the chat starts folded (the game screen's one-column layout). */
export const FOLDED_BELOW_PX = 900;

const startsOpen = (): boolean =>
  typeof window === 'undefined' ||
  typeof window.matchMedia !== 'function' ||
  window.matchMedia(`(min-width: ${FOLDED_BELOW_PX}px)`).matches;

export interface GameChatProps {
  /** The reader's seat. */
  readonly color: WireColor;
  /** Sends on the room socket; the room channel unless a test gives another. */
  readonly send?: (message: ClientMessage) => boolean;
}

export function GameChat({ color, send = sendRoomMessage }: GameChatProps) {
  const entries = useGameChatStore((s) => s.entries);
  const warning = useGameChatStore((s) => s.warning);
  const [open, setOpen] = useState(startsOpen);
  const [seen, setSeen] = useState(0);
  const bodyId = useId();

  const fromOpponent = entries.filter((e) => e.kind === 'message' && e.color !== color).length;
  useEffect(() => {
    if (open) setSeen(fromOpponent);
  }, [open, fromOpponent]);
  const unread = Math.max(0, fromOpponent - seen);

  return (
    <section className="card chat game-chat" aria-label="Game chat">
      <div className="chat__head">
        <h3 className="chat__title" aria-hidden="true">
          Game chat
        </h3>
        {!open && unread > 0 ? (
          <span className="game-chat__unread" data-testid="game-chat-unread">
            {unread} new
          </span>
        ) : null}
        <button
          type="button"
          className="btn btn--small btn--secondary game-chat__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide chat' : 'Show chat'}
        </button>
      </div>
      {open ? (
        <div className="chat__body" id={bodyId}>
          <ChatLog entries={entries} you={color} empty="Say hello to your opponent" />
          <ChatComposer
            send={(message) => send({ type: 'game_chat', payload: { message } })}
            warning={warning}
            warn={gameChatWarning}
            dismiss={dismissGameChatWarning}
            placeholder="Message your opponent"
          />
        </div>
      ) : null}
    </section>
  );
}

/** The chat for the two players of the online game on screen, unless turned off in Settings. */
export function GameChatPanel() {
  const mode = useAppStore((s) => s.game.mode);
  const code = useAppStore((s) => s.room.roomCode);
  const isSpectator = useAppStore((s) => s.room.isSpectator);
  const color = useAppStore((s) => s.room.playerColor);
  const { gameChat } = usePreferences();
  if (mode !== 'online' || code === null || isSpectator || color === null || !gameChat) return null;
  return <GameChat color={color} />;
}
