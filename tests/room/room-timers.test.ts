/**
 * A table's timers (server/rooms/room-timers.ts): they run on the process's timers, die with
 * their room, and a failing one stays at its table. The table room itself no longer has
 * Colyseus tick its clock sixty times a second (once a second is left, for the flood guard).
 */
import { RoomTimers } from '../../server/rooms/room-timers';
import { createTable, testServerPerFile } from '../helpers/server';

describe('RoomTimers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls a timer once when due, and not after clear()', () => {
    const timers = new RoomTimers(() => 'table T');
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('due'), 100);
    const cancelled = timers.setTimeout(() => ran.push('cancelled'), 100);
    cancelled.clear();
    expect(timers.size).toBe(1);
    jest.advanceTimersByTime(99);
    expect(ran).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ran).toEqual(['due']);
    expect(timers.size).toBe(0);
    jest.advanceTimersByTime(1000);
    expect(ran).toEqual(['due']);
  });

  it('cancels every pending timer with clearAll (the room is gone)', () => {
    const timers = new RoomTimers(() => 'table T');
    const ran = jest.fn();
    for (let ms = 10; ms <= 50; ms += 10) timers.setTimeout(ran, ms);
    timers.clearAll();
    expect(timers.size).toBe(0);
    jest.advanceTimersByTime(1000);
    expect(ran).not.toHaveBeenCalled();
  });

  it('logs a timer that throws, with its table, and runs the next ones', () => {
    const timers = new RoomTimers(() => 'table T');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = jest.fn();
    try {
      timers.setTimeout(() => {
        throw new Error('boom');
      }, 10);
      timers.setTimeout(after, 20);
      expect(() => jest.advanceTimersByTime(30)).not.toThrow();
      expect(logged).toHaveBeenCalledWith('table T: a timer failed', expect.objectContaining({ message: 'boom' }));
      expect(after).toHaveBeenCalledTimes(1);
    } finally {
      logged.mockRestore();
    }
  });
});

describe('a table room', () => {
  const server = testServerPerFile();

  it('has its Colyseus clock ticked about once a second, not sixty times', async () => {
    const host = await createTable(server, { game: 'port-royal', seats: 2, name: 'Ann' }, 'ticks');
    const room = server.tableRoom(host.room.roomId);
    // The clock's time moves only when it is ticked: over 2.5 s, two or three ticks.
    const ticked: number[] = [];
    let last = room.clock.currentTime;
    const started = Date.now();
    while (Date.now() - started < 2500) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (room.clock.currentTime !== last) {
        last = room.clock.currentTime;
        ticked.push(last);
      }
    }
    expect(ticked.length).toBeGreaterThanOrEqual(1);
    expect(ticked.length).toBeLessThanOrEqual(3);
    await host.leave();
  });
});
