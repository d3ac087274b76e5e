/**
 * The database's tables as Kysely sees them (migrations/ creates them). One schema for SQLite
 * and PostgreSQL: times are epoch milliseconds in bigint columns (read back as numbers), flags
 * are 0/1 integers, and structured values are JSON text.
 */
export interface TablesTable {
  id: string;
  game: string;
  table_name: string;
  is_private: number;
  settings: string;
  seed: string;
  invite: string | null;
  watch_invite: string | null;
  phase: string;
  host_seat: number | null;
  clock: string | null;
  /** The process that may write this table (its lease is in `processes`). */
  owner: string | null;
  created_at: number;
  started_at: number | null;
  updated_at: number;
  ended_at: number | null;
}

export interface TableSeatsTable {
  table_id: string;
  seat: number;
  name: string;
  is_bot: number;
  bot_kind: string | null;
  reclaim_hash: string | null;
  stand_in: number;
}

export interface TableActionsTable {
  table_id: string;
  seq: number;
  seat: number;
  action: string;
  at: number;
}

/** A table's chat lines (004-chat). */
export interface TableChatTable {
  table_id: string;
  seq: number;
  at: number;
  /** The speaker's seat; null for a spectator. */
  seat: number | null;
  name: string;
  text: string;
  spectators_only: number;
  step: number;
}

/** A finished match (MatchRecord): listing columns, and JSON for what is only read whole. */
export interface MatchesTable {
  id: string;
  game: string;
  table_name: string;
  options: string;
  seed: string;
  seed_hash: string;
  players: string;
  actions: string;
  scores: string;
  places: string;
  /** ISO 8601, as the record carries them (they sort by time as text). */
  started_at: string;
  ended_at: string;
  /** The chat as JSON (004-chat); null for matches from before. */
  chat: string | null;
}

export interface ProcessesTable {
  owner: string;
  lease_until: number;
}

export interface StoreFactsTable {
  key: string;
  value: string;
}

export interface Database {
  tables: TablesTable;
  table_seats: TableSeatsTable;
  table_actions: TableActionsTable;
  table_chat: TableChatTable;
  matches: MatchesTable;
  processes: ProcessesTable;
  store_facts: StoreFactsTable;
}
