/**
 * The strong bots' worker pool keeps the think time from the question to the answer: decisions
 * that queue for one busy thread are answered within their think time (plus a few ms) all the
 * same, with the best move found so far, or an error reply (so the caller plays a fast bot) when
 * a decision never got a thread.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { BotPool } from '../../server/bots/pool';
import { loadGame } from '../../shared/core/engines';
import { createRng } from '../../shared/core/rng';

const THINK_MS = 400;
let pool: BotPool;

beforeAll(() => {
  pool = new BotPool(1, THINK_MS);
});
afterAll(async () => {
  await pool.close();
});

test('three decisions at once on one thread are each answered within the think time', async () => {
  const game = await loadGame('libertalia');
  const state = game.setup(3, 'pool-deadline', game.optionsSchema.parse({}));
  const seat = game.toAct(state)[0]!;
  const legal = game.legalActions(state, seat);
  expect(legal.length).toBeGreaterThan(1);
  // The thread loads its engine on first use: warm it up, so the figures below are the pool's.
  await pool.choose('libertalia', game.view(state, seat), seat, legal, createRng('warm'), 50);
  const asked = performance.now();
  const answers = await Promise.all(
    ['a', 'b', 'c'].map(async (seed) => {
      const reply = await pool.choose('libertalia', game.view(state, seat), seat, legal, createRng(seed));
      return { reply, after: performance.now() - asked };
    }),
  );
  // (On a machine so busy that the thread, at the lowest priority, gets no core in time, a
  // decision is answered with an error reply: its caller plays the heuristic bot.)
  for (const { reply, after } of answers) {
    expect(after).toBeLessThan(THINK_MS + 150);
    if (reply.error === undefined) expect(legal).toContainEqual(reply.action);
    else expect(reply.error).toBe(`no move found within ${THINK_MS} ms`);
  }
});

/** SCHED_IDLE, the idle scheduling class's number in a thread's stat. */
const IDLE_CLASS = 5;

/**
 * The nice value, scheduling class and allowed CPUs of each of this process's threads (Linux:
 * /proc/self/task/<tid>/stat, the 19th and 41st fields, and its status' Cpus_allowed_list).
 */
function threads(): { nice: number; policy: number; cpus: string }[] {
  return readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields after it follow the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpus = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync(`/proc/self/task/${tid}/status`, 'utf8'))?.[1] ?? '';
      return [{ nice: Number(fields[16]), policy: Number(fields[38]), cpus }];
    } catch {
      return []; // a thread that ended meanwhile
    }
  });
}

const linux = existsSync('/proc/thread-self');

(linux ? test : test.skip)('each worker thread lowers its own priority and enters the idle class (BOT_THREAD_NICE, BOT_THREAD_IDLE), the rest of the process keeps its own', async () => {
  const processNice = getPriority();
  const lowest = (): number => threads().filter((t) => t.nice === 17 && t.policy === IDLE_CLASS).length;
  const before = lowest();
  const lowered = new BotPool(2, 50, { nice: 17, idleClass: true });
  const unchanged = new BotPool(1, 50, { nice: 0, idleClass: false });
  try {
    // Each worker sets its priority as it starts (loading TypeScript takes a moment).
    const deadline = Date.now() + 20_000;
    while (lowest() - before < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    // At least its two workers (a thread a worker starts later, such as a module loader's, inherits both).
    expect(lowest() - before).toBeGreaterThanOrEqual(2);
    // The other pool's worker has started once it answers: it stayed in the normal class.
    const game = await loadGame('libertalia');
    const state = game.setup(3, 'pool-priority', game.optionsSchema.parse({}));
    const seat = game.toAct(state)[0]!;
    await unchanged.choose('libertalia', game.view(state, seat), seat, game.legalActions(state, seat), createRng('priority'), 50);
    expect(threads().filter((t) => t.policy === IDLE_CLASS && t.nice === 0)).toHaveLength(0);
    // The thread that started them keeps the process's nice value and class.
    expect(getPriority()).toBe(processNice);
    expect(threads().find((t) => t.policy !== IDLE_CLASS)).toBeDefined();
  } finally {
    await Promise.all([lowered.close(), unchanged.close()]);
  }
});

(linux ? test : test.skip)('each worker thread keeps to the CPUs it is given (BOT_THREAD_CPUS), the rest of the process keeps its own', async () => {
  const own = threads();
  // This machine's CPUs as the thread that starts the pool may use them, and the first of them.
  const processCpus = own[0]!.cpus;
  const first = processCpus.split(/[-,]/)[0]!;
  // A nice value no other thread here has marks the pool's worker.
  const pinned = new BotPool(1, 50, { nice: 16, idleClass: false, cpus: first });
  try {
    const mine = (): { nice: number; cpus: string }[] => threads().filter((t) => t.nice === 16);
    const deadline = Date.now() + 20_000;
    while (!mine().some((t) => t.cpus === first) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mine().map((t) => t.cpus)).toContain(first);
    // The pinned thread still searches: it answers with a legal move.
    const game = await loadGame('libertalia');
    const state = game.setup(3, 'pool-cpus', game.optionsSchema.parse({}));
    const seat = game.toAct(state)[0]!;
    const legal = game.legalActions(state, seat);
    const reply = await pinned.choose('libertalia', game.view(state, seat), seat, legal, createRng('cpus'), 200);
    expect(legal).toContainEqual(reply.action);
    // The thread that started it may still run anywhere it could.
    expect(threads()[0]!.cpus).toBe(processCpus);
  } finally {
    await pinned.close();
  }
});
