// A player's picture, or the default avatar (the name's first letter) when there is none or it does
// not load.
import type { SocialUser } from '@checkers/protocol';
import { useState } from 'react';

export function Avatar({ user }: { readonly user: Pick<SocialUser, 'username' | 'avatar_url'> }) {
  const [broken, setBroken] = useState(false);
  if (user.avatar_url !== null && user.avatar_url !== '' && !broken) {
    return <img className="avatar" src={user.avatar_url} alt="" onError={() => setBroken(true)} />;
  }
  return (
    <span className="avatar avatar--default" aria-hidden data-testid="default-avatar">
      {(user.username.at(0) ?? '?').toUpperCase()}
    </span>
  );
}
