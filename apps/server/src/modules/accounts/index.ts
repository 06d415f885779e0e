// The accounts module: guest identities and bearer tokens, registered accounts, passwords, regions.
export { AccountService, type SignedIn } from './account-service.js';
export {
  IdentityService,
  type Identity,
  type IssuedIdentity,
  type TokenLookup,
  type UserProfile,
} from './identity.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { regionOf } from './regions.js';
export { authRoutes, loginUsername } from './routes.js';
