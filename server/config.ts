/**
 * Server configuration, read once from the environment. Every variable has a default, so
 * `npm start` works with none set.
 *
 *   PORT                   HTTP + WebSocket port (default 2567).
 *   DIST_DIR               Built client served at `/` (default `dist`; skipped when absent).
 *   DATA_DIR               Where the embedded database lives, `<DATA_DIR>/tables.sqlite` (default
 *                          `.data`); match files of older versions in `<DATA_DIR>/matches/` are
 *                          imported into the database once.
 *   STORE                  `database` (default: tables and finished matches outlive the process) or
 *                          `memory` (tests: everything is lost on exit).
 *   DATABASE_URL           `postgres://user:password@host:port/db`: PostgreSQL instead of the embedded
 *                          SQLite file (needed when several processes share the tables).
 *   SQLITE_SYNC            How the embedded database syncs its log (default `normal`: nothing
 *                          committed is lost when the process crashes or is killed; `full`: nor when
 *                          the machine loses power, at a higher cost per write).
 *   TABLE_LEASE_SECONDS    Scale-out: how long a process's hold on its tables lasts without renewal
 *                          (default 6; renewed every third of it). A process silent for longer has its
 *                          unfinished tables adopted by the others.
 *   BOT_DELAY_MS           Think time of a bot before it plays, for every game (default: each
 *                          game's own pace, its manifest's botPaceMs; tests set 0 or a few ms).
 *   BOT_THREADS            Worker threads that run the strong bots' searches (default: the
 *                          machine's cores minus one, at least 1).
 *   BOT_THINK_MS           A strong bot's think time per decision, after BOT_DELAY_MS (default
 *                          1000); when it runs out the bot plays its best move so far.
 *   BOT_THREAD_NICE        The nice value (0 to 19) each search thread gives itself, so the rooms'
 *                          event loop (same process) runs first when cores are short (default 19,
 *                          the lowest priority; 0 = the process's own). Linux only; elsewhere
 *                          the threads keep the process's priority.
 *   BOT_THREAD_IDLE        1 (default) or 0: whether each search thread also enters Linux's idle
 *                          scheduling class (SCHED_IDLE, set with util-linux's chrt), where it runs
 *                          only on a core no other thread wants. Where chrt is missing the threads
 *                          keep the normal class.
 *   BOT_THREAD_CPUS        The CPUs the search threads may run on, a CPU list such as "1" or "2-3",
 *                          or "any" (default: every CPU the process may use but the first, so one
 *                          core is never the searches'; any on a single CPU). Linux only.
 *   RECONNECT_SECONDS      How long a dropped player's seat waits for them (default 60);
 *                          after that a bot stands in until they come back.
 *   RATE_LIMIT_PER_SECOND  Messages a client may send per second, sustained (default 20).
 *   RATE_LIMIT_BURST       Messages a client may send in a burst (default 40).
 *   FINISHED_TABLE_SECONDS How long a finished table stays open for its end screen (default 600).
 *   EMPTY_TABLE_SECONDS    How long a started table with nobody connected waits for its players
 *                          to come back before it is closed (default 120). A table no human
 *                          plays at (every seat a bot's) closes as soon as nobody watches it.
 *   TABLES_PER_MINUTE      Tables one client address may create per minute (default 10; 0 = no limit).
 *   OPEN_TABLES_PER_ADDRESS Tables created by one client address that may be open at once
 *                          (default 10; 0 = no limit).
 *   CONNECTIONS_PER_ADDRESS WebSocket connections (lobby, tables, spectators) one client address
 *                          may hold (default 40; 0 = no limit).
 *   TRUST_PROXY            How many reverse proxies in front of this process append the client's
 *                          address to X-Forwarded-For (default 0: the address is the socket's peer
 *                          and X-Forwarded-For is ignored). docker-compose sets 1 (its nginx).
 *   TABLE_SEED_PREFIX      Fixed seeds for tests and tournaments: every table's seed is this prefix
 *                          followed by the table's id. Unset (the default), every seed is 128
 *                          random bits from the system's CSPRNG. Whoever knows the prefix can
 *                          compute every hidden card, and a short one is guessed from the seed
 *                          hash published at the start (the table id is public): use a long
 *                          random prefix, keep it secret, never set it on a site open to all.
 *   REDIS_URL              Scale-out: with it, every process shares rooms, seat reservations and
 *                          the lobby through Redis (@colyseus/redis-presence and -driver); without
 *                          it, one process with the embedded defaults.
 *   LOGIN_ATTEMPTS_PER_ADDRESS  Logins and account claims one client address may try per 10 minutes
 *                          (default 20; 0 = no limit).
 *   LOGIN_ATTEMPTS_PER_USERNAME Logins and claims of one username per 10 minutes, from anywhere
 *                          (default 10; 0 = no limit).
 *   IDENTITY_SECRET        The secret session cookies are signed with (at least 32 characters).
 *                          Unset (the default), the first server to start makes a random key and
 *                          keeps it in the database, which every process and restart then share.
 *                          Changing it signs every browser out (guests become new guests;
 *                          accounts log in again).
 *   PUBLIC_ADDRESS         Scale-out: this process's own address as browsers reach it, without
 *                          scheme (`play.example.com/gs-1` or `10.0.0.5:2567`). Seat reservations
 *                          carry it so a client sent to a room on this process connects here.
 */
