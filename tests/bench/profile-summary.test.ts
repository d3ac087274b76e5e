/**
 * The profile summary's `--window`: only the samples taken in the benchmark's measured window
 * count, so start-up and shutdown do not share out an action's CPU.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SCRIPT = 'bench/server/profile-summary.ts';
const frame = (functionName: string) => ({ functionName, url: '', lineNumber: 0 });

/** Starts at 1,000 µs: two SQLite samples (start-up, say), three socket writes, one more SQLite. */
const PROFILE = {
  startTime: 1_000,
  endTime: 1_600,
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 3] },
    { id: 2, callFrame: frame('sqliteRun') },
    { id: 3, callFrame: frame('writev') },
  ],
  samples: [2, 2, 3, 3, 3, 2],
  timeDeltas: [100, 100, 100, 100, 100, 100],
};

function summary(...options: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', SCRIPT, file, '--budget', '0.1', ...options], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

let dir: string;
let file: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'profile-'));
  file = join(dir, 'server.cpuprofile');
  writeFileSync(file, JSON.stringify(PROFILE));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('without a window every sample counts', () => {
  const out = summary();
  expect(out).toMatch(/50\.0%\s+50\.0 µs\s+socket writes/);
  expect(out).toMatch(/50\.0%\s+50\.0 µs\s+SQLite statements/);
});

test('a window keeps the samples taken in it, each with its own weight', () => {
  // Samples are at 1,100 to 1,600 µs: the window 1,250 to 1,550 holds the three writes.
  const out = summary('--window', '1250-1550');
  expect(out).toMatch(/100\.0%\s+100\.0 µs\s+socket writes/);
  expect(out).not.toMatch(/SQLite/);
});

test('a window with no sample in it is an error, not an empty budget', () => {
  expect(() => summary('--window', '5000-6000')).toThrow(/no sample between 5000 and 6000/);
});
