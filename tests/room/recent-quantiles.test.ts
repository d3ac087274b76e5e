import { Registry } from 'prom-client';
import { RecentQuantiles } from '../../server/recent-quantiles';

function scrape(registry: Registry): Promise<string> {
  return registry.metrics();
}

function metric(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : NaN;
}

describe('the last minute\'s quantiles of the time per action (table_action_seconds)', () => {
  it('reads each quantile within 1% of the value, as a Prometheus summary with its sum and count', async () => {
    const registry = new Registry();
    const quantiles = new RecentQuantiles({ name: 'q', help: 'test', labelName: 'game', percentiles: [0.5, 0.99], registers: [registry] });
    const now = Date.now();
    // 1 ms to 100 ms in steps of 0.1 ms: the median is 50.5 ms, the p99 99.1 ms.
    for (let i = 0; i < 991; i++) quantiles.observe('port-royal', 0.001 + i * 0.0001, now);
    quantiles.observe('borneo', 0.004, now);
    const values = quantiles.get(now).values;
    const at = (quantile: number, game: string) => values.find((v) => v.labels.quantile === quantile && v.labels.game === game)?.value ?? NaN;
    expect(Math.abs(at(0.5, 'port-royal') / 0.0505 - 1)).toBeLessThan(0.01);
    expect(Math.abs(at(0.99, 'port-royal') / 0.0991 - 1)).toBeLessThan(0.01);
    expect(Math.abs(at(0.99, 'borneo') / 0.004 - 1)).toBeLessThan(0.01);
    const text = await scrape(registry);
    expect(text).toContain('# TYPE q summary');
    expect(metric(text, 'q_count{game="port-royal"}')).toBe(991);
    expect(metric(text, 'q_sum{game="port-royal"}')).toBeCloseTo(991 * 0.0505, 6);
    expect(metric(text, 'q{quantile="0.99",game="borneo"}')).toBeGreaterThan(0);
  });

  it('forgets what is older than a minute, and keeps counting it', () => {
    const quantiles = new RecentQuantiles({ name: 'q', help: 'test', labelName: 'game', percentiles: [0.5], registers: [] });
    const start = 1_000_000;
    for (let i = 0; i < 100; i++) quantiles.observe('port-royal', 0.5, start);
    quantiles.observe('port-royal', 0.002, start + 30_000);
    const median = (now: number) => quantiles.get(now).values.find((v) => v.labels.quantile === 0.5)?.value ?? NaN;
    expect(median(start + 30_000)).toBeCloseTo(0.5, 2);
    // 61 s after the first hundred, only the later value is left.
    expect(median(start + 61_000)).toBeCloseTo(0.002, 4);
    // Nothing in the last minute: 0, as a summary with no observations.
    expect(median(start + 200_000)).toBe(0);
    expect(quantiles.get(start + 200_000).values.find((v) => v.metricName === 'q_count')?.value).toBe(101);
  });
});