import { defaultThreads } from './bots/pool';
import { CPU_LIST, cpusBesideFirst } from './thread-priority';

export interface ServerConfig {
  port: number;
  distDir: string;
  dataDir: string;
  store: 'database' | 'memory';
  /** '' = the embedded SQLite file under dataDir. */
  databaseUrl: string;
  sqliteSync: 'normal' | 'full';
  tableLeaseSeconds: number;
  /** A bot's wait before each move in every game; null = each game's own pace (manifest botPaceMs). */
  botDelayMs: number | null;
  /** Worker threads of the strong bots' pool (server/bots/pool.ts). */
  botThreads: number;
  botThinkMs: number;
  /** The search threads' nice value, 0 (the process's own) to 19 (lowest priority). */
  botThreadNice: number;
  /** Whether the search threads enter the idle scheduling class. */
  botThreadIdle: boolean;
  /** The CPUs the search threads may run on, a CPU list ('' = any). */
  botThreadCpus: string;
  reconnectSeconds: number;
  rateLimitPerSecond: number;
  rateLimitBurst: number;
  finishedTableSeconds: number;
  emptyTableSeconds: number;
  /** Per client address; 0 = no limit. */
  tablesPerMinute: number;
  openTablesPerAddress: number;
  connectionsPerAddress: number;
  /** Proxies whose X-Forwarded-For entries are believed (0 = none). */
  trustProxy: number;
  /** '' = every seed drawn from the CSPRNG. */
  tableSeedPrefix: string;
  /** '' = no Redis: one process, in-memory presence and driver. */
  redisUrl: string;
  /** '' = clients reach every room through the address they used for matchmaking. */
  publicAddress: string;
  /** '' = the cookie signing key kept in the database (server/identity/signing-key.ts). */
  identitySecret: string;
  /** Per 10 minutes; 0 = no limit (server/identity/attempts.ts). */
  loginAttemptsPerAddress: number;
  loginAttemptsPerUsername: number;
}

export const DEFAULT_CONFIG: ServerConfig = {
  port: 2567,
  distDir: 'dist',
  dataDir: '.data',
  store: 'database',
  databaseUrl: '',
  sqliteSync: 'normal',
  tableLeaseSeconds: 6,
  botDelayMs: null,
  botThreads: defaultThreads(),
  botThinkMs: 1000,
  botThreadNice: 19,
  botThreadIdle: true,
  botThreadCpus: cpusBesideFirst(),
  reconnectSeconds: 60,
  rateLimitPerSecond: 20,
  rateLimitBurst: 40,
  finishedTableSeconds: 600,
  emptyTableSeconds: 120,
  tablesPerMinute: 10,
  openTablesPerAddress: 10,
  connectionsPerAddress: 40,
  trustProxy: 0,
  tableSeedPrefix: '',
  redisUrl: '',
  publicAddress: '',
  identitySecret: '',
  loginAttemptsPerAddress: 20,
  loginAttemptsPerUsername: 10,
};

