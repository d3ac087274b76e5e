/**
 * Client messages: each is rate limited, validated with its zod schema, then handled; every
 * refusal is answered with an `error` {code, message} and changes nothing.
 */
import type { Client } from '@colyseus/core';
import type { z } from 'zod';
import type { RuleError } from '../../shared/core/result';
import { clientMessages, ERROR_CODES, type ClientMessageType, type ServerMessages } from '../../shared/protocol';
import { refusal } from '../table/refusal';
import type { TableContext } from './table-context';
import { say } from './table-chat';
import { sendLegal } from './table-sync';

/** The room as its messages see it: the table's context, plus what runs after each command. */
export interface MessageContext extends TableContext {
  onMessage(type: string, handler: (client: Client, payload: unknown) => void): unknown;
  /** Takes the table's events and acts on them (table-outbox.ts). */
  afterCommand(): void;
  /** Measures a player's action from `arrived` until the patch that carries it has left. */
  timeNextPatch(arrived: number): void;
}

type Payload<K extends ClientMessageType> = z.infer<(typeof clientMessages)[K]>;
type Handler<K extends ClientMessageType> = (room: MessageContext, client: Client, payload: Payload<K>) => RuleError | undefined;

export function sendError(client: Client, error: RuleError): void {
  const message: ServerMessages['error'] = { code: error.code, message: error.message };
  client.send('error', message);
}

/** Spends a token of the client's bucket; answers `rate-limited` when there is none. */
function withinRate(room: MessageContext, client: Client): boolean {
  const member = room.members.get(client.sessionId);
  if (!member) return false;
  if (member.bucket.take(Date.now())) return true;
  sendError(client, refusal(ERROR_CODES.rateLimited, 'Too many messages: slow down.'));
  return false;
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'bad shape';
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

function on<K extends ClientMessageType>(room: MessageContext, type: K, handler: Handler<K>): void {
  const schema = clientMessages[type];
  // Validation happens here rather than in onMessage(type, schema, …): Colyseus disconnects a
  // client whose message fails its schema, and a malformed message deserves an answer.
  room.onMessage(type, (client: Client, payload: unknown) => {
    if (!withinRate(room, client)) return;
    const parsed = schema.safeParse(payload ?? {});
    if (!parsed.success) {
      sendError(client, refusal(ERROR_CODES.badMessage, `The "${type}" message is malformed (${describe(parsed.error)}).`));
      return;
    }
    try {
      const refused = handler(room, client, parsed.data as Payload<K>);
      room.afterCommand();
      if (refused) sendError(client, refused);
    } catch (error) {
      console.error(`"${type}" failed in room ${room.roomId}`, error);
      sendError(client, { code: ERROR_CODES.serverError, message: 'Something went wrong on the table; the move was not played.' });
    }
  });
}

/** Table commands: the table decides; the room then acts on what happened (see table-outbox.ts). */
const sit: Handler<'sit'> = (room, client, { seat }) => room.table.sit(client.sessionId, seat);
const stand: Handler<'stand'> = (room, client) => room.table.stand(client.sessionId);
const bot: Handler<'bot'> = (room, client, { seat, on: wanted, kind }) => room.table.setBot(client.sessionId, seat, wanted, kind);
const start: Handler<'start'> = (room, client) => room.table.start(client.sessionId);

const action: Handler<'action'> = (room, client, payload) => {
  const arrived = performance.now();
  const refused = room.table.play(client.sessionId, payload);
  if (!refused) room.timeNextPatch(arrived);
  return refused;
};

const chat: Handler<'chat'> = (room, client, { text }) => say(room, client, text);

const legal: Handler<'legal'> = (room, client) => {
  if (room.table.seatOf(client.sessionId) === null) {
    return refusal(ERROR_CODES.notSeated, 'Spectators have no actions to play.');
  }
  sendLegal(room, client, true, true);
  return undefined;
};

export function registerMessages(room: MessageContext): void {
  on(room, 'sit', sit);
  on(room, 'stand', stand);
  on(room, 'bot', bot);
  on(room, 'start', start);
  on(room, 'action', action);
  on(room, 'legal', legal);
  on(room, 'chat', chat);
  room.onMessage('*', (client: Client, type: unknown) => {
    if (!withinRate(room, client)) return;
    sendError(client, refusal(ERROR_CODES.badMessage, unknownMessage(type)));
  });
}

const MESSAGE_TYPES = Object.keys(clientMessages).join(', ');

/** The type is whatever the frame carried (a string, a number, nothing): echo it only when it reads as a name. */
export function unknownMessage(type: unknown): string {
  const named = typeof type === 'string' && /^[\w-]{1,40}$/.test(type) ? `There is no "${type}" message. ` : 'That message has no type this table knows. ';
  return `${named}The messages are: ${MESSAGE_TYPES}.`;
}
