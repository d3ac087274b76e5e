/**
 * One joined table as the screens see it: the decoded state, who I am, my legal actions and
 * the log, plus the intents I can send. Screens subscribe and re-render; nothing here decides
 * what is legal (the server's `legal` message does).
 */
import type { Room } from '@colyseus/sdk';
import type { ChatLine, ServerMessages, TableStateJSON } from '../../shared/protocol';
import { readLogLine } from '../../shared/core/log-words';
import { saveReclaim, saveReconnectToken } from '../ui/storage';

export type Welcome = ServerMessages['welcome'];
export type Action = { type: string } & Record<string, unknown>;

export type SessionEvent =
  | { kind: 'state' }
  | { kind: 'welcome' }
  | { kind: 'legal' }
  | { kind: 'log'; added: string[]; replace: boolean }
  | { kind: 'chat' }
  | { kind: 'error'; code: string; message: string }
  | { kind: 'drop' }
  | { kind: 'leave'; code: number; consented: boolean };

type Listener = (event: SessionEvent) => void;

interface Decoded {
  toJSON(): unknown;
}

export class TableSession {
  readonly room: Room;
  state: TableStateJSON | null = null;
  welcome: Welcome | null = null;
  /** My legal actions as the server last sent them. */
  legal: Action[] = [];
  log: string[] = [];
  /** The chat lines I may read, oldest first. */
  chat: ChatLine[] = [];
  /** True between sending an action and the server's answer (a new position, new legal actions or an error). */
  pending = false;
  connected = true;
  private listeners = new Set<Listener>();
  private leaving = false;
  private lastLegalAsk = '';
  /** The position an action was sent from: a new position means the server answered it. */
  private actedFrom = '';

  constructor(room: Room) {
    this.room = room;
    // The page has one way back to a lost table (lobby/rejoin.ts): by token, else by the
    // table's id after a server restart. The SDK's own retries would only cover the first.
    room.reconnection.enabled = false;
    saveReconnectToken(room.reconnectionToken);
    room.onStateChange((raw: unknown) => this.onState(raw as Decoded));
    room.onMessage('welcome', (msg: Welcome) => {
      this.welcome = msg;
      if (msg.reclaim) saveReclaim(room.roomId, msg.reclaim);
      this.emit({ kind: 'welcome' });
      this.askLegalIfNeeded();
    });
    room.onMessage('legal', (msg: ServerMessages['legal']) => {
      this.legal = Array.isArray(msg.actions) ? (msg.actions as Action[]) : [];
      this.pending = false;
      this.emit({ kind: 'legal' });
    });
    room.onMessage('log', (msg: ServerMessages['log']) => {
      const lines = this.read(msg);
      this.log = this.log.concat(lines);
      this.emit({ kind: 'log', added: lines, replace: false });
    });
    room.onMessage('history', (msg: ServerMessages['history']) => {
      this.log = this.read(msg);
      this.emit({ kind: 'log', added: this.log, replace: true });
    });
    room.onMessage('chat', (msg: ServerMessages['chat']) => {
      const lines = Array.isArray(msg.lines) ? msg.lines : [];
      this.chat = msg.replace ? lines : this.chat.concat(lines);
      this.emit({ kind: 'chat' });
    });
    room.onMessage('error', (msg: ServerMessages['error']) => {
      this.pending = false;
      this.emit({ kind: 'error', code: msg.code, message: msg.message });
    });
    room.onMessage('seed', () => this.emit({ kind: 'state' }));
    room.onDrop(() => {
      this.connected = false;
      this.emit({ kind: 'drop' });
    });
    room.onLeave((code: number) => {
      this.connected = false;
      this.emit({ kind: 'leave', code, consented: this.leaving });
    });
    // The first full state may already be decoded when the join resolves.
    const current = room.state as Decoded | undefined;
    if (current && typeof current.toJSON === 'function') this.onState(current);
  }

  /**
   * Log lines as I read them: worded in the game's words, seats by name (the message follows
   * the patch that carries any new name).
   */
  private read(lines: ServerMessages['log']): string[] {
    if (!Array.isArray(lines)) return [];
    const game = this.state?.game ?? '';
    return lines.map((line) => readLogLine(game, line, (seat) => this.seatName(seat)));
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get mySeat(): number | null {
    return this.welcome && !this.welcome.spectator ? this.welcome.seat : null;
  }

  get isHost(): boolean {
    if (!this.state) return false;
    const seat = this.mySeat;
    return this.welcome?.host === true || (seat !== null && this.state.host === seat);
  }

  /** Whether the server awaits my input now (as far as the synced state says). */
  get myTurn(): boolean {
    const seat = this.mySeat;
    return seat !== null && this.state !== null && this.state.phase === 'playing' && this.state.toAct.includes(seat);
  }

  /** The legal actions to offer now: none while waiting for an answer or when it is not my turn. */
  get offered(): Action[] {
    return this.myTurn && !this.pending && this.connected ? this.legal : [];
  }

  seatName(seat: number): string {
    const name = this.state?.seats[seat]?.name;
    return name ? name : `Seat ${seat + 1}`;
  }

  act(action: Action): void {
    if (this.pending) return;
    this.pending = true;
    this.actedFrom = this.position();
    this.room.send('action', action);
    this.emit({ kind: 'legal' });
  }

  /** Says something at the table (the server checks and rate-limits it). */
  say(text: string): void {
    this.room.send('chat', { text });
  }

  sit(seat?: number): void {
    this.room.send('sit', seat === undefined ? {} : { seat });
  }

  stand(): void {
    this.room.send('stand', {});
  }

  setBot(seat: number, on: boolean, kind?: 'random' | 'heuristic'): void {
    this.room.send('bot', kind ? { seat, on, kind } : { seat, on });
  }

  start(): void {
    this.room.send('start', {});
  }

  async leave(): Promise<void> {
    this.leaving = true;
    // A lost connection has nothing to say goodbye on (and its room would never answer).
    if (!this.connected) return;
    try {
      await this.room.leave(true);
    } catch {
      // Already gone: nothing more to do.
    }
  }

  private onState(raw: Decoded): void {
    const json = raw.toJSON() as Partial<TableStateJSON>;
    // Before the first full state arrives the SDK's state object is still empty.
    if (typeof json.phase !== 'string' || !json.game || !Array.isArray(json.seats)) return;
    this.state = json as TableStateJSON;
    if (!this.myTurn) {
      // My last action was taken (or the turn moved on): nothing of mine is awaited now.
      this.legal = [];
      this.pending = false;
    } else if (this.pending && this.position() !== this.actedFrom) {
      // The server sends `legal` only when the list changes; an unchanged list stays valid.
      this.pending = false;
    }
    this.emit({ kind: 'state' });
    this.askLegalIfNeeded();
  }

  /**
   * The server pushes `legal` to the seats it awaits, right after the state; ask explicitly
   * only when it is my turn and no list came shortly after (after a rejoin, say). One ask per
   * position, so a lagging answer never turns into a stream of requests.
   */
  private askLegalIfNeeded(): void {
    if (!this.myTurn || this.legal.length > 0 || this.pending || !this.state) return;
    const position = this.position();
    if (position === this.lastLegalAsk) return;
    window.setTimeout(() => {
      if (!this.myTurn || this.legal.length > 0 || this.pending || !this.connected) return;
      if (this.position() !== position || this.lastLegalAsk === position) return;
      this.lastLegalAsk = position;
      this.room.send('legal', {});
    }, 400);
  }

  private position(): string {
    return this.state ? JSON.stringify([this.state.phase, this.state.toAct, this.state.board]) : '';
  }

  private emit(event: SessionEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}
