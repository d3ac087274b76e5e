/**
 * Four players of Port Royal on boardgame.io's server, through its own client (socket.io,
 * WebSocket only, one connection per player as in four browsers): the match is created and
 * joined through its Lobby API, then each seat plays a random legal action when it is first in
 * `toAct` (both come in its player view, see bgio-game.ts). The state id is the action's number.
 */
import { Client as BgioClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { AnyGame } from '../../../../shared/core/engine';
import { portRoyal } from '../../../../shared/games/port-royal';
import { bgioGame, type BgioView } from '../../bgio-game';
import { ActionClock } from '../recorder';
import { Pacer, SEATS, wsBytesRead, type BenchTable, type TableContext } from './types';

const game = bgioGame(portRoyal as AnyGame);

interface BgioState {
  G: BgioView;
  ctx: { gameover?: unknown };
  _stateID: number;
}

type BgioClientInstance = ReturnType<typeof BgioClient>;

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export class BgioTable implements BenchTable {
  private readonly clock: ActionClock;
  private readonly pacer: Pacer;
  private clients: BgioClientInstance[] = [];
  private lastSeen: number[] = [];
  private acted: number[] = [];
  private playing = false;
  readonly finished: Promise<void>;
  private resolveFinished: () => void = () => undefined;

  constructor(private readonly context: TableContext) {
    this.clock = new ActionClock(context.recorder, SEATS);
    this.pacer = new Pacer(context.mode, context.seed);
    this.finished = new Promise((resolve) => (this.resolveFinished = resolve));
  }

  async open(): Promise<void> {
    const base = `http://127.0.0.1:${this.context.port}`;
    const { matchID } = await post<{ matchID: string }>(`${base}/games/${game.name}/create`, { numPlayers: SEATS, setupData: { seed: this.context.seed } });
    let synced = 0;
    const allSynced = new Promise<void>((resolve) => {
      for (let seat = 0; seat < SEATS; seat++) {
        this.lastSeen[seat] = -1;
        this.acted[seat] = -1;
        void post<{ playerCredentials: string }>(`${base}/games/${game.name}/${matchID}/join`, { playerID: String(seat), playerName: `Seat ${seat}` }).then(
          ({ playerCredentials }) => {
            const client = BgioClient({
              game,
              numPlayers: SEATS,
              matchID,
              playerID: String(seat),
              credentials: playerCredentials,
              debug: false,
              multiplayer: SocketIO({ server: base, socketOpts: { transports: ['websocket'], forceNew: true } }),
            });
            this.clients[seat] = client;
            client.subscribe((state) => {
              if (!state) return;
              if (this.lastSeen[seat] === -1 && ++synced === SEATS) resolve();
              this.onState(seat, state as unknown as BgioState);
            });
            client.start();
          },
        );
      }
    });
    await allSynced;
  }

  private onState(seat: number, state: BgioState): void {
    // The client also calls back for changes that are not a new state (connection, metadata).
    if (state._stateID <= (this.lastSeen[seat] ?? -1)) return;
    this.lastSeen[seat] = state._stateID;
    if (state._stateID > 0) this.clock.arrived(state._stateID);
    if (state.ctx.gameover !== undefined) {
      if (this.playing) {
        this.playing = false;
        this.resolveFinished();
      }
      return;
    }
    this.maybeAct(seat, state);
  }

  private maybeAct(seat: number, state: BgioState): void {
    if (!this.playing || state.G.toAct[0] !== seat || state.G.legal.length === 0) return;
    if (this.acted[seat] === state._stateID) return;
    this.acted[seat] = state._stateID;
    const action = this.pacer.pick(state.G.legal);
    this.pacer.think(() => {
      if (!this.playing) return;
      this.clock.sent(state._stateID + 1);
      (this.clients[seat]?.moves as Record<string, (input: unknown) => void>).act?.(action);
    });
  }

  play(): void {
    this.playing = true;
    for (const [seat, client] of this.clients.entries()) {
      const state = client.getState();
      if (state) this.maybeAct(seat, state as unknown as BgioState);
    }
  }

  bytesRead(): number {
    let total = 0;
    for (const client of this.clients) {
      const transport = client as unknown as { transport?: { socket?: { io?: { engine?: { transport?: { ws?: unknown } } } } } };
      total += wsBytesRead(transport.transport?.socket?.io?.engine?.transport?.ws);
    }
    return total;
  }

  async close(): Promise<void> {
    this.playing = false;
    for (const client of this.clients) client.stop();
  }
}
