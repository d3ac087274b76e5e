import { loadGame, loadSearchHooks } from '../shared/core/engines';
import { createRng } from '../shared/core/rng';
import { searchMove } from '../shared/core/search';
(async () => {
  const id = (process.argv[2] ?? 'caribbean') as any;
  const players = Number(process.argv[3] ?? 2);
  const game = await loadGame(id);
  const hooks = await loadSearchHooks(id);
  const rng = createRng('x');
  let state = game.setup(players, 'carib-t2', game.optionsSchema.parse({}));
  const times: number[] = [];
  for (let step = 0; !game.outcome(state); step++) {
    const seat = game.toAct(state)[0]!;
    const legal = game.legalActions(state, seat);
    const view = game.view(state, seat);
    let a;
    if (seat === 0 && legal.length > 1) {
      const t0 = performance.now();
      const r = searchMove(game, hooks, view, seat, legal, { iterations: 1e6, timeMs: 1000, now: () => performance.now() }, createRng('s' + step));
      const dt = performance.now() - t0;
      times.push(dt);
      if (dt > 1050) console.log(`slow ${dt.toFixed(0)} ms, legal ${legal.length}, iterations ${r.iterations}, ${r.action.type}`);
      a = r.action;
    } else a = game.bots.heuristic.choose(view, seat, legal, rng);
    const res = game.apply(state, seat, a);
    if (!res.ok) throw new Error(res.error.message);
    state = res.value.state;
    if (times.length >= 25) break;
  }
  times.sort((a, b) => a - b);
  console.log(times.length, 'p50', times[Math.floor(times.length / 2)]!.toFixed(0), 'max', times.at(-1)!.toFixed(0));
})();
