/**
 * The database's tables as Kysely sees them (migrations/ creates them). One schema for SQLite
 * and PostgreSQL: times are epoch milliseconds in bigint columns (read back as numbers), flags
 * are 0/1 integers, and structured values are JSON text.
 */
import type { Generated } from 'kysely';

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
  /** The identity (players.id) of the human who sits here; null for bots and free seats. */
  player_id: string | null;
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
  /** 1 when the table was rated (MatchRecord.rated). */
  rated: Generated<number>;
  /** The chat as JSON (004-chat); null for matches from before. */
  chat: string | null;
}

/** A player's Glicko-2 rating in one game (server/ratings). */
export interface RatingsTable {
  player_id: string;
  game: string;
  rating: number;
  rd: number;
  volatility: number;
  /** Rated matches played. */
  games: number;
  updated_at: number;
}

/** What one rated match did to one player's rating; (match_id, player_id) is unique. */
export interface RatingChangesTable {
  match_id: string;
  player_id: string;
  game: string;
  seat: number;
  rating_before: number;
  rating_after: number;
  rd_after: number;
  at: number;
}

/** A player's identity: a guest until it claims an account (username and password). */
export interface PlayersTable {
  id: string;
  display_name: string;
  /** Lower case; null for a guest. */
  username: string | null;
  /** `scrypt$...` (server/identity/password.ts); null for a guest. */
  password_hash: string | null;
  created_at: number;
  last_seen_at: number;
}

/** The seats of a finished match held by known players, to list a player's matches. */
export interface MatchPlayersTable {
  match_id: string;
  seat: number;
  player_id: string;
  /** The match's end (ISO 8601), to list the latest first. */
  ended_at: string;
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
  match_players: MatchPlayersTable;
  players: PlayersTable;
  processes: ProcessesTable;
  store_facts: StoreFactsTable;
  ratings: RatingsTable;
  rating_changes: RatingChangesTable;
}
