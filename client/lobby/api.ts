/** The server's HTTP API as the lobby uses it. */

export interface GameInfo {
  id: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  /** The game's option defaults (`optionsSchema.parse({})`). */
  options: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads one entry of GET /api/games, tolerating the defaults under `options` or `defaults`. */
function parseGame(raw: unknown): GameInfo | null {
  if (!isRecord(raw) || typeof raw.id !== 'string') return null;
  const defaults = [raw.options, raw.defaults, raw.optionDefaults].find(isRecord) ?? {};
  return {
    id: raw.id,
    title: typeof raw.title === 'string' ? raw.title : raw.id,
    minPlayers: typeof raw.minPlayers === 'number' ? raw.minPlayers : 2,
    maxPlayers: typeof raw.maxPlayers === 'number' ? raw.maxPlayers : 4,
    options: defaults,
  };
}

export async function fetchGames(): Promise<GameInfo[]> {
  const response = await fetch('/api/games', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The server could not list its games (${response.status}).`);
  const body: unknown = await response.json();
  const list = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.games) ? body.games : [];
  return list.map(parseGame).filter((g): g is GameInfo => g !== null);
}
