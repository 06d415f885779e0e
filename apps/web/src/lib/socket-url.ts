// The address of a socket on /api/ws: ws: or wss: as the page's own scheme, the page's host, and the
// player's IANA time zone (`tz`) so the server can tell the time of day where the player is (night
// owl, early bird).

/** The browser's IANA time zone ("Europe/Paris"), or undefined where it cannot say. */
export function timeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return typeof zone === 'string' && zone !== '' ? zone : undefined;
  } catch {
    return undefined;
  }
}

/** `ws(s)://<host>/api/ws?<params>&tz=<zone>`; empty values are left out. */
export function socketUrl(params: Record<string, string | undefined>): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...params, tz: timeZone() })) {
    if (value !== undefined && value !== '') query.set(key, value);
  }
  return `${scheme}://${location.host}/api/ws?${query.toString()}`;
}
