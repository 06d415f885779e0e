// The pairing module: the quick-pairing pools of the preset clocks (a rating range widening with
// the wait, one node pairing each pool under a lease) and open seeks, with their calls. It asks the
// rooms for each game through a `StartPairedGame` function and the ratings for a player's rating;
// services.ts wires both.
export { compatible, pairUp, ratingRange, RATING_RANGE, type PoolEntry } from './matcher.js';
export { PairingService, type PairingDeps, type Player, type StartPairedGame } from './pairing-service.js';
export { PairingStore } from './pairing-store.js';
export { pairingRoutes, type PairingRouteOptions } from './routes.js';
export type * from './tables.js';
