/**
 * What every registered game must hold, checked for each registration (shared/core/registry.ts)
 * alike, so a sixth game is held to it by its registration line alone:
 * - the engine is the registration's: id, title, player counts and options from its manifest;
 * - options: the defaults parse, every choice the lobby offers is accepted, unknown keys refused;
 * - setup takes every player count the lobby offers and no other, and the seed decides it all;
 * - seeded games at the fewest and the most players, every step checked: only the seats to act
 *   have legal actions (and they have some); every offered action and every legal one (30 at
 *   most, spread over the list) applies;
 *   `apply`, `legalActions` and `view` never touch their (frozen) input; a refusal is an error
 *   a player can read, never a throw; each view is the spectator's plus the viewer's own
 *   secret part, in a shape a schema can mirror; the outcome ranks every seat; replaying the
 *   seed and the actions gives the same state byte for byte.
 * That the clients decode exactly these views over the real wire is tests/security/wire-*.test.ts (one per game).
 */
import { isDeepStrictEqual } from 'node:util';
import type { AnyGame, Seat } from '../../shared/core/engine';
import { loadGame } from '../../shared/core/engines';
import { optionNeeds, type GameManifest } from '../../shared/core/manifest';
import { registrations, type GameId } from '../../shared/core/registry';
import { createRng, randomInt, type RngState } from '../../shared/core/rng';
import { replay, type Step } from '../helpers/playout';
import { checkSchemaShape } from '../helpers/view-shape';

type Action = { type: string };

/** Freezes every object and array inside `value`: writing to it then throws. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

function frozenCopy<S>(state: S): S {
  return deepFreeze(JSON.parse(JSON.stringify(state)) as S);
}

/** Up to `most` items spread evenly over `items` (a 5,040-bid list is not applied whole each step). */
function spread<T>(items: readonly T[], most: number): T[] {
  if (items.length <= most) return [...items];
  return Array.from({ length: most }, (_, i) => items[Math.floor((i * items.length) / most)] as T);
}

function expectApplies(game: AnyGame, state: unknown, seat: Seat, action: Action): unknown {
  const result = game.apply(state, seat, action);
  if (!result.ok) throw new Error(`${game.id}: seat ${seat}'s action ${JSON.stringify(action)} refused: ${result.error.message}`);
  return result.value.state;
}

function expectRefused(game: AnyGame, state: unknown, seat: Seat, action: unknown): void {
  const result = game.apply(state, seat, action as Action);
  expect(result.ok).toBe(false);
  if (!result.ok) {
    expect(result.error.code).toMatch(/\S/);
    expect(result.error.message).toMatch(/\S/);
  }
}

/** Each view is the spectator's plus, for a seat, its own secret part under its seat number. */
function checkViews(game: AnyGame, state: unknown, players: number, types: Map<string, string>): void {
  const spectator = game.view(state, null) as Record<string, unknown>;
  expect(spectator.mine).toBeUndefined();
  checkSchemaShape(spectator, types);
  for (let seat = 0; seat < players; seat++) {
    const { mine, ...rest } = game.view(state, seat) as Record<string, unknown>;
    if (!isDeepStrictEqual(rest, spectator)) throw new Error(`${game.id}: seat ${seat}'s view differs from the spectator's outside its own secret part`);
    if (mine !== undefined) expect(Object.keys(mine as object)).toEqual([String(seat)]);
    checkSchemaShape({ ...rest, ...(mine === undefined ? {} : { mine }) }, types);
  }
}

/**
 * Only the seats to act have legal actions, and each of them has some. What a client is offered
 * applies (it may be empty where the client composes the action itself, as Caribbean's bids).
 */
function checkSeats(game: AnyGame, state: unknown, players: number): Seat[] {
  const toAct = game.toAct(state);
  expect(toAct.length).toBeGreaterThan(0);
  for (let seat = 0; seat < players; seat++) {
    const legal = game.legalActions(state, seat);
    if (toAct.includes(seat) !== legal.length > 0) throw new Error(`${game.id}: seat ${seat} ${toAct.includes(seat) ? 'is to act with no legal action' : 'has legal actions but is not to act'}`);
  }
  for (const seat of toAct) {
    const offered = game.offeredActions?.(state, seat);
    if (offered === undefined) continue;
    for (const action of spread(offered, 20)) expectApplies(game, state, seat, action);
  }
  return toAct;
}

interface Played {
  actions: Step<Action>[];
  state: unknown;
}

