// The VAPID key pair that signs every push (RFC 8292). Push services tie a subscription to the public
// key the browser subscribed with, so the pair must never change under existing subscriptions and
// every node must sign with the same one:
// - VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, when set, win (checked at start);
// - on SQLite (one node, one data directory) a pair generated once is kept in
//   `<DATA_DIR>/vapid-keys.json`, created exclusively with mode 0600 and read back by later starts;
// - on PostgreSQL (several nodes share one database, not one data directory) the pair lives in the
//   `push_vapid_keys` row: each starting node offers a fresh pair with `on conflict do nothing` and
//   reads back whichever pair won, so every node signs with the first one ever stored.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { PushDb } from './tables.js';

/** A VAPID key pair, both base64url (the public key an uncompressed P-256 point). */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/** Where the keys come from. */
export interface VapidSource {
  readonly configured: { readonly publicKey?: string; readonly privateKey?: string };
  readonly subject: string;
  readonly dialect: 'sqlite' | 'postgres';
  readonly dataDir: string;
  readonly db: Kysely<PushDb>;
}

export const VAPID_FILE = 'vapid-keys.json';

/** Throws unless the pair and subject are usable (web-push checks lengths and the subject). */
function checked(keys: VapidKeys, subject: string, where: string): VapidKeys {
  try {
    webpush.getVapidHeaders('https://push.example', subject, keys.publicKey, keys.privateKey, 'aes128gcm');
  } catch (error) {
    throw new Error(`VAPID keys from ${where} are unusable: ${(error as Error).message}`);
  }
  return keys;
}

function fromFile(dataDir: string): VapidKeys {
  const file = join(dataDir, VAPID_FILE);
  try {
    const fresh = webpush.generateVAPIDKeys();
    // `wx`: only if absent, so two starts racing keep one pair.
    writeFileSync(file, JSON.stringify(fresh), { mode: 0o600, flag: 'wx' });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  return { publicKey: String(stored.publicKey ?? ''), privateKey: String(stored.privateKey ?? '') };
}

async function fromDatabase(db: Kysely<PushDb>): Promise<VapidKeys> {
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insertInto('push_vapid_keys')
    .values({
      id: 'default',
      public_key: fresh.publicKey,
      private_key: fresh.privateKey,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const row = await db
    .selectFrom('push_vapid_keys')
    .select(['public_key', 'private_key'])
    .where('id', '=', 'default')
    .executeTakeFirstOrThrow();
  return { publicKey: row.public_key, privateKey: row.private_key };
}

/** The node's VAPID keys: configured, else the stored pair (made on first start). */
export async function loadVapidKeys(source: VapidSource): Promise<VapidKeys> {
  const { publicKey, privateKey } = source.configured;
  if (publicKey !== undefined && privateKey !== undefined)
    return checked({ publicKey, privateKey }, source.subject, 'VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY');
  if (source.dialect === 'postgres')
    return checked(await fromDatabase(source.db), source.subject, 'the push_vapid_keys table');
  return checked(fromFile(source.dataDir), source.subject, join(source.dataDir, VAPID_FILE));
}
