/** The memory match store and the configuration from the environment. */
import { DEFAULT_CONFIG, loadConfig } from '../../server/config';
import { MemoryMatchStore } from '../../server/store';
import { matchRecord } from './fixtures';
import { cpusBesideFirst } from '../../server/thread-priority';

const record = matchRecord;

describe('memory match store', () => {
  it('returns copies, so later changes do not alter a saved record', async () => {
    const store = new MemoryMatchStore();
    const mine = structuredClone(record);
    await store.save(mine);
    mine.scores[0] = 99;
    expect((await store.get(record.id))?.scores).toEqual([3, 1]);
  });
});

describe('configuration', () => {
  it('has a default for everything', () => {
    expect(loadConfig({})).toEqual(DEFAULT_CONFIG);
  });

  it('reads the environment and refuses nonsense', () => {
    const config = loadConfig({ PORT: '8080', STORE: 'memory', BOT_DELAY_MS: '0', RECONNECT_SECONDS: '30', DATA_DIR: '/var/data' });
    expect(config).toMatchObject({ port: 8080, store: 'memory', botDelayMs: 0, reconnectSeconds: 30, dataDir: '/var/data' });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ RATE_LIMIT_BURST: '-1' })).toThrow(/RATE_LIMIT_BURST/);
    expect(() => loadConfig({ STORE: 'postgres' })).toThrow(/STORE/);
    // The JSON files store is gone: its matches are imported into the database.
    expect(() => loadConfig({ STORE: 'file' })).toThrow(/STORE must be "database" or "memory"/);
  });

  it('reads the search threads\' nice value, 0 to 19, the lowest priority by default', () => {
    expect(loadConfig({}).botThreadNice).toBe(19);
    expect(loadConfig({ BOT_THREAD_NICE: '0' }).botThreadNice).toBe(0);
    expect(loadConfig({ BOT_THREAD_NICE: '10' }).botThreadNice).toBe(10);
    expect(() => loadConfig({ BOT_THREAD_NICE: '20' })).toThrow(/BOT_THREAD_NICE must be 0 to 19/);
    expect(() => loadConfig({ BOT_THREAD_NICE: '-5' })).toThrow(/BOT_THREAD_NICE/);
    expect(() => loadConfig({ BOT_THREAD_NICE: 'low' })).toThrow(/BOT_THREAD_NICE/);
  });

  it('puts the search threads in the idle scheduling class unless BOT_THREAD_IDLE is 0', () => {
    expect(loadConfig({}).botThreadIdle).toBe(true);
    expect(loadConfig({ BOT_THREAD_IDLE: '0' }).botThreadIdle).toBe(false);
    expect(loadConfig({ BOT_THREAD_IDLE: '1' }).botThreadIdle).toBe(true);
    expect(() => loadConfig({ BOT_THREAD_IDLE: 'yes' })).toThrow(/BOT_THREAD_IDLE must be 1 or 0/);
  });

  it('keeps the search threads off the first CPU unless BOT_THREAD_CPUS says otherwise', () => {
    expect(loadConfig({}).botThreadCpus).toBe(cpusBesideFirst());
    expect(loadConfig({ BOT_THREAD_CPUS: 'any' }).botThreadCpus).toBe('');
    expect(loadConfig({ BOT_THREAD_CPUS: '1' }).botThreadCpus).toBe('1');
    expect(loadConfig({ BOT_THREAD_CPUS: ' 0,2-3 ' }).botThreadCpus).toBe('0,2-3');
    for (const wrong of ['one', '1;rm -rf /', '-1', '1,', '2-']) {
      expect(() => loadConfig({ BOT_THREAD_CPUS: wrong })).toThrow(/BOT_THREAD_CPUS must be "any" or a CPU list/);
    }
  });

  it('leaves the first of the CPUs to the rooms: every other one is the searches\' by default', () => {
    expect(cpusBesideFirst('0-3')).toBe('1,2,3');
    expect(cpusBesideFirst('2,4-5,7')).toBe('4,5,7');
    expect(cpusBesideFirst('0')).toBe('');
    expect(cpusBesideFirst('')).toBe('');
  });

  it('reads the database settings and refuses nonsense', () => {
    expect(loadConfig({})).toMatchObject({ store: 'database', databaseUrl: '', sqliteSync: 'normal', tableLeaseSeconds: 6 });
    const config = loadConfig({ DATABASE_URL: 'postgres://game:pw@db:5432/tables', SQLITE_SYNC: 'full', TABLE_LEASE_SECONDS: '10' });
    expect(config).toMatchObject({ databaseUrl: 'postgres://game:pw@db:5432/tables', sqliteSync: 'full', tableLeaseSeconds: 10 });
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:secret@db/x' })).toThrow(/DATABASE_URL must start with postgres/);
    // The password is not repeated in the message.
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:secret@db/x' })).not.toThrow(/secret/);
    expect(() => loadConfig({ SQLITE_SYNC: 'off' })).toThrow(/SQLITE_SYNC/);
    expect(() => loadConfig({ TABLE_LEASE_SECONDS: '0.5' })).toThrow(/TABLE_LEASE_SECONDS/);
  });
});
