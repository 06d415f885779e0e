// What every route's schema shares: the error replies. A route lists its own success replies and
// spreads these in, so its reference shows both and Fastify serialises both.
import { errorReplySchema } from '@checkers/protocol';

/** The error reply of any 4xx or 5xx status (see errors.ts for the codes). */
export const ERROR_REPLIES = { '4xx': errorReplySchema, '5xx': errorReplySchema } as const;
