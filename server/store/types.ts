/**
 * Match records: a finished table as it can be replayed. The seed and the ordered actions ARE
 * the game (the engines are deterministic), so a replay is `setup(players, seed, options)`
 * followed by `apply` of each action.
 */
export interface MatchPlayer {
  name: string;
  isBot: boolean;
  /** True when a bot finished the game for a human who left. */
  botStandIn: boolean;
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
}

/**
 * Where finished matches are kept. The embedded default writes JSON files; a real database
 * would need: a `matches` table keyed by id (game, tableName, startedAt, endedAt indexed for
 * listings), a `match_players` table (match id, seat, name, later a user id) for "my games",
 * and the actions as one JSON column: they are only ever read whole, for a replay.
 */
export interface MatchStore {
  save(record: MatchRecord): Promise<void>;
  /** The record, or undefined when there is none with this id. */
  get(id: string): Promise<MatchRecord | undefined>;
}
