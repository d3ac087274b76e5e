/**
 * The search's speed: seeded games of heuristic bots in which, every few decisions of seat 0,
 * the strong bot's search runs a fixed number of iterations (worlds); prints the time per
 * iteration and a fingerprint of the moves and means found, which is the same wherever the same
 * code runs. From the sources and from a bundle, as the server runs (tools/build-server.ts):
 *
 *   npx tsx bench/search-speed.ts merchants-and-marauders 3 [searches, default 12] [iterations, default 150]
 *   npx tsx tools/run-built.ts bench/search-speed.ts merchants-and-marauders 3
 */
import { createHash } from 'node:crypto';
import { loadGame, loadSearchHooks } from '../shared/core/engines';
import { isGameId } from '../shared/core/registry';
import { createRng } from '../shared/core/rng';
import { searchMove } from '../shared/core/search';

async function main(): Promise<void> {
  const [id = 'merchants-and-marauders', playersArg = '3', searchesArg = '12', iterationsArg = '150'] = process.argv.slice(2);
  if (!isGameId(id)) throw new Error(`no game "${id}"`);
  const [game, hooks] = await Promise.all([loadGame(id), loadSearchHooks(id)]);
  const players = Number(playersArg);
  const searches = Number(searchesArg);
  const iterations = Number(iterationsArg);
  let state = game.setup(players, 'search-speed', game.optionsSchema.parse({}));
  const rng = createRng('search-speed-bots');
  const found: string[] = [];
  let ms = 0;
  let worlds = 0;
  for (let step = 0; found.length < searches && game.outcome(state) === null; step++) {
    const seat = game.toAct(state)[0]!;
    const legal = game.legalActions(state, seat);
    const view = game.view(state, seat);
    if (seat === 0 && legal.length > 1 && step % 3 === 0) {
      const started = performance.now();
      const result = searchMove(game, hooks, view, seat, legal, { iterations }, createRng(`search-${step}`));
      ms += performance.now() - started;
      worlds += result.iterations;
      found.push(JSON.stringify([result.action, result.means]));
    }
    const result = game.apply(state, seat, game.bots.heuristic.choose(view, seat, legal, rng));
    if (!result.ok) throw new Error(result.error.message);
    state = result.value.state;
  }
  const fingerprint = createHash('sha1').update(found.join('|')).digest('hex').slice(0, 12);
  console.log(`${game.id}, ${players} players: ${found.length} searches, ${worlds} iterations in ${ms.toFixed(0)} ms, ${(ms / worlds).toFixed(2)} ms an iteration; moves and means ${fingerprint}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
