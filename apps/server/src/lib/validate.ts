// Parses untrusted input with a protocol schema; a mismatch ends the request with a 400 that says
// which field is wrong. Route schemas go through `zodValidatorCompiler`, so Fastify checks a
// route's params, query and body before its handler runs and fails them exactly as `parseInput`
// would; `parseInput` stays for input that no route schema covers (socket messages, bodies picked
// by their shape).
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { HttpFailure, reject } from './errors.js';

/**
 * Describes the first problem zod found, e.g. "from: A square is a file a-h and a rank 1-8". For
 * a body that matches none of a union's shapes, the problem is told against the shape it came
 * closest to (the one with the fewest problems).
 */
export function describeIssue(error: z.ZodError): string {
  return describe(error.issues[0]);
}

function describe(issue: z.core.$ZodIssue | undefined): string {
  if (issue === undefined) return 'Invalid request';
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const closest = issue.errors.reduce((best, next) => (next.length < best.length ? next : best));
    const inner = closest[0];
    if (inner !== undefined) return describe({ ...inner, path: [...issue.path, ...inner.path] });
  }
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

/** The parsed value, or a 400 validation failure. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) reject('validation_failed', describeIssue(parsed.error));
  return parsed.data;
}

/**
 * Fastify's validator for the zod schemas of routes: the parsed value replaces the input, and a
 * mismatch is the same 400 `validation_failed` as `parseInput`'s. A missing body reads as an
 * empty object, as calls without a payload (resign, answers) send none.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const parsed = schema.safeParse(data ?? {});
    if (parsed.success) return { value: parsed.data };
    const issue = parsed.error.issues[0];
    const message =
      bareSchemas.has(schema) && issue !== undefined
        ? describe({ ...issue, path: [] })
        : describeIssue(parsed.error);
    return { error: new HttpFailure({ code: 'validation_failed', message }) };
  };

const bareSchemas = new WeakSet<z.ZodType>();

/**
 * Marks a route schema whose refusals say what is wrong without naming the field: for a path
 * whose one parameter is the thing asked for (a leaderboard's type), "Unknown leaderboard type"
 * reads better than "type: Unknown leaderboard type".
 */
export function withoutFieldNames<S extends z.ZodType>(schema: S): S {
  bareSchemas.add(schema);
  return schema;
}
