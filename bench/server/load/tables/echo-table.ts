/**
 * Four plain `ws` clients on the echo server (targets/ws-echo.ts): a message `{ n }` is action
 * number n; whoever receives it and sits at seat `n % 4` sends `{ n: n + 1 }`.
 */
import { WebSocket } from 'ws';
import { ActionClock } from '../recorder';
import { Pacer, SEATS, wsBytesRead, type BenchTable, type TableContext } from './types';

let tableCount = 0;

export class EchoTable implements BenchTable {
  private readonly clock: ActionClock;
  private readonly pacer: Pacer;
  private sockets: WebSocket[] = [];
  private playing = false;
  private playedFrom = 0;
  /** This game never ends. */
  readonly finished = new Promise<void>(() => undefined);

  constructor(private readonly context: TableContext) {
    this.clock = new ActionClock(context.recorder, SEATS);
    this.pacer = new Pacer(context.mode, context.seed);
  }

  async open(): Promise<void> {
    const url = `ws://127.0.0.1:${this.context.port}/?table=${process.pid}-${tableCount++}`;
    // One after the other: the server's order is the seat order.
    for (let seat = 0; seat < SEATS; seat++) {
      const socket = new WebSocket(url, { perMessageDeflate: false });
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
      socket.on('message', (data) => this.onMessage(seat, JSON.parse(String(data)) as { n: number }));
      this.sockets.push(socket);
    }
  }

  private onMessage(seat: number, { n }: { n: number }): void {
    this.clock.arrived(n);
    if (this.playing && n % SEATS === seat) this.act(seat, n + 1);
  }

  private act(seat: number, n: number): void {
    if (n <= this.playedFrom) return;
    this.playedFrom = n;
    this.pacer.think(() => {
      if (!this.playing) return;
      this.clock.sent(n);
      this.sockets[seat]?.send(JSON.stringify({ n }));
    });
  }

  play(): void {
    this.playing = true;
    this.act(0, 1);
  }

  bytesRead(): number {
    return this.sockets.reduce((total, socket) => total + wsBytesRead(socket), 0);
  }

  async close(): Promise<void> {
    this.playing = false;
    for (const socket of this.sockets) socket.close();
  }
}
