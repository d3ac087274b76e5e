/**
 * Stacked Caribbean tables for rule scenarios: build the table a rule needs, then play the
 * actions and look at what happened.
 */
import type { Seat } from '../../../shared/core/engine';
import type { LogEntry } from '../../../shared/core/log';
import { formatLogText, logTextFor } from '../../../shared/core/log';
import { caribbean } from '../../../shared/games/caribbean';
import { caribbeanLogWords } from '../../../shared/games/caribbean/log';
import { SEA_SPACES } from '../../../shared/games/caribbean/map';
import type { CaribbeanAction, CaribbeanState, CardId, ChestId, SpaceId } from '../../../shared/games/caribbean/types';

export const game = caribbean;

/** Space ids by name, so scenarios read like the map. */
export function space(name: string): SpaceId {
  const id = SEA_SPACES.findIndex((s) => s.name === name);
  if (id < 0) throw new Error(`no sea space ${name}`);
  return id;
}

/** Chest ids: chest N names city N (data.ts CHESTS follows map.ts CITIES). */
export const CHEST = {
  stAugustine: 0, havana: 1, nassau: 2, veracruz: 3, campeche: 4, santiago: 5, tortuga: 6, portRoyal: 7,
  santoDomingo: 8, sanJuan: 9, portoBello: 10, cartagena: 11, maracaibo: 12, curacao: 13, caracas: 14, trinidad: 15,
} as const;

export interface StackSpec {
  players: number;
  /** Six [space, chest] pairs (chest -1 for none), Arriba first. */
  ships: [SpaceId, ChestId][];
  /** Chests on cities by city index (others are empty). */
  cities?: Record<number, ChestId[]>;
  /** Face-down pairs, left to right (default: none left). */
  supply?: ChestId[][];
  money?: number[];
}

export function stack(spec: StackSpec, seed = 'stack'): CaribbeanState {
  const s = game.setup(spec.players, seed, {});
  s.ships = spec.ships.map(([at, chest]) => ({ space: at, chest }));
  s.cities = s.cities.map((_, city) => ({ chests: [...(spec.cities?.[city] ?? [])] }));
  s.supply = Array.from({ length: 5 }, (_, i) => ({ chests: [...(spec.supply?.[i] ?? [])] }));
  s.seats.forEach((st, seat) => {
    st.money = spec.money?.[seat] ?? 0;
  });
  return s;
}

/** Six ships far apart in open water, none carrying anything: callers move the ones they need. */
export function quietShips(): [SpaceId, ChestId][] {
  return ['Apalachee Bay', 'Florida Keys', 'Ponce Passage', 'Tobago Passage', 'Windward Passage', 'Pedro Bank'].map((n) => [space(n), -1]);
}

export interface Played {
  state: CaribbeanState;
  log: LogEntry[];
}

/** Applies an action that must be legal. */
export function act(s: CaribbeanState, seat: Seat, a: CaribbeanAction, log: LogEntry[] = []): Played {
  const r = game.apply(s, seat, a);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(a)} for seat ${seat}: ${r.error.message}`);
  return { state: r.value.state, log: [...log, ...r.value.log] };
}

/** Every seat bids (seat order); the last bid starts the reveal. */
export function bidAll(s: CaribbeanState, bids: CardId[][]): Played {
  let played: Played = { state: s, log: [] };
  bids.forEach((ships, seat) => {
    played = act(played.state, seat, { type: 'bid', ships }, played.log);
  });
  return played;
}

/** Plays the rest of the round: tied players keep their tie-breakers down, sailors stop at once. */
export function finishRound(p: Played): Played {
  const round = p.state.round;
  let played = p;
  while (played.state.round === round && played.state.phase !== 'over') {
    const seat = game.toAct(played.state)[0]!;
    played = act(played.state, seat, played.state.phase === 'tie' ? { type: 'tie', use: false } : { type: 'end' }, played.log);
  }
  return played;
}

/** Applies (seat, action) steps in order. */
export function steps(p: Played, list: [Seat, CaribbeanAction][]): Played {
  let played = p;
  for (const [seat, a] of list) played = act(played.state, seat, a, played.log);
  return played;
}

/** The log as a spectator reads it, seats named s0, s1... */
export function lines(log: LogEntry[]): string[] {
  return log.map((e) => formatLogText(textFor(e, null), (seat) => `s${seat}`));
}

/** The sentence `viewer` reads for an entry (null = spectator), seats still `{sN}`. */
export function textFor(entry: LogEntry, viewer: Seat | null): string {
  return logTextFor(entry, viewer, caribbeanLogWords);
}

/** Cards by name for readable bids: T is the thief. */
export const T: CardId = 6;
