/**
 * Every game's determinize (shared/games/<id>/determinize.ts) gives a state the seat cannot tell
 * from the true one: along seeded heuristic games, for every seat to act, the view of the
 * sampled state equals the true view, and the seat's true legal actions are all legal there (the
 * search only ever tries those: a sampled state may allow more where the view leaves a public
 * detail out, e.g. whether Port Royal's active player has taken a card yet).
 */
import type { AnyGame } from '../../../shared/core/engine';
import { loadGame, loadSearchHooks } from '../../../shared/core/engines';
import type { GameId } from '../../../shared/core/registry';
import { createRng } from '../../../shared/core/rng';
import type { SearchHooks } from '../../../shared/core/search';

const hooks: Record<string, SearchHooks> = {};

const keysOf = (actions: unknown[]): string[] => actions.map((a) => JSON.stringify(a));

/** Steps where the sampled state's view or legal list differs from the truth, at most a few. */
function mismatches(game: AnyGame, players: number, seed: string, every: number, options: object = {}): string[] {
  const rng = createRng(`det-${seed}`);
  const found: string[] = [];
  let state = game.setup(players, seed, game.optionsSchema.parse(options));
  for (let step = 0; !game.outcome(state) && found.length < 3; step++) {
    const seats = game.toAct(state);
    if (step % every === 0) {
      for (const seat of seats) {
        const view = game.view(state, seat);
        const sampled = hooks[game.id]!.determinize(view, seat, createRng(`world-${seed}-${step}`));
        const again = JSON.stringify(game.view(sampled, seat));
        if (again !== JSON.stringify(view)) found.push(`step ${step} seat ${seat}: view differs\n${again}\n${JSON.stringify(view)}`);
        else {
          const allowed = new Set(keysOf(game.legalActions(sampled, seat)));
          const missing = keysOf(game.legalActions(state, seat)).filter((key) => !allowed.has(key));
          if (missing.length > 0) found.push(`step ${step} seat ${seat}: not legal in the sampled state: ${missing.join(' ')}`);
        }
      }
    }
    const seat = seats[0]!;
    const result = game.apply(state, seat, game.bots.heuristic.choose(game.view(state, seat), seat, game.legalActions(state, seat), rng));
    if (!result.ok) throw new Error(result.error.message);
    state = result.value.state;
  }
  return found;
}

const CASES: [GameId, number[]][] = [
  ['port-royal', [2, 5]],
  ['libertalia', [2, 6]],
  ['borneo', [3, 5]],
  ['caribbean', [2, 4]],
  ['merchants-and-marauders', [2, 4]],
];

describe.each(CASES)('%s: a determinized state looks like the true one to its seat', (id, counts) => {
  test.each(counts)('%i players, seeded heuristic games', async (players) => {
    const game = await loadGame(id);
    hooks[id] = await loadSearchHooks(id);
    for (const seed of ['a', 'b']) expect(mismatches(game, players, `${id}-${players}-${seed}`, 3)).toEqual([]);
  });
});

describe('merchants-and-marauders with Seas of Glory options', () => {
  // Wind and the storm, flexible turns, a hard life and the brig add public bookkeeping of their own.
  const OPTIONS = [
    { wind: true, storm: true, brig: true },
    { flexibleTurns: true, hardLife: true, gloryOrDeath: true, captainsDealt: 1 },
    // Module 9: face-up locations, visits this turn, location purchases, raids and reef finds.
    { locations: true, hardLife: true },
    { flexibleTurns: true, hardLife: true, gloryOrDeath: true, captainsDealt: 1, captainsForGold: true, cutthroat: true },
    // New special weapons (fire, caltrops, spread hits) and the treasure galleon's zone and gold.
    { newWeapons: true, treasureGalleon: true, hardLife: true },
    // Favors are secret counts; module 1's decks change which cards are unseen.
    { favors: true, newCards: 'separate' },
    { favors: true, newCards: 'shuffled', captainsDealt: 1 },
    // NPC upgrades: tokens on the NPCs' cards, fitted to ships and held as weapons are public; the pool is a count.
    { npcUpgrades: true, newWeapons: true, newMods: true, treasureGalleon: true, hardLife: true },
  ];
  test.each(OPTIONS.map((options, i): [number, object] => [i, options]))('options %i, 3 players', async (i, options) => {
    const game = await loadGame('merchants-and-marauders');
    hooks[game.id] = await loadSearchHooks('merchants-and-marauders');
    expect(mismatches(game, 3, `mm-seas-${i}`, 2, options)).toEqual([]);
  });
});
