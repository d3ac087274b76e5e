/** The table store on the database (SQLite or PostgreSQL): the write-ahead log of every table. */
import { CompiledQuery, type Insertable, type Kysely, type Selectable } from 'kysely';
import { UNFINISHED, writeTransaction, type OpenDatabase, type RunQuery } from './database';
import { QueryShapes } from './query-shapes';
import type { Database, TableActionsTable, TableChatTable, TableSeatsTable, TablesTable } from './schema';
import type { ActionRow, ChatLine, SeatedTable, SeatRow, StoredTable, TablePhase, TableRow, TableStore } from './types';
import { admit, WriteQueue, type Standing } from './write-queue';

/** Rows per multi-row INSERT (well under both databases' parameter limits). */
const ROWS_PER_INSERT = 200;
/** Table ids per `IN (...)` list. */
const IDS_PER_QUERY = 500;

/** SQLite: a number that changes whenever another connection (another process) commits. */
const DATA_VERSION = CompiledQuery.raw('pragma data_version') as CompiledQuery<{ data_version: number }>;

/** Each write is turned into database rows when it is queued: later changes by the room do not leak in. */
type Write =
  | { kind: 'table'; tableId: string; row: Omit<Insertable<TablesTable>, 'owner' | 'updated_at' | 'ended_at'> }
  | { kind: 'seats'; tableId: string; rows: Insertable<TableSeatsTable>[] }
  | { kind: 'action'; tableId: string; row: Insertable<TableActionsTable> }
  | { kind: 'chat'; tableId: string; row: Insertable<TableChatTable> }
  | { kind: 'finish'; tableId: string; phase: TablePhase; endedAt: number }
  | { kind: 'remove'; tableId: string };

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function tableToRow(row: TableRow): Extract<Write, { kind: 'table' }>['row'] {
  return {
    id: row.id,
    game: row.game,
    table_name: row.tableName,
    is_private: row.isPrivate ? 1 : 0,
    settings: JSON.stringify(row.settings),
    seed: row.seed,
    // Never undefined (which Kysely would leave out of the SQL): one shape of query per write.
    invite: row.invite ?? null,
    watch_invite: row.watchInvite ?? null,
    phase: row.phase,
    host_seat: row.hostSeat ?? null,
    clock: row.clock === null || row.clock === undefined ? null : JSON.stringify(row.clock),
    created_at: row.createdAt,
    started_at: row.startedAt ?? null,
  };
}

function rowToTable(row: Selectable<TablesTable>): TableRow {
  return {
    id: row.id,
    game: row.game,
    tableName: row.table_name,
    isPrivate: row.is_private === 1,
    settings: JSON.parse(row.settings),
    seed: row.seed,
    invite: row.invite,
    watchInvite: row.watch_invite,
    phase: row.phase as TablePhase,
    hostSeat: row.host_seat,
    clock: row.clock === null ? null : JSON.parse(row.clock),
    createdAt: row.created_at,
    startedAt: row.started_at,
  };
}

function rowToSeat(row: Selectable<TableSeatsTable>): SeatRow {
  return {
    seat: row.seat,
    name: row.name,
    isBot: row.is_bot === 1,
    botKind: row.bot_kind,
    reclaimHash: row.reclaim_hash,
    standIn: row.stand_in === 1,
    playerId: row.player_id,
  };
}

function rowToAction(row: Selectable<TableActionsTable>): ActionRow {
  return { seq: row.seq, seat: row.seat, action: JSON.parse(row.action), at: row.at };
}

function rowToChat(row: Selectable<TableChatTable>): ChatLine {
  return { seq: row.seq, at: row.at, seat: row.seat, name: row.name, text: row.text, spectatorsOnly: row.spectators_only === 1, step: row.step };
}

/** Tables with their seats and actions, in as few queries as the ids allow. */
export async function loadTables(db: Kysely<Database>, ids: string[]): Promise<StoredTable[]> {
  const stored: StoredTable[] = [];
  for (const part of chunks(ids, IDS_PER_QUERY)) {
    const tables = await db.selectFrom('tables').selectAll().where('id', 'in', part).orderBy('created_at').orderBy('id').execute();
    if (tables.length === 0) continue;
    const found = tables.map((table) => table.id);
    const seats = await db.selectFrom('table_seats').selectAll().where('table_id', 'in', found).orderBy('table_id').orderBy('seat').execute();
    const actions = await db.selectFrom('table_actions').selectAll().where('table_id', 'in', found).orderBy('table_id').orderBy('seq').execute();
    const chat = await db.selectFrom('table_chat').selectAll().where('table_id', 'in', found).orderBy('table_id').orderBy('seq').execute();
    const byId = new Map<string, StoredTable>();
    for (const table of tables) {
      const entry: StoredTable = { table: rowToTable(table), seats: [], actions: [], chat: [] };
      byId.set(table.id, entry);
      stored.push(entry);
    }
    for (const seat of seats) byId.get(seat.table_id)?.seats.push(rowToSeat(seat));
    for (const action of actions) byId.get(action.table_id)?.actions.push(rowToAction(action));
    for (const line of chat) byId.get(line.table_id)?.chat.push(rowToChat(line));
  }
  return stored;
}

