/**
 * What travels between client and server besides the synced state: the room name, the
 * create/join options, and every message with its payload. The zod schemas here are the
 * server's validation and the client's types, so both sides always agree.
 */
import { z } from 'zod';
import type { LogLine } from './core/log';
import { MAX_SEATS } from './core/registry';

export const ROOM_NAME = 'table';
export const LOBBY_ROOM_NAME = 'lobby';

/** The registered games (a table's game must also be one the server plays: see server/games.ts). */
export { GAME_IDS, MAX_SEATS, type GameId } from './core/registry';

/** A seat number at the largest table any game has. */
const seatNumber = z.number().int().min(0).max(MAX_SEATS - 1);

/**
 * Characters a name may not carry: control characters, invisible formatting (zero-width
 * spaces and joiners, bidirectional overrides and isolates that reorder what follows), line
 * and paragraph separators, private-use and unpaired surrogate code points. Each can make a
 * name look like another one, or garble the text around it in the log.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}]/u;
/** Bots are shown as `Anne (bot)`: a person may not dress up as one. */
const BOT_TAG = /\(\s*bot\s*\)/i;

/** Text a person types that others read (names): no hidden characters, compatibility forms folded. */
function visibleText(max: number, what: string) {
  return z
    .string()
    // A first, generous cap on what is folded at all (folding can shorten the text).
    .max(Math.max(200, max * 4), `${what} has at most ${max} characters.`)
    .transform((text) => text.normalize('NFKC').trim())
    .pipe(
      z
        .string()
        .max(max, `${what} has at most ${max} characters.`)
        .refine((text) => !HIDDEN_CHARACTERS.test(text), `${what} may not contain control or invisible characters.`),
    );
}

export const playerName = visibleText(24, 'A name')
  .pipe(z.string().min(1, 'Choose a name.'))
  .refine((name) => !BOT_TAG.test(name), 'Only bots are called "(bot)": choose another name.');

export const DAY_SECONDS = 24 * 60 * 60;
export const CORRESPONDENCE_MAX_DAYS = 7;

/**
 * A correspondence table (a turn clock of a day or more, "play over a week"): its players come
 * and go between moves. Nobody's seat is given to a stand-in bot when they leave (only the
 * clock plays a move for them, when it runs out), and the table stays open with nobody at it.
 */
export function isCorrespondence(turnSeconds: number | undefined): boolean {
  return (turnSeconds ?? 0) >= DAY_SECONDS;
}
/** A chat message: 1 to 300 visible characters, the same hygiene as names (no hidden characters). */
export const CHAT_MAX_CHARS = 300;
export const chatText = visibleText(CHAT_MAX_CHARS, 'A message').pipe(z.string().min(1, 'Write something first.'));

/**
 * Who reads what spectators write while the game is played: `everyone`, or only the other
 * `spectators` (so watchers, who may see more than a player, cannot whisper hints), players
 * reading it once the game is over. Before the start and after the end everyone reads everything.
 */
export const spectatorChat = z.enum(['everyone', 'spectators']);
export type SpectatorChat = z.infer<typeof spectatorChat>;
export const DEFAULT_SPECTATOR_CHAT: SpectatorChat = 'spectators';

export const botKind = z.enum(['random', 'heuristic', 'strong']);
export type BotKind = z.infer<typeof botKind>;

