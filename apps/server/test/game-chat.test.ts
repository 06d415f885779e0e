// The players' own chat over the room socket: the two players talk during the game and after it,
// spectators never read it nor write in it, a reconnecting player gets it back; the spectator
// chat's limits with the spec's texts, banned words masked, mutes applied; refusals say they answer
// `game_chat`. Across nodes: multi-node/game-chat-across-nodes.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, GAME_CHAT_MESSAGES } from '@checkers/protocol';
import { account, guestName, nextError, pause, settled, watcher } from './chat-fixtures.js';
import { startServer, type TestServer } from './harness.js';
import { openTable } from './players.js';
import { SocketClient, type Received } from './socket-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

const gameChat = (message: unknown) => ({ type: 'game_chat', payload: { message } });
const heard = (socket: SocketClient): Received[] => socket.messages.filter((m) => m.type === 'game_chat');
const texts = (socket: SocketClient): string[] => heard(socket).map((m) => String(m.payload.message));
const refused = (message: string, code: string) => ({ message, code, replyTo: 'game_chat' });

/** Sends a message and waits until `reader` has it (as `shown`, once cleaned); returns its payload. */
async function say(from: SocketClient, message: string, reader: SocketClient, shown = message) {
  from.send(gameChat(message));
  return (await reader.waitFor((m) => m.type === 'game_chat' && m.payload.message === shown)).payload;
}

