/**
 * Allocation sampling for a profiled server: what the process allocates, garbage included
 * (`node --heap-prof` keeps only what is still alive at exit, which hides the short-lived
 * garbage that young-generation collections are about). Preloaded into the server:
 *
 *   npm run bench:server -- --targets table-db --modes flat \
 *     --server-node-options "--import tsx --import ./bench/server/allocation-sampling.ts"
 *
 * writes `allocation.<pid>.heapprofile` into ALLOCATION_PROFILE_DIR (default: the working
 * directory) as the server exits; bench/server/profile-summary.ts reads it.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const session = new Session();
session.connect();
session.post('HeapProfiler.startSampling', {
  samplingInterval: 32 * 1024,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: true,
});

process.on('exit', () => {
  // A session on the process's own thread answers at once, so the profile is written before exit.
  session.post('HeapProfiler.stopSampling', (error, result) => {
    if (error) return;
    const file = join(process.env.ALLOCATION_PROFILE_DIR ?? process.cwd(), `allocation.${process.pid}.heapprofile`);
    writeFileSync(file, JSON.stringify(result.profile));
  });
});
