/**
 * The top of a server profile, for the README's before/after: a `.cpuprofile` (node --cpu-prof)
 * by self time, a `.heapprofile` (node --heap-prof, allocation sampling) by bytes allocated,
 * each grouped by function and file.
 *
 *   npx tsx bench/server/profile-summary.ts prof/CPU.*.cpuprofile [--top 10]
 *   npx tsx bench/server/profile-summary.ts prof/CPU.*.cpuprofile --inclusive server/ [--top 30]
 *       time with everything each function calls, for the functions whose place matches
 *   npx tsx bench/server/profile-summary.ts prof/CPU.*.cpuprofile --budget 0.141
 *       where an action's CPU goes, by part of the work (see BUDGET), in µs of the CPU ms per
 *       action the benchmark measured in the same run
 *   npx tsx bench/server/profile-summary.ts prof/Heap.*.heapprofile
 *
 * A CPU profile covers the server's whole life: its start-up (module compilation), the tables'
 * joins and the warm-up, the shutdown. `--window FROM-TO` (which `bench:server` prints for a
 * profiled run: its measured window in µs of the monotonic clock) keeps only the samples taken
 * in the window the benchmark measured the CPU per action over.
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
  /** µs of the monotonic clock. */
  startTime: number;
  samples: number[];
  /** Each sample's time since the one before it (the first one's, since startTime). */
  timeDeltas: number[];
}

/** The profile with only the samples taken between fromUs and toUs, each keeping its weight. */
function cutTo(profile: CpuProfile, fromUs: number, toUs: number): CpuProfile {
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < fromUs || at > toUs) return;
    samples.push(id);
    timeDeltas.push(delta);
  });
  if (samples.length === 0) throw new Error(`no sample between ${fromUs} and ${toUs} µs (the profile runs from ${profile.startTime} to ${at})`);
  return { ...profile, samples, timeDeltas };
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

/** Each node of a profile by its id, and each node's caller (a sample's stack is its node and the callers up). */
function stackLinks(profile: CpuProfile): { byId: Map<number, CpuNode>; parentOf: Map<number, number> } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  return { byId, parentOf };
}

/**
 * Inclusive time: each sample counts once for every function on its stack (once per function
 * when it recurses), so a function's figure is its own time and all it called.
 */
function inclusive(profile: CpuProfile, count: number, match: string): void {
  const { byId, parentOf } = stackLinks(profile);
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

/**
 * The parts of an action's work, each named by the functions it runs in (their names, which
 * survive the server's bundle, with the digit a bundler may append). A sample counts for the part
 * of the nearest such function on its stack, from the running one outwards: time in the kernel's
 * socket write or in SQLite is counted as such wherever it was called from. What matches none
 * (the event loop's own work, promise and timer callbacks whose callers are gone, V8) is "other".
 */
const BUDGET: [part: string, names: string[]][] = [
  ['socket writes (the kernel\'s writev)', ['writev']],
  ['SQLite statements (inside SQLite)', ['sqliteRun', 'sqliteAll']],
  ['garbage collection (the rooms\' thread)', ['(garbage collector)']],
  ['the patch: Colyseus encoding, ws framing', ['broadcastPatch', 'sendPatch']],
  ['the view written into the schema', ['syncBoard', 'syncToAct']],
  ['the legal actions, computed and sent', ['sendLegalToAll', 'sendLegal']],
  ['the log, sent', ['sendLog']],
  ['the engine: the action checked and applied', ['play', 'playFor', 'guarded']],
  ['after an action: events, journal, bots, clock', ['afterCommand', 'applyEvents', 'afterChange', 'seatsMoved', 'started']],
  ['the database: queue, transaction, query building', ['commit', 'writeTransaction', 'beginImmediate', 'journalWritten', 'appendAction', 'flush', 'writeBatch']],
  ['joins, leaves, new tables, HTTP matchmaking', ['_onJoin', '_onLeave', 'onCreate', 'onAuth', 'handleCreateRoom', 'parserOnIncoming', 'onParserExecute', 'parserOnHeadersComplete', 'onconnection', 'handleUpgrade', 'completeUpgrade', 'admitConnection', 'controller.invokeMethod', 'joinById', 'processRequest', 'getRequest', 'disconnect']],
  ['a game\'s end: its record, ratings', ['finished', 'rateInTransaction', 'rateMatch']],
  ['a message in: ws frames, msgpack, Colyseus routing', ['onStreamRead', '_onMessage', 'onData', 'startLoop', 'unpack']],
];

function budget(profile: CpuProfile, msPerAction: number): void {
  const partOf = new Map<string, string>();
  for (const [part, names] of BUDGET) for (const name of names) partOf.set(name, part);
  const { byId, parentOf } = stackLinks(profile);
  const totals = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    if (byId.get(id)?.callFrame.functionName === '(idle)') return;
    busy += delta;
    let part = 'other (the event loop, promise and timer callbacks, V8)';
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const found = partOf.get((byId.get(at)?.callFrame.functionName ?? '').replace(/\d+$/, ''));
      if (found) {
        part = found;
        break;
      }
    }
    totals.set(part, (totals.get(part) ?? 0) + delta);
  });
  console.log(`where an action's ${msPerAction} ms of CPU goes (the rooms' thread, ${(busy / 1e6).toFixed(1)} s busy in the profile):`);
  for (const [part, value] of [...totals.entries()].sort((a, b) => b[1] - a[1])) {
    console.log(`${((100 * value) / busy).toFixed(1).padStart(5)}%  ${((1000 * msPerAction * value) / busy).toFixed(1).padStart(6)} µs  ${part}`);
  }
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
const read = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile | { head: HeapNode };
const windowIndex = process.argv.indexOf('--window');
const window = windowIndex === -1 ? undefined : /^(\d+)-(\d+)$/.exec(process.argv[windowIndex + 1] ?? '');
if (windowIndex !== -1 && !window) throw new Error('--window takes FROM-TO, in µs of the monotonic clock (bench:server prints it)');
if (window && 'head' in read) throw new Error('--window cuts CPU profiles only');
const parsed = window && !('head' in read) ? cutTo(read, Number(window[1]), Number(window[2])) : read;
const inclusiveIndex = process.argv.indexOf('--inclusive');
const budgetIndex = process.argv.indexOf('--budget');
if ('head' in parsed) heap(parsed.head, count);
else if (budgetIndex !== -1) budget(parsed, Number(process.argv[budgetIndex + 1]));
else if (inclusiveIndex !== -1) inclusive(parsed, count, process.argv[inclusiveIndex + 1] ?? '');
else cpu(parsed, count);
