/**
 * The chat on the wire: a `chat` message is checked (zod, in table-messages.ts), rate limited
 * on its own bucket, stored with the table and sent to the clients that may read it; a client
 * that joins or comes back gets the history it may read; at the end of the game the players
 * get the spectators' lines they could not read during it.
 */
import type { Client } from '@colyseus/core';
import type { RuleError } from '../../shared/core/result';
import { ERROR_CODES, playerName, type ChatLine, type ServerMessages } from '../../shared/protocol';
import { TableChat } from '../table/chat';
import { refusal } from '../table/refusal';
import type { TableContext } from './table-context';
import { sendAfterPatch } from './table-sync';

/** Chat lines a client may send: CHAT_RATE.burst at once, then one every 1 / perSecond seconds (5 per 10 s). */
export const CHAT_RATE = { perSecond: 0.5, burst: 5 };

function over(room: TableContext): boolean {
  return room.table.phase === 'over';
}

/** Says `text` for the client; a refusal when it speaks too often. */
export function say(room: TableContext, client: Client, text: string): RuleError | undefined {
  const member = room.members.get(client.sessionId);
  if (!member) return refusal(ERROR_CODES.notSeated, 'Join the table to talk.');
  if (!member.chatBucket.take(Date.now())) {
    return refusal(ERROR_CODES.rateLimited, `You are talking too fast: at most ${CHAT_RATE.burst} messages in ${CHAT_RATE.burst / CHAT_RATE.perSecond} seconds. Wait a moment.`);
  }
  const seat = room.table.seatOf(client.sessionId);
  const name = seat !== null ? room.table.seating.nameOf(seat) : member.name;
  const playing = room.table.phase === 'playing';
  const line = room.chat.say({ seat, name }, text, playing, room.table.session?.actions.length ?? 0, Date.now());
  room.journal.chat(line);
  // Sent after the patch, which leaves once the line is stored.
  for (const reader of room.clients) {
    if (!TableChat.readable(line, room.table.seatOf(reader.sessionId), over(room))) continue;
    const message: ServerMessages['chat'] = { lines: [line] };
    sendAfterPatch(reader, 'chat', message);
  }
  room.requestPatch();
  return undefined;
}

/** The whole history the client may read now (on join, on reconnect, at the end). */
export function sendChatHistory(room: TableContext, client: Client): void {
  const message: ServerMessages['chat'] = { lines: room.chat.historyFor(room.table.seatOf(client.sessionId), over(room)), replace: true };
  client.send('chat', message);
}

/** The game is over: players now read what the spectators said during it. */
export function revealSpectatorChat(room: TableContext): void {
  if (!room.chat.hidSome) return;
  for (const client of room.clients) {
    if (room.table.seatOf(client.sessionId) === null) continue;
    const message: ServerMessages['chat'] = { lines: room.chat.historyFor(room.table.seatOf(client.sessionId), true), replace: true };
    sendAfterPatch(client, 'chat', message);
  }
}

/** Every line, for the finished match (its replay shows each at its step). */
export function chatForMatch(room: TableContext): ChatLine[] {
  return room.chat.all();
}

/** The name a client joined with, as the protocol folds it (a spectator speaks under it). */
export function joinedName(raw: unknown): string {
  const parsed = playerName.safeParse((raw as { name?: unknown } | null)?.name);
  return parsed.success ? parsed.data : 'A spectator';
}
