/** The file match store and the configuration from the environment. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONFIG, loadConfig } from '../../server/config';
import { FileMatchStore, MemoryMatchStore, type MatchRecord } from '../../server/store';

const record: MatchRecord = {
  id: 'AbC123_x',
  game: 'port-royal',
  tableName: "Anne's table",
  options: { rules: 'merchants' },
  seed: 'seed',
  seedHash: 'hash',
  players: [
    { name: 'Anne', isBot: false, botStandIn: false },
    { name: 'Mary (bot)', isBot: true, botStandIn: false },
  ],
  actions: [{ seat: 0, action: { type: 'discover' } }],
  scores: [3, 1],
  places: [1, 2],
  startedAt: '2026-01-01T00:00:00.000Z',
  endedAt: '2026-01-01T00:30:00.000Z',
};

describe('file match store', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'caribbean-data-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a record across store instances (a restart)', async () => {
    await new FileMatchStore(dir).save(record);
    expect(await new FileMatchStore(dir).get(record.id)).toEqual(record);
    expect(readdirSync(join(dir, 'matches'))).toEqual(['AbC123_x.json']);
  });

  it('answers undefined for unknown ids and never leaves its folder', async () => {
    const store = new FileMatchStore(dir);
    expect(await store.get('missing')).toBeUndefined();
    expect(await store.get('../../etc/passwd')).toBeUndefined();
    await expect(store.save({ ...record, id: '../escape' })).rejects.toThrow(/Refusing/);
  });
});

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
  });
});
