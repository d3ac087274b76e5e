/**
 * A finished table's match record, once it is saved. The record is written after the game's
 * last action is stored (server/rooms/table-outbox.ts, recordMatch), so it lands a moment after
 * the end shows: a test waits for it rather than reading it at once.
 */
import type { MatchRecord, Store } from '../../server/store';

export async function savedRecord(store: Store, id: string, timeoutMs = 5000): Promise<MatchRecord> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const record = await store.matches.get(id);
    if (record) return record;
    if (Date.now() > deadline) throw new Error(`no match record for table ${id} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
