/**
 * The queue under both table stores: writes are queued synchronously, `flush()` commits the
 * queue as one batch, one batch at a time, and callers arriving meanwhile share the next batch.
 * Fencing (`admit`) is decided here too, the same way for every backend.
 */
import { LeaseLostError } from './types';

export interface QueuedWrite {
  tableId: string;
  kind: 'table' | 'seats' | 'action' | 'chat' | 'finish' | 'remove';
}

/** Who may write a table when a batch starts: this process, another one, or nobody (no row). */
export type Standing = 'mine' | 'other';

/**
 * Which writes of a batch take effect. A table is written only while this process owns it; a
 * table without a row is created by its `saveTable` (and then owned); a table owned by another
 * process is fenced out entirely, whatever the write.
 */
export function admit<W extends QueuedWrite>(batch: W[], standing: ReadonlyMap<string, Standing>): { writes: W[]; fenced: string[] } {
  const state = new Map<string, Standing | 'absent'>();
  const fenced = new Set<string>();
  const writes: W[] = [];
  for (const write of batch) {
    const now = state.get(write.tableId) ?? standing.get(write.tableId) ?? 'absent';
    let allowed = now === 'mine';
    if (write.kind === 'table' && now === 'absent') {
      allowed = true;
      state.set(write.tableId, 'mine');
    } else if (write.kind === 'remove' && now === 'absent') {
      // Nothing to remove; nobody else's table either.
      continue;
    } else if (write.kind === 'remove' && allowed) {
      state.set(write.tableId, 'absent');
    }
    if (allowed) writes.push(write);
    else fenced.add(write.tableId);
  }
  return { writes, fenced: [...fenced] };
}

export class WriteQueue<W extends QueuedWrite> {
  private queue: W[] = [];
  private writing: Promise<void> | undefined;
  private next: Promise<void> | undefined;

  /** `commit` writes one batch in one transaction and returns the fenced table ids. */
  constructor(private readonly commit: (batch: W[]) => Promise<string[]>) {}

  push(write: W): void {
    this.queue.push(write);
  }

  get pending(): boolean {
    return this.queue.length > 0 || this.writing !== undefined;
  }

  flush(): Promise<void> {
    if (this.next) return this.next;
    if (this.writing) {
      this.next = this.writing
        .catch(() => undefined)
        .then(() => {
          this.next = undefined;
          return this.writeBatch();
        });
      return this.next;
    }
    return this.writeBatch();
  }

  private writeBatch(): Promise<void> {
    const batch = this.queue;
    if (batch.length === 0) return Promise.resolve();
    this.queue = [];
    const writing = this.commit(batch).then(
      (fenced) => {
        if (fenced.length > 0) throw new LeaseLostError(fenced);
      },
      (error: unknown) => {
        // Not written: back at the head of the queue, in order, for the next flush.
        this.queue = [...batch, ...this.queue];
        throw error;
      },
    );
    const settled = writing.finally(() => {
      if (this.writing === settled) this.writing = undefined;
    });
    this.writing = settled;
    return settled;
  }
}
