// What a client's log line may carry into the server's log: nothing that identifies or authorizes.
// Bearer tokens, secrets in query strings, email addresses and long hex or base64 runs (tokens,
// keys, push endpoints' ids) are replaced by a marker; the rest is cut to a length.

const RULES: readonly [RegExp, string | ((match: string) => string)][] = [
  [/\bBearer\s+[^\s"',;]+/gi, 'Bearer [hidden]'],
  [
    /\b((?:access_|refresh_|id_)?token|password|passwd|secret|auth|api_?key|key|code_verifier|sig|signature)=([^&\s#"',;]+)/gi,
    '$1=[hidden]',
  ],
  [/[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi, '[email]'],
  [/\b[0-9a-f]{24,}\b/gi, '[hex]'],
  // A long run of base64 characters with a digit in it: a token, a key, a JWT's parts. Without `/`,
  // which would join a URL's path into one run.
  [/[A-Za-z0-9+_-]{32,}={0,2}/g, (run) => (/\d/.test(run) ? '[data]' : run)],
];

/** `text` with anything sensitive replaced, cut to `max` characters. */
export function scrub(text: string, max: number): string {
  let clean = text;
  for (const [pattern, replacement] of RULES)
    clean =
      typeof replacement === 'string'
        ? clean.replace(pattern, replacement)
        : clean.replace(pattern, replacement);
  // Control characters would let a line pretend to be several.
  clean = [...clean].map((c) => (c < ' ' || c === '\u007f' ? ' ' : c)).join('');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}
