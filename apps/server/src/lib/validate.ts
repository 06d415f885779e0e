// Parses untrusted input with a protocol schema; a mismatch ends the request with a 400 that says
// which field is wrong.
import type { z } from 'zod';
import { reject } from './errors.js';

/** Describes the first problem zod found, e.g. "from: A square is a file a-h and a rank 1-8". */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'Invalid request';
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

/** The parsed value, or a 400 validation failure. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) reject('validation_failed', describeIssue(parsed.error));
  return parsed.data;
}
