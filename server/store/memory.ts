/**
 * The stores in memory (STORE=memory: tests, and servers run without a disk). They keep the
 * database stores' contract, fencing included; stores sharing one `MemoryData` behave like
 * processes sharing one database.
 */
import type { ActionRow, LeaseStore, MatchRecord, MatchStore, MatchSummary, PlayerRow, PlayerStore, SeatedTable, SeatRow, StoredTable, TablePhase, TableRow, TableStore } from './types';
import type { RatingChange } from '../ratings/match';
import { MemoryRatingStore } from './memory-ratings';
import { admit, WriteQueue, type Standing } from './write-queue';

export class MemoryMatchStore implements MatchStore {
  private readonly records = new Map<string, MatchRecord>();

  constructor(private readonly ratings = new MemoryRatingStore()) {}

  async save(record: MatchRecord): Promise<RatingChange[]> {
    // A copy, so later changes by the caller cannot alter what was saved.
    this.records.set(record.id, structuredClone(record));
    return this.ratings.rate(record, Date.now());
  }

  async get(id: string): Promise<MatchRecord | undefined> {
    const record = this.records.get(id);
    return record ? structuredClone(record) : undefined;
  }

  async byPlayer(playerId: string, limit: number): Promise<MatchSummary[]> {
    return [...this.records.values()]
      .filter((record) => record.players.some((player) => player.playerId === playerId))
      .sort((a, b) => (a.endedAt === b.endedAt ? a.id.localeCompare(b.id) : a.endedAt < b.endedAt ? 1 : -1))
      .slice(0, limit)
      .map(({ options: _options, seed: _seed, seedHash: _seedHash, actions: _actions, ...summary }) => structuredClone(summary));
  }
}

export class MemoryPlayerStore implements PlayerStore {
  private readonly players = new Map<string, PlayerRow>();
  private readonly facts = new Map<string, string>();

  async create(row: PlayerRow): Promise<void> {
    if (this.players.has(row.id)) throw new Error(`player ${row.id} exists already`);
    this.players.set(row.id, { ...row });
  }

  async get(id: string): Promise<PlayerRow | undefined> {
    const row = this.players.get(id);
    return row && { ...row };
  }

  async getMany(ids: readonly string[]): Promise<PlayerRow[]> {
    return [...new Set(ids)].flatMap((id) => {
      const row = this.players.get(id);
      return row ? [{ ...row }] : [];
    });
  }

  async byUsername(username: string): Promise<PlayerRow | undefined> {
    const row = [...this.players.values()].find((player) => player.username === username);
    return row && { ...row };
  }

  async claim(id: string, username: string, passwordHash: string): Promise<boolean> {
    const row = this.players.get(id);
    if (!row || row.username !== null || (await this.byUsername(username))) return false;
    Object.assign(row, { username, passwordHash });
    return true;
  }

  async rename(id: string, displayName: string): Promise<void> {
    const row = this.players.get(id);
    if (row) row.displayName = displayName;
  }

  async seen(id: string, at: number): Promise<void> {
    const row = this.players.get(id);
    if (row) row.lastSeenAt = at;
  }

  async sharedFact(key: string, value: string): Promise<string> {
    if (!this.facts.has(key)) this.facts.set(key, value);
    return this.facts.get(key) as string;
  }
}

interface MemoryTable {
  stored: StoredTable;
  owner: string;
}

/** What a database would hold: the tables, the processes' leases and the players. */
export class MemoryData {
  readonly tables = new Map<string, MemoryTable>();
  readonly leases = new Map<string, number>();
  readonly players = new MemoryPlayerStore();

  /** A copy of what is stored, seats by seat and actions by seq. */
  copy(id: string): StoredTable | undefined {
    const entry = this.tables.get(id);
    return entry ? structuredClone(entry.stored) : undefined;
  }
}

const unfinished = (phase: TablePhase) => phase === 'seating' || phase === 'playing';

type Write =
  | { kind: 'table'; tableId: string; row: TableRow }
  | { kind: 'seats'; tableId: string; seats: SeatRow[] }
  | { kind: 'action'; tableId: string; row: ActionRow }
  | { kind: 'finish'; tableId: string; phase: TablePhase }
  | { kind: 'remove'; tableId: string };

export class MemoryTableStore implements TableStore {
  private readonly queue = new WriteQueue<Write>(async (batch) => this.commit(batch));

  constructor(
    private readonly data: MemoryData,
    private readonly owner: string,
  ) {}

  saveTable(row: TableRow): void {
    this.queue.push({ kind: 'table', tableId: row.id, row: structuredClone(row) });
  }

