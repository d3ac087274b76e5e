/**
 * The strong bots' thread pool: searches run in `node:worker_threads` (search-worker.ts), never
 * in a room's event loop, so a table's clients never wait on another table's bot. Requests
 * queue when every thread is busy; each decision gets the configured think time, counted from
 * the request (a wait for a thread and the way to the worker and back included): the search
 * plays its best move so far when it runs out.
 *
 *   BOT_THREADS   worker threads (default: the machine's cores minus one, at least 1)
 *   BOT_THINK_MS  think time per decision in ms (default 1000)
 *   BOT_THREAD_NICE  the nice value each thread gives itself (default 19, the lowest priority;
 *                 0 keeps the process's), so the rooms' event loop runs first when cores are short
 *   BOT_THREAD_IDLE  1 (default): each thread also enters Linux's idle scheduling class, so it
 *                 runs only on a core nothing else wants; 0 keeps the normal class
 *   BOT_THREAD_CPUS  the CPUs the threads may run on (a CPU list such as "1" or "2-3", or "any";
 *                 default: every CPU of the process but the first), so a busy search never
 *                 takes the rooms' thread's last free core nor moves through every core's caches
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Seat } from '../../shared/core/engine';
import type { GameId } from '../../shared/core/registry';
import type { RngState } from '../../shared/core/rng';
import { threadEntry } from '../thread-entry';

type Action = { type: string };

export interface ThinkRequest {
  id: number;
  game: GameId;
  view: unknown;
  seat: Seat;
  legal: Action[];
  seed: RngState;
  thinkMs: number;
  iterations: number;
  /** When the decision was asked for (ms since the epoch): the think time counts from here, a wait for a free thread included. */
  askedAt: number;
  /**
   * One Int32 shared with the room's thread: the index in `legal` of the move the search would
   * play now (-1 before it knows one). When the think time is over and the worker has not
   * answered (a starved thread on a busy machine), the pool plays that move without waiting.
   */
  best: SharedArrayBuffer;
}

export type ThinkReply =
  | { id: number; action: Action; iterations: number; ms: number; error?: undefined; late?: boolean }
  | { id: number; error: string; ms: number; action?: undefined };

/** Iterations are a safety cap only: the think time ends a search long before. */
const MAX_ITERATIONS = 1_000_000;
/**
 * How long before the end of its think time the pool stops waiting for a worker's answer and
 * plays the best move so far: the room's thread may itself wake a little late on a busy machine,
 * and the answer must still come within the think time. (A worker's search ends earlier still:
 * search-worker.ts keeps a margin for the way back, the search 5% for a last step's overrun.)
 */
const ANSWER_AHEAD_MS = 20;

/** Milliseconds since the epoch with a fraction: one clock for the room's thread and the workers. */
export const wallClock = (): number => performance.timeOrigin + performance.now();

/** How a worker thread lowers itself as it starts (see thread-priority.ts). */
export interface WorkerSettings {
  /** Its nice value (Linux; 0 keeps the process's priority). */
  nice: number;
  /** Whether it enters the idle scheduling class (Linux). */
  idleClass: boolean;
  /** The CPUs it may run on, a `taskset` CPU list ("1", "2-3"); empty or absent: any. */
  cpus?: string;
}

/** The lowest priority a thread may take: searches never take a core from a room that wants it. */
export const DEFAULT_THREAD_PRIORITY: WorkerSettings = { nice: 19, idleClass: true };

export function defaultThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

interface Pending {
  request: ThinkRequest;
  /** Answers the caller, once: the worker's reply or, at the think time, the best move so far. */
  resolve: (reply: ThinkReply) => void;
}

export class BotPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    readonly threads: number,
    readonly thinkMs: number,
    /** How each worker thread lowers its priority as it starts. */
    readonly priority: WorkerSettings = DEFAULT_THREAD_PRIORITY,
  ) {
    for (let i = 0; i < threads; i++) this.idle.push(this.spawn());
  }

  private spawn(): Worker {
    const { file, execArgv } = threadEntry(__dirname, 'search-worker');
    const worker = new Worker(file, { execArgv, workerData: this.priority satisfies WorkerSettings });
    worker.unref();
    worker.on('message', (reply: ThinkReply) => this.finished(worker, reply));
    worker.on('error', (error) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      pending?.resolve({ id: pending.request.id, error: error.message, ms: 0 });
      if (!this.closed) {
        this.idle.push(this.spawn());
        this.drain();
      }
    });
    return worker;
  }

  /**
   * The strong bot's move for `seat`, from what the seat may know only. Resolves with an error
   * reply (never rejects) when the search fails, so the caller can fall back to a fast bot.
   */
  choose(game: GameId, view: unknown, seat: Seat, legal: Action[], seed: RngState, thinkMs = this.thinkMs): Promise<ThinkReply> {
    if (this.closed) return Promise.resolve({ id: 0, error: 'the bot pool is closed', ms: 0 });
    const best = new Int32Array(new SharedArrayBuffer(4));
    best[0] = -1;
    const request: ThinkRequest = { id: this.nextId++, game, view, seat, legal, seed, thinkMs, iterations: MAX_ITERATIONS, askedAt: wallClock(), best: best.buffer };
    return new Promise((resolve) => {
      let answered = false;
      const timer = setTimeout(() => this.outOfTime(pending, best), Math.max(0, thinkMs - ANSWER_AHEAD_MS));
      timer.unref();
      const pending: Pending = {
        request,
        resolve: (reply) => {
          if (answered) return;
          answered = true;
          clearTimeout(timer);
          resolve(reply);
        },
      };
      this.queue.push(pending);
      this.drain();
    });
  }

  /**
   * The think time is over and the worker has not answered: the best move it has found so far,
   * read from the shared slot, is the answer (an error reply when it has none yet, so the caller
   * plays a fast bot). A request still queued is dropped; a busy worker's late reply is ignored.
   */
  private outOfTime(pending: Pending, best: Int32Array): void {
    const queued = this.queue.indexOf(pending);
    if (queued >= 0) this.queue.splice(queued, 1);
    const { id, legal, thinkMs } = pending.request;
    const index = Atomics.load(best, 0);
    const action = legal[index];
    pending.resolve(action ? { id, action, iterations: -1, ms: thinkMs, late: true } : { id, error: `no move found within ${thinkMs} ms`, ms: thinkMs });
  }

  /** Decisions waiting for a free thread. */
  get waiting(): number {
    return this.queue.length;
  }

  private drain(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop()!;
      const pending = this.queue.shift()!;
      this.busy.set(worker, pending);
      worker.ref();
      worker.postMessage(pending.request);
    }
  }

  private finished(worker: Worker, reply: ThinkReply): void {
    const pending = this.busy.get(worker);
    this.busy.delete(worker);
    worker.unref();
    this.idle.push(worker);
    pending?.resolve(reply);
    this.drain();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.resolve({ id: pending.request.id, error: 'the bot pool is closed', ms: 0 });
    const workers = [...this.idle, ...this.busy.keys()];
    for (const pending of this.busy.values()) pending.resolve({ id: pending.request.id, error: 'the bot pool is closed', ms: 0 });
    this.idle.length = 0;
    this.busy.clear();
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

let shared: BotPool | null = null;

/** The process's pool, started on first use (tables without strong bots never start threads). */
export function botPool(threads: number, thinkMs: number, priority = DEFAULT_THREAD_PRIORITY): BotPool {
  if (!shared) shared = new BotPool(threads, thinkMs, priority);
  return shared;
}

export async function closeBotPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}