type Env = Record<string, string | undefined>;

/** A non-negative number from the environment; a malformed value stops the server at boot. */
function numberFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}".`);
  return value;
}

function integerFrom(env: Env, name: string, fallback: number): number {
  const value = numberFrom(env, name, fallback);
  if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number, got "${env[name]}".`);
  return value;
}

/** Printable ASCII only: the prefix becomes part of a seed that is published at the end. */
function seedPrefixFrom(env: Env): string {
  const raw = env.TABLE_SEED_PREFIX ?? '';
  if (raw !== '' && !/^[\x21-\x7e]{1,64}$/.test(raw)) {
    throw new Error(`TABLE_SEED_PREFIX must be 1 to 64 printable characters without spaces, got "${raw}".`);
  }
  return raw;
}

/**
 * The SDK builds `ws://` or `wss://` + this address + `/<processId>/<roomId>` itself (the scheme
 * follows the page), so a scheme or a trailing slash here would produce a broken URL.
 */
function publicAddressFrom(env: Env): string {
  const raw = (env.PUBLIC_ADDRESS ?? '').trim();
  if (raw === '') return DEFAULT_CONFIG.publicAddress;
  if (raw.includes('://') || raw.endsWith('/') || /\s/.test(raw)) {
    throw new Error(`PUBLIC_ADDRESS must be a host[:port][/path] without scheme or trailing slash, got "${raw}".`);
  }
  return raw;
}

function identitySecretFrom(env: Env): string {
  const raw = env.IDENTITY_SECRET ?? '';
  if (raw !== '' && raw.length < 32) throw new Error('IDENTITY_SECRET must be at least 32 characters (or unset: the server keeps a key in the database).');
  return raw;
}

function redisUrlFrom(env: Env): string {
  const raw = (env.REDIS_URL ?? '').trim();
  if (raw !== '' && !/^rediss?:\/\//.test(raw)) throw new Error(`REDIS_URL must start with redis:// or rediss://, got "${raw}".`);
  return raw;
}

function databaseUrlFrom(env: Env): string {
  const raw = (env.DATABASE_URL ?? '').trim();
  if (raw !== '' && !/^postgres(ql)?:\/\//.test(raw)) {
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql://, got "${raw.split('@').pop()}".`);
  }
  return raw;
}

function sqliteSyncFrom(env: Env): ServerConfig['sqliteSync'] {
  const raw = (env.SQLITE_SYNC ?? '').trim() || DEFAULT_CONFIG.sqliteSync;
  if (raw !== 'normal' && raw !== 'full') throw new Error(`SQLITE_SYNC must be "normal" or "full", got "${raw}".`);
  return raw;
}

/** A nice value a thread may give itself without privileges: 0 to 19. */
function threadNiceFrom(env: Env): number {
  const value = integerFrom(env, 'BOT_THREAD_NICE', DEFAULT_CONFIG.botThreadNice);
  if (value > 19) throw new Error(`BOT_THREAD_NICE must be 0 to 19, got "${env.BOT_THREAD_NICE}".`);
  return value;
}

/** A CPU list (`taskset`'s form); "any" gives '' (no pinning); unset, the default. */
function threadCpusFrom(env: Env): string {
  const raw = (env.BOT_THREAD_CPUS ?? '').trim();
  if (raw === '') return DEFAULT_CONFIG.botThreadCpus;
  if (raw === 'any') return '';
  if (!CPU_LIST.test(raw)) throw new Error(`BOT_THREAD_CPUS must be "any" or a CPU list such as "1" or "2-3", got "${raw}".`);
  return raw;
}

/** A switch: 1 or 0 (unset: the default). */
function flagFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = (env[name] ?? '').trim();
  if (raw === '') return fallback;
  if (raw !== '0' && raw !== '1') throw new Error(`${name} must be 1 or 0, got "${raw}".`);
  return raw === '1';
}

