// Moderators (accounts with the moderator role, granted as the operator's command does) delete
// messages, mute and unmute users, clear the chat and ban words for the whole site. Every room's
// chat readers hear of it, the muted learn their standing, and every action is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@checkers/protocol';
import { account, nextError, pause, said, settled, texts, watcher, type Member } from './chat-fixtures.js';
import { startServer, type TestServer } from './harness.js';
import { openTable } from './players.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

const grant = async (username: string): Promise<void> => {
  const granted = await server.app.services.accounts.setRole(username, 'moderator');
  expect(granted.ok).toBe(true);
};
const chat = (message: string) => ({ type: 'spectator_chat', payload: { message } });
const moderate = (payload: Record<string, unknown>) => ({ type: 'moderate_chat_message', payload });

async function say(member: Member, message: string, reader: Member): Promise<string> {
  member.socket.send(chat(message));
  const heard = await reader.socket.waitFor(
    (m) => m.type === 'spectator_chat' && m.payload.message === message,
  );
  return String(heard.payload.message_id);
}

const logOf = (room: string) =>
  server.app.services.storage.db
    .selectFrom('chat_moderation_log')
    .select(['action', 'moderator_id', 'message_id', 'target_user_id', 'username', 'word'])
    .where('room_code', '=', room)
    .orderBy('created_at')
    .execute();

