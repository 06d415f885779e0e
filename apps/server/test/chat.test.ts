// Spectator chat over the room socket: spectators talk live, players only read it once their game is
// over; every limit with the spec's texts; banned words masked; the last 100 messages on joining.
// Moderation: chat-moderation.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@checkers/protocol';
import { nextError, pause, said, settled, texts, watcher } from './chat-fixtures.js';
import { startServer, type TestServer } from './harness.js';
import { openTable } from './players.js';
import { SocketClient } from './socket-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

const chat = (message: unknown) => ({ type: 'spectator_chat', payload: { message } });

describe('spectator chat', () => {
  it('reaches spectators live, never the players during the game; players read it after', async () => {
    const table = await openTable(server.url);
    const red = await SocketClient.open(server.url, table.code, table.red.token!);
    const black = await SocketClient.open(server.url, table.code, table.black.token!);
    const ann = await watcher(server.url, table.code);
    const bob = await watcher(server.url, table.code);
    expect(ann.socket.messages.find((m) => m.type === 'spectator_mode_changed')?.payload).toEqual({
      isModerator: false,
      muted: false,
      optedIn: true,
    });

    // Markup and quotes are text: stored and sent as they are (showing them is the client's job).
    const html = `<img src=x onerror="alert('hi')"> & <b>bold</b>`;
    ann.socket.send({
      type: 'spectator_chat',
      payload: { message: html, spectatorId: 'forged', timestamp: 1 },
    });
    const heard = await bob.socket.waitFor((m) => m.type === 'spectator_chat');
    expect(heard.payload).toEqual({
      message_id: expect.stringMatching(/^c_/),
      username: ann.name,
      message: html,
      timestamp: expect.any(Number),
      isModerator: false,
    });
    expect(heard.v).toBeUndefined();
    await ann.socket.waitFor((m) => m.type === 'spectator_chat');

    // A move after the chat reaches the players after it would have: they got no chat at all.
    await table.black.post('/api/move', { code: table.code, from: 'b6', to: 'a5' });
    await red.waitFor((m) => m.type === 'move');
    await black.waitFor((m) => m.type === 'move');
    for (const player of [red, black]) {
      expect(player.messages.some((m) => m.type.startsWith('spectator_chat'))).toBe(false);
      expect(player.messages.some((m) => m.type === 'spectator_mode_changed')).toBe(false);
    }
    // Nor may they write in it, or opt in.
    red.send(chat('psst, play c3'));
    expect(await nextError(red)).toEqual({ message: CHAT_MESSAGES.playersDuringGame, code: 'chat_closed' });
    red.send({ type: 'spectator_chat_joined' });
    expect(await nextError(red)).toEqual({ message: CHAT_MESSAGES.playersDuringGame, code: 'chat_closed' });

    // The game ends: the players get their standing and what was said.
    expect((await table.red.post('/api/resign', { code: table.code })).status).toBe(200);
    for (const player of [red, black]) {
      await player.waitFor((m) => m.type === 'game_over');
      await player.waitFor((m) => m.type === 'spectator_chat');
      expect(texts(player)).toEqual([html]);
    }
    // After the game a player may write too.
    red.send(chat('gg'));
    await bob.socket.waitFor((m) => m.type === 'spectator_chat' && m.payload.message === 'gg');
    await black.waitFor((m) => m.type === 'spectator_chat' && m.payload.message === 'gg');
    // A player coming back to the finished room gets the history.
    const again = await SocketClient.open(server.url, table.code, table.black.token!);
    await again.waitFor(() => said(again).length === 2);
    expect(texts(again)).toEqual([html, 'gg']);
    for (const socket of [red, black, again, ann.socket, bob.socket]) socket.close();
  });

  it('enforces its limits with the spec texts; bad input gets chat_invalid, the socket stays', async () => {
    const table = await openTable(server.url);
    const ann = await watcher(server.url, table.code);
    const bob = await watcher(server.url, table.code);

    ann.socket.send(chat('   \n\t '));
    await settled(ann.socket);
    expect(ann.socket.messages.some((m) => m.type === 'error' || m.type === 'spectator_chat')).toBe(false);

    ann.socket.send(chat('x'.repeat(201)));
    expect(await nextError(ann.socket)).toEqual({
      message: CHAT_MESSAGES.tooLong,
      code: 'chat_too_long',
    });
    ann.socket.send(chat(`  ${'😀'.repeat(200)}  `));
    await bob.socket.waitFor((m) => m.type === 'spectator_chat');
    ann.socket.send(chat('again'));
    expect(await nextError(ann.socket)).toEqual({ message: CHAT_MESSAGES.tooFast, code: 'chat_too_fast' });
    await pause(1000);
    ann.socket.send(chat('after a second'));
    await bob.socket.waitFor((m) => m.payload.message === 'after a second');

    // Opting out: announced, then no chat either way until opting in again (with the history).
    bob.socket.send({ type: 'spectator_chat_left', payload: { spectatorId: 'forged' } });
    await bob.socket.waitFor((m) => m.type === 'spectator_mode_changed' && m.payload.optedIn === false);
    const left = await ann.socket.waitFor((m) => m.type === 'spectator_chat_left');
    expect(left.payload).toEqual({ spectatorId: bob.id, username: bob.name, timestamp: expect.any(Number) });
    bob.socket.send(chat('hello?'));
    expect(await nextError(bob.socket)).toEqual({ message: CHAT_MESSAGES.optedOut, code: 'chat_opted_out' });
    await pause(1000);
    ann.socket.send(chat('while bob is away'));
    await ann.socket.waitFor((m) => m.payload.message === 'while bob is away');
    await settled(bob.socket);
    expect(texts(bob.socket)).toEqual(['😀'.repeat(200), 'after a second']);
    bob.socket.send({ type: 'spectator_chat_joined' });
    await ann.socket.waitFor((m) => m.type === 'spectator_chat_joined');
    await bob.socket.waitFor(() => said(bob.socket).length === 5);
    expect(texts(bob.socket).slice(2)).toEqual(['😀'.repeat(200), 'after a second', 'while bob is away']);

    ann.socket.send({ type: 'moderate_chat_message', payload: { action: 'clear' } });
    expect(await nextError(ann.socket)).toEqual({
      message: CHAT_MESSAGES.notModerator,
      code: 'chat_not_moderator',
    });

    const refusals: [unknown, string][] = [
      [
        { type: 'moderate_chat_message', payload: { action: 'nuke' } },
        'payload.action: action must be one of delete, mute, unmute, clear, ban_word',
      ],
      [
        { type: 'moderate_chat_message', payload: { action: 'delete' } },
        'payload.messageId: Required for delete',
      ],
      [{ type: 'moderate_chat_message', payload: { action: 'mute', username: 7 } }, 'payload.username'],
      [{ type: 'spectator_chat', payload: { message: ['x'] } }, 'payload.message'],
      [{ type: 'spectator_chat', payload: { text: 'x' } }, 'payload'],
    ];
    for (const [message, text] of refusals) {
      ann.socket.send(message);
      const error = await nextError(ann.socket);
      expect(error.code).toBe('chat_invalid');
      expect(String(error.message)).toContain(text);
    }
    await settled(ann.socket);
    ann.socket.close();
    bob.socket.close();
  });

  it('masks banned words whole, in any case and through punctuation, before sending and storing', async () => {
    const table = await openTable(server.url);
    const ann = await watcher(server.url, table.code);
    ann.socket.send(chat('SPAM is bad, (cheat)! spammers cheat.'));
    const heard = await ann.socket.waitFor((m) => m.type === 'spectator_chat');
    expect(heard.payload.message).toBe('**** is bad, (*****)! spammers *****.');
    const row = await server.app.services.storage.db
      .selectFrom('chat_messages')
      .select('message')
      .where('id', '=', String(heard.payload.message_id))
      .executeTakeFirstOrThrow();
    expect(row.message).toBe(heard.payload.message);
    ann.socket.close();
  });

  it('sends a joining spectator the last 100 messages not deleted, oldest first', async () => {
    const table = await openTable(server.url);
    const db = server.app.services.storage.db;
    const start = Date.now() - 200_000;
    const rows = Array.from({ length: 105 }, (_, i) => ({
      id: `c_seed${String(i).padStart(3, '0')}`,
      room_code: table.code,
      user_id: table.redId,
      username: 'Seeder',
      message: `message ${i}`,
      is_moderator: 0,
      created_at: new Date(start + i * 1000).toISOString(),
      deleted_at: i === 104 ? new Date().toISOString() : null,
      deleted_by: null,
    }));
    await db.insertInto('chat_messages').values(rows).execute();
    const ann = await watcher(server.url, table.code);
    await ann.socket.waitFor(() => said(ann.socket).length === 100);
    await settled(ann.socket);
    expect(texts(ann.socket)).toEqual(rows.slice(4, 104).map((row) => row.message));
    expect(said(ann.socket)[0]!.payload.timestamp).toBe(start + 4000);
    ann.socket.close();
  });
});
