/**
 * What the room tells its clients: the synced state (seats, board, private parts), the lobby
 * listing, and the per-client messages `welcome`, `log` and `legal`.
 */
import { ClientState, getMessageBytes, Protocol, type Client } from '@colyseus/core';
import { $changes, $refId, StateView, type Schema } from '@colyseus/schema';
import type { Seat } from '../../shared/core/engine';
import { logLineFor, type LogEntry, type LogLine } from '../../shared/core/log';
import { sendChatHistory } from './table-chat';
import type { ServerMessages } from '../../shared/protocol';
import { SeatState } from '../sync';
import { setField, syncChildren, syncList } from '../sync/arrays';
import type { SeatSlot } from '../table/seating';
import type { SeatRatings } from './seat-ratings';
import type { TableContext, TableMetadata } from './table-context';

function writeSeat(target: SeatState, slot: SeatSlot, ratings: SeatRatings): void {
  setField(target, 'name', slot.name);
  setField(target, 'isBot', slot.kind === 'bot');
  setField(target, 'connected', slot.kind === 'bot' || slot.connected);
  setField(target, 'botStandIn', slot.standIn);
  setField(target, 'botKind', slot.kind === 'bot' ? slot.botKind : '');
  const { rating, provisional } = ratings.of(slot);
  setField(target, 'rating', rating);
  setField(target, 'provisional', provisional);
}

/** Seats, host and spectator count into the state; the listing into the lobby. */
export function syncSeats(room: TableContext): void {
  const { state, table } = room;
  const { seating } = table;
  syncChildren(state.seats, seating.slots, () => new SeatState(), (target, slot) => writeSeat(target, slot, room.seatRatings));
  // A restored table's awaited host seat shows only once its player is back.
  const hostSeat = table.hostId === null ? null : seating.seatOf(table.hostId);
  setField(state, 'host', hostSeat ?? -1);
  const spectators = room.clients.filter((client) => seating.seatOf(client.sessionId) === null).length;
  setField(state, 'spectators', spectators);

  const metadata: TableMetadata = {
    game: state.game,
    tableName: state.tableName,
    seats: seating.count,
    taken: seating.count - seating.freeCount(),
    free: seating.freeCount(),
    status: state.phase,
    autoStart: table.settings.create.autoStart === true && state.phase === 'seating',
    rated: state.rated,
    players: [...state.seats].flatMap((seat) => (seat.name === '' ? [] : [{ name: seat.name, rating: seat.rating, provisional: seat.provisional, isBot: seat.isBot }])),
  };
  const previous = room.metadata as TableMetadata | undefined;
  if (JSON.stringify(previous) !== JSON.stringify(metadata)) {
    room.setMetadata(metadata).catch((error: unknown) => console.error('table listing update failed', error));
  }
}

/**
 * Lists the table in the lobby (and offers it to quick play) only while it is public, a person
 * is at it and not every seat is a bot's: a table nobody is at leaves the lobby at once.
 */
export function syncListing(room: TableContext): void {
  const listed = !room.state.isPrivate && !room.table.botsOnly && room.clients.length > 0;
  // (Colyseus' "private" is what keeps a room out of the listing and of quick play; it does
  // nothing when unchanged.)
  room.setPrivate(!listed).catch((error: unknown) => console.error('table listing update failed', error));
}

/** The board from the views; per-seat secret parts only into their owner's StateView. */
export function syncBoard(room: TableContext): void {
  const session = room.table.session;
  if (!session) return;
  const sync = room.table.settings.entry.sync;
  sync.writePublic(room.state.board, session.view(null));
  if (!sync.writePrivate) return;
  for (let seat = 0; seat < session.players; seat++) {
    const refs = sync.writePrivate(room.state.board, seat, session.view(seat));
    const sessionId = room.table.seating.slot(seat).sessionId;
    const owner = sessionId === null ? undefined : room.clients.get(sessionId);
    if (owner && room.members.get(owner.sessionId)?.viewSeat === seat) showTo(room, owner, refs);
  }
}

