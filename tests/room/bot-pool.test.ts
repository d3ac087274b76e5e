/**
 * The strong bots' worker pool keeps the think time from the question to the answer: decisions
 * that queue for one busy thread are answered within their think time (plus a few ms) all the
 * same, with the best move found so far, or an error reply (so the caller plays a fast bot) when
 * a decision never got a thread.
 */
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
