/**
 * Where a worker thread's code is, and how it starts: the way the process itself runs. From the
 * server's build (`npm run build:server`, tools/build-server.ts) each thread is a bundled file
 * beside the process's own, run by plain Node; from the TypeScript sources (development, tests),
 * the thread's `.ts` file beside its caller, compiled by tsx (a dependency), also under jest.
 */
import { join } from 'node:path';

/** This module's own file: a `.mjs` bundle in the build, its `.ts` source otherwise. */
const BUILT = !__filename.endsWith('.ts');

/** The thread `name` (its file without extension), found from its caller's folder `sourceDir` when run from sources. */
export function threadEntry(sourceDir: string, name: string): { file: string; execArgv: string[] } {
  return BUILT ? { file: join(__dirname, `${name}.mjs`), execArgv: [] } : { file: join(sourceDir, `${name}.ts`), execArgv: ['--import', 'tsx'] };
}
