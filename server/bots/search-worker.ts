/**
 * A worker thread of the strong bots' pool (pool.ts): it runs the search for one decision at a
 * time, off the rooms' event loop. It receives only what the seat may know (its view and legal
 * actions), loads engines through the registry, and answers with the move and its figures.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { AnyGame } from '../../shared/core/engine';
import { loadGame, loadSearchHooks } from '../../shared/core/engines';
import type { GameId } from '../../shared/core/registry';
import { searchMove, type SearchHooks } from '../../shared/core/search';
import { enterIdleClass, lowerOwnPriority, pinOwnThread } from '../thread-priority';
import { DEFAULT_THREAD_PRIORITY, wallClock, type ThinkRequest, type ThinkReply, type WorkerSettings } from './pool';

// Below the rooms' event loop, and where asked off its core (see thread-priority.ts;
// BOT_THREAD_NICE, BOT_THREAD_IDLE, BOT_THREAD_CPUS).
const settings = (workerData ?? {}) as Partial<WorkerSettings>;
lowerOwnPriority(settings.nice ?? DEFAULT_THREAD_PRIORITY.nice);
if (settings.idleClass ?? DEFAULT_THREAD_PRIORITY.idleClass) enterIdleClass();
if (settings.cpus) pinOwnThread(settings.cpus);

const loaded = new Map<string, Promise<{ game: AnyGame; hooks: SearchHooks }>>();

function parts(id: GameId): Promise<{ game: AnyGame; hooks: SearchHooks }> {
  let found = loaded.get(id);
  if (!found) {
    found = Promise.all([loadGame(id), loadSearchHooks(id)]).then(([game, hooks]) => ({ game, hooks }));
    loaded.set(id, found);
  }
  return found;
}

/** Kept for the answer's way back to the room's thread, which the think time includes. */
const REPLY_MARGIN_MS = 10;

async function think(request: ThinkRequest): Promise<ThinkReply> {
  const started = performance.now();
  try {
    const { game, hooks } = await parts(request.game);
    // The time since the request (a queue, the message, loading the engine) is spent already.
    const left = request.thinkMs - (wallClock() - request.askedAt) - REPLY_MARGIN_MS;
    const best = new Int32Array(request.best);
    const report = (action: { type: string }): void => {
      let index = request.legal.indexOf(action);
      if (index < 0) index = request.legal.findIndex((legal) => JSON.stringify(legal) === JSON.stringify(action));
      Atomics.store(best, 0, index);
    };
    const budget = { iterations: request.iterations, timeMs: Math.max(0, left), now: () => performance.now(), report };
    const result = searchMove(game, hooks, request.view, request.seat, request.legal, budget, request.seed);
    return { id: request.id, action: result.action, iterations: result.iterations, ms: performance.now() - started };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error), ms: performance.now() - started };
  }
}

parentPort?.on('message', (request: ThinkRequest) => {
  void think(request).then((reply) => parentPort?.postMessage(reply));
});
