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
 * Settings after the positional arguments:
 * - `clock=cpu`: the think time is counted in this process's CPU time instead of the wall clock,
 *   so a search gets one core's worth of time per decision however busy the machine is (what
 *   the strength target asks for); the think times printed are still the wall clock's.
 * - `from=K`: the games from the K-th on (seeds and seats), to add games to an earlier run's.
 * - `jobs=N`: N processes play the games (each a share of them) and this one adds up their
 *   figures: with `clock=cpu`, more games in the same time without weakening any decision.
 *
 *   npm run bench:bots -- strong [game id or "all", e.g. port-royal:4,5 for some player counts] [games per player count, default 12] [iterations, default 200] [think ms, default 1000] [pool] [clock=cpu] [jobs=N] [from=K]
 */
import { fork } from 'node:child_process';
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
  /** The strong bot's places added up (1 first; a shared place counts as the middle of those it spans). */
  places: number;
  /** Think time per decision by the wall clock, ms. */
  times: number[];
  /** The same by this process's CPU time (with `clock=cpu`, the clock the budget counts in). */
  cpuTimes: number[];
  loads: number[];
}

export interface StrongSettings {
  which: string;
  count: number;
  iterations: number;
  timeMs: number;
  viaPool: boolean;
  clock: 'wall' | 'cpu';
  jobs: number;
  /** The first game's index (its seed and the strong bot's seat): another run with `from` past this one's games adds new games to its figures. */
  from: number;
  /** This process plays the games whose index is `shard[0]` modulo `shard[1]` and prints each one's figures for its parent. */
  shard?: [number, number];
}

type Action = { type: string };
type Think = (game: AnyGame, view: unknown, seat: Seat, legal: Action[], seed: string) => Promise<Action>;

/** This process's CPU time in ms (the bench's search runs in its one thread). */
const cpuClock = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/** Wall-clock time between two reads of the CPU clock by `searchClock`, ms. */
const CPU_READ_EVERY_MS = 1;
let cpuRead = { wall: -Infinity, cpu: 0, told: 0 };

/**
 * The CPU clock as the search reads it (before every step of a rollout): reading the process's
 * CPU time is a system call, which took a seventh of a search's time when read at every step.
 * It is read at most once a millisecond of wall time; in between, the time told grows with the
 * wall clock, which the search's thread cannot outrun (the collector's helper threads are
 * caught up at the next read), so a decision gets its CPU budget within a millisecond, and a
 * process that waits for a core loses at most that millisecond.
 */
function searchClock(): number {
  const wall = performance.now();
  if (wall - cpuRead.wall >= CPU_READ_EVERY_MS) cpuRead = { wall, cpu: cpuClock(), told: cpuRead.told };
  cpuRead.told = Math.max(cpuRead.told, cpuRead.cpu + (wall - cpuRead.wall));
  return cpuRead.told;
}

function inThread(hooks: SearchHooks, budget: { iterations: number; timeMs: number }, clock: 'wall' | 'cpu'): Think {
  const now = clock === 'cpu' ? searchClock : () => performance.now();
  return async (game, view, seat, legal, seed) => searchMove(game, hooks, view, seat, legal, { ...budget, now }, createRng(seed)).action;
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

async function playOne(game: AnyGame, think: Think, players: number, hero: Seat, seed: string, times: number[], cpuTimes: number[]): Promise<Outcome> {
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
      const startedCpu = cpuClock();
      action = await think(game, view, seat, legal, `${seed}-${step}`);
      times.push(performance.now() - started);
      cpuTimes.push(cpuClock() - startedCpu);
    } else {
      action = game.bots.heuristic.choose(view, seat, legal, rng);
    }
    const result = game.apply(state, seat, action);
    if (!result.ok) throw new Error(`${game.id} ${seed}: ${result.error.message}`);
    state = result.value.state;
  }
}

