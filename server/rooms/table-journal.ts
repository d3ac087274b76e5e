/**
 * The table's write-ahead log in the database: its seed, settings and secrets when it opens,
 * its seats whenever they change, every accepted action, and how it ended. Writes are queued
 * without waiting (the room's hot path never awaits a query); the room flushes the queue before
 * any patch leaves (see TableRoom.requestPatch), so an action any client has seen is stored.
 *
 * A table is its seed, settings, seats and ordered actions: restoring it (restore.ts) is
 * replaying those through the engine, which is deterministic.
 */
import type { SeatRow, TableRow, TableStore } from '../store';
import type { TableRoom } from './table-room';

type StoredPhase = TableRow['phase'];

export class TableJournal {
  /** The last rows written, to write a row again only when it changed. */
  private lastTable = '';
  private lastSeats = '';

  constructor(
    private readonly store: TableStore,
    private readonly room: TableRoom,
  ) {}

  /** The table's own row (phase, host, clock…), when it changed. */
  table(): void {
    const row = this.tableRow();
    const key = JSON.stringify(row);
    if (key === this.lastTable) return;
    this.lastTable = key;
    this.store.saveTable(row);
  }

  /** The seats (names, bots, stand-ins, the hash of each seat's secret), when they changed. */
  seats(): void {
    const rows: SeatRow[] = this.room.seating.slots.map((slot, seat) => ({
      seat,
      name: slot.name,
      isBot: slot.kind === 'bot',
      botKind: slot.kind === 'free' ? null : slot.botKind,
      reclaimHash: slot.kind === 'human' && slot.reclaimHash !== '' ? slot.reclaimHash : null,
      standIn: slot.standIn,
    }));
    const key = JSON.stringify(rows);
    if (key === this.lastSeats) return;
    this.lastSeats = key;
    this.store.saveSeats(this.room.roomId, rows);
  }

  /** The action just applied (the session's last), numbered from 0 in the order played. */
  action(): void {
    const session = this.room.session;
    const played = session?.actions.at(-1);
    if (!session || !played) return;
    this.store.appendAction(this.room.roomId, { seq: session.actions.length - 1, seat: played.seat, action: played.action, at: Date.now() });
  }

  finished(phase: 'finished' | 'broken'): void {
    this.table();
    this.store.finish(this.room.roomId, phase, Date.now());
  }

  /** A table that closed before its game ended (nobody came, or everybody left for good). */
  closed(): void {
    this.store.remove(this.room.roomId);
  }

  /** Known once everything written so far is remembered (restored tables start from here). */
  markWritten(): void {
    this.lastTable = JSON.stringify(this.tableRow());
    this.seats();
  }

  private tableRow(): TableRow {
    const { room } = this;
    return {
      id: room.roomId,
      game: room.state.game,
      tableName: room.state.tableName,
      isPrivate: room.state.isPrivate,
      settings: room.settings.raw,
      seed: room.seed,
      invite: room.invite || null,
      watchInvite: room.watchInvite || null,
      phase: storedPhase(room),
      hostSeat: room.hostSeatNow(),
      clock: room.state.deadline > 0 ? { deadline: room.state.deadline } : null,
      createdAt: room.createdAtMs,
      startedAt: room.startedAt ? Date.parse(room.startedAt) : null,
    };
  }
}

function storedPhase(room: TableRoom): StoredPhase {
  if (room.broken) return 'broken';
  if (room.phase === 'over') return 'finished';
  return room.phase;
}
