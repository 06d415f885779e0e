// The wire contract shared by the server and the web client.
export * from './accounts.js';
export * from './names.js';
export * from './chat.js';
export * from './constants.js';
export * from './errors.js';
export * from './game.js';
export * from './rooms.js';
export * from './ws.js';
export * from './rating-bands.js';
export * from './leaderboard.js';
export * from './game-state.js';
export * from './state-after-move.js';
export * from './move-intent.js';
export * from './game-record.js';
export * from './achievements.js';
export * from './social.js';
export * from './puzzles.js';