/**
 * Brings `owned` to the open tables this process owns once a batch is written: those the batch
 * found its own or created are added, those it finished or removed taken out (no more writes are
 * expected for them; any that come read their owner again).
 */
function noteOwned(owned: Set<string>, standing: ReadonlyMap<string, Standing>, writes: readonly Write[]): void {
  for (const [id, stands] of standing) if (stands === 'mine') owned.add(id);
  for (const write of writes) {
    if (write.kind === 'finish' || write.kind === 'remove') owned.delete(write.tableId);
    else owned.add(write.tableId);
  }
}

export class DatabaseTableStore implements TableStore {
  private readonly queue = new WriteQueue<Write>((batch) => this.commit(batch));
  private readonly shapes = new QueryShapes();
  /**
   * SQLite: the open tables this process owned when its last batch committed, and the database's
   * `data_version` then. Only another process can take a table from this one (its adoption is a
   * commit on its own connection), and any commit on another connection changes `data_version`:
   * while it is unchanged, these tables are still this process's, and a batch reads the owners
   * of the others alone (the owners' read was a quarter of the time a commit spent in SQLite).
   */
  private owned = new Set<string>();
  private ownedAsOf: number | null = null;

  constructor(
    private readonly open: OpenDatabase,
    /** This process: the owner its writes are fenced by. */
    private readonly owner: string,
  ) {}

  saveTable(row: TableRow): void {
    this.queue.push({ kind: 'table', tableId: row.id, row: tableToRow(row) });
  }

  saveSeats(tableId: string, seats: SeatRow[]): void {
    const rows = seats.map((seat) => ({
      table_id: tableId,
      seat: seat.seat,
      name: seat.name,
      is_bot: seat.isBot ? 1 : 0,
      bot_kind: seat.botKind,
      reclaim_hash: seat.reclaimHash,
      stand_in: seat.standIn ? 1 : 0,
      player_id: seat.playerId ?? null,
    }));
    this.queue.push({ kind: 'seats', tableId, rows });
  }

  appendAction(tableId: string, row: ActionRow): void {
    this.queue.push({ kind: 'action', tableId, row: { table_id: tableId, seq: row.seq, seat: row.seat, action: JSON.stringify(row.action), at: row.at } });
  }

  appendChat(tableId: string, line: ChatLine): void {
    const row = { table_id: tableId, seq: line.seq, at: line.at, seat: line.seat, name: line.name, text: line.text, spectators_only: line.spectatorsOnly ? 1 : 0, step: line.step };
    this.queue.push({ kind: 'chat', tableId, row });
  }

  finish(tableId: string, phase: 'finished' | 'broken', endedAt: number): void {
    this.queue.push({ kind: 'finish', tableId, phase, endedAt });
  }

  remove(tableId: string): void {
    this.queue.push({ kind: 'remove', tableId });
  }

  flush(): Promise<void> {
    return this.queue.flush();
  }

  get pending(): boolean {
    return this.queue.pending;
  }

  async load(tableId: string): Promise<StoredTable | undefined> {
    return (await loadTables(this.open.db, [tableId]))[0];
  }

  async ownedUnfinished(owner: string): Promise<StoredTable[]> {
    const rows = await this.open.db.selectFrom('tables').select('id').where('owner', '=', owner).where('phase', 'in', UNFINISHED).execute();
    return loadTables(this.open.db, rows.map((row) => row.id));
  }

  async seatedUnfinished(playerId: string): Promise<SeatedTable[]> {
    const held = await this.open.db
      .selectFrom('table_seats')
      .innerJoin('tables', 'tables.id', 'table_seats.table_id')
      .select(['table_seats.table_id', 'table_seats.seat'])
      .where('table_seats.player_id', '=', playerId)
      .where('tables.phase', 'in', UNFINISHED)
      .execute();
    const seatOf = new Map(held.map((row) => [row.table_id, row.seat]));
    const stored = await loadTables(this.open.db, [...seatOf.keys()]);
    return stored.map(({ table, seats }) => ({ table, seats, seat: seatOf.get(table.id) ?? -1 }));
  }

