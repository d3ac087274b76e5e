/**
 * The optional turn clock: every decision a human is awaited for gets `seconds`; when they run
 * out, the room lets a bot decide for them. The deadline is published (epoch ms) so clients
 * can show a countdown. Correspondence clocks run for days (at most 7, well inside what a
 * timer can wait: 2^31 ms, 24.8 days); a restored table's clock keeps its deadline.
 */
import type { RoomTimers, Timer } from './room-timers';

export class TurnClock {
  private timer: Timer | undefined;

  constructor(
    private readonly timers: RoomTimers,
    private readonly seconds: number,
    private readonly onExpire: () => void,
  ) {}

  get enabled(): boolean {
    return this.seconds > 0;
  }

  /** Starts a fresh decision clock when `running`; returns the deadline, 0 for none. */
  restart(running: boolean): number {
    this.stop();
    if (!running || !this.enabled) return 0;
    return this.arm(this.seconds * 1000);
  }

  /**
   * A restored table's clock: the decision keeps its deadline, but never less than `graceMs`
   * (a player whose server restarted needs a moment to be back). Returns the deadline.
   */
  resume(deadline: number, graceMs: number): number {
    this.stop();
    if (!this.enabled || deadline <= 0) return 0;
    return this.arm(Math.min(Math.max(deadline - Date.now(), graceMs), this.seconds * 1000));
  }

  /** Runs onExpire in `ms`; returns that deadline. */
  private arm(ms: number): number {
    this.timer = this.timers.setTimeout(() => {
      this.timer = undefined;
      this.onExpire();
    }, ms);
    return Date.now() + ms;
  }

  stop(): void {
    this.timer?.clear();
    this.timer = undefined;
  }
}
