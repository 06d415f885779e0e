// The query keys of every tournament reply, apart from the calls themselves, so the user socket's
// handler (in the first download) can refresh them without loading the calls' schemas.

/** Every tournament query's key starts with this. */
export const TOURNAMENTS_KEY = ['tournaments'] as const;

/** One tournament's replies (its detail and the caller's place in it). */
export const tournamentKey = (id: string) => [...TOURNAMENTS_KEY, 'one', id] as const;

/** The lists, by status ('all' for the unfiltered one). */
export const tournamentListKey = (status: string) => [...TOURNAMENTS_KEY, 'list', status] as const;