/** The seat's place in the ranking (1 first); a place shared by k seats counts as the middle of the k places. */
function placeOf(outcome: Outcome, seat: Seat): number {
  let before = 0;
  for (const group of outcome.ranking) {
    if (group.includes(seat)) return before + (group.length + 1) / 2;
    before += group.length;
  }
  return before;
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

function line(players: number, f: Figures): string {
  const rate = f.wins / f.games;
  const se = Math.sqrt((rate * (1 - rate)) / f.games);
  const times = [...f.times].sort((a, b) => a - b);
  const cpu = [...f.cpuTimes].sort((a, b) => a - b);
  const share = players > 2 ? `, ${(rate * players).toFixed(2)}x fair share` : '';
  const load = f.loads.length ? f.loads.reduce((a, b) => a + b, 0) / f.loads.length : 0;
  return (
    `  ${players} players: ${f.games} games, strong wins ${(100 * rate).toFixed(0)}% ± ${(100 * se).toFixed(0)}% (fair ${(100 / players).toFixed(0)}%)${share}; ` +
    `mean place ${(f.places / f.games).toFixed(2)}; think p50 ${percentile(times, 0.5).toFixed(0)} ms, p99 ${percentile(times, 0.99).toFixed(0)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms over ${times.length} decisions ` +
    `(CPU p50 ${percentile(cpu, 0.5).toFixed(0)} ms, p99 ${percentile(cpu, 0.99).toFixed(0)} ms); ` +
    `load average ${load.toFixed(1)}`
  );
}

/** One game's figures, as a sharded process prints them for its parent (one JSON line each). */
interface GameFigures {
  game: string;
  players: number;
  win: number;
  place: number;
  times: number[];
  cpuTimes: number[];
  load: number;
}
const RESULT_PREFIX = 'GAME ';

async function playShare(s: StrongSettings): Promise<void> {
  // "port-royal:4,5" plays only those player counts.
  const [id = 'all', counts] = s.which.split(':');
  const only = counts ? new Set(counts.split(',').map(Number)) : undefined;
  const games = (await loadGames()).filter((game) => id === 'all' || game.id === id);
  const pool = s.viaPool ? new BotPool(1, s.timeMs) : undefined;
  try {
    for (const game of games) {
      const hooks = await loadSearchHooks(game.id as GameId);
      const think = pool ? throughPool(pool) : inThread(hooks, { iterations: s.iterations, timeMs: s.timeMs }, s.clock);
      const how = pool ? `through the worker pool, ${s.timeMs} ms` : `${s.iterations} iterations, at most ${s.timeMs} ms of ${s.clock === 'cpu' ? 'CPU' : 'wall-clock'} time`;
      if (!s.shard) console.log(`${game.title}: strong (${how}) vs heuristic, ${s.count} games per player count`);
      for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
        if (only && !only.has(players)) continue;
        const f: Figures = { wins: 0, games: 0, places: 0, times: [], cpuTimes: [], loads: [] };
        for (let i = s.from; i < s.from + s.count; i++) {
          if (s.shard && i % s.shard[1] !== s.shard[0]) continue;
          const hero = i % players;
          const load = loadavg()[0]!;
          const times: number[] = [];
          const cpuTimes: number[] = [];
          const outcome = await playOne(game, think, players, hero, `strong-${players}-${i}`, times, cpuTimes);
          const first = outcome.ranking[0] ?? [];
          const win = first.includes(hero) ? 1 / first.length : 0;
          const place = placeOf(outcome, hero);
          if (s.shard) {
            const figures: GameFigures = { game: game.title, players, win, place, times, cpuTimes, load };
            console.log(RESULT_PREFIX + JSON.stringify(figures));
            continue;
          }
          f.loads.push(load);
          f.times.push(...times);
          f.cpuTimes.push(...cpuTimes);
          f.wins += win;
          f.places += place;
          f.games++;
          process.stderr.write(`so far, ${game.title}:${line(players, f)}\n`);
        }
        if (s.shard) continue;
        console.log(line(players, f) + (pool ? `; answered late ${pooled.late}, without a move ${pooled.none}` : ''));
        pooled.late = pooled.none = 0;
      }
    }
  } finally {
    await pool?.close();
  }
}

/** Runs `jobs` processes of this bench, each a share of the games, and prints the figures of every game and player count once all have finished. */
async function playInJobs(s: StrongSettings, args: string[]): Promise<void> {
  const byRow = new Map<string, { title: string; players: number; f: Figures }>();
  const runs = Array.from({ length: s.jobs }, (_, job) => {
    const child = fork(process.argv[1]!, [...args.filter((arg) => !arg.startsWith('jobs=')), `shard=${job}/${s.jobs}`], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const text of lines) {
        if (!text.startsWith(RESULT_PREFIX)) continue;
        const g = JSON.parse(text.slice(RESULT_PREFIX.length)) as GameFigures;
        const key = `${g.game}:${g.players}`;
        const row = byRow.get(key) ?? { title: g.game, players: g.players, f: { wins: 0, games: 0, places: 0, times: [], cpuTimes: [], loads: [] } };
        row.f.wins += g.win;
        row.f.places += g.place;
        row.f.games++;
        row.f.times.push(...g.times);
        row.f.cpuTimes.push(...g.cpuTimes);
        row.f.loads.push(g.load);
        byRow.set(key, row);
        // The figures so far, after every game: a run cut short still leaves its figures.
        process.stderr.write(`so far, ${row.title}:${line(row.players, row.f)}\n`);
      }
    });
    return new Promise<void>((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`job ${job} exited with ${code}`)))));
  });
  await Promise.all(runs);
  console.log(`strong (${s.iterations} iterations, at most ${s.timeMs} ms of ${s.clock === 'cpu' ? 'CPU' : 'wall-clock'} time) vs heuristic, ${s.count} games per player count, ${s.jobs} processes`);
  let title = '';
  for (const row of byRow.values()) {
    if (row.title !== title) console.log((title = row.title));
    console.log(line(row.players, row.f));
  }
}

/** `args`: the positional arguments after "strong", then settings such as clock=cpu, jobs=2. */
export async function strongVsHeuristic(args: string[]): Promise<void> {
  const positional = args.filter((arg) => !arg.includes('='));
  const named = new Map(args.filter((arg) => arg.includes('=')).map((arg) => arg.split('=', 2) as [string, string]));
  const [which = 'all', games = '12', iterations = '200', thinkMs = '1000', how = ''] = positional;
  const shard = named.get('shard')?.split('/').map(Number) as [number, number] | undefined;
  const settings: StrongSettings = {
    which,
    count: Number(games),
    iterations: Number(iterations),
    timeMs: Number(thinkMs),
    viaPool: how === 'pool',
    clock: named.get('clock') === 'cpu' ? 'cpu' : 'wall',
    jobs: Math.max(1, Number(named.get('jobs') ?? 1)),
    from: Number(named.get('from') ?? 0),
    shard,
  };
  if (settings.jobs > 1 && !shard) await playInJobs(settings, ['strong', ...args]);
  else await playShare(settings);
}
