// The tournament calls: reads as TanStack Query options, and create, join and withdraw. Every reply
// is parsed with the protocol's schema; the calls go with the signed-in account's token, even from
// inside a game's seat.
import {
  tournamentDetailReplySchema,
  tournamentListReplySchema,
  tournamentMeReplySchema,
  tournamentReplySchema,
  type CreateTournamentBody,
  type Tournament,
  type TournamentDetail,
  type TournamentMe,
  type TournamentStatus,
} from '@checkers/protocol';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { appStore } from '../../../stores/app-store';
import { TOURNAMENTS_KEY, tournamentKey, tournamentListKey } from './tournament-keys';

/** How often an open list or page is fetched again (a page's players hear of changes sooner). */
export const LIST_REFRESH_MS = 15_000;
export const PAGE_REFRESH_MS = 4_000;

const token = (): { token: string | null } => ({ token: appStore.getState().user.accountToken });
const enc = encodeURIComponent;

/** GET /api/tournaments, all of them or those of one status. */
export const tournamentListQuery = (status: TournamentStatus | null) =>
  queryOptions({
    queryKey: tournamentListKey(status ?? 'all'),
    queryFn: async (): Promise<Tournament[]> => {
      const path = status === null ? '/api/tournaments' : `/api/tournaments?status=${status}`;
      return tournamentListReplySchema.parse(await api.get(path, token())).tournaments;
    },
    staleTime: 0,
  });

const readDetail = async (id: string): Promise<TournamentDetail> =>
  tournamentDetailReplySchema.parse(await api.get(`/api/tournaments/${enc(id)}`, token()));

/** GET /api/tournaments/{id}: the tournament, its standings and games. */
export const tournamentQuery = (id: string) =>
  queryOptions({
    queryKey: [...tournamentKey(id), 'detail'],
    queryFn: () => readDetail(id),
    staleTime: 0,
  });

/**
 * The same detail, read once for a game's screen (its name and round do not change): its own key,
 * so the page's refreshes on every change of the event do not fetch it again for each game.
 */
export const tournamentGameQuery = (id: string, code: string) =>
  queryOptions({
    queryKey: [...TOURNAMENTS_KEY, 'game', id, code],
    queryFn: () => readDetail(id),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /api/tournaments/{id}/me: whether the account has joined, and its game now. */
export const tournamentMeQuery = (id: string, accountId: string) =>
  queryOptions({
    queryKey: [...tournamentKey(id), 'me', accountId],
    queryFn: async (): Promise<TournamentMe> =>
      tournamentMeReplySchema.parse(await api.get(`/api/tournaments/${enc(id)}/me`, token())),
    staleTime: 0,
  });

/** POST /api/tournaments: the tournament made. */
export async function createTournament(body: CreateTournamentBody): Promise<Tournament> {
  return tournamentReplySchema.parse(await api.post('/api/tournaments', body, { ...token(), attempts: 1 }))
    .tournament;
}

/** POST /api/tournaments/{id}/join, with the password of a private one. */
export async function joinTournament(id: string, password?: string): Promise<Tournament> {
  const body = password === undefined ? {} : { password };
  const reply = await api.post(`/api/tournaments/${enc(id)}/join`, body, { ...token(), attempts: 1 });
  return tournamentReplySchema.parse(reply).tournament;
}

/** POST /api/tournaments/{id}/withdraw. */
export async function withdrawTournament(id: string): Promise<Tournament> {
  const reply = await api.post(`/api/tournaments/${enc(id)}/withdraw`, {}, { ...token(), attempts: 1 });
  return tournamentReplySchema.parse(reply).tournament;
}
