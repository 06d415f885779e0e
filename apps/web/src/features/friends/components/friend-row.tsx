// A friend: avatar, name, Online or Offline, a Challenge button only while the friend is online,
// and a more-menu: View Profile, Challenge (online only), Remove Friend, Block User. There is no
// direct messaging, so no Message item.
import type { FriendEntry } from '@checkers/protocol';
import { useState } from 'react';
import { Avatar } from './avatar';

export type FriendAction = 'profile' | 'challenge' | 'remove' | 'block';

export interface FriendRowProps {
  readonly entry: FriendEntry;
  readonly onAction: (action: FriendAction, entry: FriendEntry) => void;
}

export function FriendRow({ entry, onAction }: FriendRowProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { friend, online } = entry;
  const choose = (action: FriendAction): void => {
    setMenuOpen(false);
    onAction(action, entry);
  };
  const items: { action: FriendAction; label: string }[] = [
    { action: 'profile', label: 'View Profile' },
    ...(online ? [{ action: 'challenge' as const, label: 'Challenge' }] : []),
    { action: 'remove', label: 'Remove Friend' },
    { action: 'block', label: 'Block User' },
  ];
  return (
    <li className="social-row" aria-label={friend.username}>
      <Avatar user={friend} />
      <span className="social-row__who">
        <strong>{friend.username}</strong>
        <span className={`presence${online ? ' presence--online' : ''}`}>
          <span className="dot" aria-hidden /> {online ? 'Online' : 'Offline'}
        </span>
      </span>
      <span className="social-row__actions">
        {online ? (
          <button type="button" className="btn btn--small" onClick={() => onAction('challenge', entry)}>
            Challenge
          </button>
        ) : null}
        <span className="social-menu">
          <button
            type="button"
            className="btn btn--secondary btn--small"
            aria-label={`More actions for ${friend.username}`}
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            ⋯
          </button>
          {menuOpen ? (
            <span className="social-menu__list" role="menu" aria-label={`Actions for ${friend.username}`}>
              {items.map((item) => (
                <button
                  key={item.action}
                  type="button"
                  role="menuitem"
                  className={item.action === 'remove' || item.action === 'block' ? 'is-danger' : undefined}
                  onClick={() => choose(item.action)}
                >
                  {item.label}
                </button>
              ))}
            </span>
          ) : null}
        </span>
      </span>
    </li>
  );
}
