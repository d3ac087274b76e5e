/**
 * Match records: a finished table as it can be replayed. The seed and the ordered actions ARE
 * the game (the engines are deterministic), so a replay is `setup(players, seed, options)`
 * followed by `apply` of each action.
 */
import type { RatingChange } from '../ratings/match';
import type { PlayerRating } from '../ratings/types';
import type { ChatLine } from '../../shared/protocol';

export type { ChatLine };

export interface MatchPlayer {
  name: string;
  isBot: boolean;
  /** True when a bot finished the game for a human who left. */
  botStandIn: boolean;
  /** A bot seat's level ('random', 'heuristic', 'strong'); absent for a person. */
  botKind?: string;
  /**
   * The identity (server/identity) of the human at this seat when the match ended, also when a
   * bot finished the game for them; absent for bots.
   */
  playerId?: string;
}

export interface MatchRecord {
  /** The room id of the table. */
  id: string;
  game: string;
  tableName: string;
  /** The game's options after parsing (defaults filled in). */
  options: unknown;
  seed: string;
  seedHash: string;
  players: MatchPlayer[];
  actions: { seat: number; action: { type: string } }[];
  scores: number[];
  /** Place per seat, 1 = first; tied seats share a place. */
  places: number[];
  startedAt: string;
  endedAt: string;
  /** The table was rated (its `unrated` setting off): the match moves its players' ratings. */
  rated?: boolean;
  /** The table's chat, each line with the step it was said at (none before chat was kept). */
  chat?: ChatLine[];
}

/** A finished match as a player's page lists it: everything but what a replay needs. */
export type MatchSummary = Omit<MatchRecord, 'options' | 'seed' | 'seedHash' | 'actions'>;

/**
 * Where finished matches are kept: a `matches` table keyed by id (the actions as one JSON
 * column: only ever read whole, for a replay) and `match_players`, the seats known players
 * held, for a player's history.
 */
export interface MatchStore {
  /**
   * Saves the record (again: it replaces one with its id) and, in the same transaction, rates
   * the match (server/ratings): the rating changes it made, none when it is not rated or was
   * rated already.
   */
  save(record: MatchRecord): Promise<RatingChange[]>;
  /** The record, or undefined when there is none with this id. */
  get(id: string): Promise<MatchRecord | undefined>;
  /** The player's finished matches, the latest first, at most `limit`. */
  byPlayer(playerId: string, limit: number): Promise<MatchSummary[]>;
}

/** Players' ratings per game, as the rated matches (MatchStore.save) left them. */
export interface RatingStore {
  /** The game's rated players, best first, at most `limit`. */
  leaderboard(game: string, limit: number): Promise<PlayerRating[]>;
  /** The player's rating in every game they have played a rated match of. */
  ofPlayer(playerId: string): Promise<PlayerRating[]>;
  /** These players' ratings in the game (those with a rated match of it). */
  inGame(game: string, playerIds: readonly string[]): Promise<PlayerRating[]>;
}

/** A table's lifecycle as the database keeps it: seating and playing tables come back at start. */
export type TablePhase = 'seating' | 'playing' | 'finished' | 'broken';

/** What a table is made of, besides its seats and actions. Times are epoch milliseconds. */
export interface TableRow {
  /** The room id, kept across restarts. */
  id: string;
  game: string;
  tableName: string;
  isPrivate: boolean;
  /** The game's options after parsing, and the table's own settings. */
  settings: unknown;
  seed: string;
  /** A private table's play and watch secrets (null for a public table). */
  invite: string | null;
  watchInvite: string | null;
  phase: TablePhase;
  hostSeat: number | null;
  /** The room's turn-clock state, as the room wrote it. */
  clock: unknown | null;
  createdAt: number;
  startedAt: number | null;
}

export interface SeatRow {
  seat: number;
  name: string;
  isBot: boolean;
  botKind: string | null;
  /** `reclaimHash(secret)`, never the secret itself. */
  reclaimHash: string | null;
  /** A bot plays for the person who sat here. */
  standIn: boolean;
  /** The identity of the human who sits here (server/identity); null for bots and free seats. */
  playerId: string | null;
}

export interface ActionRow {
  /** 0, 1, 2... per table, in the order the actions were applied. */
  seq: number;
  seat: number;
  action: unknown;
  at: number;
}

export interface StoredTable {
  table: TableRow;
  /** By seat number. */
  seats: SeatRow[];
  /** By seq. */
  actions: ActionRow[];
  /** The chat, by seq. */
  chat: ChatLine[];
}

