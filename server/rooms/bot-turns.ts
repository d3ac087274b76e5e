/**
 * Bot think time: each seat a bot plays gets one pending move, run by the room's timers after
 * the configured delay (so a human can follow what the bots do, and timers die with the room).
 */
import type { Seat } from '../../shared/core/engine';
import { DEFAULT_BOT_PACE_MS } from '../../shared/core/manifest';
import { getManifest } from '../../shared/core/registry';
import type { RoomTimers, Timer } from './room-timers';

/** A bot's wait before each move at a table of `gameId`: the server's setting, else the game's own pace. */
export function botDelayFor(configured: number | null, gameId: string): number {
  return configured ?? getManifest(gameId)?.botPaceMs ?? DEFAULT_BOT_PACE_MS;
}

export class BotTurns {
  private readonly pending = new Map<Seat, Timer>();

  constructor(
    private readonly timers: RoomTimers,
    private readonly delayMs: number,
    private readonly play: (seat: Seat) => void,
  ) {}

  /** Plans a move for each of `seats` that has none planned yet. */
  schedule(seats: Seat[]): void {
    for (const seat of seats) {
      if (this.pending.has(seat)) continue;
      this.pending.set(
        seat,
        this.timers.setTimeout(() => {
          this.pending.delete(seat);
          this.play(seat);
        }, this.delayMs),
      );
    }
  }

  cancel(seat: Seat): void {
    this.pending.get(seat)?.clear();
    this.pending.delete(seat);
  }

  cancelAll(): void {
    for (const delayed of this.pending.values()) delayed.clear();
    this.pending.clear();
  }
}
