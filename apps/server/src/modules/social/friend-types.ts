// What the friends graph's storage answers with: users, the row that links two of them, and
// search matches.

/** A registered user as the social calls show one. */
export interface Profile {
  readonly id: string;
  readonly username: string;
  readonly avatarUrl: string | null;
}

/** The friendship row between two users, as seen from one of them. */
export interface Link {
  /** Who asked. */
  readonly askedBy: string;
  readonly status: 'pending' | 'accepted';
  readonly createdAt: string;
}

/** A friend, a request received or a request sent: the other user, and since when. */
export interface Linked {
  readonly user: Profile;
  readonly createdAt: string;
}

/** A search match, with where the caller stands with it. */
export interface Match extends Profile {
  readonly link: Link | undefined;
  readonly blocked: boolean;
}