/** Options of `client.create('table', …)`; anything not listed here is refused. */
export const createOptions = z.object({
  /** A game id: the server's games decide which exist (tests add test-only ones). */
  game: z.string().min(1).max(40),
  /** Number of seats at the table. */
  seats: z.number().int().min(1).max(MAX_SEATS),
  /**
   * Seats to fill with bots from the start (the creator sits in the first free seat): a seat
   * number (the bot plays at `botKind`), or `{ seat, kind }` for a level of its own.
   */
  bots: z.array(z.union([seatNumber, z.object({ seat: seatNumber, kind: botKind }).strict()])).max(MAX_SEATS - 1).optional(),
  botKind: botKind.optional(),
  /** A private table is not listed and is joined only with its invite secret. */
  private: z.boolean().optional(),
  /** Game variants and modules; validated by the game's own options schema. */
  options: z.record(z.string(), z.unknown()).optional(),
  /** The creator's player name. */
  name: playerName,
  /**
   * Quick play: the table starts by itself as soon as every seat is taken. A quick-play table
   * takes nothing from its creator but the game, the number of seats and the name: strangers
   * sit down at it, so its settings are the server's defaults (see QUICK_PLAY_KEYS).
   */
  autoStart: z.boolean().optional(),
  /**
   * Seconds per decision; 0 or absent = no clock. On expiry a bot plays that move for the seat.
   * Up to an hour for a live table, or whole days (1 to 7) for a correspondence table.
   */
  turnSeconds: z
    .number()
    .int()
    .min(0)
    .max(CORRESPONDENCE_MAX_DAYS * DAY_SECONDS)
    .refine((seconds) => seconds <= 3600 || seconds % DAY_SECONDS === 0, 'A turn clock longer than an hour is in whole days.')
    .optional(),
  /** Table name shown in the lobby. */
  tableName: visibleText(40, 'A table name').optional(),
  /** The creator hosts without a seat (e.g. a table of bots to watch). */
  spectate: z.boolean().optional(),
  /** The match moves nobody's rating (docs/ratings.md); tables are rated unless this is set. */
  unrated: z.boolean().optional(),
  /** Whether players read the spectators' chat during the game (default: only spectators do). */
  spectatorChat: spectatorChat.optional(),
  // No seed: the server draws every table's seed itself (see the server's TABLE_SEED_PREFIX).
}).strict();
export type CreateOptions = z.input<typeof createOptions>;

/** The bot seats of create options, each with its own level when it has one. */
export function botSeats(bots: CreateOptions['bots']): { seat: number; kind?: BotKind }[] {
  return (bots ?? []).map((entry) => (typeof entry === 'number' ? { seat: entry } : entry));
}

/** The only options a quick-play (`autoStart`) table accepts. */
export const QUICK_PLAY_KEYS: readonly string[] = ['game', 'seats', 'name', 'autoStart'];

/** Options of `client.joinById(roomId, …)`. */
export const joinOptions = z.object({
  name: playerName,
  /** The invite secret of a private table: its play secret, or its watch secret (watch only). */
  invite: z.string().max(128).optional(),
  /** Watch without taking a seat. */
  spectate: z.boolean().optional(),
  /**
   * The seat secret from your `welcome`: takes your seat back from the bot that stands in
   * for you after you were away longer than the reconnection window.
   */
  reclaim: z.string().max(128).optional(),
});
export type JoinOptions = z.input<typeof joinOptions>;

/** `POST /api/invites`: what an invite link leads to, asked before joining. */
export const inviteQuery = z.object({ room: z.string().min(1).max(64), invite: z.string().min(1).max(128) }).strict();
export type InviteQuery = z.infer<typeof inviteQuery>;

/** The answer: which game, whose table, and whether the link is to play or only to watch. */
export interface InviteInfo {
  game: string;
  /** The game's title, e.g. "Port Royal". */
  title: string;
  tableName: string;
  /** The host's name ('' when the host has left). */
  host: string;
  watchOnly: boolean;
}

/** Messages from client to server, with their payloads. */
export const clientMessages = {
  /** Take a free seat (the first free one when `seat` is absent). Only while seating. */
  sit: z.object({ seat: seatNumber.optional() }).strict(),
  /** Leave your seat while seating (you stay as a spectator). */
  stand: z.object({}).strict(),
  /** Host only, while seating: put a bot in a free seat, or take one out. */
  bot: z.object({ seat: seatNumber, on: z.boolean(), kind: botKind.optional() }).strict(),
  /** Host only: start the game when every seat is taken. */
  start: z.object({}).strict(),
  /** Play an action; its shape is checked by the game's action schema. */
  action: z.object({ type: z.string().min(1).max(40) }).passthrough(),
  /** Ask for your legal actions; answered by a `legal` message. */
  legal: z.object({}).strict(),
  /** Say something at the table (players and spectators); rate limited apart from other messages. */
  chat: z.object({ text: chatText }).strict(),
} as const;

/** One chat message as its readers receive it. */
export interface ChatLine {
  /** 0, 1, 2… per table, in the order said. */
  seq: number;
  /** Epoch milliseconds. */
  at: number;
  /** The speaker's seat, or null for a spectator. */
  seat: number | null;
  name: string;
  text: string;
  /** Said by a spectator while only spectators read them (the table's `spectatorChat`). */
  spectatorsOnly: boolean;
  /** Actions played when it was said: a replay shows it from that step. */
  step: number;
}
export type ClientMessageType = keyof typeof clientMessages;

