// The seeks in the database (0013), shared by every node. Accepting one is one conditional
// statement (`open_owner` cleared only while it is set), so of any number of concurrent accepts on
// any nodes exactly one wins; a unique index keeps one open seek per owner.
import type { Kysely, Selectable } from 'kysely';
import type { PairingDb, SeeksTable } from './tables.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

/** A seek as stored. */
export type SeekRow = Selectable<SeeksTable>;
/** A seek with its owner's name. */
export type ListedSeek = SeekRow & { readonly owner_name: string };

/** The most seeks listed. */
const LIST_LIMIT = 50;

/** The rows an update or a delete touched. */
export const changed = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint } | undefined): number =>
  Number(result?.numUpdatedRows ?? result?.numDeletedRows ?? 0n);

/** Storage of the seeks. */
export class SeekStore {
  constructor(private readonly db: Kysely<PairingDb>) {}

  /**
   * Writes an open seek; false when the owner already has one (one it stopped polling for before
   * `since` is withdrawn first).
   */
  async insertSeek(
    row: Omit<SeekRow, 'open_owner' | 'accepted_by' | 'room_code' | 'accepted_at'>,
    since: string,
  ): Promise<boolean> {
    await this.db
      .deleteFrom('seeks')
      .where('open_owner', '=', row.user_id)
      .where('seen_at', '<', since)
      .execute();
    try {
      await this.db
        .insertInto('seeks')
        .values({ ...row, open_owner: row.user_id, accepted_by: null, room_code: null, accepted_at: null })
        .execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async seek(id: string): Promise<SeekRow | undefined> {
    return this.db.selectFrom('seeks').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The user's open seek, if any. */
  async openSeekOf(userId: string): Promise<SeekRow | undefined> {
    return this.db.selectFrom('seeks').selectAll().where('open_owner', '=', userId).executeTakeFirst();
  }

  private listed() {
    return this.db
      .selectFrom('seeks')
      .innerJoin('users', 'users.id', 'seeks.user_id')
      .selectAll('seeks')
      .select('users.display_name as owner_name');
  }

  /** A seek with its owner's name. */
  async listedSeek(id: string): Promise<ListedSeek | undefined> {
    return this.listed().where('seeks.id', '=', id).executeTakeFirst();
  }

  /** Open seeks whose owners were seen since `since`, newest first, with the owners' names. */
  async openSeeks(since: string): Promise<ListedSeek[]> {
    return this.listed()
      .where('seeks.open_owner', 'is not', null)
      .where('seeks.seen_at', '>=', since)
      .orderBy('seeks.created_at', 'desc')
      .orderBy('seeks.id')
      .limit(LIST_LIMIT)
      .execute();
  }

  /**
   * Takes an open seek whose owner was seen since `since` for `acceptor`: true for exactly one of
   * any number of concurrent accepts.
   */
  async takeSeek(id: string, acceptor: string, since: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('seeks')
      .set({ open_owner: null, accepted_by: acceptor, accepted_at: now })
      .where('id', '=', id)
      .where('open_owner', 'is not', null)
      .where('user_id', '!=', acceptor)
      .where('seen_at', '>=', since)
      .executeTakeFirst();
    return changed(result) === 1;
  }

  async setSeekRoom(id: string, roomCode: string): Promise<void> {
    await this.db.updateTable('seeks').set({ room_code: roomCode }).where('id', '=', id).execute();
  }

  /** Opens again a seek whose game could not be made (best effort: the owner may have another now). */
  async reopenSeek(row: SeekRow): Promise<void> {
    try {
      await this.db
        .updateTable('seeks')
        .set({ open_owner: row.user_id, accepted_by: null, accepted_at: null })
        .where('id', '=', row.id)
        .execute();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /** Withdraws an open seek (of `owner`, when given); true when one went. */
  async removeOpenSeek(id: string, owner?: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('seeks')
      .where('id', '=', id)
      .where('open_owner', 'is not', null)
      .$if(owner !== undefined, (q) => q.where('user_id', '=', owner!))
      .executeTakeFirst();
    return changed(result) > 0;
  }

  /** Withdraws the users' open seeks. */
  async removeOpenSeeksOf(userIds: readonly string[]): Promise<void> {
    await this.db.deleteFrom('seeks').where('open_owner', 'in', userIds).execute();
  }
}
