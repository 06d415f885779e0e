// The owners of what the retention sweep deletes, wired over their own tables (services.ts builds
// the sweep with them; the retention tests too).
import type { Kysely } from 'kysely';
import { tablesOf, type Database } from './database-schema.js';
import { AccountSweep, type AccountsDb } from './modules/accounts/index.js';
import { ChatSweep, type ChatDb } from './modules/chat/index.js';
import type { RatingService } from './modules/ratings/index.js';
import type { RetentionOwners } from './modules/retention/index.js';
import { RoomSweep, type RoomsDb } from './modules/rooms/index.js';
import { FriendStore, type SocialDb } from './modules/social/index.js';

/**
 * The owners of what the retention sweep deletes, each over its own tables. The social module and
 * the ratings keep a guest they name; the rooms and the chat say so too.
 */
export function retentionOwners(db: Kysely<Database>, ratings: RatingService): RetentionOwners {
  const rooms = new RoomSweep(tablesOf<RoomsDb>(db));
  const chat = new ChatSweep(tablesOf<ChatDb>(db));
  const friends = new FriendStore(tablesOf<SocialDb>(db));
  return {
    accounts: new AccountSweep(tablesOf<AccountsDb>(db)),
    rooms,
    forgetRoomChat: (codes) => chat.forgetRooms(codes),
    keepers: [
      (ids) => rooms.players(ids),
      (ids) => chat.keptUsers(ids),
      (ids) => friends.inFriendships(ids),
      (ids) => ratings.ratedUsers(ids),
    ],
  };
}
