// The retention module: the scheduled sweep that deletes expired tokens, old guests who never
// played, rooms never started, stale invites and spectator seats; and the lease that lets one node
// at a time run it.
export { Leases } from '../../db/leases.js';
export {
  RETENTION_POLICY,
  RetentionService,
  type AccountsRetention,
  type GuestKeeper,
  type RetentionOwners,
  type RoomsRetention,
  type RetentionLog,
  type RetentionPolicy,
  type SweepReport,
} from './retention-service.js';
