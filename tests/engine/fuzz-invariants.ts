/**
 * Seeded random play over every game, player count and rule set, checking after every action
 * that the table can go on: the game is over, or every seat in `toAct` has at least one legal
 * action (a seat awaited with nothing to do would stall the table for good: its clock runs out
 * and nothing happens). Also: someone is awaited while the game runs, every action offered is
 * accepted, and the game ends within a bound.
 *
 * Used by tests/engine/invariants.test.ts (a count that runs in about a minute) and by
 * bench/invariants.ts (as many games as asked).
 */
import type { AnyGame, Seat } from '../../shared/core/engine';
import { loadGame } from '../../shared/core/engines';
import { registrations, type GameId } from '../../shared/core/registry';
import { createRng, randomInt } from '../../shared/core/rng';
import { ALL_SEAS_ON } from '../../shared/games/merchants-and-marauders/manifest';

/** One table to fuzz: a game, a player count and its options. */
export interface FuzzCase {
  game: GameId;
  players: number;
  /** As written here; the game's options schema fills in the rest. */
  options: Record<string, unknown>;
  /** "port-royal 5p rules=port-royal-2014" */
  label: string;
}

/** Every option combination worth playing, per game (options that change nothing left out). */
const OPTION_SETS: Record<string, (players: number) => Record<string, unknown>[]> = {
  'port-royal': () => [{ rules: 'merchants' }, { rules: 'port-royal-2014' }],
  caribbean: () => [{}],
  // The four-merchant variant exists only with three players.
  borneo: (players) => (players === 3 ? [false, true] : [false]).flatMap((threePlayerVariant) => [false, true].map((blackbeard) => ({ threePlayerVariant, blackbeard }))),
  libertalia: () => [{ lastCampaignTieBreak: false }, { lastCampaignTieBreak: true }],
  // The base game's four, and every Seas of Glory switch on.
  'merchants-and-marauders': () => [
    ...[10, 3].flatMap((gloryTarget) => [1, 2].map((captainsDealt) => ({ gloryTarget, captainsDealt }))),
    { gloryTarget: 10, captainsDealt: 1, ...ALL_SEAS_ON },
    { gloryTarget: 10, captainsDealt: 2, favors: true, newCards: 'separate' },
  ],
};

/** Every case, from the registrations (the engines are loaded when a case is played). */
export function fuzzCases(): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const manifest of registrations) {
    const sets = OPTION_SETS[manifest.id];
    if (!sets) throw new Error(`no option sets for ${manifest.id}: add them to the fuzz`);
    for (let players = manifest.minPlayers; players <= manifest.maxPlayers; players++) {
      for (const options of sets(players)) {
        const shown = Object.entries(options).map(([k, v]) => `${k}=${String(v)}`).join(' ');
        cases.push({ game: manifest.id, players, options, label: `${manifest.id} ${players}p${shown ? ` ${shown}` : ''}` });
      }
    }
  }
  return cases;
}

/** What `seatsStuck` needs of a game (any Game of the contract has it). */
interface TableRules<S> {
  outcome(s: S): unknown;
  toAct(s: S): Seat[];
  legalActions(s: S, seat: Seat): unknown[];
}

/**
 * The seats awaited with no legal action: empty when the table can go on (the game is over, or
 * every seat in `toAct` has something to do). Rule scenarios assert it on their edge positions.
 */
export function seatsStuck<S>(game: TableRules<S>, state: S): Seat[] {
  if (game.outcome(state) !== null) return [];
  return game.toAct(state).filter((seat) => game.legalActions(state, seat).length === 0);
}

export interface FuzzResult {
  games: number;
  actions: number;
  /** End reasons as the outcome's detail names them (`reason` or `endReason`), by count. */
  ends: Record<string, number>;
}

/** A table awaits no more than this many actions: beyond it a game is taken not to end. */
const MAX_ACTIONS = 50_000;

function endReason(detail: unknown): string {
  if (typeof detail !== 'object' || detail === null) return 'end';
  const d = detail as { reason?: unknown; endReason?: unknown };
  return String(d.reason ?? d.endReason ?? 'end');
}

/**
 * Plays `count` games of uniformly random legal actions (a random seat among those awaited,
 * then a random one of its actions), seeds `fuzz-0` ... Throws with the seed, the action count
 * and the seat on the first broken invariant.
 */
export async function fuzz(c: FuzzCase, count: number, first = 0): Promise<FuzzResult> {
  const game: AnyGame = await loadGame(c.game);
  const { players } = c;
  const options = game.optionsSchema.parse(c.options);
  const result: FuzzResult = { games: 0, actions: 0, ends: {} };
  for (let i = first; i < first + count; i++) {
    const seed = `fuzz-${i}`;
    const rng = createRng(`${seed}/moves`);
    let state = game.setup(players, seed, options);
    let n = 0;
    const where = (): string => `${c.label} seed ${seed} after ${n} actions`;
    for (;;) {
      const outcome = game.outcome(state);
      if (outcome !== null) {
        if (game.toAct(state).length > 0) throw new Error(`${where()}: the game is over but seats are awaited`);
        const why = endReason(outcome.detail);
        result.ends[why] = (result.ends[why] ?? 0) + 1;
        break;
      }
      const awaited: Seat[] = game.toAct(state);
      if (awaited.length === 0) throw new Error(`${where()}: the game runs but nobody is awaited`);
      let legalOfChosen: { type: string }[] = [];
      const chosen = awaited[randomInt(rng, awaited.length)]!;
      for (const seat of awaited) {
        const legal = game.legalActions(state, seat);
        if (legal.length === 0) throw new Error(`${where()}: seat ${seat} is awaited with no legal action`);
        if (seat === chosen) legalOfChosen = legal;
      }
      const action = legalOfChosen[randomInt(rng, legalOfChosen.length)]!;
      const applied = game.apply(state, chosen, action);
      if (!applied.ok) throw new Error(`${where()}: seat ${chosen}'s legal ${JSON.stringify(action)} was refused: ${applied.error.message}`);
      state = applied.value.state;
      n++;
      if (n > MAX_ACTIONS) throw new Error(`${where()}: no end`);
    }
    result.games++;
    result.actions += n;
  }
  return result;
}
