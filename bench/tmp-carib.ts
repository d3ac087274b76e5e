import { loadGame, loadSearchHooks } from '../shared/core/engines';
import { createRng } from '../shared/core/rng';
(async () => {
  const game = await loadGame('caribbean');
  const rng = createRng('x');
  let state = game.setup(2, 'carib-t', game.optionsSchema.parse({}));
  const times: [number, number, string][] = [];
  for (let step = 0; !game.outcome(state); step++) {
    const seat = game.toAct(state)[0]!;
    const legal = game.legalActions(state, seat);
    const view = game.view(state, seat);
    const t0 = performance.now();
    const a = game.bots.heuristic.choose(view, seat, legal, rng);
    times.push([performance.now() - t0, legal.length, a.type]);
    const r = game.apply(state, seat, a);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
  }
  times.sort((a, b) => b[0] - a[0]);
  console.log(times.length, times.slice(0, 8).map((t) => `${t[0].toFixed(0)}ms/${t[1]}/${t[2]}`).join(' '));
})();
