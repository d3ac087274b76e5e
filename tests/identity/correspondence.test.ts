/**
 * Correspondence tables: turn clocks in days (1 to 7 per move). The clock waits that long and a
 * restored table keeps its deadline; a player who leaves keeps their seat without a stand-in
 * (only the clock plays a move for them), and a restored table does not stand bots in for
 * absent players. Also the seat's identity coming back after a restore.
 */
import { loadSiteEntries } from '../../server/games';
import { RoomTimers } from '../../server/rooms/room-timers';
import { TurnClock } from '../../server/rooms/turn-clock';
import { parseCreateOptions, type CatalogEntry } from '../../server/table/settings';
import { Table } from '../../server/table/table';
import { DAY_SECONDS } from '../../shared/protocol';

let entries: CatalogEntry[] = [];
beforeAll(async () => {
  entries = await loadSiteEntries();
});

const DAY_MS = DAY_SECONDS * 1000;
const catalog = (id: string) => entries.find((entry) => entry.game.id === id);

function settings(options: Record<string, unknown>) {
  return parseCreateOptions({ game: 'port-royal', seats: 2, name: 'Ann', ...options }, catalog);
}

/** Ann (identity `ann-id`, host, seat 0) and Bob (`bob-id`, seat 1), the game started. */
function startedTable(turnSeconds: number): Table {
  const table = Table.open({ id: 'T1', settings: settings({ turnSeconds }), seed: 'correspondence', createdAtMs: 1, invite: '', watchInvite: '' });
  table.admit('ann', { name: 'Ann' }, table.authorize({ name: 'Ann' }, true, 'ann-id'), { playerId: 'ann-id', name: 'Ann' });
  table.admit('bob', { name: 'Bob' }, table.authorize({ name: 'Bob' }, false, 'bob-id'), { playerId: 'bob-id', name: 'Bob' });
  expect(table.start('ann')).toBeUndefined();
  table.takeEvents();
  return table;
}

describe('the create options', () => {
  it('take a turn clock of 1, 3 or 7 days, and refuse more, or an hour-and-a-bit', () => {
    for (const days of [1, 3, 7]) expect(settings({ turnSeconds: days * DAY_SECONDS }).create.turnSeconds).toBe(days * DAY_SECONDS);
    expect(() => settings({ turnSeconds: 8 * DAY_SECONDS })).toThrow();
    expect(() => settings({ turnSeconds: DAY_SECONDS + 3600 })).toThrow(/whole days/);
    expect(settings({ turnSeconds: 3600 }).create.turnSeconds).toBe(3600);
  });
});

describe('the turn clock in days', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2026, 10, 1) }));
  afterEach(() => jest.useRealTimers());

  it('runs out after its days, not before', () => {
    const timers = new RoomTimers(() => 'T1');
    const expired = jest.fn();
    const turn = new TurnClock(timers, 3 * DAY_SECONDS, expired);
    const deadline = turn.restart(true);
    expect(deadline).toBe(Date.now() + 3 * DAY_MS);
    jest.advanceTimersByTime(3 * DAY_MS - 60_000);
    expect(expired).not.toHaveBeenCalled();
    jest.advanceTimersByTime(120_000);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(timers.size).toBe(0);
  });

  it('keeps a restored deadline days ahead, and never gives more than the clock', () => {
    const timers = new RoomTimers(() => 'T1');
    const turn = new TurnClock(timers, 7 * DAY_SECONDS, () => undefined);
    expect(turn.resume(Date.now() + 2 * DAY_MS, 15_000)).toBe(Date.now() + 2 * DAY_MS);
    expect(turn.resume(Date.now() + 30 * DAY_MS, 15_000)).toBe(Date.now() + 7 * DAY_MS);
    expect(turn.resume(Date.now() - DAY_MS, 15_000)).toBe(Date.now() + 15_000);
  });
});

describe('a correspondence table', () => {
  it('keeps the seat of a player who leaves without a stand-in; a live table stands a bot in', () => {
    const correspondence = startedTable(DAY_SECONDS);
    expect(correspondence.correspondence).toBe(true);
    correspondence.leave('bob');
    expect(correspondence.seating.slot(1)).toMatchObject({ kind: 'human', standIn: false, connected: false, playerId: 'bob-id' });
    expect(correspondence.seating.playedByBot(1)).toBe(false);

    const live = startedTable(60);
    expect(live.correspondence).toBe(false);
    live.leave('bob');
    expect(live.seating.slot(1)).toMatchObject({ standIn: true });
  });

  it('gives the seat back to its identity after a restore, and stands no bot in for the absent', () => {
    const before = startedTable(3 * DAY_SECONDS);
    const saved = before.seating.slots.map((slot, seat) => ({ seat, name: slot.name, isBot: false, botKind: null, reclaimHash: slot.reclaimHash, standIn: false, playerId: slot.playerId }));
    const restored = Table.restore({ id: 'T1', settings: before.settings, seed: 'correspondence', createdAtMs: 1, invite: '', watchInvite: '' }, saved, 0);
    restored.resume(1, []);
    restored.standInForAbsent();
    expect(restored.seating.slots.map((slot) => slot.standIn)).toEqual([false, false]);
    // Bob comes back with his identity alone (his seat's secret was never known here).
    const role = restored.authorize({ name: 'Someone' }, false, 'bob-id');
    expect(role).toEqual({ role: 'return', seat: 1 });
    expect(restored.admit('bob-2', { name: 'Someone' }, role, { playerId: 'bob-id', name: 'Bob' })).toBe('Bob');
    expect(restored.seatOf('bob-2')).toBe(1);
    expect(restored.seating.slot(1).reclaim).not.toBe('');
    // Another identity is refused: the table has no free seat.
    expect(() => restored.authorize({ name: 'Bob' }, false, 'eve-id')).toThrow(/no free seat/);
  });
});
