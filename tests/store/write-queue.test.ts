/** The write queue under both table stores: batching, order, failures, fencing decisions. */
import { LeaseLostError } from '../../server/store';
import { admit, WriteQueue, type QueuedWrite } from '../../server/store/write-queue';

type Write = QueuedWrite & { n: number };
const write = (n: number, tableId = 'T1', kind: QueuedWrite['kind'] = 'action'): Write => ({ n, tableId, kind });

function recordingQueue(fail: (batch: Write[]) => Error | string[] | undefined = () => undefined) {
  const batches: number[][] = [];
  let release: () => void = () => undefined;
  const queue = new WriteQueue<Write>(async (batch) => {
    batches.push(batch.map((item) => item.n));
    await new Promise<void>((resolve) => (release = resolve));
    const outcome = fail(batch);
    if (outcome instanceof Error) throw outcome;
    return outcome ?? [];
  });
  return { queue, batches, release: () => release() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('write queue', () => {
  it('writes one batch at a time; callers during a batch share the next one', async () => {
    const { queue, batches, release } = recordingQueue();
    queue.push(write(1));
    queue.push(write(2));
    const first = queue.flush();
    queue.push(write(3));
    const second = queue.flush();
    queue.push(write(4));
    expect(queue.flush()).toBe(second);
    expect(queue.pending).toBe(true);
    release();
    await first;
    await settle();
    release();
    await second;
    expect(batches).toEqual([[1, 2], [3, 4]]);
    expect(queue.pending).toBe(false);
    await queue.flush();
    expect(batches).toHaveLength(2);
  });

  it('keeps a batch that failed at the head of the queue, in order', async () => {
    let failures = 1;
    const { queue, batches, release } = recordingQueue(() => (failures-- > 0 ? new Error('connection refused') : undefined));
    queue.push(write(1));
    queue.push(write(2));
    const first = queue.flush();
    queue.push(write(3));
    release();
    await expect(first).rejects.toThrow('connection refused');
    const second = queue.flush();
    await settle();
    release();
    await second;
    expect(batches).toEqual([[1, 2], [1, 2, 3]]);
  });

  it('rejects with LeaseLostError naming the fenced tables, and does not retry their writes', async () => {
    let fenced = ['T2'];
    const { queue, batches, release } = recordingQueue(() => fenced);
    queue.push(write(1, 'T1'));
    queue.push(write(2, 'T2'));
    const flushed = queue.flush();
    release();
    await expect(flushed).rejects.toEqual(new LeaseLostError(['T2']));
    fenced = [];
    expect(queue.pending).toBe(false);
    await queue.flush();
    expect(batches).toEqual([[1, 2]]);
  });
});

describe('fencing decisions', () => {
  it('writes only the tables this process owns, or creates', () => {
    const standing = new Map([
      ['mine', 'mine' as const],
      ['theirs', 'other' as const],
    ]);
    const batch = [
      write(1, 'mine'),
      write(2, 'theirs'),
      write(3, 'theirs', 'table'),
      write(4, 'new', 'seats'),
      write(5, 'new', 'table'),
      write(6, 'new', 'seats'),
      write(7, 'mine', 'remove'),
      write(8, 'mine'),
      write(9, 'mine', 'table'),
      write(10, 'gone', 'remove'),
    ];
    const { writes, fenced } = admit(batch, standing);
    expect(writes.map((item) => item.n)).toEqual([1, 5, 6, 7, 9]);
    // A write to a table with no row and no saveTable before it is refused too; so is a write
    // after the table was removed in the same batch, until it is saved again.
    expect(fenced.sort()).toEqual(['mine', 'new', 'theirs']);
  });
});
