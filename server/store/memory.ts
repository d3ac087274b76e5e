/** A match store that keeps records in memory: tests, and servers run without a disk. */
import type { MatchRecord, MatchStore } from './types';

export class MemoryMatchStore implements MatchStore {
  private readonly records = new Map<string, MatchRecord>();

  async save(record: MatchRecord): Promise<void> {
    // A copy, so later changes by the caller cannot alter what was saved.
    this.records.set(record.id, structuredClone(record));
  }

  async get(id: string): Promise<MatchRecord | undefined> {
    const record = this.records.get(id);
    return record ? structuredClone(record) : undefined;
  }
}
