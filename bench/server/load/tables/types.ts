/** What every load-generator table (one per target server) offers the runner. */
import { createRng, nextUint32, type RngState } from '../../../../shared/core/rng';
import type { Recorder } from '../recorder';

export type PaceMode = 'human' | 'flat';

export interface TableContext {
  port: number;
  recorder: Recorder;
  mode: PaceMode;
  /** Seeds the table's choices, pace and (for the game tables) the deal. */
  seed: string;
}

export interface BenchTable {
  /** Connects every seat and starts the game; resolves when the first move can be made. */
  open(): Promise<void>;
  /** Starts playing; `finished` resolves when the game is over (never for endless targets). */
  play(): void;
  readonly finished: Promise<void>;
  /** Bytes received so far on the table's sockets. */
  bytesRead(): number;
  close(): Promise<void>;
}

export type TableFactory = (context: TableContext) => BenchTable;

export const SEATS = 4;

/**
 * A seat's think time: one to three seconds at a human pace, none flat out (the next action
 * leaves as soon as the update that allows it has arrived).
 */
export class Pacer {
  readonly rng: RngState;

  constructor(
    private readonly mode: PaceMode,
    seed: string,
  ) {
    this.rng = createRng(seed);
  }

  /** Runs `act` after the think time (at once, in this turn, when flat out). */
  think(act: () => void): void {
    if (this.mode === 'flat') {
      act();
      return;
    }
    setTimeout(act, 1000 + 2000 * this.uniform());
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.uniform() * items.length)] as T;
  }

  /** A fraction in [0, 1) from the seeded generator. */
  private uniform(): number {
    return nextUint32(this.rng) / 2 ** 32;
  }
}

/** Bytes read so far by the TCP socket under a `ws` WebSocket (0 once it is gone). */
export function wsBytesRead(ws: unknown): number {
  const socket = (ws as { _socket?: { bytesRead?: number } | null } | undefined)?._socket;
  return socket?.bytesRead ?? 0;
}
