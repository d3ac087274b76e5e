/**
 * Seeded playouts for 3 to 5 players: every game ends, conserves its components, never throws,
 * replays exactly from its seed and actions, and no view leaks what its viewer may not know.
 */
import type { Bot } from '../../../shared/core/engine';
import { createRng, randomInt, type RngState } from '../../../shared/core/rng';
import { logTextFor, wordLogLine } from '../../../shared/core/log';
import { borneoLogWords } from '../../../shared/games/borneo/log';
import { borneo } from '../../../shared/games/borneo';
import type { BorneoAction, BorneoOptions, BorneoState, BorneoView } from '../../../shared/games/borneo/types';
import { playout, replay, seatBots } from '../../helpers/playout';
import { checkConservation, checkNoLeak, checkSchemaShape } from './invariants';

type BorneoBot = Bot<BorneoView, BorneoAction>;

const GAMES_PER_COUNT = 150;
const LEAK_GAMES_PER_COUNT = 5;

function optionsFor(players: number, i: number): BorneoOptions {
  return { threePlayerVariant: players === 3 && i % 2 === 0, blackbeard: i % 3 !== 1 };
}

/** Random bots mostly; every third game mixes in heuristic bots, so both bots' paths are covered. */
function botsFor(players: number, i: number): BorneoBot[] {
  return seatBots(players, (seat) => (i % 3 === 2 && seat % 2 === 0 ? borneo.bots.heuristic : borneo.bots.random));
}

describe.each([3, 4, 5])('%i players: seeded playouts', (players) => {
  test(`${GAMES_PER_COUNT} games end, conserve every component and replay exactly`, () => {
    const reasons = new Set<string>();
    for (let i = 0; i < GAMES_PER_COUNT; i++) {
      const seed = `borneo-${players}-${i}`;
      const options = optionsFor(players, i);
      const result = playout({ game: borneo, players, seed, options, bots: botsFor(players, i), maxSteps: 5000, check: checkConservation });
      const outcome = borneo.outcome(result.state);
      expect(outcome).not.toBeNull();
      expect(outcome!.ranking.flat().sort()).toEqual(Array.from({ length: players }, (_, s) => s));
      const replayed = replay(borneo, players, seed, options, result.actions);
      expect(JSON.stringify(replayed)).toBe(JSON.stringify(result.state));
      reasons.add(result.state.endReason);
    }
    expect(reasons.has('harbors')).toBe(true);
  });

  test('views never leak: each depends only on what its viewer may know, and has one schema-friendly shape', () => {
    const types = new Map<string, string>();
    for (let i = 0; i < LEAK_GAMES_PER_COUNT; i++) {
      const seed = `borneo-leak-${players}-${i}`;
      const options = optionsFor(players, i);
      let states: BorneoState[] = [];
      playout({ game: borneo, players, seed, options, bots: botsFor(players, i + 2), maxSteps: 5000, check: (s) => states.push(s) });
      for (const [step, s] of states.entries()) {
        for (const viewer of [null, ...Array.from({ length: players }, (_, p) => p)]) {
          const v = borneo.view(s, viewer);
          checkSchemaShape(v, types);
          checkNoLeak(s, viewer, `${seed}-${step}`);
          // Everything but `mine` is the same for every viewer; `mine` holds the viewer's own hand only.
          const { mine, ...rest } = v;
          expect(JSON.stringify(rest)).toBe(JSON.stringify(borneo.view(s, null)));
          if (viewer !== null) expect(mine).toEqual({ [String(viewer)]: { hand: s.seats[viewer]!.hand } });
          else expect(mine).toBeUndefined();
        }
      }
      states = [];
    }
  });

  test('secret log lines are read only by their seats: the others learn no card', () => {
    const seed = `borneo-log-${players}`;
    const options = optionsFor(players, 0);
    const result = playout({ game: borneo, players, seed, options, bots: botsFor(players, 0), maxSteps: 5000 });
    let state = borneo.setup(players, seed, options);
    let secrets = 0;
    for (const { seat, action } of result.actions) {
      const applied = borneo.apply(state, seat, action);
      if (!applied.ok) throw new Error(applied.error.message);
      for (const entry of applied.value.log) {
        if (!entry.secret) continue;
        secrets++;
        // Draws and discards: the active player's own cards.
        const owner = state.active;
        expect(entry.secret.seats).toEqual([owner]);
        for (const viewer of [null, ...Array.from({ length: players }, (_, p) => p)]) {
          const text = logTextFor(entry, viewer, borneoLogWords);
          // A card is written "pepper (yellow yellow red / green)": only its owner may read one.
          if (viewer !== owner) expect(text).not.toMatch(/\(\w+ \w+ \w+ \/ \w+\)/);
          else expect(text).toBe(wordLogLine(entry.secret.text, borneoLogWords));
        }
      }
      state = applied.value.state;
    }
    expect(secrets).toBeGreaterThan(10);
  });
});

test('strict playouts: every legal action applies and apply never mutates its input', () => {
  for (const players of [3, 4, 5]) {
    for (let i = 0; i < 3; i++) {
      const seed = `borneo-strict-${players}-${i}`;
      playout({ game: borneo, players, seed, options: optionsFor(players, i), bots: botsFor(players, i), strict: true, maxSteps: 5000 });
    }
  }
});

/** Any action the schema lets through, with field values anywhere in their allowed ranges. */
function arbitraryAction(rng: RngState): BorneoAction {
  const n = (max: number): number => randomInt(rng, max + 1);
  const ids = (max: number): number[] => Array.from({ length: n(3) }, () => n(max));
  const actions: BorneoAction[] = [
    { type: 'place', company: n(3) },
    { type: 'mission', mission: n(15), cards: ids(59), harbors: ids(13), pirate: n(1) === 1 },
    { type: 'pass' },
    { type: 'transfer', from: n(3), rank: n(4), to: n(3) },
    { type: 'attack', company: n(3), attackerRank: n(4), defenderRank: n(4), cards: ids(59) },
    { type: 'defend', cards: ids(59) },
    { type: 'relocate', company: n(3) },
    { type: 'keep', card: n(59) },
    { type: 'ship', card: n(59), harbor: n(2) },
    { type: 'pick', card: n(59) },
    { type: 'discard', card: n(59) },
  ];
  return actions[n(actions.length - 1)]!;
}

test('any action the schema accepts is applied or refused with a message, never thrown', () => {
  const rng = createRng('arbitrary');
  for (const players of [3, 4, 5]) {
    playout({
      game: borneo,
      players,
      seed: `borneo-arbitrary-${players}`,
      options: optionsFor(players, 0),
      bots: botsFor(players, 2),
      maxSteps: 5000,
      check: (s) => {
        for (let i = 0; i < 4; i++) {
          const action = arbitraryAction(rng);
          expect(borneo.actionSchema.safeParse(action).success).toBe(true);
          for (const seat of Array.from({ length: players }, (_, p) => p)) {
            const result = borneo.apply(s, seat, action);
            if (!result.ok) expect(result.error.message.length).toBeGreaterThan(5);
          }
        }
      },
    });
  }
});
