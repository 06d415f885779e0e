// The game screen's side panel from the spectate feature (composed by app.tsx): for spectators the
// follow button, the game's figures, the chat and invites; for players an invite form while the game
// runs (no chat: nobody may help them from the audience) and the chat, read-only history and all,
// once it is over.
import { useAppStore } from '../../../stores/app-store';
import { useChatStore } from '../../../stores/chat-store';
import { FollowButton } from './follow-button';
import { InviteForm } from './invite-form';
import { SpectatorAnalytics } from './spectator-analytics';
import { SpectatorChat } from './spectator-chat';
import './spectate.css';

export function SpectatorPanel() {
  const mode = useAppStore((s) => s.game.mode);
  const code = useAppStore((s) => s.room.roomCode);
  const isSpectator = useAppStore((s) => s.room.isSpectator);
  const over = useAppStore((s) => s.game.state?.isGameOver === true);
  const version = useAppStore((s) => s.game.state?.version ?? 0);
  const chatOpen = useChatStore((s) => s.mode !== null);
  if (mode !== 'online' || code === null) return null;

  if (!isSpectator) {
    return (
      <div className="spectator-panel">
        {over ? chatOpen ? <SpectatorChat /> : null : <InviteForm code={code} />}
      </div>
    );
  }
  return (
    <div className="spectator-panel">
      <div className="spectator-panel__controls">
        <FollowButton />
      </div>
      <SpectatorChat />
      <SpectatorAnalytics code={code} version={version} />
      {over ? null : <InviteForm code={code} />}
    </div>
  );
}
