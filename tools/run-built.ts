/**
 * Runs a TypeScript entry from a bundle, as the server runs in production (tools/build-server.ts):
 * for benchmarks whose figures must be the built server's, such as the bots' strength at a think
 * time (the search gets through about half as many worlds again in a bundle as from sources).
 *
 *   tsx tools/run-built.ts bench/bot-strength.ts [arguments...]
 */
import { spawn } from 'node:child_process';
import { basename } from 'node:path';
import { buildBundles } from './build-server';

async function main(): Promise<void> {
  const [entry, ...args] = process.argv.slice(2);
  if (!entry) throw new Error('usage: tsx tools/run-built.ts <entry.ts> [arguments...]');
  const name = basename(entry, '.ts');
  const outdir = `build/run/${name}`;
  await buildBundles({ [name]: entry }, outdir);
  const child = spawn(process.execPath, ['--enable-source-maps', `${outdir}/${name}.mjs`, ...args], { stdio: 'inherit' });
  // Ctrl-C reaches the child from the terminal; this process waits for it and exits as it did.
  process.on('SIGINT', () => undefined);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
