/**
 * Seeded playouts for 2 to 4 players: every game ends, conserves its components and gold,
 * never throws, replays exactly from its seed and actions, and no view leaks what its viewer
 * may not know.
 */
import type { Bot } from '../../../shared/core/engine';
import { merchantsAndMarauders as game } from '../../../shared/games/merchants-and-marauders';
import type { MmAction, MmOptions, MmState, MmView } from '../../../shared/games/merchants-and-marauders/types';
import { mineOf } from '../../../shared/games/merchants-and-marauders/view';
import { playout, replay, seatBots } from '../../helpers/playout';
import { checkConservation, checkNoLeak, checkSchemaShape } from './invariants';
import { ALL_MODULES } from './fixtures';

type MmBot = Bot<MmView, MmAction>;

const GAMES_PER_COUNT = 12;
const LEAK_GAMES_PER_COUNT = 1;

/** Every fourth game plays with every Seas of Glory module and variant on. */
function optionsFor(i: number): MmOptions {
  const base = { gloryTarget: i % 3 === 0 ? 5 : 10, captainsDealt: i % 2 === 0 ? 2 : 1 };
  return i % 4 === 2 ? { ...base, ...ALL_MODULES } : base;
}

/** Random bots mostly; every other game mixes in heuristic bots, so both bots' paths are covered. */
function botsFor(players: number, i: number): MmBot[] {
  return seatBots(players, (seat) => (i % 2 === 1 && seat % 2 === 0 ? game.bots.heuristic : game.bots.random));
}

describe.each([2, 3, 4])('%i players: seeded playouts', (players) => {
  test(`${GAMES_PER_COUNT} games end, conserve every component and replay exactly`, () => {
    const reasons = new Set<string>();
    for (let i = 0; i < GAMES_PER_COUNT; i++) {
      const seed = `mm-${players}-${i}`;
      const options = optionsFor(i);
      const result = playout({ game, players, seed, options, bots: botsFor(players, i), maxSteps: 20_000, check: checkConservation });
      const outcome = game.outcome(result.state);
      expect(outcome).not.toBeNull();
      expect(outcome!.ranking.flat().sort()).toEqual(Array.from({ length: players }, (_, s) => s));
      const replayed = replay(game, players, seed, options, result.actions);
      expect(JSON.stringify(replayed)).toBe(JSON.stringify(result.state));
      reasons.add(result.state.endReason);
    }
    expect(reasons.has('limit')).toBe(false);
  });

  test('views never leak: each depends only on what its viewer may know, and has one schema-friendly shape', () => {
    const types = new Map<string, string>();
    for (let i = 0; i < LEAK_GAMES_PER_COUNT; i++) {
      const seed = `mm-leak-${players}-${i}`;
      const options = optionsFor(i + 1);
      const states: MmState[] = [];
      playout({ game, players, seed, options, bots: botsFor(players, i + 1), maxSteps: 20_000, check: (s) => states.push(s) });
      for (const [step, s] of states.entries()) {
        if (step % 3 !== 0 && !s.combat && !s.buy && s.phase !== 'captains') continue;
        const spectator = game.view(s, null);
        expect(spectator.mine).toBeUndefined();
        const publicPart = JSON.stringify(spectator);
        for (const viewer of Array.from({ length: players }, (_, p) => p)) {
          const v = game.view(s, viewer);
          // The secrets sit under the viewer's own seat number, and nobody else's.
          expect(Object.keys(v.mine ?? {})).toEqual([String(viewer)]);
          checkSchemaShape(v, types);
          checkNoLeak(s, viewer, `${seed}-${step}`);
          // Everything but `mine` is the same for every viewer.
          expect(JSON.stringify({ ...v, mine: undefined })).toBe(publicPart);
          expect(mineOf(v, viewer)?.cargo).toEqual(s.seats[viewer]!.cargo);
        }
        checkSchemaShape(spectator, types);
        checkNoLeak(s, null, `${seed}-${step}`);
      }
    }
  });
});

test('strict playout: every legal action applies and apply never mutates its input', () => {
  const seed = 'mm-strict';
  const options = optionsFor(1);
  const result = playout({ game, players: 3, seed, options, bots: botsFor(3, 1), maxSteps: 20_000, strict: true, check: checkConservation });
  expect(game.outcome(result.state)).not.toBeNull();
});
