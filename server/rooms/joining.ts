/**
 * Who may come in, and as what: onAuth decides the role (creator, player, spectator, or a
 * player reclaiming their seat) and onJoin gives the seat. Refusals say what to do instead.
 */
import type { Client } from '@colyseus/core';
import { ERROR_CODES } from '../../shared/protocol';
import { joinRefused } from './errors';
import { parseJoinOptions } from './options';
import { reclaimSeat } from './reconnection';
import type { TableRoom } from './table-room';

export type JoinRole =
  | { role: 'player' }
  /** `watchOnly`: came in with a private table's watch secret, so may never take a seat. */
  | { role: 'spectator'; watchOnly: boolean }
  | { role: 'creator'; spectate: boolean }
  | { role: 'reclaim'; seat: number; secret: string };

const NO_SEAT = 'This table has no free seat. You can still watch it as a spectator.';

export function decideRole(room: TableRoom, raw: unknown, isCreator: boolean): JoinRole {
  const options = parseJoinOptions(raw);
  if (isCreator) return { role: 'creator', spectate: options.spectate === true };
  // The seat's secret is proof enough, even at a private table.
  if (options.reclaim) {
    const seat = room.seating.seatForReclaim(options.reclaim);
    if (seat === null) throw joinRefused(ERROR_CODES.badReclaim, 'That seat secret does not match a seat at this table.');
    if (room.seating.slot(seat).connected) throw joinRefused(ERROR_CODES.badReclaim, 'Your seat is already being played from another window.');
    return { role: 'reclaim', seat, secret: options.reclaim };
  }
  // Spectators of a private table need an invite too: what they see is not public. The watch
  // secret lets its holder watch, whatever they ask for, and never play.
  if (room.state.isPrivate) {
    if (options.invite !== undefined && options.invite === room.watchInvite) return { role: 'spectator', watchOnly: true };
    if (options.invite !== room.invite) {
      throw joinRefused(
        ERROR_CODES.badInvite,
        options.invite ? 'This invite link is not valid for this table.' : 'This table is private: you need its invite link.',
      );
    }
  }
  if (options.spectate) return { role: 'spectator', watchOnly: false };
  // A player asking to play at a full or started table is refused rather than quietly made a
  // spectator: the client can offer to watch instead.
  if (room.phase !== 'seating' || room.seating.isFull()) throw joinRefused(ERROR_CODES.tableFull, NO_SEAT);
  return { role: 'player' };
}

/** Seats the joining client as its role says; returns the name it plays under. */
export function admit(room: TableRoom, client: Client, raw: unknown, auth: JoinRole): string {
  const options = parseJoinOptions(raw);
  const others = [...room.members.values()].map((member) => member.name);
  const name = room.seating.uniqueName(options.name, others);
  switch (auth.role) {
    case 'player': {
      // Several players may have passed onAuth for the last seat; the first to arrive gets it.
      const seat = room.seating.firstFree();
      if (seat === -1 || room.phase !== 'seating') throw joinRefused(ERROR_CODES.tableFull, NO_SEAT);
      room.seating.sitHuman(seat, client.sessionId, name);
      return name;
    }
    case 'creator': {
      room.hostSession = client.sessionId;
      // The creator sits in the first free seat, or hosts as a spectator (an all-bot table).
      const seat = auth.spectate ? -1 : room.seating.firstFree();
      if (seat !== -1) room.seating.sitHuman(seat, client.sessionId, name);
      return name;
    }
    case 'reclaim':
      return reclaimSeat(room, client, auth.seat, auth.secret);
    case 'spectator':
      return name;
  }
}
