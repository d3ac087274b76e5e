/**
 * Quantiles of the last minute, per label value, for a Prometheus summary, at the cost of one
 * array increment per observation. prom-client's Summary keeps a t-digest for each of its age
 * buckets and feeds every one of them on each observation: about 8 µs each on the server
 * benchmark's machine, a few percent of the CPU of a whole action when every action is timed.
 *
 * Values are counted in logarithmic bins 1% wide (from 1 µs to 100 s), in six slots of ten
 * seconds each; a scrape adds up the slots and reads each quantile as the middle of its bin
 * (within 0.5% of the value). The quantiles cover the last 50 to 60 seconds; `_count` and
 * `_sum` count since the start, as a summary's do.
 */
import type { Metric, Registry } from 'prom-client';

const SMALLEST = 1e-6;
const GROWTH = 1.01;
const LOG_GROWTH = Math.log(GROWTH);
const BINS = Math.ceil(Math.log(100 / SMALLEST) / LOG_GROWTH) + 1;
const SLOTS = 6;
const SLOT_MS = 10_000;

interface Series {
  /** SLOTS rows of BINS counts. */
  counts: Uint32Array;
  /** Which ten-second period each slot holds now. */
  periods: number[];
  count: number;
  sum: number;
}

function binOf(seconds: number): number {
  if (!(seconds > SMALLEST)) return 0;
  return Math.min(BINS - 1, Math.ceil(Math.log(seconds / SMALLEST) / LOG_GROWTH));
}

/** The middle of a bin (bin i holds values up to SMALLEST·GROWTHⁱ). */
function valueOf(bin: number): number {
  return bin === 0 ? SMALLEST : SMALLEST * GROWTH ** (bin - 0.5);
}

export interface RecentQuantilesOptions<L extends string> {
  name: string;
  help: string;
  labelName: L;
  percentiles: readonly number[];
  registers: Registry[];
}

export class RecentQuantiles<L extends string> {
  readonly name: string;
  readonly help: string;
  readonly type = 'summary';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, Series>();

  constructor(private readonly options: RecentQuantilesOptions<L>) {
    this.name = options.name;
    this.help = options.help;
    // The registry reads a metric through `name`, `help`, `type` and `get()`, all of which this
    // class has; prom-client's type lists only its own classes.
    for (const registry of options.registers) registry.registerMetric(this as unknown as Metric);
  }

  observe(labelValue: string, seconds: number, nowMs = Date.now()): void {
    let series = this.series.get(labelValue);
    if (!series) {
      series = { counts: new Uint32Array(SLOTS * BINS), periods: new Array<number>(SLOTS).fill(-1), count: 0, sum: 0 };
      this.series.set(labelValue, series);
    }
    const period = Math.floor(nowMs / SLOT_MS);
    const slot = period % SLOTS;
    if (series.periods[slot] !== period) {
      series.counts.fill(0, slot * BINS, (slot + 1) * BINS);
      series.periods[slot] = period;
    }
    const index = slot * BINS + binOf(seconds);
    series.counts[index] = (series.counts[index] ?? 0) + 1;
    series.count++;
    series.sum += seconds;
  }

  /** What the registry prints: each quantile, `_sum` and `_count`, per label value. */
  get(nowMs = Date.now()): { name: string; help: string; type: string; aggregator: string; values: { labels: Record<string, string | number>; value: number; metricName?: string }[] } {
    const values: { labels: Record<string, string | number>; value: number; metricName?: string }[] = [];
    const oldest = Math.floor(nowMs / SLOT_MS) - SLOTS + 1;
    for (const [labelValue, series] of this.series) {
      const labels = { [this.options.labelName]: labelValue };
      const recent = new Float64Array(BINS);
      let total = 0;
      for (let slot = 0; slot < SLOTS; slot++) {
        if ((series.periods[slot] ?? -1) < oldest) continue;
        for (let bin = 0; bin < BINS; bin++) {
          const count = series.counts[slot * BINS + bin] ?? 0;
          recent[bin] = (recent[bin] ?? 0) + count;
          total += count;
        }
      }
      for (const quantile of this.options.percentiles) {
        values.push({ labels: { quantile, ...labels }, value: total === 0 ? 0 : valueOf(binAtRank(recent, quantile * total)) });
      }
      values.push({ metricName: `${this.name}_sum`, labels, value: series.sum });
      values.push({ metricName: `${this.name}_count`, labels, value: series.count });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }
}

/** The first bin where the running count reaches `rank`. */
function binAtRank(counts: Float64Array, rank: number): number {
  let seen = 0;
  for (let bin = 0; bin < counts.length; bin++) {
    seen += counts[bin] ?? 0;
    if (seen >= rank && seen > 0) return bin;
  }
  return counts.length - 1;
}
