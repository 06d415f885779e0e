// Spectator chat and its moderation, over the room socket. The client's messages join the client
// union in ws.ts, the server's the server union. Chat messages are not game events: they carry no
// `v`, and the server sends them to the room's chat readers only (spectators live; players once
// their game is over). The players' own chat (game-chat.ts) joins the same lists: it shares the
// limits, the refusal codes and the server's handling.
import { z } from 'zod';
import { CHAT_MAX_LENGTH } from './constants.js';
import { gameChatClientMessageSchema, gameChatServerMessageSchema } from './game-chat.js';

/** The words masked in every message from the start; moderators add more for the whole site. */
export const CHAT_BANNED_WORDS = ['spam', 'cheat'] as const;
/** Messages of a room sent to a socket when it starts reading the chat. */
export const CHAT_HISTORY_LIMIT = 100;
/** Longest word a moderator may ban. */
export const CHAT_WORD_MAX_LENGTH = 40;

/** Texts of the chat's refusals (the first five are the spec's, word for word). */
export const CHAT_MESSAGES = {
  tooLong: `Message too long (max ${CHAT_MAX_LENGTH} characters)`,
  tooFast: 'Please wait before sending another message',
  optedOut: 'You have opted out of spectator chat',
  muted: 'You have been muted',
  notModerator: 'Only moderators can moderate chat',
  playersDuringGame: 'Players cannot use spectator chat during the game',
  messageNotFound: 'No such message in this room',
} as const;

/** Codes of the chat's refusals, one per reason: the client shows these in the chat, not as notices. */
export const CHAT_ERROR_CODES = [
  'chat_too_long',
  'chat_too_fast',
  'chat_opted_out',
  'chat_muted',
  'chat_not_moderator',
  'chat_closed',
  'chat_message_not_found',
  'chat_no_such_user',
  'chat_invalid',
  'chat_players_only',
] as const;
/** The code of a chat refusal. */
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

/** Whether an error's code is a chat refusal's. */
export const isChatErrorCode = (code: string): code is ChatErrorCode =>
  (CHAT_ERROR_CODES as readonly string[]).includes(code);

/** What a moderator may do. */
export const CHAT_MODERATION_ACTIONS = ['delete', 'mute', 'unmute', 'clear', 'ban_word'] as const;
/** What a moderator may do. */
export type ChatModerationAction = (typeof CHAT_MODERATION_ACTIONS)[number];

// Ids and times a client sends are accepted (older clients send them) and ignored: who speaks
// always comes from the token, and when from the server's clock.
const ignored = {
  spectatorId: z.string().max(64).optional(),
  timestamp: z.number().optional(),
};

