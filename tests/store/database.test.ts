/**
 * What only the database stores do: migrations at every open, finished matches, the one-time
 * import of the old JSON match files, and reclaim secrets stored only as hashes. SQLite and a
 * real PostgreSQL.
 */
import { readFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'kysely';
import { reclaimHash } from '../../server/store';
import { MATCH_FILES_IMPORTED } from '../../server/store/matches';
import { migrationProvider } from '../../server/store/migrations';
import { backends } from './backends';
import { matchRecord, matchWithChat, seats, tableRow } from './fixtures';

describe.each(backends.filter((backend) => backend.name !== 'memory'))('database store on $name', (backend) => {
  beforeAll(() => backend.start(), 120_000);
  afterAll(() => backend.stop(), 60_000);
  beforeEach(() => backend.fresh());
  afterEach(() => backend.cleanup());

  it('runs each migration once: reopening changes nothing and loses nothing', async () => {
    const first = await backend.open('process-a');
    expect(first.dialect).toBe(backend.name);
    first.tables.saveTable(tableRow('T1'));
    await first.close();
    await (await backend.open('process-a')).close();
    const raw = await backend.raw();
    const migrations = await raw.db.selectFrom('kysely_migration' as never).select(sql<string>`name`.as('name')).execute();
    expect(migrations.map((row) => row.name)).toEqual(Object.keys(await migrationProvider.getMigrations()).sort());
    expect((await raw.db.selectFrom('tables').select('id').execute()).map((row) => row.id)).toEqual(['T1']);
  });

  it('keeps finished matches, replacing a record saved twice', async () => {
    const store = await backend.open('process-a');
    await store.matches.save(matchRecord);
    await store.matches.save({ ...matchRecord, scores: [4, 1] });
    expect(await store.matches.get(matchRecord.id)).toEqual({ ...matchRecord, scores: [4, 1] });
    expect(await store.matches.get('missing')).toBeUndefined();
    expect(await store.matches.get("x' OR '1'='1")).toBeUndefined();
    // The chat is kept with the match, for its replay.
    await store.matches.save(matchWithChat);
    expect(await store.matches.get(matchWithChat.id)).toEqual(matchWithChat);
  });

  it('imports the old match files once, skipping a bad file with a warning', async () => {
    const dir = join(backend.config().dataDir, 'matches');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${matchRecord.id}.json`), JSON.stringify(matchRecord));
    writeFileSync(join(dir, 'second.json'), JSON.stringify({ ...matchRecord, id: 'second' }));
    writeFileSync(join(dir, 'broken.json'), '{ "id": "broken", ');
    writeFileSync(join(dir, 'not-a-match.json'), JSON.stringify({ id: 'nope', game: 3 }));
    writeFileSync(join(dir, 'notes.txt'), 'not json at all');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const store = await backend.open('process-a');
      expect(await store.matches.get(matchRecord.id)).toEqual(matchRecord);
      expect(await store.matches.get('second')).toEqual({ ...matchRecord, id: 'second' });
      expect(await store.matches.get('nope')).toBeUndefined();
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([expect.stringMatching(/broken\.json skipped/), expect.stringMatching(/not-a-match\.json skipped/)]);
      const raw = await backend.raw();
      const fact = await raw.db.selectFrom('store_facts').select('value').where('key', '=', MATCH_FILES_IMPORTED).executeTakeFirstOrThrow();
      expect(JSON.parse(fact.value)).toMatchObject({ imported: 2, skipped: ['broken.json', 'not-a-match.json'] });

      // A file that appears later, or a record changed since, is not imported again.
      await store.matches.save({ ...matchRecord, scores: [9, 9] });
      writeFileSync(join(dir, 'later.json'), JSON.stringify({ ...matchRecord, id: 'later' }));
      await store.close();
      const reopened = await backend.open('process-a');
      expect(await reopened.matches.get('later')).toBeUndefined();
      expect((await reopened.matches.get(matchRecord.id))?.scores).toEqual([9, 9]);
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      warn.mockRestore();
    }
  });

  it('stores reclaim secrets only as their SHA-256', async () => {
    const secret = 'reclaim-secret-9f8e7d6c5b4a';
    expect(reclaimHash(secret)).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(reclaimHash(secret)).toMatch(/^[0-9a-f]{64}$/);
    const store = await backend.open('process-a');
    store.tables.saveTable(tableRow('T1'));
    store.tables.saveSeats('T1', [{ ...seats(['Anne'])[0], reclaimHash: reclaimHash(secret) }]);
    await store.tables.flush();
    expect((await store.tables.load('T1'))?.seats[0].reclaimHash).toBe(reclaimHash(secret));
    await store.close();

    const raw = await backend.raw();
    const everything = JSON.stringify(await Promise.all(['tables', 'table_seats', 'table_actions', 'matches', 'processes', 'store_facts'].map((table) => raw.db.selectFrom(table as 'tables').selectAll().execute())));
    expect(everything).toContain(reclaimHash(secret));
    expect(everything).not.toContain(secret);
    if (backend.name === 'sqlite') {
      // Nor anywhere in the files, free pages and the write-ahead log included.
      const file = join(backend.config().dataDir, 'tables.sqlite');
      for (const path of [file, `${file}-wal`].filter(existsSync)) expect(readFileSync(path).includes(secret)).toBe(false);
    }
  });
});
