/** The embedded default store: one JSON file per match under `<dataDir>/matches/`. */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MatchRecord, MatchStore } from './types';

/** Room ids are short alphanumeric strings; anything else never reaches the file system. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export class FileMatchStore implements MatchStore {
  private readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'matches');
  }

  async save(record: MatchRecord): Promise<void> {
    if (!SAFE_ID.test(record.id)) throw new Error(`Refusing to store a match with id "${record.id}".`);
    await mkdir(this.dir, { recursive: true });
    const path = join(this.dir, `${record.id}.json`);
    // Write then rename, so a crash never leaves a half-written record behind.
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(record));
    await rename(temporary, path);
  }

  async get(id: string): Promise<MatchRecord | undefined> {
    if (!SAFE_ID.test(id)) return undefined;
    try {
      return JSON.parse(await readFile(join(this.dir, `${id}.json`), 'utf8')) as MatchRecord;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}
