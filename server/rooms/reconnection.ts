/**
 * Players who go away keep their seat. A dropped connection is held for RECONNECT_SECONDS
 * (the SDK reconnects by itself, or with its token after a page reload); after that, or when
 * a player leaves a started game, a bot stands in for the seat until its player comes back
 * with the seat's secret (join option `reclaim`).
 */
import type { Client } from '@colyseus/core';
import { ERROR_CODES } from '../../shared/protocol';
import { joinRefused } from './errors';
import type { TableRoom } from './table-room';

/** onDrop: the seat waits for its player, shown as away. */
export function holdSeat(room: TableRoom, client: Client): void {
  // A client refused during onJoin never became a member: nothing to hold for it.
  if (!room.members.has(client.sessionId)) return;
  const seat = room.seating.seatOf(client.sessionId);
  if (seat !== null) room.seating.slot(seat).connected = false;
  // When the window closes without them, onLeave follows.
  room.allowReconnection(client, room.config.reconnectSeconds).catch(() => undefined);
}

/** onReconnect: same session, same seat; everything is sent again. */
export function restoreSeat(room: TableRoom, client: Client): void {
  const seat = room.seating.seatOf(client.sessionId);
  if (seat !== null) room.seating.slot(seat).connected = true;
  const member = room.members.get(client.sessionId);
  if (member) {
    member.lastLegal = '';
    member.lastWelcome = '';
  }
}

/** onLeave (for good): a seat is freed while seating; later a bot stands in. */
export function releaseSeat(room: TableRoom, client: Client): void {
  room.members.delete(client.sessionId);
  const seat = room.seating.seatOf(client.sessionId);
  if (seat !== null) {
    if (room.phase === 'seating') {
      room.seating.free(seat);
    } else {
      Object.assign(room.seating.slot(seat), { sessionId: null, connected: false, standIn: room.phase === 'playing' });
    }
  }
  if (room.hostSession === client.sessionId) room.hostSession = nextHost(room);
}

/** Who takes over as host: the first seated human still here. */
export function nextHost(room: TableRoom): string | null {
  const next = room.seating.slots.find((slot) => slot.kind === 'human' && slot.sessionId !== null && slot.connected);
  return next?.sessionId ?? null;
}

/**
 * A player presents their seat's secret: the stand-in steps back. (If their old connection
 * is still within its window, it will come back as a spectator.)
 */
export function reclaimSeat(room: TableRoom, client: Client, seat: number, secret: string): string {
  const slot = room.seating.slot(seat);
  if (slot.connected) throw joinRefused(ERROR_CODES.badReclaim, 'Your seat is already being played from another window.');
  // After a restart only the secret's hash was known: the secret presented is the seat's again.
  Object.assign(slot, { sessionId: client.sessionId, connected: true, standIn: false, reclaim: secret });
  if (room.hostSession === null && (room.awaitedHostSeat === seat || room.awaitedHostSeat === null)) {
    room.hostSession = client.sessionId;
    room.awaitedHostSeat = null;
  }
  room.botTurns.cancel(seat);
  return slot.name;
}