describe('game chat', () => {
  it('reaches the two players only, during the game and after; a returning player gets it back', async () => {
    const table = await openTable(server.url);
    const red = await SocketClient.open(server.url, table.code, table.red.token!);
    const black = await SocketClient.open(server.url, table.code, table.black.token!);
    const ann = await watcher(server.url, table.code);

    const hello = await say(red, 'good luck, have fun', black);
    expect(hello).toEqual({
      message_id: expect.stringMatching(/^c_/),
      username: guestName(table.redId),
      message: 'good luck, have fun',
      timestamp: expect.any(Number),
      color: 'red',
    });
    await red.waitFor((m) => m.type === 'game_chat');
    expect(heard(red)[0]!.v).toBeUndefined();
    const reply = await say(black, '<b>you too</b> & thanks', red);
    expect(reply).toMatchObject({ username: guestName(table.blackId), color: 'black' });

    // A spectator may not write in it, and the refusal says which chat it answers.
    ann.socket.send(gameChat('play c3!'));
    expect(await nextError(ann.socket)).toEqual(refused(GAME_CHAT_MESSAGES.playersOnly, 'chat_players_only'));
    // A move made after all of it reaches the spectator after the chat would have: it got none.
    await table.black.post('/api/move', { code: table.code, from: 'b6', to: 'a5' });
    await ann.socket.waitFor((m) => m.type === 'move');
    expect(heard(ann.socket)).toEqual([]);
    // Nor do the players' messages reach the spectators' chat.
    expect(ann.socket.messages.some((m) => m.type === 'spectator_chat')).toBe(false);

    // A reload: the player's new socket gets the conversation, oldest first, once.
    red.close();
    const again = await SocketClient.open(server.url, table.code, table.red.token!);
    await again.waitFor(() => heard(again).length === 2);
    await settled(again);
    expect(texts(again)).toEqual(['good luck, have fun', '<b>you too</b> & thanks']);
    expect(heard(again).map((m) => m.payload.color)).toEqual(['red', 'black']);

    // After the game the players still talk; spectators, late ones included, still read none of it.
    expect((await table.red.post('/api/resign', { code: table.code })).status).toBe(200);
    await black.waitFor((m) => m.type === 'game_over');
    await pause(1000);
    await say(black, 'gg', again);
    const late = await watcher(server.url, table.code);
    await settled(late.socket);
    for (const socket of [ann.socket, late.socket]) expect(heard(socket)).toEqual([]);
    // The players read the spectators' chat now; their own stays out of it.
    expect(black.messages.some((m) => m.type === 'spectator_chat')).toBe(false);

    const rows = await server.app.services.storage.db
      .selectFrom('chat_messages')
      .select(['message', 'channel', 'user_id'])
      .where('room_code', '=', table.code)
      .orderBy('created_at')
      .execute();
    expect(rows).toEqual([
      { message: 'good luck, have fun', channel: 'players', user_id: table.redId },
      { message: '<b>you too</b> & thanks', channel: 'players', user_id: table.blackId },
      { message: 'gg', channel: 'players', user_id: table.blackId },
    ]);
    for (const socket of [again, black, ann.socket, late.socket]) socket.close();
  });

  it("keeps the spectator chat's limits with its texts; bad input is refused, the socket stays", async () => {
    const table = await openTable(server.url);
    const red = await SocketClient.open(server.url, table.code, table.red.token!);
    const black = await SocketClient.open(server.url, table.code, table.black.token!);

    // Blank (after the invisible characters go) is ignored.
    red.send(gameChat('  \n\t\u200b\u202e '));
    await settled(red);
    expect(red.messages.some((m) => m.type === 'error' || m.type === 'game_chat')).toBe(false);

    red.send(gameChat('x'.repeat(201)));
    expect(await nextError(red)).toEqual(refused(CHAT_MESSAGES.tooLong, 'chat_too_long'));
    // 200 characters count as a person counts them (an emoji is one); bidi controls are dropped.
    await say(red, `  ${'😀'.repeat(199)}\u202e! `, black, `${'😀'.repeat(199)}!`);
    red.send(gameChat('again'));
    expect(await nextError(red)).toEqual(refused(CHAT_MESSAGES.tooFast, 'chat_too_fast'));
    await pause(1000);
    await say(red, 'after a second', black);
    expect(texts(black)).toEqual([`${'😀'.repeat(199)}!`, 'after a second']);

    const refusals: [unknown, string][] = [
      [{ type: 'game_chat', payload: { message: ['x'] } }, 'payload.message'],
      [{ type: 'game_chat', payload: { text: 'x' } }, 'payload'],
      [{ type: 'game_chat', payload: { message: 'x', color: 'black' } }, 'color'],
      [{ type: 'game_chat' }, 'payload'],
    ];
    for (const [message, text] of refusals) {
      black.send(message);
      const error = await nextError(black);
      expect(error).toMatchObject({ code: 'chat_invalid', replyTo: 'game_chat' });
      expect(String(error.message)).toContain(text);
    }
    black.send('{"type":"game_chat",');
    expect(await nextError(black)).toEqual({ message: 'Invalid message format', code: 'bad_request' });
    await settled(black);
    expect(black.closeCode).toBeUndefined();
    red.close();
    black.close();
  });

  it('masks banned words, those moderators add included; a player muted in the room is muted here', async () => {
    const table = await openTable(server.url);
    const red = await SocketClient.open(server.url, table.code, table.red.token!);
    const black = await SocketClient.open(server.url, table.code, table.black.token!);
    const grant = async (username: string): Promise<void> => {
      expect((await server.app.services.accounts.setRole(username, 'moderator')).ok).toBe(true);
    };
    const mod = await watcher(server.url, table.code, await account(server.url, grant));

    await say(red, 'no SPAM, no (cheat)! spammers', black, 'no ****, no (*****)! spammers');
    mod.socket.send({ type: 'moderate_chat_message', payload: { action: 'ban_word', word: 'blunderz' } });
    await mod.socket.waitFor((m) => m.type === 'spectator_chat_moderated');
    await pause(1000);
    const masked = await say(red, 'Blunderz everywhere', black, '******** everywhere');
    const row = await server.app.services.storage.db
      .selectFrom('chat_messages')
      .select('message')
      .where('id', '=', String(masked.message_id))
      .executeTakeFirstOrThrow();
    expect(row.message).toBe('******** everywhere');

    // Moderators do not read the players' chat: a delete of one of its messages finds nothing.
    expect(heard(mod.socket)).toEqual([]);
    mod.socket.send({
      type: 'moderate_chat_message',
      payload: { action: 'delete', messageId: String(masked.message_id) },
    });
    expect(await nextError(mod.socket)).toEqual({
      message: CHAT_MESSAGES.messageNotFound,
      code: 'chat_message_not_found',
    });

    // Red never wrote in the spectators' chat; a moderator still mutes them by the name on the board.
    mod.socket.send({
      type: 'moderate_chat_message',
      payload: { action: 'mute', username: guestName(table.redId).toLowerCase() },
    });
    await mod.socket.waitFor((m) => m.type === 'spectator_chat_moderated' && m.payload.action === 'mute');
    await pause(1000);
    red.send(gameChat('let me talk'));
    expect(await nextError(red)).toEqual(refused(CHAT_MESSAGES.muted, 'chat_muted'));
    // Black was not muted.
    await say(black, 'I can still talk', red);
    mod.socket.send({
      type: 'moderate_chat_message',
      payload: { action: 'unmute', username: guestName(table.redId) },
    });
    await mod.socket.waitFor((m) => m.type === 'spectator_chat_moderated' && m.payload.action === 'unmute');
    await pause(1000);
    await say(red, 'thanks', black);

    // A clear of the spectators' chat leaves the players' conversation alone.
    mod.socket.send({ type: 'moderate_chat_message', payload: { action: 'clear' } });
    await mod.socket.waitFor((m) => m.type === 'spectator_chat_moderated' && m.payload.action === 'clear');
    const back = await SocketClient.open(server.url, table.code, table.black.token!);
    await back.waitFor(() => heard(back).length === 4);
    for (const socket of [red, black, back, mod.socket]) socket.close();
  });
});
