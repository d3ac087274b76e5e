/**
 * Structural sharing (shared/core/copy-on-write.ts): for each game whose `apply` builds the next
 * state with `changeState`, seeded games by the random and the heuristic bots at every player
 * count are played with every state deep-frozen in place as it comes out of `apply`. The next
 * state shares its untouched parts with the frozen one, so a rule that writes in a shared part
 * without taking it with `writable` throws here. Each step's state is also the same JSON as when
 * the action is applied to an unshared, unfrozen copy of the previous state (what a whole copy
 * per action gave), and the previous state reads as before the action.
 */
import type { AnyGame, Bot, Seat } from '../../shared/core/engine';
import { changeState, writable } from '../../shared/core/copy-on-write';
import { loadGame } from '../../shared/core/engines';
import type { GameId } from '../../shared/core/registry';
import { createRng } from '../../shared/core/rng';
import { ALL_SEAS_ON } from '../../shared/games/merchants-and-marauders/manifest';

/** The games whose `apply` shares structure (the others still copy the whole state). */
const sharing: GameId[] = ['port-royal', 'libertalia', 'caribbean', 'borneo', 'merchants-and-marauders'];

/**
 * Options other than the defaults whose rules write in parts the defaults leave alone, played
 * too (every player count, both bots): Borneo's pirates (a mission with a traded spice, the
 * pirate ship) and 3-player variant (a fourth placement round); every Seas of Glory module and
 * variant of Merchants & Marauders at once (their sessions, tokens, pools and the galleon).
 */
const otherOptions: Partial<Record<GameId, Record<string, unknown>[]>> = {
  borneo: [{ threePlayerVariant: true, blackbeard: true }],
  'merchants-and-marauders': [{ ...ALL_SEAS_ON }],
};

/** Seeded games per player count, bot and options (1 unless listed): Merchants & Marauders' rules write from many more places. */
const gamesPerSetting: Partial<Record<GameId, number>> = { 'merchants-and-marauders': 4 };

type Action = { type: string };

/** Freezes every object and array inside `value`, in place: writing to it then throws. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

function applied(game: AnyGame, state: unknown, seat: Seat, action: Action): unknown {
  const result = game.apply(state, seat, action);
  if (!result.ok) throw new Error(`${game.id}: ${JSON.stringify(action)} refused: ${result.error.message}`);
  return result.value.state;
}

/** A whole seeded game on frozen states; returns how many actions it took. */
function playFrozen(game: AnyGame, players: number, seed: string, bot: Bot<unknown, Action>, options: Record<string, unknown>): number {
  const rng = createRng(`bots-${seed}`);
  let state = deepFreeze(game.setup(players, seed, game.optionsSchema.parse(options)));
  let steps = 0;
  while (game.outcome(state) === null) {
    if (steps > 20_000) throw new Error(`${game.id} ${seed}: no end`);
    const seat = game.toAct(state)[0]!;
    const action = bot.choose(game.view(state, seat), seat, game.legalActions(state, seat), rng);
    const before = JSON.stringify(state);
    const next = applied(game, state, seat, action);
    const fromCopy = applied(game, JSON.parse(before), seat, action);
    expect(JSON.stringify(state)).toBe(before);
    expect(JSON.stringify(next)).toBe(JSON.stringify(fromCopy));
    state = deepFreeze(next);
    steps++;
  }
  return steps;
}

describe.each(sharing)('%s shares structure between states', (id) => {
  let game: AnyGame;
  beforeAll(async () => {
    game = await loadGame(id);
  });

  test.each([{}, ...(otherOptions[id] ?? [])])(
    'seeded games by random and heuristic bots, every state deep-frozen, apply as on a whole copy (options %j)',
    (options) => {
      const named = Object.entries(options).map(([key, on]) => `${key}=${String(on)}`).join(',');
      for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
        for (const [name, bot] of Object.entries({ random: game.bots.random, heuristic: game.bots.heuristic })) {
          for (let k = 0; k < (gamesPerSetting[id] ?? 1); k++) {
            const base = named === '' ? `sharing-${id}-${players}-${name}` : `sharing-${id}-${named}-${players}-${name}`;
            expect(playFrozen(game, players, k === 0 ? base : `${base}-${k}`, bot, options)).toBeGreaterThan(0);
          }
        }
      }
    },
  );

  test('an action leaves most of the state shared: some top-level part is the same object as before', () => {
    const rng = createRng(`shared-${id}`);
    let state = game.setup(game.maxPlayers, `shared-${id}`, game.optionsSchema.parse({}));
    for (let step = 0; step < 50 && game.outcome(state) === null; step++) {
      const seat = game.toAct(state)[0]!;
      const next = applied(game, state, seat, game.bots.random.choose(game.view(state, seat), seat, game.legalActions(state, seat), rng));
      const before = state as Record<string, unknown>;
      const parts = Object.keys(before).filter((key) => typeof before[key] === 'object' && before[key] !== null);
      const kept = parts.filter((key) => (next as Record<string, unknown>)[key] === before[key]);
      expect(kept.length).toBeGreaterThan(0);
      state = next;
    }
  });
});

describe('copy-on-write', () => {
  test('a part is copied before its first write, once per change, and the input is untouched', () => {
    const state = { round: 1, seats: [{ hand: [1, 2] }, { hand: [3] }], deck: [4, 5] };
    const next = changeState(state, (s) => {
      s.round = 2;
      const seats = writable(s, 'seats');
      writable(writable(seats, 0), 'hand').push(9);
      writable(writable(seats, 0), 'hand').push(10);
    });
    expect(next).toEqual({ round: 2, seats: [{ hand: [1, 2, 9, 10] }, { hand: [3] }], deck: [4, 5] });
    expect(state).toEqual({ round: 1, seats: [{ hand: [1, 2] }, { hand: [3] }], deck: [4, 5] });
    expect(next.deck).toBe(state.deck);
    expect(next.seats[1]).toBe(state.seats[1]);
    expect(next.seats[0]).not.toBe(state.seats[0]);
  });

  test('writable outside a change throws, and so does taking a plain value', () => {
    expect(() => writable({ a: [1] }, 'a')).toThrow(/changeState/);
    expect(() => changeState({ a: 1 }, (s) => void writable(s, 'a'))).toThrow(TypeError);
  });
});