/** Messages from server to client. */
export interface ServerMessages {
  /** Sent on join: who you are at this table. */
  welcome: {
    seat: number | null;
    spectator: boolean;
    host: boolean;
    /**
     * A private table's play secret, for its seated players and its host (to invite players).
     * Never sent to a spectator.
     */
    invite?: string;
    /** A private table's watch secret, for everyone at it: it lets people watch, never play. */
    watchInvite?: string;
    /**
     * Your seat's secret (join option `reclaim`): presenting it takes the seat back from a bot
     * stand-in. Sent only to the seat's own player. `welcome` is sent again whenever your seat
     * or role changes.
     */
    reclaim?: string;
  };
  /** The answer to `legal`, and sent unasked to each seat that is to act. */
  legal: { actions: { type: string }[] };
  /**
   * New log lines for this viewer, oldest first: data (an entry kind and its arguments) that the
   * client words with the game's log words, or sentences (shared/core/log.ts); seats as `{sN}`.
   */
  log: LogLine[];
  /** The whole log from the start, as `log` lines: it replaces what the client had. */
  history: LogLine[];
  /** Every refused message is answered by one of these. */
  error: { code: string; message: string };
  /** At the end: the seed, so anyone can check it against the hash published at the start. */
  seed: { seed: string };
  /** Chat lines this client may read, oldest first; `replace` means the history from the start. */
  chat: { lines: ChatLine[]; replace?: boolean };
}

/** Error codes the room uses (games add their own codes for refused actions). */
export const ERROR_CODES = {
  badMessage: 'bad-message',
  notSeated: 'not-seated',
  notYourTurn: 'not-your-turn',
  notHost: 'not-host',
  wrongPhase: 'wrong-phase',
  seatTaken: 'seat-taken',
  tableFull: 'table-full',
  notReady: 'not-ready',
  rateLimited: 'rate-limited',
  unknownGame: 'unknown-game',
  badInvite: 'bad-invite',
  badOptions: 'bad-options',
  badReclaim: 'bad-reclaim',
  /** An action whose shape the game's action schema refuses. */
  badAction: 'bad-action',
  /** A fault of the server (a bug): the message changed nothing. */
  serverError: 'server-error',
  /** The game's engine failed at this table: it stopped, every other table plays on. */
  tableBroken: 'table-broken',
  /** A spectator who came in with a watch link asked for a seat. */
  watchOnly: 'watch-only',
  /** A per-address limit (tables, connections) was reached. */
  quota: 'quota',
} as const;

/**
 * The synced room state as a client decodes it (`room.state.toJSON()`). The server's schema
 * (server/sync) mirrors this; `board` mirrors the game's view type field for field, so for a
 * viewer `board` deep-equals `game.view(state, viewer)`.
 */
export interface TableStateJSON<Board = unknown> {
  game: string;
  tableName: string;
  phase: 'seating' | 'playing' | 'over';
  seats: SeatJSON[];
  /** Seats whose input is awaited now. */
  toAct: number[];
  /** The host's seat (the creator), -1 when the host left. */
  host: number;
  isPrivate: boolean;
  /** The finished match moves its players' ratings (the table was not created `unrated`). */
  rated: boolean;
  /** sha256 of the table seed, published at the start; the seed itself comes at the end. */
  seedHash: string;
  /** Revealed when the game is over, '' before. */
  seed: string;
  /** Epoch milliseconds when the current decision's clock runs out; 0 when there is no clock. */
  deadline: number;
  spectators: number;
  /** Filled when the game is over: score and place (1 = first) per seat. */
  scores: number[];
  places: number[];
  board: Board;
}

export interface SeatJSON {
  /** '' while the seat is free. */
  name: string;
  isBot: boolean;
  /** A human seat whose player is away is played by a bot until they return. */
  connected: boolean;
  /** True while a bot plays for an absent human. */
  botStandIn: boolean;
  /** A bot seat's level ('random', 'heuristic', 'strong'); '' for a person or a free seat. */
  botKind: string;
  /**
   * The seat's rating in this game, rounded (a bot's is its level's fixed one; a person's the
   * latest, updated when the match is rated); 0 for a free seat or a person not yet known.
   */
  rating: number;
  /** The rating is still uncertain (few rated matches): shown with a "?". */
  provisional: boolean;
}
