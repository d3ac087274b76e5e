/**
 * The server runs on Node 22 or newer (README, "Two commands"). Started directly with an older
 * Node (`node`/`tsx` rather than `npm start`), it must not come up half-working (on Node 20
 * every reconnection failed with "WebSocket is not defined"): it stops at once with one line
 * that says why and what to do. Checked with an older Node of this machine when there is one
 * (Debian's Node 20 here), and always with Node 22 made to report an old version.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const MESSAGE = /^The Caribbean table needs Node\.js 22 or newer, not 20\.\d+\.\d+: start it with `npm start` \(npm scripts bring Node 22\), or install Node 22\.\n$/;

/** A `node` on the PATH older than 22, outside node_modules (where npm's Node 22 lives). */
function olderNode(): string | undefined {
  const found = spawnSync('which', ['-a', 'node'], { encoding: 'utf8' }).stdout.split('\n').filter((line) => line && !line.includes('node_modules'));
  return found.find((node) => {
    const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
    return Number(version.replace(/^v/, '').split('.')[0]) < 22;
  });
}

/** `node <args>`: the server through tsx's command line, or with `args` of your own. */
function start(node: string, args = [TSX, 'server/main.ts']): { status: number | null; stderr: string; stdout: string } {
  const run = spawnSync(node, args, {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, PORT: '0', STORE: 'memory', DIST_DIR: '/nonexistent-dist' },
  });
  return { status: run.status, stderr: run.stderr, stdout: run.stdout };
}

describe('an unsupported Node', () => {
  const older = olderNode();

  (older ? it : it.skip)(`is refused in one line (${older ?? 'no older Node on this machine'})`, () => {
    const run = start(older as string);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(MESSAGE);
    expect(run.stdout).toBe('');
  });

  it('is refused in one line (Node 22 reporting 20.0.0)', () => {
    const pretend = "Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '20.0.0' } })";
    // tsx loads first (it checks the version itself), then the pretence, then the server.
    const run = start(process.execPath, ['--import', 'tsx', '--import', `data:text/javascript,${encodeURIComponent(pretend)}`, 'server/main.ts']);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(MESSAGE);
  });
});
