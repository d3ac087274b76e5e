/**
 * The table's own rules without a server: seating, the host, private tables' secrets, dropped
 * connections, stand-ins and reclaimed seats, the start, and moves in and out of turn. Every
 * refusal changes nothing; every change is reported as an event the room acts on.
 */
import { loadSiteEntries } from '../../server/games';
import { parseCreateOptions, type CatalogEntry } from '../../server/table/settings';
import { TableRefusal } from '../../server/table/refusal';
import { Table, type TableEvent } from '../../server/table/table';
import { ERROR_CODES } from '../../shared/protocol';

let entries: CatalogEntry[] = [];
beforeAll(async () => {
  entries = await loadSiteEntries();
});

function openTable(options: Record<string, unknown> = {}, secrets = { invite: '', watchInvite: '' }): Table {
  const settings = parseCreateOptions({ game: 'port-royal', seats: 2, name: 'Ann', ...options }, (id) => entries.find((entry) => entry.game.id === id));
  return Table.open({ id: 'T1', settings, seed: 'table-test', createdAtMs: 1, ...secrets });
}

function kinds(events: TableEvent[]): string[] {
  return events.map((event) => event.kind);
}

function refusalOf(run: () => unknown): TableRefusal {
  try {
    run();
  } catch (error) {
    if (error instanceof TableRefusal) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** The creator (host) in seat 0 and a second player in seat 1, both connected. */
function fullTable(options: Record<string, unknown> = {}): Table {
  const table = openTable(options);
  table.admit('ann', { name: 'Ann' }, table.authorize({ name: 'Ann' }, true));
  table.admit('bob', { name: 'Bob' }, table.authorize({ name: 'Bob' }, false));
  table.takeEvents();
  return table;
}

describe('seating', () => {
  it('seats the creator as host in the first free seat, then players in order', () => {
    const table = fullTable();
    expect(table.seatOf('ann')).toBe(0);
    expect(table.seatOf('bob')).toBe(1);
    expect(table.isHost('ann')).toBe(true);
    expect(table.hostSeat()).toBe(0);
  });

  it('refuses a player at a full table, and lets them watch', () => {
    const table = fullTable();
    expect(refusalOf(() => table.authorize({ name: 'Cy' }, false)).code).toBe(ERROR_CODES.tableFull);
    expect(table.authorize({ name: 'Cy', spectate: true }, false)).toEqual({ role: 'spectator', watchOnly: false });
  });

  it('gives a taken name a number', () => {
    const table = openTable();
    table.admit('a', { name: 'Ann' }, { role: 'creator', spectate: false });
    expect(table.admit('b', { name: 'Ann' }, { role: 'player' })).toBe('Ann (2)');
  });

  it('lets only the host put bots in, only while seating, never over a person', () => {
    const table = openTable({ seats: 3 });
    table.admit('ann', { name: 'Ann' }, { role: 'creator', spectate: false });
    table.admit('bob', { name: 'Bob' }, { role: 'player' });
    table.takeEvents();
    expect(table.setBot('bob', 2, true, undefined)?.code).toBe(ERROR_CODES.notHost);
    expect(table.setBot('ann', 1, true, undefined)?.code).toBe(ERROR_CODES.seatTaken);
    expect(table.setBot('ann', 7, true, undefined)?.code).toBe(ERROR_CODES.badMessage);
    expect(table.takeEvents()).toEqual([]);
    expect(table.setBot('ann', 2, true, 'random')).toBeUndefined();
    expect(table.seating.slot(2)).toMatchObject({ kind: 'bot', botKind: 'random' });
    expect(kinds(table.takeEvents())).toEqual(['seats']);
  });

  it('moves and stands players only while seating', () => {
    const table = openTable({ seats: 3 });
    table.admit('ann', { name: 'Ann' }, { role: 'creator', spectate: false });
    expect(table.sit('ann', 2)).toBeUndefined();
    expect(table.seatOf('ann')).toBe(2);
    expect(table.stand('ann')).toBeUndefined();
    expect(table.seatOf('ann')).toBeNull();
    expect(table.stand('ann')?.code).toBe(ERROR_CODES.notSeated);
  });
});

describe('private tables', () => {
  const secrets = { invite: 'play-secret', watchInvite: 'watch-secret' };

  it('admits with the play secret, watches only with the watch secret, refuses without', () => {
    const table = openTable({ private: true }, secrets);
    expect(refusalOf(() => table.authorize({ name: 'Cy' }, false)).code).toBe(ERROR_CODES.badInvite);
    expect(refusalOf(() => table.authorize({ name: 'Cy', invite: 'guess' }, false)).code).toBe(ERROR_CODES.badInvite);
    expect(table.authorize({ name: 'Cy', invite: 'play-secret' }, false)).toEqual({ role: 'player' });
    const watch = table.authorize({ name: 'Di', invite: 'watch-secret' }, false);
    expect(watch).toEqual({ role: 'spectator', watchOnly: true });
    table.admit('di', { name: 'Di', invite: 'watch-secret' }, watch);
    // A watcher can never take a seat.
    expect(table.sit('di', 0)?.code).toBe(ERROR_CODES.watchOnly);
    expect(table.describeInvite('watch-secret')).toMatchObject({ watchOnly: true, game: 'port-royal' });
    expect(table.describeInvite('nope')).toBeNull();
  });
});

describe('reconnection and reclaim', () => {
  it('holds a dropped seat, and gives it back to the same connection', () => {
    const table = fullTable();
    table.drop('bob');
    expect(table.seating.slot(1).connected).toBe(false);
    table.reconnect('bob');
    expect(table.seating.slot(1).connected).toBe(true);
  });

  it('lets a bot stand in for a player who left a started game, until they present their secret', () => {
    const table = fullTable();
    expect(table.start('ann')).toBeUndefined();
    const secret = table.seating.slot(1).reclaim;
    table.leave('bob');
    expect(table.seating.slot(1)).toMatchObject({ kind: 'human', standIn: true, sessionId: null });
    expect(table.seating.playedByBot(1)).toBe(true);
    expect(refusalOf(() => table.authorize({ name: 'Bob', reclaim: 'wrong' }, false)).code).toBe(ERROR_CODES.badReclaim);
    const role = table.authorize({ name: 'Bob', reclaim: secret }, false);
    expect(table.admit('bob-again', { name: 'Bob', reclaim: secret }, role)).toBe('Bob');
    expect(table.seatOf('bob-again')).toBe(1);
    expect(table.seating.playedByBot(1)).toBe(false);
    // A seat played from one window cannot be claimed from another.
    expect(refusalOf(() => table.authorize({ name: 'Bob', reclaim: secret }, false)).code).toBe(ERROR_CODES.badReclaim);
  });

  it('passes the host role on when the host leaves', () => {
    const table = fullTable();
    table.leave('ann');
    expect(table.isHost('bob')).toBe(true);
  });

  it('keeps only the hash of a seat secret, and that is enough to reclaim it after a restore', () => {
    const table = fullTable();
    table.start('ann');
    const { reclaim, reclaimHash } = table.seating.slot(1);
    expect(reclaimHash).not.toContain(reclaim);
    const init = { id: 'T1', settings: table.settings, seed: 'table-test', invite: '', watchInvite: '', createdAtMs: 1 };
    const saved = (seat: number, name: string, hash: string) => ({ seat, name, isBot: false, botKind: 'heuristic', reclaimHash: hash, standIn: false });
    const restored = Table.restore(init, [saved(0, 'Ann', table.seating.slot(0).reclaimHash), saved(1, 'Bob', reclaimHash)], 0);
    restored.resume(1, table.session!.actions.map((played, seq) => ({ seq, ...played })));
    expect(restored.seatOf('x')).toBeNull();
    restored.admit('bob2', { name: 'Bob', reclaim }, restored.authorize({ name: 'Bob', reclaim }, false));
    expect(restored.seatOf('bob2')).toBe(1);
    // Seat 0 was the host's: the host role waits for its player.
    expect(restored.isHost('bob2')).toBe(false);
    expect(restored.hostSeat()).toBe(0);
  });
});

describe('start and play', () => {
  it('starts only by the host, only when full', () => {
    const table = openTable();
    table.admit('ann', { name: 'Ann' }, { role: 'creator', spectate: false });
    expect(table.start('ann')?.code).toBe(ERROR_CODES.notReady);
    table.admit('bob', { name: 'Bob' }, { role: 'player' });
    expect(table.start('bob')?.code).toBe(ERROR_CODES.notHost);
    table.takeEvents();
    expect(table.start('ann')).toBeUndefined();
    expect(kinds(table.takeEvents())).toEqual(['started']);
    expect(table.start('ann')?.code).toBe(ERROR_CODES.wrongPhase);
  });

  it('refuses moves out of turn, by spectators and before the start; plays a legal one', () => {
    const table = fullTable();
    const someMove = { type: 'draw' };
    expect(table.play('ann', someMove)?.code).toBe(ERROR_CODES.wrongPhase);
    table.start('ann');
    table.takeEvents();
    const session = table.session!;
    const [awaited] = session.toAct();
    const other = awaited === 0 ? 'bob' : 'ann';
    const mover = awaited === 0 ? 'ann' : 'bob';
    expect(table.play(other, session.legal(awaited!)[0])?.code).toBe(ERROR_CODES.notYourTurn);
    expect(table.play('watcher', session.legal(awaited!)[0])?.code).toBe(ERROR_CODES.notSeated);
    expect(table.play(mover, { type: 'no-such-move' })?.code).toBe(ERROR_CODES.badAction);
    expect(table.takeEvents()).toEqual([]);
    expect(table.play(mover, session.legal(awaited!)[0])).toBeUndefined();
    const events = table.takeEvents();
    expect(events[0]).toMatchObject({ kind: 'played', seq: 0 });
  });

  it('stops the table, and only it, when its engine throws', () => {
    const table = fullTable();
    table.start('ann');
    table.takeEvents();
    const session = table.session!;
    const original = session.game.apply;
    (session.game as { apply: unknown }).apply = () => {
      throw new Error('engine bug');
    };
    try {
      const [awaited] = session.toAct();
      const refused = table.playFor(awaited!, session.legal(awaited!)[0]);
      expect(refused?.code).toBe(ERROR_CODES.tableBroken);
      expect(kinds(table.takeEvents())).toEqual(['broken']);
      expect(table.play('ann', { type: 'draw' })?.code).toBe(ERROR_CODES.tableBroken);
    } finally {
      (session.game as { apply: unknown }).apply = original;
    }
  });
});
