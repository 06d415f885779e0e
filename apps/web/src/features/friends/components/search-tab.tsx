// The Add Friends tab: a search box and a Search button; each result shows the avatar, name and
// online status, and a Friend badge or an Add Friend button that becomes a disabled Sent once used.
import type { SearchUser } from '@checkers/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { searchUsersQuery, sendFriendRequest } from '../api/social-actions';
import { FRIENDS_KEY } from '../api/social-queries';
import { useFriendSearch } from '../hooks/use-friend-search';
import { useSocialAction } from '../hooks/use-social-action';
import { TEXTS } from '../social-texts';
import { Avatar } from './avatar';

function ResultRow({
  user,
  sent,
  onAdd,
}: {
  readonly user: SearchUser;
  readonly sent: boolean;
  readonly onAdd: (user: SearchUser) => void;
}) {
  let standing;
  if (user.is_friend) standing = <span className="pill pill--friend">Friend</span>;
  else if (user.blocked) standing = <span className="pill">Blocked</span>;
  else if (sent || user.request_sent) {
    standing = (
      <button type="button" className="btn btn--secondary btn--small" disabled>
        Sent
      </button>
    );
  } else {
    standing = (
      <button type="button" className="btn btn--small" onClick={() => onAdd(user)}>
        Add Friend
      </button>
    );
  }
  return (
    <li className="social-row" aria-label={user.username}>
      <Avatar user={user} />
      <span className="social-row__who">
        <strong>{user.username}</strong>
        <span className={`presence${user.online ? ' presence--online' : ''}`}>
          <span className="dot" aria-hidden /> {user.online ? 'Online' : 'Offline'}
        </span>
      </span>
      <span className="social-row__actions">{standing}</span>
    </li>
  );
}

export function SearchTab({ me }: { readonly me: string }) {
  const search = useFriendSearch();
  const results = useQuery({ ...searchUsersQuery(me, search.query), enabled: search.query !== '' });
  const [sentTo, setSentTo] = useState<ReadonlySet<string>>(() => new Set());
  const run = useSocialAction();
  const add = async (user: SearchUser): Promise<void> => {
    const status = await run({
      call: () => sendFriendRequest(user.id),
      success: (result) => (result === 'accepted' ? TEXTS.requestAccepted : TEXTS.requestSent),
      failure: TEXTS.failedRequest,
      refresh: [
        [...FRIENDS_KEY, me, 'sent'],
        [...FRIENDS_KEY, me, 'all'],
        [...FRIENDS_KEY, me, 'pending'],
      ],
    });
    if (status !== undefined) setSentTo((set) => new Set(set).add(user.id));
  };

  let body;
  if (search.query === '') body = <p className="muted">{TEXTS.searchPrompt}</p>;
  else if (results.isPending) body = <p role="status">{TEXTS.searching}</p>;
  else if (results.isError) body = <p role="alert">{TEXTS.searchFailed}</p>;
  else if (results.data.length === 0) body = <p className="muted">{TEXTS.searchEmpty}</p>;
  else {
    body = (
      <ul className="social-list" aria-label="Search results">
        {results.data.map((user) => (
          <ResultRow key={user.id} user={user} sent={sentTo.has(user.id)} onAdd={(u) => void add(u)} />
        ))}
      </ul>
    );
  }
  return (
    <div className="stack">
      <form
        role="search"
        className="row"
        onSubmit={(event) => {
          event.preventDefault();
          search.submit();
        }}
      >
        <input
          type="search"
          className="social-search"
          aria-label="Search users"
          placeholder="Username"
          autoComplete="off"
          value={search.input}
          onChange={(event) => search.setInput(event.target.value)}
        />
        <button type="submit" className="btn btn--small">
          Search
        </button>
      </form>
      {body}
    </div>
  );
}
