/**
 * A table's timers (bot moves, the turn clock, closing an empty or finished table), on the
 * process's own timers instead of the Colyseus room clock. That clock fires its timers only when
 * ticked, and Colyseus ticks the clock of every room without a timestep of its own sixty times a
 * second: at 500 tables, 30,000 calls a second for timers that are due a few times a minute. At
 * 2,000 players the server benchmark measured about a quarter of the server's CPU going to those
 * ticks (docs/performance.md, "Half the work per action: the rooms' clocks"). TableRoom gives its
 * room a one-second timestep instead (setUp).
 *
 * Every timer dies with its room (`clearAll` on dispose). A callback that throws is logged with
 * its table and stops there: it never reaches the process (a room clock's tick would have).
 */

/** A pending call; `clear()` cancels it (nothing happens if it already ran). */
export interface Timer {
  clear(): void;
}

export class RoomTimers {
  private readonly pending = new Set<NodeJS.Timeout>();

  /** `owner` names the timers' table in a failure's log line. */
  constructor(private readonly owner: () => string) {}

  /** Calls `handler` in `ms` (at most 2^31 - 1 ms, about 24.8 days, as any Node timer). */
  setTimeout(handler: () => void, ms: number): Timer {
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      try {
        handler();
      } catch (error) {
        console.error(`${this.owner()}: a timer failed`, error);
      }
    }, ms);
    this.pending.add(timer);
    return {
      clear: () => {
        clearTimeout(timer);
        this.pending.delete(timer);
      },
    };
  }

  /** Cancels every pending timer (the room is gone). */
  clearAll(): void {
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }

  /** How many timers are pending (for tests). */
  get size(): number {
    return this.pending.size;
  }
}
