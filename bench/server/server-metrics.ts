/**
 * Our server's own account of a window, from its GET /metrics: how long it spent on each
 * player action (message in → patch out), how late its event loop ran, and its garbage
 * collection. Set beside the players' click-to-patch times, it splits a delay into the server's
 * share and the rest (the load generators' own event loops, the sockets).
 */

export interface ServerShare {
  /** table_action_seconds quantiles over the server's last minute, in ms. */
  actionP50: number;
  actionP99: number;
  actionP999: number;
  /** The server's event-loop delay p99 over the window, in ms. */
  loopDelayP99: number;
  /** table_action_stage_seconds p99 of each stage (handle, turn, journal, send), in ms. */
  stageP99: Record<string, number>;
  /** Garbage-collection pauses in the window: count, how many took 10 ms or more, total ms. */
  gcPauses: number;
  gcPausesOver10ms: number;
  gcMs: number;
  /** The same per kind of collection (minor = young generation, major = full mark-compact, ...). */
  gcByKind: string;
  /** Pauses, and pauses of 10 ms or more, per minute of the window. */
  gcPerMinute: number;
  gcOver10msPerMinute: number;
  /**
   * The server's own p99: event-loop delay p99 (the wait before an action is handled) plus
   * action in → patch out p99 (its handling up to the last socket write).
   */
  ownP99: number;
}

type Samples = Map<string, number>;

/**
 * prom-client samples the event loop every 10 ms and reports the time between samples, i.e.
 * 10 ms plus the delay: the 10 ms are taken off.
 */
const LOOP_SAMPLE_MS = 10;

function parse(text: string): Samples {
  const samples: Samples = new Map();
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const space = line.lastIndexOf(' ');
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return samples;
}

export async function scrape(port: number): Promise<Samples> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  return parse(await response.text());
}

/** Sums every sample whose name starts with `prefix` and whose labels include `label`. */
function total(samples: Samples, prefix: string, label = ''): number {
  let sum = 0;
  for (const [name, value] of samples) if (name.startsWith(prefix) && name.includes(label)) sum += value;
  return sum;
}

/**
 * `before` is scraped at the window's start (prom-client restarts its event-loop histogram at
 * each scrape, so `after` covers exactly the window); GC counts are differences.
 */
export function serverShare(before: Samples, after: Samples, windowSeconds: number): ServerShare {
  const ms = (name: string) => 1000 * (after.get(name) ?? NaN);
  const gc = (name: string, label = '') => total(after, name, label) - total(before, name, label);
  const perMinute = (count: number) => (60 * count) / windowSeconds;
  const loopDelayP99 = Math.max(0, ms('nodejs_eventloop_lag_p99_seconds') - LOOP_SAMPLE_MS);
  const actionP99 = ms('table_action_seconds{quantile="0.99",game="port-royal"}');
  const gcPauses = gc('nodejs_gc_duration_seconds_count');
  const gcPausesOver10ms = gcPauses - gc('nodejs_gc_duration_seconds_bucket', 'le="0.01"');
  return {
    gcPerMinute: perMinute(gcPauses),
    gcOver10msPerMinute: perMinute(gcPausesOver10ms),
    ownP99: loopDelayP99 + actionP99,
    actionP50: ms('table_action_seconds{quantile="0.5",game="port-royal"}'),
    actionP99,
    actionP999: ms('table_action_seconds{quantile="0.999",game="port-royal"}'),
    loopDelayP99,
    stageP99: Object.fromEntries(['handle', 'turn', 'journal', 'send'].map((stage) => [stage, ms(`table_action_stage_seconds{quantile="0.99",stage="${stage}"}`)])),
    gcPauses,
    gcPausesOver10ms,
    gcMs: 1000 * gc('nodejs_gc_duration_seconds_sum'),
    gcByKind: ['minor', 'major', 'incremental', 'weakcb']
      .map((kind) => {
        const label = `kind="${kind}"`;
        const count = gc('nodejs_gc_duration_seconds_count', label);
        const long = count - gc('nodejs_gc_duration_seconds_bucket{le="0.01"', label);
        return `${kind} ${count} (${long} of 10 ms or more, ${(1000 * gc('nodejs_gc_duration_seconds_sum', label)).toFixed(0)} ms)`;
      })
      .join(', '),
  };
}
