// The accounts module: guest identities, bearer tokens and sessions, registered accounts,
// passwords (the hashing queue, the policy), sign-in limits, regions.
export { AccountSweep } from './account-sweep.js';
export { AccountService, type Device, type SignedIn, type SignOutListener } from './account-service.js';
export { HashQueue, HashQueueFull, type HashLane, type HashQueueOptions } from './hash-queue.js';
export {
  IdentityService,
  type Identity,
  type IssuedIdentity,
  type SessionRow,
  type TokenLookup,
  type TokenOrigin,
  type UserProfile,
} from './identity.js';
export { acceptablePassword } from './password-policy.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { regionOf } from './regions.js';
export { authRoutes, type AuthRouteOptions } from './routes.js';
export { SignInGuard, type SignInLimits } from './sign-in-guard.js';
export type * from './tables.js';
