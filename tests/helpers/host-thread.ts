/**
 * A table's host played from a thread of its own, which stamps each move's log message as it
 * arrives. A browser test's own thread runs the server and drives the browser: a busy moment
 * there would stamp a move late and make the next gap look short. This thread only listens.
 */
import { Worker } from 'node:worker_threads';

// Plain JavaScript (eval'd): the worker runs outside jest's module system.
const HOST = `
const { parentPort, workerData } = require('node:worker_threads');
const { Client } = require(workerData.sdk);
(async () => {
  const host = await new Client(workerData.url).create('table', workerData.options);
  const moves = [];
  // Each move sends its log lines in one message (a replace is the whole log again).
  host.onMessage('log', (msg) => { if (!msg.replace) moves.push(performance.timeOrigin + performance.now()); });
  host.onMessage('*', () => undefined);
  parentPort.on('message', (command) => {
    if (command === 'start') host.send('start');
    if (command === 'stamps') parentPort.postMessage({ moves: [...moves] });
    if (command === 'leave') host.leave().catch(() => undefined).then(() => parentPort.postMessage({ left: true }));
  });
  parentPort.postMessage({ roomId: host.roomId });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

export interface HostThread {
  roomId: string;
  start(): void;
  /** When each move's log message arrived so far (ms since the epoch). */
  stamps(): Promise<number[]>;
  leave(): Promise<void>;
}

/** Creates a table (`options` as a client's create) as its host, in a thread of its own. */
export async function hostInThread(url: string, options: Record<string, unknown>): Promise<HostThread> {
  const worker = new Worker(HOST, { eval: true, workerData: { sdk: require.resolve('@colyseus/sdk'), url, options } });
  const next = <T>(): Promise<T> =>
    new Promise((resolve, reject) => {
      worker.once('message', (reply: T & { error?: string }) => (reply.error ? reject(new Error(reply.error)) : resolve(reply)));
      worker.once('error', reject);
    });
  const { roomId } = await next<{ roomId: string }>();
  return {
    roomId,
    start: () => worker.postMessage('start'),
    stamps: async () => {
      const reply = next<{ moves: number[] }>();
      worker.postMessage('stamps');
      return (await reply).moves;
    },
    leave: async () => {
      const reply = next<{ left: boolean }>();
      worker.postMessage('leave');
      await reply;
      await worker.terminate();
    },
  };
}
