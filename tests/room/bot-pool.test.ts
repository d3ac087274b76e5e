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

/** The nice value of each of this process's threads (Linux: /proc/self/task/<tid>/stat, the 19th field). */
function threadNices(): number[] {
  return readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields after it follow the last ')'.
      return [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
    } catch {
      return []; // a thread that ended meanwhile
    }
  });
}

const linux = existsSync('/proc/thread-self');

(linux ? test : test.skip)('each worker thread lowers its own nice value (BOT_THREAD_NICE), the rest of the process keeps its own', async () => {
  const processNice = getPriority();
  const count = (nice: number): number => threadNices().filter((n) => n === nice).length;
  const before = { lowered: count(17) };
  const lowered = new BotPool(2, 50, 17);
  const unchanged = new BotPool(1, 50, 0);
  try {
    // Each worker sets its priority as it starts (loading TypeScript takes a moment).
    const deadline = Date.now() + 20_000;
    while (count(17) - before.lowered < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(count(17) - before.lowered).toBe(2);
    // The thread that started them keeps the process's nice value.
    expect(getPriority()).toBe(processNice);
  } finally {
    await Promise.all([lowered.close(), unchanged.close()]);
  }
});
