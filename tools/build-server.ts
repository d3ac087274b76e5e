/**
 * The server's build: one bundled CommonJS file per entry (the process and each of its worker
 * threads) in `build/server`, which `npm start` runs with plain Node.
 *
 * Why a bundle: run from its TypeScript sources (tsx), every module is its own CommonJS module,
 * and each use of a name imported from another of our modules goes through that module's export
 * getter. In the rules and the bots' search, which call across modules at every step, those
 * calls were a large share of the time: the same search ran about a third faster bundled
 * (README, "The server runs from its build"). Bundled, our modules share one scope and the calls
 * are direct. Dependencies stay in node_modules, loaded as Node loads them.
 *
 *   npm run build:server [-- <outdir>]
 */
import { build } from 'esbuild';

/** The worker threads: each is found beside the file that starts it (server/thread-entry.ts). */
const THREAD_ENTRIES = {
  'search-worker': 'server/bots/search-worker.ts',
  'checkpoint-thread': 'server/store/checkpoint-thread.ts',
};

/** Bundles `entries` (output name → source) and every worker thread into `outdir`, as `<name>.cjs`. */
export async function buildBundles(entries: Record<string, string>, outdir: string): Promise<void> {
  await build({
    entryPoints: { ...entries, ...THREAD_ENTRIES },
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

export const buildServer = (outdir = 'build/server'): Promise<void> => buildBundles({ main: 'server/main.ts' }, outdir);

if (require.main === module) {
  buildServer(process.argv[2]).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
