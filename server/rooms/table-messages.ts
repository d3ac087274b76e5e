/**
 * Client messages: each is rate limited, validated with its zod schema, then handled; every
 * refusal is answered with an `error` {code, message} and changes nothing.
 */
import type { Client } from '@colyseus/core';
import type { z } from 'zod';
import type { RuleError } from '../../shared/core/result';
import { clientMessages, ERROR_CODES, type ClientMessageType, type ServerMessages } from '../../shared/protocol';
import { refusal } from './errors';
import { guarded, playAction, startGame } from './table-flow';
import type { TableRoom } from './table-room';
import { brokenNotice, sendLegal } from './table-sync';

type Payload<K extends ClientMessageType> = z.infer<(typeof clientMessages)[K]>;
type Handler<K extends ClientMessageType> = (room: TableRoom, client: Client, payload: Payload<K>) => RuleError | undefined;

export function sendError(client: Client, error: RuleError): void {
  const message: ServerMessages['error'] = { code: error.code, message: error.message };
  client.send('error', message);
}

/** Spends a token of the client's bucket; answers `rate-limited` when there is none. */
function withinRate(room: TableRoom, client: Client): boolean {
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

function on<K extends ClientMessageType>(room: TableRoom, type: K, handler: Handler<K>): void {
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
      if (refused) sendError(client, refused);
    } catch (error) {
      console.error(`"${type}" failed in room ${room.roomId}`, error);
      sendError(client, { code: ERROR_CODES.serverError, message: 'Something went wrong on the table; the move was not played.' });
    }
  });
}

function whileSeating(room: TableRoom): RuleError | undefined {
  if (room.phase === 'seating') return undefined;
  return refusal(ERROR_CODES.wrongPhase, room.phase === 'playing' ? 'The game has already started.' : 'The game is over.');
}

function hostOnly(room: TableRoom, client: Client): RuleError | undefined {
  return room.hostSession === client.sessionId ? undefined : refusal(ERROR_CODES.notHost, 'Only the host can do that.');
}

function noSuchSeat(room: TableRoom, seat: number): RuleError | undefined {
  return seat < room.seating.count ? undefined : refusal(ERROR_CODES.badMessage, `There is no seat ${seat + 1} at this table.`);
}

const sit: Handler<'sit'> = (room, client, { seat }) => {
  const refused = whileSeating(room) ?? (seat === undefined ? undefined : noSuchSeat(room, seat));
  if (refused) return refused;
  if (room.members.get(client.sessionId)?.watchOnly) {
    return refusal(ERROR_CODES.watchOnly, 'You came with a link to watch this table: you can watch, not play.');
  }
  const current = room.seating.seatOf(client.sessionId);
  const target = seat ?? (current ?? room.seating.firstFree());
  if (target === current) return undefined;
  if (target === -1) return refusal(ERROR_CODES.tableFull, 'Every seat is taken.');
  if (room.seating.slot(target).kind !== 'free') return refusal(ERROR_CODES.seatTaken, `Seat ${target + 1} is taken.`);
  const member = room.members.get(client.sessionId);
  if (!member) return refusal(ERROR_CODES.notSeated, 'You are not at this table.');
  if (current !== null) room.seating.free(current);
  room.seating.sitHuman(target, client.sessionId, member.name);
  room.seatsChanged();
  return undefined;
};

const stand: Handler<'stand'> = (room, client) => {
  const refused = whileSeating(room);
  if (refused) return refused;
  const current = room.seating.seatOf(client.sessionId);
  if (current === null) return refusal(ERROR_CODES.notSeated, 'You are not seated.');
  room.seating.free(current);
  room.seatsChanged();
  return undefined;
};

const bot: Handler<'bot'> = (room, client, { seat, on: wanted, kind }) => {
  const refused = hostOnly(room, client) ?? whileSeating(room) ?? noSuchSeat(room, seat);
  if (refused) return refused;
  const slot = room.seating.slot(seat);
  if (slot.kind === 'human') return refusal(ERROR_CODES.seatTaken, `${slot.name} sits in seat ${seat + 1}.`);
  if (wanted) {
    room.seating.sitBot(seat, kind ?? slot.botKind);
  } else if (slot.kind === 'bot') {
    room.seating.free(seat);
  } else {
    return refusal(ERROR_CODES.badMessage, `There is no bot in seat ${seat + 1}.`);
  }
  room.seatsChanged();
  return undefined;
};

const start: Handler<'start'> = (room, client) => {
  const refused = hostOnly(room, client) ?? whileSeating(room);
  if (refused) return refused;
  const free = room.seating.freeCount();
  if (free > 0) {
    return refusal(ERROR_CODES.notReady, `${free === 1 ? 'A seat is' : `${free} seats are`} still free: wait for players or put bots in.`);
  }
  return guarded(room, () => startGame(room)) ? undefined : brokenNotice(room);
};

const action: Handler<'action'> = (room, client, payload) => {
  if (room.broken) return brokenNotice(room);
  if (room.phase !== 'playing') {
    return refusal(ERROR_CODES.wrongPhase, room.phase === 'seating' ? 'The game has not started yet.' : 'The game is over.');
  }
  const seat = room.seating.seatOf(client.sessionId);
  if (seat === null) return refusal(ERROR_CODES.notSeated, 'Spectators cannot play.');
  if (!room.session?.toAct().includes(seat)) return refusal(ERROR_CODES.notYourTurn, 'It is not your turn.');
  const arrived = performance.now();
  const refused = playAction(room, seat, payload);
  if (!refused) room.timeNextPatch(arrived);
  return refused;
};

const legal: Handler<'legal'> = (room, client) => {
  if (room.seating.seatOf(client.sessionId) === null) {
    return refusal(ERROR_CODES.notSeated, 'Spectators have no actions to play.');
  }
  sendLegal(room, client, true, true);
  return undefined;
};

export function registerMessages(room: TableRoom): void {
  on(room, 'sit', sit);
  on(room, 'stand', stand);
  on(room, 'bot', bot);
  on(room, 'start', start);
  on(room, 'action', action);
  on(room, 'legal', legal);
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