  saveSeats(tableId: string, seats: SeatRow[]): void {
    this.queue.push({ kind: 'seats', tableId, seats: structuredClone(seats) });
  }

  appendAction(tableId: string, row: ActionRow): void {
    this.queue.push({ kind: 'action', tableId, row: structuredClone(row) });
  }

  finish(tableId: string, phase: 'finished' | 'broken'): void {
    this.queue.push({ kind: 'finish', tableId, phase });
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
    return this.data.copy(tableId);
  }

  async ownedUnfinished(owner: string): Promise<StoredTable[]> {
    return [...this.data.tables.values()]
      .filter((entry) => entry.owner === owner && unfinished(entry.stored.table.phase))
      .map((entry) => structuredClone(entry.stored));
  }

  async seatedUnfinished(playerId: string): Promise<SeatedTable[]> {
    return [...this.data.tables.values()].flatMap(({ stored }) => {
      if (!unfinished(stored.table.phase)) return [];
      const held = stored.seats.find((seat) => seat.playerId === playerId);
      return held ? [{ table: structuredClone(stored.table), seats: structuredClone(stored.seats), seat: held.seat }] : [];
    });
  }

  /** Checked and applied as a whole, like a transaction: a duplicate seq changes nothing. */
  private commit(batch: Write[]): string[] {
    const standing = new Map<string, Standing>();
    for (const { tableId } of batch) {
      const entry = this.data.tables.get(tableId);
      if (entry) standing.set(tableId, entry.owner === this.owner ? 'mine' : 'other');
    }
    const { writes, fenced } = admit(batch, standing);
    // The batch's tables are staged as copies and put back only when every write succeeded.
    const staged = new Map<string, MemoryTable | undefined>();
    const stage = (id: string): MemoryTable | undefined => {
      if (!staged.has(id)) {
        const entry = this.data.tables.get(id);
        staged.set(id, entry && { owner: entry.owner, stored: { ...entry.stored, actions: [...entry.stored.actions] } });
      }
      return staged.get(id);
    };
    for (const write of writes) {
      const entry = stage(write.tableId);
      if (write.kind === 'table') {
        staged.set(write.tableId, { owner: this.owner, stored: { table: write.row, seats: entry?.stored.seats ?? [], actions: entry?.stored.actions ?? [] } });
      } else if (write.kind === 'remove') {
        staged.set(write.tableId, undefined);
      } else if (entry) {
        if (write.kind === 'seats') entry.stored.seats = [...write.seats].sort((a, b) => a.seat - b.seat);
        if (write.kind === 'finish') entry.stored.table = { ...entry.stored.table, phase: write.phase };
        if (write.kind === 'action') {
          const last = entry.stored.actions.at(-1);
          if (last && last.seq >= write.row.seq && entry.stored.actions.some((action) => action.seq === write.row.seq)) {
            throw new Error(`table ${write.tableId} already has an action with seq ${write.row.seq}`);
          }
          entry.stored.actions.push(write.row);
          if (last && last.seq > write.row.seq) entry.stored.actions.sort((a, b) => a.seq - b.seq);
        }
      }
    }
    for (const [id, entry] of staged) {
      if (entry) this.data.tables.set(id, entry);
      else this.data.tables.delete(id);
    }
    return fenced;
  }
}

export class MemoryLeaseStore implements LeaseStore {
  constructor(private readonly data: MemoryData) {}

  async renew(owner: string, now: number, leaseMs: number, first: boolean): Promise<boolean> {
    const until = this.data.leases.get(owner);
    if (!first && (until === undefined || until < now)) return false;
    this.data.leases.set(owner, now + leaseMs);
    return true;
  }

  async drop(owner: string): Promise<void> {
    this.data.leases.delete(owner);
  }

  async claimAll(owner: string): Promise<StoredTable[]> {
    return this.reown(owner, () => true);
  }

  async adoptExpired(owner: string, now: number): Promise<StoredTable[]> {
    const expired = (other: string) => other !== owner && !((this.data.leases.get(other) ?? -Infinity) >= now);
    const adopted = this.reown(owner, expired);
    for (const [other, until] of this.data.leases) if (until < now) this.data.leases.delete(other);
    return adopted;
  }

  private reown(owner: string, take: (current: string) => boolean): StoredTable[] {
    const taken: StoredTable[] = [];
    for (const entry of this.data.tables.values()) {
      if (!unfinished(entry.stored.table.phase) || !take(entry.owner)) continue;
      entry.owner = owner;
      taken.push(structuredClone(entry.stored));
    }
    return taken;
  }
}
