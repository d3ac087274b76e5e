/**
 * A real PostgreSQL for the store's tests: Debian's `postgresql` binaries, a new cluster in a
 * temporary folder (initdb), started with pg_ctl on a free port and stopped after, as the
 * scale-out tests do with Redis. As root (the CI machine), the server runs as user `postgres`,
 * since PostgreSQL refuses to run as root. A watchdog outside the test process stops the
 * server if the test process dies without doing so.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from '../../tools/process-group';

export interface Postgres {
  port: number;
  /** A new, empty database on the server; its URL. */
  freshDatabase(): Promise<string>;
  /** Stops the server, keeping its data, until `resume` (a database that goes away). */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

/** The folder holding initdb and pg_ctl: Debian puts them under /usr/lib/postgresql/<version>/bin. */
function binaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((version) => existsSync(join(root, version, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions.length > 0) return join(root, versions[0], 'bin');
  try {
    const initdb = execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim();
    if (initdb) return join(initdb, '..');
  } catch {
    // not on the PATH either
  }
  throw new Error(
    "PostgreSQL is not installed: the store's tests run against a real PostgreSQL. Install Debian's `postgresql` package (`apt-get install postgresql`; .ci/run does) and run them again.",
  );
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program, as `postgres` when we are root. */
function run(bin: string, program: string, args: string[]): string {
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]] : [join(bin, program), args];
  try {
    return execFileSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${program} failed: ${failed.message}\n${failed.stdout ?? ''}${failed.stderr ?? ''}`);
  }
}

export async function startPostgres(): Promise<Postgres> {
  const bin = binaries();
  const dir = mkdtempSync(join(tmpdir(), 'caribbean-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  // Trust on the loopback only: a throwaway cluster that nothing else can reach. No fsync:
  // the tests test the store's logic, not the disk.
  run(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--no-locale']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  const pgCtl = asRoot ? `runuser -u postgres -- ${join(bin, 'pg_ctl')}` : join(bin, 'pg_ctl');
  // The watchdog: once the test process is gone, stop the server and remove its folder.
  const script = `while kill -0 "$1" 2>/dev/null && [ -d "$2" ]; do sleep 1; done; ${pgCtl} -D "$2/data" -m immediate stop >/dev/null 2>&1; rm -rf "$2"`;
  spawn('sh', ['-c', script, 'watchdog', String(process.pid), dir], { detached: true, stdio: 'ignore' }).unref();

  const base = `postgres://postgres@127.0.0.1:${port}`;
  let databases = 0;
  let stopped = false;
  return {
    port,
    async freshDatabase() {
      const name = `store_test_${++databases}`;
      const admin = new Client({ connectionString: `${base}/postgres` });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return `${base}/${name}`;
    },
    pause() {
      run(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    resume() {
      run(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      run(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
