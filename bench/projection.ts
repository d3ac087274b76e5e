/**
 * Projection speed: what the room does with a view after every action, timed per part over
 * seeded random games of every game: the engine's views (the spectator's and each seat's), the
 * projection writing them into the game's board schema (server/sync/projection.ts), and the
 * patch encoding of what changed. Prints µs per action for each part.
 *
 *   npm run bench:projection [-- seconds per game, default 3] [game id]
 *
 * Run from a bundle (tools/run-built.ts), as the server runs.
 */
import { Encoder } from '@colyseus/schema';
import type { AnyGame } from '../shared/core/engine';
import { loadGames } from '../shared/core/engines';
import { createRng } from '../shared/core/rng';
import { loadSync, tableStateClass } from '../server/sync';

interface Parts {
  actions: number;
  view: number;
  write: number;
  encode: number;
}

async function measure(game: AnyGame, seconds: number): Promise<Parts> {
  const sync = await loadSync(game.id);
  const State = tableStateClass(sync);
  const options = game.optionsSchema.parse({});
  const players = Math.min(4, game.maxPlayers);
  const parts: Parts = { actions: 0, view: 0, write: 0, encode: 0 };
  const started = performance.now();
  for (let played = 0; performance.now() - started < seconds * 1000; played++) {
    const root = new State();
    root.board = sync.createBoard();
    const encoder = new Encoder(root);
    const rng = createRng(`projection-${played}`);
    let state = game.setup(players, `projection-${played}`, options);
    while (game.outcome(state) === null) {
      const seat = game.toAct(state)[0]!;
      const action = game.bots.random.choose(game.view(state, seat), seat, game.legalActions(state, seat), rng);
      const result = game.apply(state, seat, action);
      if (!result.ok) throw new Error(`${game.id}: ${result.error.message}`);
      state = result.value.state;
      const t0 = performance.now();
      const views = [game.view(state, null), ...Array.from({ length: players }, (_, s) => game.view(state, s))];
      const t1 = performance.now();
      sync.writePublic(root.board, views[0]);
      if (sync.writePrivate) for (let s = 0; s < players; s++) sync.writePrivate(root.board, s, views[s + 1]);
      const t2 = performance.now();
      encoder.encode();
      encoder.discardChanges();
      const t3 = performance.now();
      parts.view += t1 - t0;
      parts.write += t2 - t1;
      parts.encode += t3 - t2;
      parts.actions++;
    }
  }
  return parts;
}

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 3);
  const rows: Record<string, string | number>[] = [];
  const only = process.argv[3];
  for (const game of await loadGames()) {
    if (only !== undefined && game.id !== only) continue;
    await measure(game, 0.5); // JIT warm-up
    const parts = await measure(game, seconds);
    const us = (ms: number): string => ((ms * 1000) / parts.actions).toFixed(1);
    rows.push({ game: game.id, actions: parts.actions, 'views µs': us(parts.view), 'write µs': us(parts.write), 'encode µs': us(parts.encode) });
  }
  console.table(rows);
}

void main();
