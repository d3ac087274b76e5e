/**
 * A game engine that throws inside a bot's move or the turn clock (timer callbacks, where an
 * exception would reach the process's handler and close every table) stops its own table only:
 * the fault is logged with what replays it, the table's players are told it broke, its moves
 * are kept, and every other table plays on. The engine is the test-only Hidden Hands game made
 * to throw at a chosen turn.
 */
import { gamesOf, loadSiteEntries } from '../../server/games';
import type { AnyGame } from '../../shared/core/engine';
import { bootTestServer, createTable, joinTable, waitFor, type Player, type TestServer } from '../helpers/server';
import { hiddenHands, hiddenHandsEntry, type HandsAction, type HandsState } from './fixtures/hidden-hands';

/** Where the faulty engine throws: in `apply` (a rule bug) or in its bot (a bot bug). */
let fault: { turn: number; where: 'apply' | 'bot' } = { turn: -1, where: 'apply' };

const faulty: AnyGame = {
  ...(hiddenHands as unknown as AnyGame),
  apply(state, seat, action) {
    if (fault.where === 'apply' && (state as HandsState).turn === fault.turn) throw new Error('engine fault (test)');
    return hiddenHands.apply(state as HandsState, seat, action as HandsAction);
  },
  bots: {
    random: { name: 'random', choose: (view, seat, legal, rng) => chooseOrThrow(view, seat, legal, rng) },
    heuristic: { name: 'heuristic', choose: (view, seat, legal, rng) => chooseOrThrow(view, seat, legal, rng) },
    strong: { name: 'strong', choose: (view, seat, legal, rng) => chooseOrThrow(view, seat, legal, rng) },
  },
};

function chooseOrThrow(...args: Parameters<AnyGame['bots']['random']['choose']>): { type: string } {
  const [view] = args;
  if (fault.where === 'bot' && (view as { turn: number }).turn === fault.turn) throw new Error('bot fault (test)');
  return (hiddenHands.bots.random.choose as AnyGame['bots']['random']['choose'])(...args);
}

let server: TestServer;
let logged: string[] = [];

beforeAll(async () => {
  const portRoyal = (await loadSiteEntries()).filter((entry) => entry.game.id === 'port-royal');
  server = await bootTestServer({ botDelayMs: 10, finishedTableSeconds: 60 }, gamesOf([{ ...hiddenHandsEntry, game: faulty }, ...portRoyal]));
});
beforeEach(() => {
  logged = [];
  jest.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => {
    logged.push(parts.map((part) => (part instanceof Error ? part.message : String(part))).join(' '));
  });
});
afterEach(async () => {
  jest.restoreAllMocks();
  await server.cleanup();
});
afterAll(async () => {
  await server.shutdown();
});

/** Another table on the same server, which must play on: a Port Royal move. */
async function anotherTablePlays(): Promise<void> {
  const other = await createTable(server, { game: 'port-royal', seats: 2, name: 'Other', bots: [1] });
  other.send('start');
  await waitFor(() => (other.inbox.legal.at(-1)?.actions.length ?? 0) > 0, 'the other table to ask for a move');
  const table = server.tableRoom(other.room.roomId);
  other.send('action', other.inbox.legal.at(-1)!.actions[0]);
  await waitFor(() => (table.table.session?.actions.length ?? 0) > 0, 'the other table to play');
}

function expectBrokenTable(player: Player, roomId: string, playedBeforeFault: number, message: RegExp): void {
  const table = server.tableRoom(roomId);
  expect(table).toBeDefined();
  expect(table.table.session?.actions.length).toBe(playedBeforeFault);
  expect(player.inbox.error.at(-1)).toMatchObject({ code: 'table-broken' });
  expect(player.inbox.error.at(-1)?.message).toMatch(/This table stopped/);
  const report = logged.find((line) => line.includes(`table ${roomId} stopped`));
  expect(report).toMatch(message);
  const replay = JSON.parse(report!.slice(report!.indexOf('replay: ') + 'replay: '.length)) as { seed: string; actions: unknown[] };
  expect(replay.seed).toBe('fault');
  expect(replay.actions).toEqual(table.table.session?.actions);
}

describe('an engine that throws', () => {
  it.each([
    ['its rules (apply)', 'apply' as const, /engine fault \(test\)/],
    ['its bot', 'bot' as const, /bot fault \(test\)/],
  ])('in a bot move stops that table only (fault in %s)', async (_what, where, message) => {
    fault = { turn: 3, where };
    const host = await createTable(server, { game: 'hidden-hands', seats: 2, name: 'Watcher', bots: [0, 1] }, 'fault');
    const roomId = host.room.roomId;
    host.send('start');
    await waitFor(() => host.inbox.error.some((error) => error.code === 'table-broken'), 'the table reported broken', 5000);
    expectBrokenTable(host, roomId, 3, message);
    expect(host.state().toAct).toEqual([]);

    // Someone arriving later is told too; nothing more is played.
    const late = await joinTable(server, roomId, { name: 'Late', spectate: true });
    await waitFor(() => late.inbox.error.some((error) => error.code === 'table-broken'), 'the late spectator told');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.tableRoom(roomId).table.session?.actions.length).toBe(3);
    await anotherTablePlays();
  });

  it('when the turn clock plays for a player stops that table only, and refuses moves after', async () => {
    fault = { turn: 0, where: 'apply' };
    const anne = await createTable(server, { game: 'hidden-hands', seats: 2, name: 'Anne', bots: [1], turnSeconds: 1 }, 'fault');
    const roomId = anne.room.roomId;
    anne.send('start');
    await waitFor(() => anne.inbox.error.some((error) => error.code === 'table-broken'), 'the table reported broken', 5000);
    expectBrokenTable(anne, roomId, 0, /engine fault \(test\)/);
    expect(anne.state().deadline).toBe(0);
    expect(await anne.expectError('action', { type: 'draw' })).toMatchObject({ code: 'table-broken' });
    await anotherTablePlays();
  });
});