describe('chat moderation', () => {
  it('deletes, mutes, unmutes and clears; everyone hears of it; the log keeps it all', async () => {
    const table = await openTable(server.url);
    const modAccount = await account(server.url, grant);
    const mod = await watcher(server.url, table.code, modAccount);
    expect(mod.socket.messages.find((m) => m.type === 'spectator_mode_changed')?.payload).toEqual({
      isModerator: true,
      muted: false,
      optedIn: true,
    });
    const ann = await watcher(server.url, table.code);
    const bob = await watcher(server.url, table.code);

    const first = await say(ann, 'first', bob);
    await say(bob, 'second', ann);
    mod.socket.send(moderate({ action: 'delete', messageId: first }));
    const deleted = await ann.socket.waitFor((m) => m.type === 'spectator_chat_moderated');
    expect(deleted.payload).toEqual({ action: 'delete', messageId: first, by: mod.name });
    await bob.socket.waitFor((m) => m.type === 'spectator_chat_moderated');
    mod.socket.send(moderate({ action: 'delete', messageId: first }));
    expect(await nextError(mod.socket)).toEqual({
      message: CHAT_MESSAGES.messageNotFound,
      code: 'chat_message_not_found',
    });
    // Kept for the audit, never sent again.
    const row = await server.app.services.storage.db
      .selectFrom('chat_messages')
      .select(['deleted_at', 'deleted_by', 'message'])
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ message: 'first', deleted_by: mod.id });
    expect(row.deleted_at).not.toBeNull();
    const late = await watcher(server.url, table.code);
    await late.socket.waitFor(() => said(late.socket).length === 1);
    await settled(late.socket);
    expect(texts(late.socket)).toEqual(['second']);

    // A mute by the name the chat shows, in any case.
    mod.socket.send(moderate({ action: 'mute', username: ann.name.toLowerCase() }));
    const muted = await ann.socket.waitFor(
      (m) => m.type === 'spectator_mode_changed' && m.payload.muted === true,
    );
    expect(muted.payload).toEqual({ isModerator: false, muted: true, optedIn: true });
    expect(
      (await bob.socket.waitFor((m) => m.type === 'spectator_chat_moderated' && m.payload.action === 'mute'))
        .payload,
    ).toEqual({ action: 'mute', username: ann.name.toLowerCase(), by: mod.name });
    await pause(1000);
    ann.socket.send(chat('let me talk'));
    expect(await nextError(ann.socket)).toEqual({ message: CHAT_MESSAGES.muted, code: 'chat_muted' });
    // Bob was not muted, and learnt nothing about his standing.
    expect(bob.socket.messages.filter((m) => m.type === 'spectator_mode_changed')).toHaveLength(1);
    mod.socket.send(moderate({ action: 'mute', username: 'Nobody Here' }));
    expect(await nextError(mod.socket)).toEqual({
      message: 'No one named Nobody Here in this room',
      code: 'chat_no_such_user',
    });

    mod.socket.send(moderate({ action: 'unmute', username: ann.name }));
    await ann.socket.waitFor((m) => m.type === 'spectator_mode_changed' && m.payload.muted === false);
    await pause(1000);
    await say(ann, 'thanks', bob);

    // A moderator's own messages say so.
    mod.socket.send(chat('be nice'));
    const fromMod = await ann.socket.waitFor(
      (m) => m.type === 'spectator_chat' && m.payload.message === 'be nice',
    );
    expect(fromMod.payload).toMatchObject({ username: mod.name, isModerator: true });

    mod.socket.send(moderate({ action: 'clear' }));
    const cleared = await bob.socket.waitFor(
      (m) => m.type === 'spectator_chat_moderated' && m.payload.action === 'clear',
    );
    expect(cleared.payload).toEqual({ action: 'clear', by: mod.name });
    const afterClear = await watcher(server.url, table.code);
    await settled(afterClear.socket);
    expect(said(afterClear.socket)).toEqual([]);

    const log = await logOf(table.code);
    expect(log).toEqual([
      {
        action: 'delete',
        moderator_id: mod.id,
        message_id: first,
        target_user_id: null,
        username: null,
        word: null,
      },
      {
        action: 'mute',
        moderator_id: mod.id,
        message_id: null,
        target_user_id: ann.id,
        username: ann.name.toLowerCase(),
        word: null,
      },
      {
        action: 'unmute',
        moderator_id: mod.id,
        message_id: null,
        target_user_id: ann.id,
        username: ann.name,
        word: null,
      },
      {
        action: 'clear',
        moderator_id: mod.id,
        message_id: null,
        target_user_id: null,
        username: null,
        word: null,
      },
    ]);
    for (const member of [mod, ann, bob, late, afterClear]) member.socket.close();
  });

  it('bans a word for every room; a revoked moderator can no longer moderate', async () => {
    const table = await openTable(server.url);
    const elsewhere = await openTable(server.url);
    const modAccount = await account(server.url, grant);
    const mod = await watcher(server.url, table.code, modAccount);
    const ann = await watcher(server.url, elsewhere.code);

    mod.socket.send(moderate({ action: 'ban_word', word: ' NoobZ ' }));
    const banned = await mod.socket.waitFor((m) => m.type === 'spectator_chat_moderated');
    expect(banned.payload).toEqual({ action: 'ban_word', word: 'noobz', by: mod.name });
    ann.socket.send(chat('what a NOOBZ. noobzilla'));
    const heard = await ann.socket.waitFor((m) => m.type === 'spectator_chat');
    expect(heard.payload.message).toBe('what a *****. noobzilla');
    mod.socket.send(moderate({ action: 'ban_word', word: 'two words' }));
    expect(await nextError(mod.socket)).toMatchObject({ code: 'chat_invalid' });
    const words = await server.app.services.storage.db.selectFrom('banned_words').selectAll().execute();
    expect(words).toEqual([{ word: 'noobz', added_by: mod.id, created_at: expect.any(String) }]);
    expect(await logOf(table.code)).toMatchObject([
      { action: 'ban_word', word: 'noobz', moderator_id: mod.id },
    ]);

    await server.app.services.accounts.setRole(modAccount.name, 'player');
    mod.socket.send(moderate({ action: 'clear' }));
    expect(await nextError(mod.socket)).toEqual({
      message: CHAT_MESSAGES.notModerator,
      code: 'chat_not_moderator',
    });
    mod.socket.close();
    ann.socket.close();
  });
});