/** A word a moderator bans: letters and digits, with inner apostrophes, hyphens or underscores. */
export const bannedWordSchema = z
  .string()
  .trim()
  .min(1)
  .max(CHAT_WORD_MAX_LENGTH)
  .regex(
    /^[\p{L}\p{N}](?:[\p{L}\p{N}'_-]*[\p{L}\p{N}])?$/u,
    'A banned word is one word of letters and digits',
  );

const moderationPayload = z
  .strictObject({
    action: z.enum(CHAT_MODERATION_ACTIONS, {
      error: `action must be one of ${CHAT_MODERATION_ACTIONS.join(', ')}`,
    }),
    messageId: z.string().min(1).max(64).optional(),
    username: z.string().trim().min(1).max(64).optional(),
    word: bannedWordSchema.optional(),
    ...ignored,
  })
  .superRefine((payload, context) => {
    const needs = (field: 'messageId' | 'username' | 'word'): void => {
      if (payload[field] === undefined)
        context.addIssue({ code: 'custom', path: [field], message: `Required for ${payload.action}` });
    };
    if (payload.action === 'delete') needs('messageId');
    if (payload.action === 'mute' || payload.action === 'unmute') needs('username');
    if (payload.action === 'ban_word') needs('word');
  });

/** Chat messages a client may send (members of the client union in ws.ts). */
export const chatClientMessageSchemas = [
  /** A message to the room's spectators; over 200 characters is refused by the server, not here. */
  z.strictObject({
    type: z.literal('spectator_chat'),
    payload: z.strictObject({ message: z.string(), ...ignored }),
  }),
  /** Opting in to the chat (the default) or out of it, for this socket. */
  z.strictObject({
    type: z.enum(['spectator_chat_joined', 'spectator_chat_left']),
    payload: z.strictObject(ignored).optional(),
  }),
  /** A moderator's action; `messageId` for delete, `username` for (un)mute, `word` for ban_word. */
  z.strictObject({ type: z.literal('moderate_chat_message'), payload: moderationPayload }),
  /** A player's message to the other player (game-chat.ts). */
  gameChatClientMessageSchema,
] as const;
/** A chat message a client may send. */
export type ChatClientMessage = z.infer<(typeof chatClientMessageSchemas)[number]>;

/** The types of the chat's client messages (a malformed one is refused as `chat_invalid`). */
export const CHAT_CLIENT_TYPES = [
  'spectator_chat',
  'spectator_chat_joined',
  'spectator_chat_left',
  'moderate_chat_message',
  'game_chat',
] as const satisfies readonly ChatClientMessage['type'][];
// A chat message type missing from the list above fails to compile here.
const everyChatClientType: [Exclude<ChatClientMessage['type'], (typeof CHAT_CLIENT_TYPES)[number]>] extends [
  never,
]
  ? true
  : false = true;
void everyChatClientType;

/** One chat message as spectators see it (`timestamp`: milliseconds since the epoch). */
export const spectatorChatPayloadSchema = z.object({
  message_id: z.string(),
  username: z.string(),
  message: z.string(),
  timestamp: z.number(),
  isModerator: z.boolean(),
});
/** One chat message as spectators see it. */
export type SpectatorChatPayload = z.infer<typeof spectatorChatPayloadSchema>;

/** A socket's standing in the chat, sent to it alone. */
export const spectatorModePayloadSchema = z.object({
  isModerator: z.boolean(),
  muted: z.boolean(),
  optedIn: z.boolean(),
});
/** A socket's standing in the chat. */
export type SpectatorModePayload = z.infer<typeof spectatorModePayloadSchema>;

/** A moderator's action as the room's chat readers hear of it; `by` is the moderator's name. */
export const chatModeratedPayloadSchema = z.object({
  action: z.enum(CHAT_MODERATION_ACTIONS),
  messageId: z.string().optional(),
  username: z.string().optional(),
  word: z.string().optional(),
  by: z.string(),
});
/** A moderator's action as the room's chat readers hear of it. */
export type ChatModeratedPayload = z.infer<typeof chatModeratedPayloadSchema>;

/** Chat messages the server sends (members of the server union in ws.ts). */
export const chatServerMessageSchemas = [
  z.object({ type: z.literal('spectator_chat'), payload: spectatorChatPayloadSchema }),
  /** Someone opted in to the chat or out of it. */
  z.object({
    type: z.enum(['spectator_chat_joined', 'spectator_chat_left']),
    payload: z.object({ spectatorId: z.string(), username: z.string(), timestamp: z.number() }),
  }),
  z.object({ type: z.literal('spectator_chat_moderated'), payload: chatModeratedPayloadSchema }),
  z.object({ type: z.literal('spectator_mode_changed'), payload: spectatorModePayloadSchema }),
  gameChatServerMessageSchema,
] as const;

/**
 * True for the messages only the room's chat readers get (`spectator_chat`,
 * `spectator_chat_joined`, `spectator_chat_left`, `spectator_chat_moderated`). One prefix test:
 * the hub asks it of every room event it delivers.
 */
export function isChatBroadcast(type: string): boolean {
  return type.startsWith('spectator_chat');
}
