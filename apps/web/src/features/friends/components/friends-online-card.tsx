// The friends online now (the same list as the Friends panel's Online tab, refreshed every 30 s and
// by the user socket's presence messages), each with Challenge; All friends opens the panel.
import type { SocialUser } from '@checkers/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ONLINE_REFRESH_MS, onlineFriendsQuery } from '../api/social-queries';
import { TEXTS } from '../social-texts';
import { openPanel } from '../social-ui';
import { Avatar } from './avatar';
import { ChallengeDialog } from './challenge-dialog';
import './social.css';

/** At most this many friends are listed on the home page; the panel has them all. */
export const HOME_FRIENDS_SHOWN = 6;

export default function FriendsOnlineCard({ me }: { readonly me: string }) {
  const online = useQuery({ ...onlineFriendsQuery(me), refetchInterval: ONLINE_REFRESH_MS });
  const [challenging, setChallenging] = useState<SocialUser | null>(null);
  const list = online.data ?? [];
  return (
    <section className="card stack friends-online" aria-labelledby="friends-online-title">
      <div className="row row--spread">
        <h2 id="friends-online-title" className="home__title">
          Friends online
        </h2>
        <button type="button" className="btn btn--small btn--secondary" onClick={() => openPanel('friends')}>
          All friends
        </button>
      </div>
      {list.length === 0 ? (
        <p className="muted">{online.isPending ? 'Loading…' : TEXTS.noneOnline}</p>
      ) : (
        <ul className="social-list" aria-label="Friends online">
          {list.slice(0, HOME_FRIENDS_SHOWN).map(({ friend }) => (
            <li key={friend.id} className="social-row" aria-label={friend.username}>
              <Avatar user={friend} />
              <span className="social-row__who">
                <strong>{friend.username}</strong>
                <span className="presence presence--online">
                  <span className="dot" aria-hidden /> Online
                </span>
              </span>
              <span className="social-row__actions">
                <button
                  type="button"
                  className="btn btn--small"
                  aria-label={`Challenge ${friend.username}`}
                  onClick={() => setChallenging(friend)}
                >
                  Challenge
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {challenging !== null ? (
        <ChallengeDialog me={me} friend={challenging} onClose={() => setChallenging(null)} />
      ) : null}
    </section>
  );
}