/** At least one second: renewals happen every third of it. */
function leaseSecondsFrom(env: Env): number {
  const value = numberFrom(env, 'TABLE_LEASE_SECONDS', DEFAULT_CONFIG.tableLeaseSeconds);
  if (value < 1) throw new Error(`TABLE_LEASE_SECONDS must be at least 1, got "${env.TABLE_LEASE_SECONDS}".`);
  return value;
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const store = env.STORE ?? DEFAULT_CONFIG.store;
  if (store !== 'database' && store !== 'memory') throw new Error(`STORE must be "database" or "memory", got "${store}".`);
  return {
    port: numberFrom(env, 'PORT', DEFAULT_CONFIG.port),
    distDir: env.DIST_DIR || DEFAULT_CONFIG.distDir,
    dataDir: env.DATA_DIR || DEFAULT_CONFIG.dataDir,
    store,
    databaseUrl: databaseUrlFrom(env),
    sqliteSync: sqliteSyncFrom(env),
    tableLeaseSeconds: leaseSecondsFrom(env),
    botDelayMs: env.BOT_DELAY_MS?.trim() ? numberFrom(env, 'BOT_DELAY_MS', 0) : DEFAULT_CONFIG.botDelayMs,
    botThreads: Math.max(1, integerFrom(env, 'BOT_THREADS', DEFAULT_CONFIG.botThreads)),
    botThinkMs: Math.max(1, numberFrom(env, 'BOT_THINK_MS', DEFAULT_CONFIG.botThinkMs)),
    botThreadNice: threadNiceFrom(env),
    botThreadIdle: flagFrom(env, 'BOT_THREAD_IDLE', DEFAULT_CONFIG.botThreadIdle),
    botThreadCpus: threadCpusFrom(env),
    reconnectSeconds: numberFrom(env, 'RECONNECT_SECONDS', DEFAULT_CONFIG.reconnectSeconds),
    rateLimitPerSecond: numberFrom(env, 'RATE_LIMIT_PER_SECOND', DEFAULT_CONFIG.rateLimitPerSecond),
    rateLimitBurst: numberFrom(env, 'RATE_LIMIT_BURST', DEFAULT_CONFIG.rateLimitBurst),
    finishedTableSeconds: numberFrom(env, 'FINISHED_TABLE_SECONDS', DEFAULT_CONFIG.finishedTableSeconds),
    emptyTableSeconds: numberFrom(env, 'EMPTY_TABLE_SECONDS', DEFAULT_CONFIG.emptyTableSeconds),
    tablesPerMinute: integerFrom(env, 'TABLES_PER_MINUTE', DEFAULT_CONFIG.tablesPerMinute),
    openTablesPerAddress: integerFrom(env, 'OPEN_TABLES_PER_ADDRESS', DEFAULT_CONFIG.openTablesPerAddress),
    connectionsPerAddress: integerFrom(env, 'CONNECTIONS_PER_ADDRESS', DEFAULT_CONFIG.connectionsPerAddress),
    trustProxy: integerFrom(env, 'TRUST_PROXY', DEFAULT_CONFIG.trustProxy),
    tableSeedPrefix: seedPrefixFrom(env),
    redisUrl: redisUrlFrom(env),
    publicAddress: publicAddressFrom(env),
    identitySecret: identitySecretFrom(env),
    loginAttemptsPerAddress: integerFrom(env, 'LOGIN_ATTEMPTS_PER_ADDRESS', DEFAULT_CONFIG.loginAttemptsPerAddress),
    loginAttemptsPerUsername: integerFrom(env, 'LOGIN_ATTEMPTS_PER_USERNAME', DEFAULT_CONFIG.loginAttemptsPerUsername),
  };
}
