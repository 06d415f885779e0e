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
/** The indicator's count: the text includes `N moves to sync`, even for one ('1 moves to sync'). */
export const movesToSync = (n: number): string => `${n} moves to sync`;
