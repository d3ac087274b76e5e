/**
 * The server's build: one bundled ES module per entry (the process and each of its worker
 * threads) in `build/server`, which `npm start` runs with plain Node.
 *
 * Why a bundle: run from its TypeScript sources (tsx), every module is its own CommonJS module,
 * and each use of a name imported from another of our modules goes through that module's export
 * getter. In the rules and the bots' search, which call across modules at every step, those
 * calls were a large share of the time: the same search ran about a third faster bundled
 * (docs/performance.md, "The server runs from its build"). Bundled, our modules share one
 * scope and the calls are direct. Dependencies stay in node_modules, loaded as Node loads them.
 *
 *   npm run build:server [-- <outdir>]
 */
import { build } from 'esbuild';

/** The worker threads: each is found beside the file that starts it (server/thread-entry.ts). */
const THREAD_ENTRIES = {
  'search-worker': 'server/bots/search-worker.ts',
  'checkpoint-thread': 'server/store/checkpoint-thread.ts',
};

/**
 * ES modules, so that our code imports each dependency as Colyseus itself does: @colyseus/core
 * is an ES module and imports @colyseus/schema's ES build; a CommonJS bundle would require its
 * CommonJS build, a second copy with registries of its own (tables of a third game then failed
 * to build their state class). The banner gives the modules the CommonJS names they use.
 */
const COMMONJS_NAMES = [
  "import { createRequire as __createRequire } from 'node:module';",
  "import { fileURLToPath as __fileURLToPath } from 'node:url';",
  "import { dirname as __pathDirname } from 'node:path';",
  'const require = __createRequire(import.meta.url);',
  'const __filename = __fileURLToPath(import.meta.url);',
  'const __dirname = __pathDirname(__filename);',
].join('\n');

/** Bundles `entries` (output name → source) and every worker thread into `outdir`, as `<name>.mjs`. */
export async function buildBundles(entries: Record<string, string>, outdir: string): Promise<void> {
  await build({
    entryPoints: { ...entries, ...THREAD_ENTRIES },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    banner: { js: COMMONJS_NAMES },
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
