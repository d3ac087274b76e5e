/**
 * Engine speed: for every game in the registry and every player count, full seeded games
 * played by random bots. Prints games per second and actions per second (bot choice, view and
 * legal-action listing included, as a server would do them).
 *
 *   npm run bench:engine [-- seconds per row, default 2]
 */
import type { AnyGame } from '../shared/core/engine';
import { loadGames } from '../shared/core/engines';
import { createRng } from '../shared/core/rng';

function playRandomGame(game: AnyGame, players: number, seed: string, options: unknown): number {
  const rng = createRng(`bots-${seed}`);
  let state = game.setup(players, seed, options);
  let actions = 0;
  while (game.outcome(state) === null) {
    if (actions > 100_000) throw new Error(`${game.id} ${seed}: no end`);
    const seat = game.toAct(state)[0]!;
    const legal = game.legalActions(state, seat);
    const action = game.bots.random.choose(game.view(state, seat), seat, legal, rng);
    const result = game.apply(state, seat, action);
    if (!result.ok) throw new Error(`${game.id} ${seed}: ${result.error.message}`);
    state = result.value.state;
    actions++;
  }
  return actions;
}

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 2);
  const rows: Record<string, string | number>[] = [];
  for (const game of await loadGames()) {
    const options = game.optionsSchema.parse({});
    for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
      // Warm up the JIT before timing.
      for (let i = 0; i < 20; i++) playRandomGame(game, players, `warm-${i}`, options);
      let played = 0;
      let actions = 0;
      const started = performance.now();
      while (performance.now() - started < seconds * 1000) {
        actions += playRandomGame(game, players, `bench-${players}-${played}`, options);
        played++;
      }
      const elapsed = (performance.now() - started) / 1000;
      rows.push({
        game: game.id,
        players,
        games: played,
        'games/s': Math.round(played / elapsed),
        'actions/s': Math.round(actions / elapsed),
        'actions/game': Math.round(actions / played),
      });
    }
  }
  console.table(rows);
}

void main();
