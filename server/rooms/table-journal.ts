/**
 * The table's write-ahead log in the database: its seed, settings and secrets when it opens,
 * its seats whenever they change, every accepted action, and how it ended. Writes are queued
 * without waiting (the room's hot path never awaits a query); the room flushes the queue before
 * any patch leaves (see TableRoom.requestPatch), so an action any client has seen is stored.
 *
 * A table is its seed, settings, seats and ordered actions: restoring it (restore.ts) is
 * replaying those through the engine, which is deterministic.
 *
 * A game that ended is stored as finished only once its match record is: until then its row
 * stays "playing", with every action, so that a process stopping in between leaves a table that
 * restoring brings back at its end and records then (see `finished` in table-outbox.ts).
 */
import type { ChatLine } from '../../shared/protocol';
import type { SeatRow, TableRow, TableStore } from '../store';
import type { Table } from '../table/table';

/** What the journal reads: the table, and the synced state's name, privacy and clock. */
export interface JournalSource {
  readonly table: Table;
  readonly state: { game: string; tableName: string; isPrivate: boolean; deadline: number };
}

type StoredPhase = TableRow['phase'];

export class TableJournal {
  /** The last rows written, to write a row again only when it changed. */
  private lastTable: TableRow | null = null;
  private lastSeats = '';
  /** The finished game's match record is stored. */
  private endRecorded = false;
  /** The room closed for good while its record was being written: the table goes once it is. */
  private removeWhenRecorded = false;

  constructor(
    private readonly store: TableStore,
    private readonly room: JournalSource,
  ) {}

  /** The table's own row (phase, host, clock…), when it changed. */
  table(): void {
    const row = this.tableRow();
    if (this.lastTable !== null && sameChangingPart(row, this.lastTable)) return;
    this.lastTable = row;
    this.store.saveTable(row);
  }

  /** The seats (names, bots, stand-ins, the hash of each seat's secret), when they changed. */
  seats(): void {
    const rows: SeatRow[] = this.room.table.seating.slots.map((slot, seat) => ({
      seat,
      name: slot.name,
      isBot: slot.kind === 'bot',
      botKind: slot.kind === 'free' ? null : slot.botKind,
      reclaimHash: slot.kind === 'human' && slot.reclaimHash !== '' ? slot.reclaimHash : null,
      standIn: slot.standIn,
      playerId: slot.kind === 'human' && slot.playerId !== '' ? slot.playerId : null,
    }));
    const key = JSON.stringify(rows);
    if (key === this.lastSeats) return;
    this.lastSeats = key;
    this.store.saveSeats(this.room.table.id, rows);
  }

  /** The action numbered `seq` (from 0, in the order played). */
  action(seq: number): void {
    const played = this.room.table.session?.actions[seq];
    if (!played) return;
    this.store.appendAction(this.room.table.id, { seq, seat: played.seat, action: played.action, at: Date.now() });
  }

  /** A chat line, stored with the table. */
  chat(line: ChatLine): void {
    this.store.appendChat(this.room.table.id, line);
  }

  /** The game's match record is stored: the table is stored as finished (or goes, if its room has closed). */
  recorded(): void {
    this.endRecorded = true;
    if (this.removeWhenRecorded) {
      this.store.remove(this.room.table.id);
      return;
    }
    this.table();
    this.store.finish(this.room.table.id, 'finished', Date.now());
  }

  /** The engine failed: the table is kept, as broken, with its log to be studied. */
  broken(): void {
    this.table();
    this.store.finish(this.room.table.id, 'broken', Date.now());
  }

  /**
   * A table that closed for good: one whose game never started or ended, which lives on as its
   * match record. One whose record is still being written goes once it is.
   */
  closed(): void {
    if (this.room.table.phase === 'over' && !this.endRecorded) {
      this.removeWhenRecorded = true;
      return;
    }
    this.store.remove(this.room.table.id);
  }

  /** Known once everything written so far is remembered (restored tables start from here). */
  markWritten(): void {
    this.lastTable = this.tableRow();
    this.seats();
  }

  private tableRow(): TableRow {
    const { table, state } = this.room;
    return {
      id: table.id,
      game: state.game,
      tableName: state.tableName,
      isPrivate: state.isPrivate,
      settings: table.settings.raw,
      seed: table.seed,
      invite: table.invite || null,
      watchInvite: table.watchInvite || null,
      phase: storedPhase(table, this.endRecorded),
      hostSeat: table.hostSeat(),
      clock: state.deadline > 0 ? { deadline: state.deadline } : null,
      createdAt: table.createdAtMs,
      startedAt: table.startedAt ? Date.parse(table.startedAt) : null,
    };
  }
}

/**
 * Whether what of a table's row may change after it opened is the same in both, to tell a
 * changed row from the last one written (asked after every action: the id, game, seed, settings
 * and creation time, which are fixed, are left out of the comparison).
 */
function sameChangingPart(row: TableRow, last: TableRow): boolean {
  return (
    row.tableName === last.tableName &&
    row.isPrivate === last.isPrivate &&
    row.invite === last.invite &&
    row.watchInvite === last.watchInvite &&
    row.phase === last.phase &&
    row.hostSeat === last.hostSeat &&
    deadlineOf(row) === deadlineOf(last) &&
    row.startedAt === last.startedAt
  );
}

/** The turn clock's deadline in a row this journal wrote (its clock is `{ deadline }` or null). */
function deadlineOf(row: TableRow): number {
  return (row.clock as { deadline: number } | null)?.deadline ?? 0;
}

function storedPhase(table: Table, endRecorded: boolean): StoredPhase {
  if (table.broken) return 'broken';
  if (table.phase === 'over') return endRecorded ? 'finished' : 'playing';
  return table.phase;
}
