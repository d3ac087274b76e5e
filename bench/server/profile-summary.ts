/**
 * The top of a server profile, for the README's before/after: a `.cpuprofile` (node --cpu-prof)
 * by self time, a `.heapprofile` (node --heap-prof, allocation sampling) by bytes allocated,
 * each grouped by function and file.
 *
 *   npx tsx bench/server/profile-summary.ts prof/CPU.*.cpuprofile [--top 10]
 *   npx tsx bench/server/profile-summary.ts prof/CPU.*.cpuprofile --inclusive server/ [--top 30]
 *       time with everything each function calls, for the functions whose place matches
 *   npx tsx bench/server/profile-summary.ts prof/Heap.*.heapprofile
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface CpuNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface CpuProfile {
  nodes: CpuNode[];
  samples: number[];
  timeDeltas: number[];
}

interface HeapNode {
  callFrame: CallFrame;
  selfSize: number;
  children: HeapNode[];
}

function where(frame: CallFrame): string {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return name;
  const file = frame.url.replace(/^file:\/\//, '');
  const short = file.includes('node_modules') ? file.slice(file.lastIndexOf('node_modules/') + 13) : relative(process.cwd(), file);
  return `${name} ${short}:${frame.lineNumber + 1}`;
}

function top(totals: Map<string, number>, count: number, unit: (value: number) => string): void {
  const all = [...totals.values()].reduce((sum, value) => sum + value, 0);
  console.log(`  in all: ${unit(all)}`);
  const rows = [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
  for (const [name, value] of rows) console.log(`${((100 * value) / all).toFixed(1).padStart(5)}%  ${unit(value).padStart(10)}  ${name}`);
}

function cpu(profile: CpuProfile, count: number): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const key = where(node.callFrame);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  console.log('self time:');
  top(totals, count, (us) => `${(us / 1000).toFixed(0)} ms`);
}

/**
 * Inclusive time: each sample counts once for every function on its stack (once per function
 * when it recurses), so a function's figure is its own time and all it called.
 */
function inclusive(profile: CpuProfile, count: number, match: string): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const totals = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    all += delta;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const node = byId.get(at);
      if (!node) break;
      const key = where(node.callFrame);
      if (seen.has(key) || !key.includes(match)) continue;
      seen.add(key);
      totals.set(key, (totals.get(key) ?? 0) + delta);
    }
  });
  console.log(`time with callees (of ${(all / 1000).toFixed(0)} ms sampled):`);
  const rows = [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
  for (const [name, value] of rows) console.log(`${((100 * value) / all).toFixed(1).padStart(5)}%  ${(value / 1000).toFixed(0).padStart(7)} ms  ${name}`);
}

function heap(root: HeapNode, count: number): void {
  const totals = new Map<string, number>();
  const walk = (node: HeapNode) => {
    if (node.selfSize > 0) {
      const key = where(node.callFrame);
      totals.set(key, (totals.get(key) ?? 0) + node.selfSize);
    }
    for (const child of node.children) walk(child);
  };
  walk(root);
  console.log('allocated (sampled):');
  top(totals, count, (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`);
}

const file = process.argv[2];
if (!file) throw new Error('usage: profile-summary.ts FILE.cpuprofile|FILE.heapprofile [--top N]');
const topIndex = process.argv.indexOf('--top');
const count = topIndex === -1 ? 10 : Number(process.argv[topIndex + 1]);
const parsed = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile | { head: HeapNode };
const inclusiveIndex = process.argv.indexOf('--inclusive');
if ('head' in parsed) heap(parsed.head, count);
else if (inclusiveIndex !== -1) inclusive(parsed, count, process.argv[inclusiveIndex + 1] ?? '');
else cpu(parsed, count);
