// Every friends and challenges text the player reads, word for word.

export const TEXTS = {
  requestSent: 'Friend request sent successfully!',
  requestAccepted: 'Friend request accepted!',
  requestDeclined: 'Friend request declined',
  friendRemoved: 'Friend removed',
  userBlocked: 'User blocked',
  challengeSent: 'Challenge sent successfully!',
  challengeAccepted: 'Challenge accepted! Starting game...',
  challengeDeclined: 'Challenge declined',
  challengeCanceled: 'Challenge canceled',
  challengeExpired: 'A challenge has expired',
  newChallenge: 'New challenge received!',
  failedRequest: 'Failed to send friend request',
  failedAcceptRequest: 'Failed to accept friend request',
  failedDeclineRequest: 'Failed to decline friend request',
  failedRemove: 'Failed to remove friend',
  failedBlock: 'Failed to block user',
  failedChallenge: 'Failed to send challenge',
  failedAcceptChallenge: 'Failed to accept challenge',
  failedDeclineChallenge: 'Failed to decline challenge',
  failedCancelChallenge: 'Failed to cancel challenge',
  failedFriendsLoad: 'Failed to load friends data',
  failedChallengesLoad: 'Failed to load challenges data',
  noneOnline: 'No friends are currently online',
  noFriends: "You don't have any friends yet",
  noPending: 'No pending friend requests',
  noSent: 'No sent requests',
  searchPrompt: 'Enter a username to search for friends',
  searchEmpty: 'No users found matching the query',
  searching: 'Searching...',
  searchFailed: 'Search failed. Please try again.',
  confirmRemove: 'Are you sure you want to remove this friend?',
  confirmBlock: 'Are you sure you want to block this user?',
} as const;

export const friendRequestText = (name: string): string => `${name} sent you a friend request!`;
export const friendAcceptedText = (name: string): string => `${name} accepted your friend request!`;
export const friendOnlineText = (name: string): string => `${name} is now online`;
export const challengeReceivedText = (name: string): string => `${name} challenged you to a game!`;
export const challengeAcceptedByText = (name: string): string => `${name} accepted your challenge!`;
export const challengeDeclinedByText = (name: string): string => `${name} declined your challenge.`;

/** How long each event's notification stays. */
export const NOTIFY_MS = {
  online: 3_000,
  challengeReceived: 10_000,
  declined: 5_000,
  expired: 3_000,
  started: 3_000,
} as const;