  /** One transaction: lock the batch's tables, see who owns them, write what is ours. */
  private async commit(batch: Write[]): Promise<string[]> {
    const ids = [...new Set(batch.map((write) => write.tableId))];
    // Nothing is known of the owners from here until the transaction has committed.
    const knownAsOf = this.ownedAsOf;
    this.ownedAsOf = null;
    let committedAsOf: number | null = null;
    const fenced = await writeTransaction(this.open, async (trx, run) => {
      const standing = new Map<string, Standing>();
      // Read under the write lock: no other connection can commit until this transaction ends.
      const version = this.open.dialect === 'sqlite' ? ((await run(DATA_VERSION))[0]?.data_version ?? null) : null;
      if (version === null || version !== knownAsOf) this.owned.clear();
      for (const id of ids) if (this.owned.has(id)) standing.set(id, 'mine');
      const unknown = ids.filter((id) => !standing.has(id));
      for (const part of chunks(unknown, IDS_PER_QUERY)) {
        // FOR UPDATE (PostgreSQL): an adoption of these tables waits for this commit, and this
        // commit waits for an adoption in progress, then sees its new owner. SQLite's
        // BEGIN IMMEDIATE already holds the whole database.
        const owners = this.shapes.bind(`owners:${part.length}`, part, () =>
          trx
            .selectFrom('tables')
            .select(['id', 'owner'])
            .where('id', 'in', part)
            // Always in id order: two processes' flushes lock shared tables in the same order.
            .orderBy('id')
            .$if(this.open.dialect === 'postgres', (query) => query.forUpdate()),
        );
        for (const row of await run(owners)) standing.set(row.id, row.owner === this.owner ? 'mine' : 'other');
      }
      const { writes, fenced } = admit(batch, standing);
      await this.apply(trx, run, writes);
      if (version !== null) noteOwned(this.owned, standing, writes);
      committedAsOf = version;
      return fenced;
    });
    this.ownedAsOf = committedAsOf;
    return fenced;
  }

  private async apply(trx: Kysely<Database>, run: RunQuery, writes: Write[]): Promise<void> {
    const now = Date.now();
    for (let i = 0; i < writes.length; i++) {
      const write = writes[i];
      switch (write.kind) {
        case 'table': {
          const values = { ...write.row, owner: this.owner, updated_at: now };
          const inserted = { ...values, ended_at: null };
          const upsert = this.shapes.bind('table', [...Object.values(inserted), ...Object.values(values)], () =>
            trx
              .insertInto('tables')
              .values(inserted)
              .onConflict((conflict) => conflict.column('id').doUpdateSet(values)),
          );
          await run(upsert);
          break;
        }
        case 'seats':
          await trx.deleteFrom('table_seats').where('table_id', '=', write.tableId).execute();
          if (write.rows.length > 0) await trx.insertInto('table_seats').values(write.rows).execute();
          break;
        case 'action': {
          // Consecutive actions (of any tables) go in one multi-row INSERT.
          const rows = [write.row];
          while (i + 1 < writes.length && writes[i + 1].kind === 'action' && rows.length < ROWS_PER_INSERT) {
            rows.push((writes[++i] as Extract<Write, { kind: 'action' }>).row);
          }
          const parameters: unknown[] = [];
          for (const row of rows) parameters.push(row.table_id, row.seq, row.seat, row.action, row.at);
          await run(this.shapes.bind(`actions:${rows.length}`, parameters, () => trx.insertInto('table_actions').values(rows)));
          break;
        }
        case 'chat':
          await trx.insertInto('table_chat').values(write.row).onConflict((conflict) => conflict.columns(['table_id', 'seq']).doNothing()).execute();
          break;
        case 'finish':
          await trx.updateTable('tables').set({ phase: write.phase, ended_at: write.endedAt, updated_at: now }).where('id', '=', write.tableId).execute();
          break;
        case 'remove':
          await trx.deleteFrom('table_chat').where('table_id', '=', write.tableId).execute();
          await trx.deleteFrom('table_actions').where('table_id', '=', write.tableId).execute();
          await trx.deleteFrom('table_seats').where('table_id', '=', write.tableId).execute();
          await trx.deleteFrom('tables').where('id', '=', write.tableId).execute();
          break;
      }
    }
  }
}
