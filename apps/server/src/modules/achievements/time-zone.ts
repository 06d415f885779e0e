// Time zones a client reports, checked against what Intl knows before one is stored.

/** Whether Intl knows an IANA time zone. */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
