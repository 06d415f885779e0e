// Chat between the two players of a game, over the room socket, apart from the spectators' chat.
// Only the two seated players send it and only their sockets receive it: spectators never see it,
// during the game or after. It keeps the spectator chat's rules (length, pause, banned words,
// mutes); a refusal is an `error` whose `replyTo` is `game_chat`, so a client can show it beside
// the right chat.
import { z } from 'zod';
import { colorSchema } from './game.js';

/** The type of the players' chat messages, both ways. */
export const GAME_CHAT_TYPE = 'game_chat';

/** Texts of the refusals only the players' chat has (the others are the spectator chat's). */
export const GAME_CHAT_MESSAGES = {
  playersOnly: 'Only the two players can use the game chat',
} as const;

/** A message to the opponent; over 200 characters is refused by the server, not here. */
export const gameChatClientMessageSchema = z.strictObject({
  type: z.literal(GAME_CHAT_TYPE),
  payload: z.strictObject({ message: z.string() }),
});

/** One message of the players' chat (`timestamp`: milliseconds since the epoch; `color`: the author's seat). */
export const gameChatPayloadSchema = z.object({
  message_id: z.string(),
  username: z.string(),
  message: z.string(),
  timestamp: z.number(),
  color: colorSchema,
});
/** One message of the players' chat. */
export type GameChatPayload = z.infer<typeof gameChatPayloadSchema>;

/** The players' chat as the server sends it (a member of the server union in ws.ts). */
export const gameChatServerMessageSchema = z.object({
  type: z.literal(GAME_CHAT_TYPE),
  payload: gameChatPayloadSchema,
});

/** True for the messages only a room's players get. The hub asks it of every room event it delivers. */
export function isGameChat(type: string): boolean {
  return type === GAME_CHAT_TYPE;
}
