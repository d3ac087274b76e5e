/**
 * A turn clock that runs out for a human is played by the heuristic bot, at once and in the
 * room's thread, even at a table whose bots are strong: the worker pool is never asked for the
 * human's seat, and the move does not wait for a strong bot's think time (here 4 s).
 */
import { BotPool, closeBotPool } from '../../server/bots/pool';
import { loadGame } from '../../shared/core/engines';
import { createTable, testServerPerFile, waitFor } from '../helpers/server';

const THINK_MS = 4000;
const server = testServerPerFile({ botThreads: 1, botThinkMs: THINK_MS, botDelayMs: 20 });

afterAll(async () => {
  await closeBotPool();
});

it('plays the heuristic bot for a human whose clock runs out, never the strong one', async () => {
  const asked: number[] = [];
  const choose = BotPool.prototype.choose;
  const spy = jest.spyOn(BotPool.prototype, 'choose').mockImplementation(function (this: BotPool, ...args: Parameters<BotPool['choose']>) {
    asked.push(args[2]);
    return choose.apply(this, args);
  });
  // The strong bot in this thread (the engine's own) must not be asked either.
  const inThread = jest.spyOn((await loadGame('libertalia')).bots.strong, 'choose');
  try {
    // Libertalia: at sunrise Anne and the strong bot pick at once, each with a hand of choices.
    const anne = await createTable(server, { game: 'libertalia', seats: 2, name: 'Anne', bots: [1], botKind: 'strong', turnSeconds: 1 }, 'clock-strong');
    anne.send('start');
    await waitFor(() => (anne.inbox.legal.at(-1)?.actions.length ?? 0) > 1, 'Anne to be asked to pick');
    const deadline = await waitFor(() => anne.state().deadline, 'the clock');
    const table = server.tableRoom(anne.room.roomId).table;
    await waitFor(() => table.session?.actions.some((played) => played.seat === 0), 'a move played for Anne', 4000);
    const late = Date.now() - deadline;
    expect(asked).not.toContain(0);
    expect(asked).toContain(1);
    expect(inThread).not.toHaveBeenCalled();
    // Far sooner than a strong bot's think time: the clock's move was not searched.
    expect(late).toBeLessThan(THINK_MS / 4);
    expect(anne.state().seats[0]).toMatchObject({ name: 'Anne', connected: true, botStandIn: false });
  } finally {
    spy.mockRestore();
    inThread.mockRestore();
  }
});
