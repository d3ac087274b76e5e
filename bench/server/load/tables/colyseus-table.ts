/**
 * Four players at a Port Royal table of our server, through the real @colyseus/sdk: the host
 * creates it, three join by id, the host starts. A seat plays a random legal action when it
 * is first in `toAct`.
 *
 * Matching updates to actions: every Port Royal action changes the public state (checked
 * over 200 seeded 4-player games), so each client's k-th patch after the start carries the
 * k-th action; patches that come while no action is on its way are something else.
 */
import type { Client, Room } from '@colyseus/sdk';
import { ActionClock } from '../recorder';
import { Pacer, SEATS, wsBytesRead, type BenchTable, type TableContext } from './types';

interface TableView {
  phase: string;
  toAct: number[];
}

/**
 * When a seat is to act, the server sends after the patch a `log` message (every Port Royal
 * action logs) and then, only if the seat's list changed, a `legal` message. The seat plays
 * as soon as a new list comes, or from its previous list (unchanged, so not resent) a moment
 * after the log. Should the server be slow to write the list (a busy machine preempts it
 * between two writes), the seat plays from an outdated list and is refused: it then asks for
 * its list and plays again. Such refusals are counted in the report (well under 1% here).
 * At most one action is in flight per table, so patch k is always action k.
 */
const UNCHANGED_LIST_GRACE_MS = 1;

class Seat {
  patches = -1;
  legal: { type: string }[] = [];
  myTurn = false;
  acted = -1;
  over = false;
  private awaitingLog = false;

  constructor(
    readonly table: ColyseusTable,
    readonly index: number,
    readonly room: Room,
  ) {
    room.onStateChange((state: TableView) => this.onState(state));
    room.onMessage('log', () => {
      if (!this.awaitingLog) return;
      this.awaitingLog = false;
      setTimeout(() => this.maybeAct(), UNCHANGED_LIST_GRACE_MS);
    });
    room.onMessage('legal', ({ actions }: { actions: { type: string }[] }) => {
      this.legal = actions;
      this.maybeAct();
    });
    room.onMessage('error', ({ message }: { message: string }) => {
      if (!this.table.playing) return;
      const { recorder } = this.table.context;
      if (recorder.measuring) recorder.refusals++;
      recorder.note(`refused: ${message}`);
      // Play this patch again, from the list the server sends now.
      this.acted = -1;
      this.table.inFlight = 0;
      this.table.sent--;
      this.room.send('legal', {});
    });
    // Messages the benchmark does not read still arrive and count as bytes.
    for (const type of ['welcome', 'history', 'seed']) room.onMessage(type, () => undefined);
  }

  private onState(state: TableView): void {
    // Patches after the end are the table emptying (seats shown as away), not actions.
    if (state.phase === 'seating' || this.over) return;
    // A patch while no action of this table is on its way to this seat changes something
    // else (a seat shown as away after a dropped connection): not an action's patch.
    if (this.patches >= 0 && this.patches >= this.table.sent) return;
    // The start's patch is number 0; after it, patch k carries action k.
    this.patches++;
    if (this.patches > 0) this.table.clock.arrived(this.patches);
    if (this.patches === 0) this.table.seatStarted();
    // The action in flight has been applied once any seat sees its patch.
    if (this.patches >= this.table.inFlight) this.table.inFlight = 0;
    if (state.phase === 'over') {
      this.over = true;
      this.table.gameOver();
      return;
    }
    this.myTurn = state.toAct[0] === this.index;
    this.awaitingLog = this.myTurn;
  }

  maybeAct(): void {
    const { table } = this;
    if (!table.playing || table.inFlight > 0 || !this.myTurn || this.legal.length === 0 || this.acted === this.patches) return;
    this.acted = this.patches;
    const action = table.pacer.pick(this.legal);
    const seq = this.patches + 1;
    table.inFlight = seq;
    table.pacer.think(() => {
      if (!table.playing) return;
      table.clock.sent(seq);
      table.sent = seq;
      this.room.send('action', action);
    });
  }

  stop(): void {
    this.myTurn = false;
  }
}

export class ColyseusTable implements BenchTable {
  readonly clock: ActionClock;
  readonly pacer: Pacer;
  playing = false;
  /** The number of the action sent whose patch no seat has seen yet; 0 when none. */
  inFlight = 0;
  /** Actions sent (and not refused) so far. */
  sent = 0;
  readonly finished: Promise<void>;
  private seats: Seat[] = [];
  private startedSeats = 0;
  private resolveStarted: () => void = () => undefined;
  private resolveFinished: () => void = () => undefined;

  constructor(
    readonly context: TableContext,
    private readonly sdk: Client,
  ) {
    this.clock = new ActionClock(context.recorder, SEATS);
    this.pacer = new Pacer(context.mode, context.seed);
    this.finished = new Promise((resolve) => (this.resolveFinished = resolve));
  }

  async open(): Promise<void> {
    const started = new Promise<void>((resolve) => (this.resolveStarted = resolve));
    // The table's seed is the server's (TABLE_SEED_PREFIX in case.ts); context.seed paces the seats.
    const host = await this.sdk.create('table', { game: 'port-royal', seats: SEATS, name: 'Seat 0' });
    this.seats.push(new Seat(this, 0, host));
    // One after the other: each joiner takes the first free seat, so its index is its seat.
    for (let index = 1; index < SEATS; index++) {
      const room = await this.sdk.joinById(host.roomId, { name: `Seat ${index}` });
      this.seats.push(new Seat(this, index, room));
    }
    host.send('start', {});
    await started;
  }

  seatStarted(): void {
    if (++this.startedSeats === SEATS) this.resolveStarted();
  }

  play(): void {
    this.playing = true;
    for (const seat of this.seats) seat.maybeAct();
  }

  gameOver(): void {
    if (!this.playing) return;
    this.playing = false;
    for (const seat of this.seats) seat.stop();
    this.resolveFinished();
  }

  bytesRead(): number {
    let total = 0;
    for (const seat of this.seats) total += wsBytesRead((seat.room.connection.transport as unknown as { ws?: unknown }).ws);
    return total;
  }

  async close(): Promise<void> {
    this.playing = false;
    for (const seat of this.seats) seat.stop();
    await Promise.all(this.seats.map((seat) => seat.room.leave(true).catch(() => undefined)));
  }
}
