/**
 * The heartbeat is spread over its interval (server/http/spread-heartbeat.ts): each connection
 * is pinged once per interval, a tick pings a thirtieth of them, and a connection that leaves
 * its pings unanswered is terminated as Colyseus' own transport would.
 */
import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { WebSocket as ServerSocket } from 'ws';
import WebSocket from 'ws';
import { HEARTBEAT_SLOTS, SpreadHeartbeatTransport } from '../../server/http/spread-heartbeat';

/** What the heartbeat touches of a connection: its unanswered pings, ping and terminate. */
class FakeConnection extends EventEmitter {
  pingCount = 0;
  pings = 0;
  terminated = false;
  /** Whether it answers each ping at once (its pong resets the count, as the transport's handler does). */
  constructor(private readonly answers: boolean) {
    super();
  }
  ping(): void {
    this.pings++;
    if (this.answers) this.pingCount = 0;
  }
  terminate(): void {
    this.terminated = true;
    this.emit('close');
  }
}

const INTERVAL_MS = 3000;
const TICK_MS = INTERVAL_MS / HEARTBEAT_SLOTS;

describe('the spread heartbeat', () => {
  let transport: SpreadHeartbeatTransport;

  beforeEach(() => {
    jest.useFakeTimers();
    // No server of its own: the test starts the heartbeat itself.
    transport = new SpreadHeartbeatTransport({ noServer: true });
  });
  afterEach(() => {
    transport.shutdown();
    jest.useRealTimers();
  });

  /** Starts the heartbeat as the transport does once its server listens. */
  const start = (maxRetries = 2): void => {
    (transport as unknown as { autoTerminateUnresponsiveClients(interval: number, retries: number): void }).autoTerminateUnresponsiveClients(INTERVAL_MS, maxRetries);
  };
  const connect = (count: number, answers = true): FakeConnection[] =>
    Array.from({ length: count }, () => {
      const connection = new FakeConnection(answers);
      transport.track(connection as unknown as ServerSocket);
      return connection;
    });

  it('pings every connection once per interval, a thirtieth of them at each tick', () => {
    const connections = connect(3 * HEARTBEAT_SLOTS);
    start();
    for (let tick = 1; tick <= HEARTBEAT_SLOTS; tick++) {
      const before = connections.reduce((sum, c) => sum + c.pings, 0);
      jest.advanceTimersByTime(TICK_MS);
      expect(connections.reduce((sum, c) => sum + c.pings, 0) - before).toBe(3);
    }
    expect(connections.map((c) => c.pings)).toEqual(connections.map(() => 1));
    jest.advanceTimersByTime(INTERVAL_MS);
    expect(connections.map((c) => c.pings)).toEqual(connections.map(() => 2));
    expect(connections.some((c) => c.terminated)).toBe(false);
  });

  it('terminates a connection that left its pings unanswered, and only that one', () => {
    const [silent] = connect(1, false);
    const answering = connect(HEARTBEAT_SLOTS - 1);
    start(2);
    // Two pings go unanswered, the third visit ends it.
    jest.advanceTimersByTime(2 * INTERVAL_MS);
    expect(silent!.pings).toBe(2);
    expect(silent!.terminated).toBe(false);
    jest.advanceTimersByTime(INTERVAL_MS);
    expect(silent!.terminated).toBe(true);
    expect(silent!.pings).toBe(2);
    expect(answering.some((c) => c.terminated)).toBe(false);
  });

  it('stops pinging a connection once it has closed', () => {
    const [gone, staying] = connect(2);
    start();
    jest.advanceTimersByTime(INTERVAL_MS);
    gone!.emit('close');
    jest.advanceTimersByTime(2 * INTERVAL_MS);
    expect(gone!.pings).toBe(1);
    expect(staying!.pings).toBe(3);
  });
});

test('a real connection to the transport is pinged within one interval', async () => {
  const transport = new SpreadHeartbeatTransport({ pingInterval: 300 });
  await new Promise<void>((resolve) => transport.server!.listen(0, '127.0.0.1', resolve));
  const { port } = transport.server!.address() as AddressInfo;
  // Without a room in its address the transport keeps the connection for a second only.
  const socket = new WebSocket(`ws://127.0.0.1:${port}/`);
  try {
    const pinged = await new Promise<boolean>((resolve) => {
      socket.once('ping', () => resolve(true));
      socket.once('close', () => resolve(false));
    });
    expect(pinged).toBe(true);
  } finally {
    socket.terminate();
    transport.shutdown();
  }
});
