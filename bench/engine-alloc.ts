/**
 * What the engine allocates per action: for every game, seeded games by the heuristic bots at
 * the most players are recorded, then each recorded action is applied again to its state with
 * the young generation large enough that no collection runs while measuring, and the heap's
 * growth is divided by the actions (no time is printed: a young generation this large makes
 * every allocation touch fresh memory, so times here mean nothing). Beside it, the bytes of a whole copy of the state
 * (`cloneState`, what every `apply` made before structural sharing) and of one view. Bytes do
 * not depend on how loaded the machine is, unlike times.
 *
 *   npm run bench:alloc [-- games per row, default 4]
 *
 * (node --expose-gc --max-semi-space-size=512: gc() before each measure, no scavenge during it.)
 */
import { GCProfiler, getHeapStatistics } from 'node:v8';
import { cloneState } from '../shared/core/clone';
import type { AnyGame, Seat } from '../shared/core/engine';
import { loadGames } from '../shared/core/engines';
import { createRng } from '../shared/core/rng';

interface Step {
  state: unknown;
  seat: Seat;
  action: { type: string };
}

const collect = (globalThis as { gc?: () => void }).gc;

function record(game: AnyGame, players: number, seed: string): Step[] {
  const rng = createRng(`bots-${seed}`);
  let state = game.setup(players, seed, game.optionsSchema.parse({}));
  const steps: Step[] = [];
  while (game.outcome(state) === null && steps.length < 20_000) {
    const seat = game.toAct(state)[0]!;
    const action = game.bots.heuristic.choose(game.view(state, seat), seat, game.legalActions(state, seat), rng);
    steps.push({ state, seat, action });
    const result = game.apply(state, seat, action);
    if (!result.ok) throw new Error(`${game.id} ${seed}: ${result.error.message}`);
    state = result.value.state;
  }
  return steps;
}

/** Heap bytes allocated by `work` over every step, per step (what it returns is kept alive until measured). */
function bytesPerStep(steps: Step[], work: (step: Step) => unknown): number {
  const kept: unknown[] = new Array(steps.length);
  collect!();
  const collections = new GCProfiler();
  collections.start();
  const before = getHeapStatistics().used_heap_size;
  for (let i = 0; i < steps.length; i++) kept[i] = work(steps[i]!);
  const grown = getHeapStatistics().used_heap_size - before;
  const ran = collections.stop()?.statistics.length ?? 0;
  if (ran > 0) throw new Error(`${ran} collection(s) ran while measuring: fewer actions a row, or a larger young generation.`);
  return grown / steps.length;
}

async function main(): Promise<void> {
  if (!collect) throw new Error('Run with node --expose-gc (npm run bench:alloc does).');
  const perRow = Number(process.argv[2] ?? 4);
  const rows: Record<string, string | number>[] = [];
  for (const game of await loadGames()) {
    const players = game.maxPlayers;
    // At most 3,000 actions a row, so that nothing is collected while measuring (npm run bench:alloc's young generation).
    const steps = Array.from({ length: perRow }, (_, i) => record(game, players, `alloc-${game.id}-${i}`)).flat().slice(0, 3000);
    // Warm the code once, then measure.
    for (let i = 0; i < 3; i++) bytesPerStep(steps, (s) => game.apply(s.state, s.seat, s.action));
    const apply = bytesPerStep(steps, (s) => game.apply(s.state, s.seat, s.action));
    rows.push({
      game: game.id,
      players,
      actions: steps.length,
      'apply B/action': Math.round(apply),
      'whole copy B': Math.round(bytesPerStep(steps, (s) => cloneState(s.state))),
      'spectator view B': Math.round(bytesPerStep(steps, (s) => game.view(s.state, null))),
    });
  }
  console.table(rows);
}

void main();