/** Some writes were refused because another process owns these tables now (it adopted them). */
export class LeaseLostError extends Error {
  constructor(readonly tableIds: string[]) {
    super(`Another process owns these tables now; their writes were not made: ${tableIds.join(', ')}.`);
    this.name = 'LeaseLostError';
  }
}

/**
 * The write-ahead log of every table. Writes are queued synchronously (nothing to await in the
 * room's hot path) and committed in order, many per transaction, by `flush()`. Every write of a
 * table is fenced: it takes effect only while the table's owner is this process, so a process
 * whose tables were adopted by another can never write to them again.
 */
export interface TableStore {
  /** Inserts or updates the table; a new table is owned by this process. */
  saveTable(row: TableRow): void;
  /** Replaces the table's seats. */
  saveSeats(tableId: string, seats: SeatRow[]): void;
  appendAction(tableId: string, row: ActionRow): void;
  /** A chat line, stored with the table (and read back when it is restored). */
  appendChat(tableId: string, line: ChatLine): void;
  finish(tableId: string, phase: 'finished' | 'broken', endedAt: number): void;
  /** Deletes an unplayed table that closed, with its seats and actions. */
  remove(tableId: string): void;
  /**
   * Commits everything queued, one transaction per batch, and resolves when it is durable.
   * Callers arriving while a batch is being written share the next one. Rejects with
   * `LeaseLostError` naming the tables whose writes were fenced out (the others' are committed);
   * with any other error (the database is unreachable) the batch stays queued, in order, for
   * the next flush.
   */
  flush(): Promise<void>;
  /** True while writes are queued or being written. */
  readonly pending: boolean;
  load(tableId: string): Promise<StoredTable | undefined>;
  /** Unfinished tables (seating or playing) owned by `owner`. */
  ownedUnfinished(owner: string): Promise<StoredTable[]>;
  /** Unfinished tables where the player holds a seat (as committed), with their seats. */
  seatedUnfinished(playerId: string): Promise<SeatedTable[]>;
}

/** An unfinished table where a player sits: "my tables". */
export interface SeatedTable {
  table: TableRow;
  seats: SeatRow[];
  /** The player's seat. */
  seat: number;
}

/** A player's identity as stored. Times are epoch milliseconds. */
export interface PlayerRow {
  id: string;
  displayName: string;
  /** Lower case; null for a guest. */
  username: string | null;
  passwordHash: string | null;
  createdAt: number;
  lastSeenAt: number;
}

/**
 * Players' identities (server/identity). Writes commit before they resolve: an identity is
 * made before its cookie leaves, an account before the answer says so.
 */
export interface PlayerStore {
  /** Stores a new identity (its id is new and random: an existing one is never overwritten). */
  create(row: PlayerRow): Promise<void>;
  get(id: string): Promise<PlayerRow | undefined>;
  /** The identities among `ids` that exist, in no particular order. */
  getMany(ids: readonly string[]): Promise<PlayerRow[]>;
  byUsername(username: string): Promise<PlayerRow | undefined>;
  /**
   * Gives a guest an account; false (nothing changed) when the username is taken or the player
   * already has one.
   */
  claim(id: string, username: string, passwordHash: string): Promise<boolean>;
  rename(id: string, displayName: string): Promise<void>;
  seen(id: string, at: number): Promise<void>;
  /**
   * The value stored under `key` in the database's facts, storing `value` first when there is
   * none: every process and every restart agree on the first one stored (the cookie signing key).
   */
  sharedFact(key: string, value: string): Promise<string>;
}

/**
 * The processes' leases on their tables (server/durable/keeper.ts drives them). A process holds
 * its tables while its lease row is fresh; an unfinished table whose owner's lease is gone or
 * expired is adopted by another process, one UPDATE that re-owns it, so never by two.
 */
export interface LeaseStore {
  /** Creates or extends the lease. False when it had expired (or vanished) before this renewal. */
  renew(owner: string, now: number, leaseMs: number, first: boolean): Promise<boolean>;
  /** Drops the lease: this process's tables may be adopted at once. */
  drop(owner: string): Promise<void>;
  /** Re-owns every unfinished table, whatever its owner (the restart of a lone process). */
  claimAll(owner: string, now: number): Promise<StoredTable[]>;
  /** Re-owns the unfinished tables whose owner's lease has expired; returns them. */
  adoptExpired(owner: string, now: number): Promise<StoredTable[]>;
}
