// The spec's texts about offline moves, word for word.

export const MOVE_SAVED = 'Move saved - will sync when online';
export const WENT_OFFLINE = "You're offline. Moves will be saved and synced when reconnected.";
export const BACK_ONLINE = 'Connection restored! Syncing offline moves...';
export const ONE_SYNCED = 'Move synced successfully';
export const FAILED_TO_SYNC = 'Failed to sync move';
export const NOT_YOUR_TURN = 'Not your turn!';
export const INVALID_MOVE = 'Invalid move';
export const FAILED_TO_MOVE = 'Failed to make move';

export const manySynced = (n: number): string => `${n} offline moves synced successfully!`;
export const failedToSync = (n: number): string => `${n} moves failed to sync`;
/** The indicator's count: `N moves to sync`, and `1 move to sync` for one. */
export const movesToSync = (n: number): string => (n === 1 ? '1 move to sync' : `${n} moves to sync`);
