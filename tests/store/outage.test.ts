/**
 * PostgreSQL going away and coming back: a flush meanwhile rejects (in seconds, not never),
 * its writes stay queued in order, and the next flush after the database is back stores them.
 */
import { DEFAULT_CONFIG } from '../../server/config';
import { LeaseLostError, openStore } from '../../server/store';
import { startPostgres, type Postgres } from '../helpers/postgres';
import { action, expectExactLog, tableRow } from './fixtures';

describe('table store when PostgreSQL goes away', () => {
  let postgres: Postgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 120_000);
  afterAll(() => postgres.stop(), 60_000);

  it('keeps the writes of a failed flush queued, in order, and stores them once the database is back', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = { ...DEFAULT_CONFIG, databaseUrl: await postgres.freshDatabase(), dataDir: '/nonexistent-data' };
    const store = await openStore(config, 'process-a');
    try {
      store.tables.saveTable(tableRow('T1'));
      for (let seq = 0; seq < 5; seq++) store.tables.appendAction('T1', action(seq));
      await store.tables.flush();

      postgres.pause();
      // pg_ctl ran synchronously: let the pool see its connections close, as it would have.
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (let seq = 5; seq < 10; seq++) store.tables.appendAction('T1', action(seq));
      const failed = store.tables.flush();
      await expect(failed).rejects.toThrow();
      await expect(failed).rejects.not.toBeInstanceOf(LeaseLostError);
      expect(store.tables.pending).toBe(true);
      store.tables.appendAction('T1', action(10));

      postgres.resume();
      await store.tables.flush();
      expect(store.tables.pending).toBe(false);
      expectExactLog(await store.tables.load('T1'), 11);
    } finally {
      await store.close();
      warn.mockRestore();
    }
  }, 120_000);
});
