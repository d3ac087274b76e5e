/**
 * The strong bot against heuristic bots, for every game and player count: the strong bot sits
 * in each seat in turn, the others are heuristic. Prints games, the strong bot's win rate with
 * its standard error, its ratio to the fair share (1/players), its think time per decision
 * (p50/p99, decisions with more than one legal move, from the question to the answer) and the
 * machine's load average while it ran.
 *
 * In this thread by default; with `pool` the strong bot's decisions go through the server's
 * worker pool (server/bots/pool.ts, one thread, think time only), so the times include the way
 * to the worker and back.
 *
 *   npm run bench:bots -- strong [game id or "all", e.g. port-royal:4,5 for some player counts] [games per player count, default 12] [iterations, default 200] [think ms, default 1000] [pool]
 */
import { loadavg } from 'node:os';
import type { AnyGame, Outcome, Seat } from '../shared/core/engine';
import { loadGames, loadSearchHooks } from '../shared/core/engines';
import type { GameId } from '../shared/core/registry';
import { createRng } from '../shared/core/rng';
import { searchMove, type SearchHooks } from '../shared/core/search';
import { BotPool } from '../server/bots/pool';

interface Figures {
  wins: number;
  games: number;
  times: number[];
  loads: number[];
}

type Action = { type: string };
type Think = (game: AnyGame, view: unknown, seat: Seat, legal: Action[], seed: string) => Promise<Action>;

function inThread(hooks: SearchHooks, budget: { iterations: number; timeMs: number }): Think {
  return async (game, view, seat, legal, seed) => searchMove(game, hooks, view, seat, legal, { ...budget, now: () => performance.now() }, createRng(seed)).action;
}

/** Decisions the pool answered late (the best move so far, read without the worker) or without a move (the heuristic bot played, as on the server). */
const pooled = { late: 0, none: 0 };

function throughPool(pool: BotPool): Think {
  return async (game, view, seat, legal, seed) => {
    const reply = await pool.choose(game.id as GameId, view, seat, legal, createRng(seed));
    if (reply.error !== undefined) {
      pooled.none++;
      return game.bots.heuristic.choose(view, seat, legal, createRng(seed));
    }
    if (reply.late) pooled.late++;
    return reply.action;
  };
}

async function playOne(game: AnyGame, think: Think, players: number, hero: Seat, seed: string, f: Figures): Promise<Outcome> {
  const rng = createRng(`strong-${seed}`);
  let state = game.setup(players, seed, game.optionsSchema.parse({}));
  for (let step = 0; ; step++) {
    const outcome = game.outcome(state);
    if (outcome) return outcome;
    if (step > 100_000) throw new Error(`${game.id} ${seed}: no end`);
    const seat = game.toAct(state)[0]!;
    const legal = game.legalActions(state, seat);
    const view = game.view(state, seat);
    let action;
    if (seat === hero && legal.length > 1) {
      const started = performance.now();
      action = await think(game, view, seat, legal, `${seed}-${step}`);
      f.times.push(performance.now() - started);
    } else {
      action = game.bots.heuristic.choose(view, seat, legal, rng);
    }
    const result = game.apply(state, seat, action);
    if (!result.ok) throw new Error(`${game.id} ${seed}: ${result.error.message}`);
    state = result.value.state;
  }
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

function line(players: number, f: Figures): string {
  const rate = f.wins / f.games;
  const se = Math.sqrt((rate * (1 - rate)) / f.games);
  const times = [...f.times].sort((a, b) => a - b);
  const share = players > 2 ? `, ${(rate * players).toFixed(2)}x fair share` : '';
  const load = f.loads.length ? f.loads.reduce((a, b) => a + b, 0) / f.loads.length : 0;
  return (
    `  ${players} players: ${f.games} games, strong wins ${(100 * rate).toFixed(0)}% ± ${(100 * se).toFixed(0)}% (fair ${(100 / players).toFixed(0)}%)${share}; ` +
    `think p50 ${percentile(times, 0.5).toFixed(0)} ms, p99 ${percentile(times, 0.99).toFixed(0)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms over ${times.length} decisions; ` +
    `load average ${load.toFixed(1)}`
  );
}

export async function strongVsHeuristic(which: string, count: number, iterations: number, timeMs: number, viaPool = false): Promise<void> {
  // "port-royal:4,5" plays only those player counts.
  const [id = 'all', counts] = which.split(':');
  const only = counts ? new Set(counts.split(',').map(Number)) : undefined;
  const games = (await loadGames()).filter((game) => id === 'all' || game.id === id);
  const pool = viaPool ? new BotPool(1, timeMs) : undefined;
  try {
    for (const game of games) {
      const hooks = await loadSearchHooks(game.id as GameId);
      const think = pool ? throughPool(pool) : inThread(hooks, { iterations, timeMs });
      const how = pool ? `through the worker pool, ${timeMs} ms` : `${iterations} iterations, at most ${timeMs} ms`;
      console.log(`${game.title}: strong (${how}) vs heuristic, ${count} games per player count`);
      for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
        if (only && !only.has(players)) continue;
        const f: Figures = { wins: 0, games: 0, times: [], loads: [] };
        for (let i = 0; i < count; i++) {
          const hero = i % players;
          f.loads.push(loadavg()[0]!);
          const outcome = await playOne(game, think, players, hero, `strong-${players}-${i}`, f);
          const first = outcome.ranking[0] ?? [];
          if (first.includes(hero)) f.wins += 1 / first.length;
          f.games++;
        }
        console.log(line(players, f) + (pool ? `; answered late ${pooled.late}, without a move ${pooled.none}` : ''));
        pooled.late = pooled.none = 0;
      }
    }
  } finally {
    await pool?.close();
  }
}
