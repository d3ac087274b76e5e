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
 *
 * With ALLOCATION_LIVE_AT=S the profile keeps only what is still alive, and is written S
 * seconds after the server starts, while the load runs; with ALLOCATION_LIVE_FROM=R too, only
 * what was allocated from second R on: what the tables held on to of the actions in that
 * window, by the code that allocated it. Whatever a table keeps from an action is copied by the
 * young-generation collections that follow it, so this is where their pauses come from.
 * ALLOCATION_INTERVAL: the mean bytes between two samples (default 32768; smaller is finer and slower).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const liveAt = Number(process.env.ALLOCATION_LIVE_AT ?? 0);
const liveFrom = liveAt > 0 ? Number(process.env.ALLOCATION_LIVE_FROM ?? 0) : 0;
const session = new Session();
session.connect();

function startSampling(): void {
  session.post('HeapProfiler.startSampling', {
    samplingInterval: Number(process.env.ALLOCATION_INTERVAL ?? 32 * 1024),
    includeObjectsCollectedByMajorGC: liveAt <= 0,
    includeObjectsCollectedByMinorGC: liveAt <= 0,
  });
}

if (liveFrom > 0) setTimeout(startSampling, liveFrom * 1000).unref();
else startSampling();

function writeProfile(): void {
  // A session on the process's own thread answers at once, so the profile is written before exit.
  session.post('HeapProfiler.stopSampling', (error, result) => {
    if (error) return;
    const file = join(process.env.ALLOCATION_PROFILE_DIR ?? process.cwd(), `allocation.${process.pid}.heapprofile`);
    writeFileSync(file, JSON.stringify(result.profile));
  });
}

if (liveAt > 0) setTimeout(writeProfile, liveAt * 1000).unref();
else process.on('exit', writeProfile);