function showTo(room: TableContext, client: Client, refs: Schema[]): void {
  const view = client.view;
  const member = room.members.get(client.sessionId);
  if (!view || !member) return;
  for (const ref of refs) {
    if (!view.has(ref)) view.add(ref);
    member.shown.add(ref);
  }
}

type Ref = Schema & { [$changes]?: { parent?: Schema; isFiltered: boolean }; [$refId]?: number };

/**
 * Takes secret parts out of a view, and their containers: removing a schema object from a view
 * withdraws its `.view()` fields from that client (e.g. the board's `mine` map), so the client
 * is left with exactly what a viewer who never held them has. The root stays.
 *
 * `resync`: the client is about to get the whole state and may decode it afresh (a reloaded
 * page), so it must not be sent the removal of objects only the view showed it (a decoder that
 * never had them reports an unknown reference); the removal of the `.view()` fields that held
 * them is enough, and also clears them from a decoder that kept them (the SDK reconnecting).
 */
function withdraw(view: StateView, shown: Iterable<Schema>, resync: boolean): void {
  const withdrawn: Ref[] = [];
  for (const ref of shown as Iterable<Ref>) {
    withdrawn.push(ref);
    for (let parent = ref[$changes]?.parent as Ref | undefined; parent && parent[$refId] !== 0; parent = parent[$changes]?.parent as Ref | undefined) {
      if (!withdrawn.includes(parent)) withdrawn.push(parent);
    }
  }
  for (const ref of withdrawn) if (view.has(ref)) view.remove(ref);
  if (!resync) return;
  for (const ref of withdrawn) {
    const refId = ref[$refId];
    if (ref[$changes]?.isFiltered && refId !== undefined) view.changes.delete(refId);
  }
}

/**
 * Makes the client's StateView hold exactly what its role may see, whenever the role changes
 * (a seat taken, left, or reclaimed from another window): the secret parts of a seat it no
 * longer holds are taken out (see withdraw; `resync`: the client is reconnecting), its new
 * seat's are added.
 */
export function fitViewToRole(room: TableContext, client: Client, resync = false): void {
  const member = room.members.get(client.sessionId);
  if (!member || !room.table.settings.entry.sync.writePrivate) return;
  const seat = room.table.seatOf(client.sessionId);
  if (client.view && member.viewSeat === seat) return;
  if (client.view) {
    withdraw(client.view, member.shown, resync);
  } else {
    client.view = new StateView();
  }
  member.shown.clear();
  member.viewSeat = seat;
  const sync = room.table.settings.entry.sync;
  if (seat === null || !room.table.session || !sync.writePrivate) return;
  showTo(room, client, sync.writePrivate(room.state.board, seat, room.table.session.view(seat)));
}

export function syncToAct(room: TableContext, seats: Seat[]): void {
  syncList(room.state.toAct, seats);
}

/**
 * Sends a message that follows a change of the state: it leaves right after the next patch,
 * so the client reads it against the state that carries the change. (A client still joining
 * gets it queued after its full state and welcome instead.)
 */
export function sendAfterPatch(client: Client, type: string, message: unknown): void {
  sendBytesAfterPatch(client, getMessageBytes.raw(Protocol.ROOM_DATA, type, message));
}

const AFTER_PATCH = { afterNextPatch: true };

/**
 * The same, for a message already encoded: a message that reads alike for several clients is
 * encoded once (the frame is a copy of its own, so every client may hold it until written).
 */
function sendBytesAfterPatch(client: Client, frame: Uint8Array): void {
  client.enqueueRaw(frame, client.state === ClientState.JOINED ? AFTER_PATCH : undefined);
}

