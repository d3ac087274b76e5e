/**
 * Four clients in the minimal Colyseus room (targets/counter-room.ts), through the same SDK:
 * the n-th to join plays when `counter % 4` is n. The counter is the action's number.
 */
import type { Client, Room } from '@colyseus/sdk';
import { COUNTER_ROOM } from '../../targets/counter-room';
import { ActionClock } from '../recorder';
import { Pacer, SEATS, wsBytesRead, type BenchTable, type TableContext } from './types';

export class CounterTable implements BenchTable {
  private readonly clock: ActionClock;
  private readonly pacer: Pacer;
  private rooms: Room[] = [];
  private playing = false;
  /** The last counter value played from: a seat's first state can arrive after the start. */
  private playedFrom = -1;
  /** This game never ends. */
  readonly finished = new Promise<void>(() => undefined);

  constructor(
    private readonly context: TableContext,
    private readonly sdk: Client,
  ) {
    this.clock = new ActionClock(context.recorder, SEATS);
    this.pacer = new Pacer(context.mode, context.seed);
  }

  async open(): Promise<void> {
    const host = await this.sdk.create(COUNTER_ROOM);
    this.rooms.push(host);
    for (let index = 1; index < SEATS; index++) this.rooms.push(await this.sdk.joinById(host.roomId));
    for (const [seat, room] of this.rooms.entries()) {
      room.onStateChange((state: { counter: number }) => this.onState(seat, state.counter));
    }
  }

  private onState(seat: number, counter: number): void {
    if (counter > 0) this.clock.arrived(counter);
    if (this.playing && counter % SEATS === seat) this.act(seat, counter);
  }

  private act(seat: number, counter: number): void {
    if (counter <= this.playedFrom) return;
    this.playedFrom = counter;
    this.pacer.think(() => {
      if (!this.playing) return;
      this.clock.sent(counter + 1);
      this.rooms[seat]?.send('action', { type: 'count' });
    });
  }

  play(): void {
    this.playing = true;
    this.act(0, 0);
  }

  bytesRead(): number {
    let total = 0;
    for (const room of this.rooms) total += wsBytesRead((room.connection.transport as unknown as { ws?: unknown }).ws);
    return total;
  }

  async close(): Promise<void> {
    this.playing = false;
    await Promise.all(this.rooms.map((room) => room.leave(true).catch(() => undefined)));
  }
}
