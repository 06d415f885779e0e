// The unlocks that moves prove, gathered for a moment and inserted together. A new player's first
// moves each prove something (a first move, a first capture, a first king), and inserting each on
// its own was a commit apiece: at a thousand moves a second, new players cost more storage than the
// moves themselves. Gathered for `gatherMs`, they are one transaction of a few multi-row inserts
// (of four sizes, so the database sees a handful of statement shapes), and each caller still learns which of its unlocks it made (the rows the insert returned).
import { ACHIEVEMENT_BY_ID, type AchievementId, type ProgressData } from '@checkers/protocol';
import type { CompiledQuery, Kysely } from 'kysely';
import { rowTemplate } from '../../db/row-template.js';
import type { AchievementsDb, UserAchievementsTable } from './tables.js';

/**
 * How long an unlock waits for others to be inserted with it. A fifth of a second is not felt (the
 * unlock is shown after the move it crowns), and at a thousand moves a second of new players it
 * makes five commits a second where 20 ms made fifty, each a commit of its own beside the moves'.
 */
export const UNLOCK_GATHER_MS = 200;

/** The row counts an insert has: a batch is cut into inserts of 64 rows, the last one padded. */
const SHAPES = [1, 4, 16, 64] as const;

interface Asked {
  readonly userId: string;
  readonly ids: readonly AchievementId[];
  readonly at: string;
  readonly progress: ProgressData;
  readonly done: (fresh: AchievementId[]) => void;
  readonly fail: (error: unknown) => void;
}

const COLUMNS = [
  'user_id',
  'achievement_id',
  'category',
  'points',
  'unlocked_at',
  'progress_data',
] as const satisfies readonly (keyof UserAchievementsTable)[];

type Inserted = Pick<UserAchievementsTable, 'user_id' | 'achievement_id'>;

const keyOf = (userId: string, id: string): string => `${userId}\u0000${id}`;

/**
 * The inserts a batch of `count` rows is cut into, as [first row, rows, padded size]: 64 rows
 * each, the last padded (its last row repeated, which the conflict clause ignores) to the next of
 * SHAPES, so the database sees four statement shapes whatever the count.
 */
export function insertsOf(count: number): [number, number, number][] {
  const inserts: [number, number, number][] = [];
  for (let from = 0; from < count; from += 64) {
    const rows = Math.min(64, count - from);
    inserts.push([from, rows, SHAPES.find((size) => size >= rows)!]);
  }
  return inserts;
}

export class UnlockBatch {
  private asked: Asked[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The insert of each shape, built and compiled once (Kysely's building was most of its cost). */
  private readonly inserts = new Map<
    number,
    (rows: readonly UserAchievementsTable[]) => CompiledQuery<Inserted>
  >();

  constructor(
    private readonly db: Kysely<AchievementsDb>,
    private readonly gatherMs = UNLOCK_GATHER_MS,
  ) {}

  private insertOf(size: number): (rows: readonly UserAchievementsTable[]) => CompiledQuery<Inserted> {
    let insert = this.inserts.get(size);
    if (insert === undefined) {
      insert = rowTemplate(size, COLUMNS, (rows: UserAchievementsTable[]) =>
        this.db
          .insertInto('user_achievements')
          .values(rows)
          .onConflict((conflict) => conflict.columns(['user_id', 'achievement_id']).doNothing())
          .returning(['user_id', 'achievement_id']),
      );
      this.inserts.set(size, insert);
    }
    return insert;
  }

  /** Inserts the user's unlocks with others soon; resolves to those this call unlocked. */
  insert(
    userId: string,
    ids: readonly AchievementId[],
    at: string,
    progress: ProgressData,
  ): Promise<AchievementId[]> {
    return new Promise((done, fail) => {
      this.asked.push({ userId, ids, at, progress, done, fail });
      this.timer ??= setTimeout(() => void this.flush(), this.gatherMs);
    });
  }

  private async flush(): Promise<void> {
    const asked = this.asked;
    this.asked = [];
    this.timer = undefined;
    // The same unlock asked twice (two quick moves of one player) is one row: the first asker's.
    const owner = new Map<string, Asked>();
    const rows: UserAchievementsTable[] = [];
    for (const a of asked) {
      for (const id of a.ids) {
        const key = keyOf(a.userId, id);
        if (owner.has(key)) continue;
        owner.set(key, a);
        const definition = ACHIEVEMENT_BY_ID[id];
        rows.push({
          user_id: a.userId,
          achievement_id: id,
          category: definition.category,
          points: a.progress.self_reported === true ? 0 : definition.points,
          unlocked_at: a.at,
          progress_data: JSON.stringify(a.progress),
        });
      }
    }
    let fresh: Set<string>;
    try {
      fresh = await this.db.transaction().execute(async (trx) => {
        const made = new Set<string>();
        for (const [from, count, size] of insertsOf(rows.length)) {
          const values = rows.slice(from, from + count);
          while (values.length < size) values.push(values[count - 1]!);
          const { rows: inserted } = await trx.executeQuery(this.insertOf(size)(values));
          for (const row of inserted) made.add(keyOf(row.user_id, row.achievement_id));
        }
        return made;
      });
    } catch (error) {
      for (const a of asked) a.fail(error);
      return;
    }
    for (const a of asked) {
      a.done(a.ids.filter((id) => owner.get(keyOf(a.userId, id)) === a && fresh.has(keyOf(a.userId, id))));
    }
  }
}