function welcomeFor(room: TableContext, client: Client): ServerMessages['welcome'] {
  const { table } = room;
  const seat = table.seatOf(client.sessionId);
  const host = table.isHost(client.sessionId);
  const welcome: ServerMessages['welcome'] = { seat, spectator: seat === null, host };
  // The play secret only to those who may invite players; a spectator gets the watch secret.
  if (table.invite && (seat !== null || host)) welcome.invite = table.invite;
  if (table.watchInvite) welcome.watchInvite = table.watchInvite;
  if (seat !== null) welcome.reclaim = table.seating.slot(seat).reclaim;
  return welcome;
}

export function sendWelcome(room: TableContext, client: Client): void {
  const welcome = welcomeFor(room, client);
  const member = room.members.get(client.sessionId);
  if (member) member.lastWelcome = JSON.stringify(welcome);
  sendAfterPatch(client, 'welcome', welcome);
}

/** `welcome` again to every client whose seat or role changed. */
export function resendWelcomes(room: TableContext): void {
  for (const client of room.clients) {
    const member = room.members.get(client.sessionId);
    if (member && member.lastWelcome !== '' && member.lastWelcome !== JSON.stringify(welcomeFor(room, client))) {
      sendWelcome(room, client);
    }
  }
}

/**
 * The lines `viewer` may read. The client words them and puts the seats' names in (the names
 * are in the synced state), so the server sends each entry's data as the engine wrote it.
 */
function linesFor(entries: readonly LogEntry[], viewer: Seat | null): LogLine[] {
  return entries.map((entry) => logLineFor(entry, viewer));
}

/**
 * New log entries, each client reading its own version: entries without a secret read alike
 * for everyone, so their lines are built once and shared by every client's message.
 */
export function sendLog(room: TableContext, entries: LogEntry[]): void {
  if (entries.length === 0) return;
  if (entries.every((entry) => entry.secret === undefined)) {
    const message: ServerMessages['log'] = linesFor(entries, null);
    const frame = getMessageBytes.raw(Protocol.ROOM_DATA, 'log', message);
    for (const client of room.clients) sendBytesAfterPatch(client, frame);
    return;
  }
  for (const client of room.clients) {
    const message: ServerMessages['log'] = linesFor(entries, room.table.seatOf(client.sessionId));
    sendAfterPatch(client, 'log', message);
  }
}

export function sendFullLog(room: TableContext, client: Client): void {
  const entries = room.table.session?.log ?? [];
  const message: ServerMessages['history'] = linesFor(entries, room.table.seatOf(client.sessionId));
  client.send('history', message);
}

/**
 * The client's legal actions while its seat is awaited, when they changed (or always with
 * `force`). Seated only. Sent after the next patch, like everything that follows a change;
 * `now` answers a request.
 */
export function sendLegal(room: TableContext, client: Client, force: boolean, now = false): void {
  const { table } = room;
  const seat = table.seatOf(client.sessionId);
  const member = room.members.get(client.sessionId);
  if (seat === null || !member) return;
  const session = table.session;
  const awaited = session !== null && table.phase === 'playing' && !table.broken && session.toAct().includes(seat);
  if (!awaited && !force) {
    // A client clears its list itself when the state says it is not awaited (client/table/
    // session.ts), so an empty list would be bytes for nothing; the next list is sent in full.
    member.lastLegal = '';
    return;
  }
  const { actions, key } = awaited ? session.offeredWithKey(seat) : { actions: [], key: '[]' };
  if (!force && key === member.lastLegal) return;
  member.lastLegal = key;
  const message: ServerMessages['legal'] = { actions };
  if (now) client.send('legal', message);
  else sendAfterPatch(client, 'legal', message);
}

/** Everything a (re)joining client needs: who it is, the whole log, its legal actions. */
export function greet(room: TableContext, client: Client): void {
  sendWelcome(room, client);
  sendFullLog(room, client);
  sendChatHistory(room, client);
  sendLegal(room, client, true);
  if (room.table.broken) client.send('error', room.table.brokenNotice());
}

export function sendLegalToAll(room: TableContext): void {
  for (const client of room.clients) sendLegal(room, client, false);
}
