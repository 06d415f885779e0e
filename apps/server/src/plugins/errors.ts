// One error handler for the whole API: expected failures keep their status and message; Fastify's
// own errors (bad JSON, huge bodies, rate limits) get the same body shape; anything else is a 500
// without a stack trace.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@checkers/protocol';
import { HttpFailure, UNAVAILABLE, errorBody, isUnavailable, statusOf, type Failure } from '../lib/errors.js';

function failureOf(error: FastifyError): Failure | undefined {
  if (error instanceof HttpFailure) return error.failure;
  if (isUnavailable(error)) return UNAVAILABLE;
  if (error.statusCode === 429) return { code: 'rate_limited', message: MESSAGES.tooManyRequests };
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return { code: 'payload_too_large', message: 'Request body is too large' };
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return { code: 'bad_request', message: 'Requests must be sent as JSON' };
  }
  if (error.statusCode === 404) return { code: 'not_found', message: 'Not found' };
  // Any other complaint of Fastify or a plugin about the request itself (a bad header, a bad
  // content length, ...) is the caller's mistake: a 400 that says what it was.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500)
    return { code: 'bad_request', message: `Malformed request: ${error.message}` };
  return undefined;
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const failure = failureOf(error);
    if (failure === undefined) {
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .send(errorBody({ code: 'internal', message: 'Server error. Please try again later.' }));
    }
    return reply.status(statusOf(failure.code)).send(errorBody(failure));
  });
}

/** Installs the error handler. (The not-found handler is the web plugin's.) */
export default fp(errorsPlugin, { name: 'errors' });
