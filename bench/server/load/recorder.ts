/**
 * What the load generator measures while the window is open: for every action, the time from
 * its sending to the arrival of the resulting update at each client of the table (one sample
 * per client) and at the last of them; the actions completed; the bytes the clients received.
 * Times come from one clock (performance.now in this process): a table's clients all live in
 * the same load process.
 */
export interface LoadReport {
  /** ms, one per client and action. */
  deliveries: number[];
  /** ms, one per action: when the last client of the table had it. */
  everyone: number[];
  actions: number;
  /** Bytes received on the tables' sockets (frames and their headers) during play. */
  bytes: number;
  clientsPerTable: number;
  /** Updates that could not be matched to an action sent in the window (should be 0). */
  unpaired: number;
  /** Actions refused because they were chosen from an outdated list (see tables/colyseus-table.ts). */
  refusals: number;
  gamesFinished: number;
  notes: string[];
  cpuSeconds: number;
  /** Event-loop delay of the load process, ms: high values mean the load itself lagged. */
  loopDelayP99: number;
  windowSeconds: number;
}

export class Recorder {
  measuring = false;
  deliveries: number[] = [];
  everyone: number[] = [];
  actions = 0;
  bytes = 0;
  unpaired = 0;
  refusals = 0;
  gamesFinished = 0;
  /** A few examples of what went wrong, for the report. */
  notes: string[] = [];

  reset(): void {
    this.measuring = true;
    this.deliveries = [];
    this.everyone = [];
    this.actions = 0;
    this.bytes = 0;
    this.unpaired = 0;
    this.refusals = 0;
    this.gamesFinished = 0;
    this.notes = [];
  }

  note(message: string): void {
    if (this.notes.length < 5 && !this.notes.includes(message)) this.notes.push(message);
  }
}

interface Pending {
  sentAt: number;
  remaining: number;
  measured: boolean;
}

/**
 * One table's actions in flight, by sequence number: the number each client sees in the
 * update that carries the action (a patch count, a counter, a state id).
 */
export class ActionClock {
  private readonly pending = new Map<number, Pending>();

  constructor(
    private readonly recorder: Recorder,
    private readonly clients: number,
  ) {}

  sent(seq: number): void {
    this.pending.set(seq, { sentAt: performance.now(), remaining: this.clients, measured: this.recorder.measuring });
  }

  arrived(seq: number): void {
    const now = performance.now();
    const entry = this.pending.get(seq);
    if (!entry) {
      if (this.recorder.measuring) this.recorder.unpaired++;
      return;
    }
    const elapsed = now - entry.sentAt;
    if (entry.measured && this.recorder.measuring) this.recorder.deliveries.push(elapsed);
    entry.remaining--;
    if (entry.remaining === 0) {
      this.pending.delete(seq);
      if (entry.measured && this.recorder.measuring) {
        this.recorder.everyone.push(elapsed);
        this.recorder.actions++;
      }
    }
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}