/** A whole game by random bots from `seed`, every step checked; the bots' rng is `botRng`. */
function playChecked(game: AnyGame, players: number, seed: string, botRng: RngState): Played {
  const options = game.optionsSchema.parse({});
  let state: unknown = game.setup(players, seed, options);
  const actions: Step<Action>[] = [];
  const types = new Map<string, string>();
  while (game.outcome(state) === null) {
    if (actions.length > 20_000) throw new Error(`${game.id} ${seed}: no end after ${actions.length} actions`);
    const frozen = frozenCopy(state);
    checkViews(game, frozen, players, types);
    const toAct = checkSeats(game, frozen, players);
    const seat = toAct[randomInt(botRng, toAct.length)] as Seat;
    const legal = game.legalActions(frozen, seat);
    for (const action of spread(legal, 30)) expectApplies(game, frozen, seat, action);
    expectRefused(game, frozen, seat, { type: 'no-such-action' });
    const idle = Array.from({ length: players }, (_, s) => s).find((s) => !toAct.includes(s));
    if (idle !== undefined) expectRefused(game, frozen, idle, legal[0]);
    const action = game.bots.random.choose(game.view(frozen, seat), seat, legal, botRng);
    state = expectApplies(game, frozen, seat, action);
    actions.push({ seat, action });
  }
  checkViews(game, state, players, types);
  expect(game.toAct(state)).toEqual([]);
  for (let seat = 0; seat < players; seat++) expect(game.legalActions(state, seat)).toEqual([]);
  return { actions, state };
}

describe.each(registrations.map((manifest): [GameId, GameManifest] => [manifest.id, manifest]))('%s', (id, manifest) => {
  let game: AnyGame;
  beforeAll(async () => {
    game = await loadGame(id);
  });
  const counts = [manifest.minPlayers, manifest.maxPlayers];

  test('the engine is the registration\'s: id, title, player counts and options from the manifest', () => {
    expect(game).toMatchObject({ id: manifest.id, title: manifest.title, minPlayers: manifest.minPlayers, maxPlayers: manifest.maxPlayers });
    expect(game.optionsSchema).toBe(manifest.optionsSchema);
    expect(manifest.minPlayers).toBeGreaterThanOrEqual(1);
    expect(manifest.maxPlayers).toBeGreaterThanOrEqual(manifest.minPlayers);
  });

  test('options: the defaults parse, every offered choice is accepted, an unknown key is refused', () => {
    const defaults = Object.fromEntries(Object.entries(manifest.options).map(([key, option]) => [key, option.default]));
    expect(game.optionsSchema.parse({})).toEqual(defaults);
    for (const [key, option] of Object.entries(manifest.options)) {
      expect(option.choices.map((choice) => choice.value)).toContain(option.default);
      expect(option.label).toMatch(/\S/);
      expect(option.description).toMatch(/\S/);
      expect(option.description).not.toMatch(/\n/);
      // An option that needs another (an expansion's module) is tried with what it needs.
      const needs = optionNeeds(manifest, key);
      for (const choice of option.choices) {
        const set = choice.value === option.default ? {} : needs;
        expect(game.optionsSchema.parse({ ...set, [key]: choice.value })).toEqual({ ...defaults, ...set, [key]: choice.value });
      }
      if (option.needs) {
        const alone = game.optionsSchema.safeParse({ [key]: option.choices.find((c) => c.value !== option.default)!.value });
        expect(alone.success).toBe(false);
        expect(alone.error?.issues[0]?.message).toBe(option.needs.message);
      }
    }
    expect(game.optionsSchema.safeParse({ 'no-such-option': true }).success).toBe(false);
    for (const key of Object.keys(manifest.options)) expect(game.optionsSchema.safeParse({ [key]: 'no-such-choice' }).success).toBe(false);
  });

  test('setup takes every player count the lobby offers, no other, and the seed decides the table', () => {
    const options = game.optionsSchema.parse({});
    for (let players = manifest.minPlayers; players <= manifest.maxPlayers; players++) {
      const a = JSON.stringify(game.setup(players, 'every-game', options));
      expect(JSON.stringify(game.setup(players, 'every-game', options))).toBe(a);
    }
    expect(() => game.setup(manifest.minPlayers - 1, 'every-game', options)).toThrow(RangeError);
    expect(() => game.setup(manifest.maxPlayers + 1, 'every-game', options)).toThrow(RangeError);
    const seeds = ['every-game-1', 'every-game-2', 'every-game-3'].map((seed) => JSON.stringify(game.setup(manifest.maxPlayers, seed, options)));
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  test.each(counts)('a seeded game of %i players keeps the contract at every step and replays exactly', (players) => {
    const seed = `every-game-${id}-${players}`;
    const played = playChecked(game, players, seed, createRng(`bots:${seed}`));
    const outcome = game.outcome(played.state);
    expect(outcome?.scores).toHaveLength(players);
    expect(outcome?.ranking.flat().sort()).toEqual(Array.from({ length: players }, (_, seat) => seat));
    const replayed = replay(game, players, seed, game.optionsSchema.parse({}), played.actions);
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(played.state));
  });
});
