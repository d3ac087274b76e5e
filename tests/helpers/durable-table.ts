/**
 * Tables played by SDK clients against server child processes, for the durable-table tests: a
 * table of one game with a client per seat and a spectator, moves played from what each client
 * was offered, views read as each client decoded them, and a way back in after a restart (the
 * seat's secret, as a browser keeps it).
 */
import { Client } from '@colyseus/sdk';
import type { ServerMessages, TableStateJSON } from '../../shared/protocol';
import { waitFor, wrap, type Player } from './server';

export interface SeatedClient {
  name: string;
  player: Player;
}

export interface OpenTable {
  game: string;
  roomId: string;
  seats: SeatedClient[];
  spectator: Player;
}

function lastOf<T>(list: T[]): T | undefined {
  return list[list.length - 1];
}

/** The seat's secret, from the last `welcome` it was sent. */
export function reclaimOf(player: Player): string {
  const secret = lastOf(player.inbox.welcome)?.reclaim;
  if (!secret) throw new Error('this client was never given a seat secret');
  return secret;
}

async function initialState(player: Player): Promise<Player> {
  await waitFor(() => Object.keys(player.state()).length > 0 && player.inbox.welcome.length > 0, 'the initial state and welcome', 20_000);
  return player;
}

/** A started table of `game` with `seats` human clients and one spectator. */
export async function openTable(sdk: Client, game: string, seats: number): Promise<OpenTable> {
  const host = await initialState(wrap(await sdk.create('table', { game, seats, name: 'Seat1' })));
  const roomId = host.room.roomId;
  const table: OpenTable = { game, roomId, seats: [{ name: 'Seat1', player: host }], spectator: host };
  for (let seat = 1; seat < seats; seat++) {
    const name = `Seat${seat + 1}`;
    table.seats.push({ name, player: await initialState(wrap(await sdk.joinById(roomId, { name }))) });
  }
  table.spectator = await initialState(wrap(await sdk.joinById(roomId, { name: 'Watcher', spectate: true })));
  host.send('start');
  await waitFor(() => table.seats.every(({ player }) => player.state().phase === 'playing'), `${game} to start`, 20_000);
  return table;
}

/**
 * Moves a client composes itself rather than picks from its list (the list is empty then):
 * Caribbean's bid, any six different cards, one per ship.
 */
const COMPOSED: Record<string, (() => ServerMessages['legal']['actions'][number]) | undefined> = {
  caribbean: () => ({ type: 'bid', ships: [0, 1, 2, 3, 4, 5] }),
};

/** A client whose seat is awaited, with what it may play. */
function awaitedWithActions(table: OpenTable): { seat: number; player: Player; actions: ServerMessages['legal']['actions'] } | undefined {
  const toAct = table.spectator.state().toAct ?? [];
  for (const seat of toAct) {
    const player = table.seats[seat]?.player;
    const listed = player ? lastOf(player.inbox.legal)?.actions : undefined;
    const composed = COMPOSED[table.game];
    const actions = listed && listed.length > 0 ? listed : listed && composed ? [composed()] : undefined;
    if (player && actions) return { seat, player, actions };
  }
  return undefined;
}

/** Plays one move (the first offered to an awaited seat) and waits until every client saw it. */
export async function playOne(table: OpenTable): Promise<void> {
  const turn = await waitFor(() => awaitedWithActions(table), `${table.game}: an awaited seat with actions`, 20_000);
  // A secret move (a Libertalia pick) shows only in its player's own view: any view will do.
  const before = JSON.stringify(viewsOf(table));
  const legalBefore = turn.player.inbox.legal.length;
  turn.player.send('action', turn.actions[0]);
  await waitFor(() => JSON.stringify(viewsOf(table)) !== before || turn.player.inbox.error.length > 0, `${table.game}: the move to show`, 20_000);
  if (turn.player.inbox.error.length > 0) throw new Error(`${table.game}: move refused: ${JSON.stringify(turn.player.inbox.error)}`);
  // The seat's next list (or none) follows the patch: wait for the views to settle.
  await waitFor(() => turn.player.inbox.legal.length >= legalBefore, 'legal', 20_000);
  await settle(table);
}

/** Waits until no client's decoded state changes for a moment. */
export async function settle(table: OpenTable, quietMs = 150): Promise<void> {
  let last = JSON.stringify(viewsOf(table));
  let quietSince = Date.now();
  await waitFor(() => {
    const now = JSON.stringify(viewsOf(table));
    if (now !== last) {
      last = now;
      quietSince = Date.now();
      return false;
    }
    return Date.now() - quietSince >= quietMs;
  }, `${table.game}: the views to settle`, 20_000);
}

/** Each seat's decoded state, then the spectator's. */
export function viewsOf(table: OpenTable): TableStateJSON[] {
  return [...table.seats.map(({ player }) => player.state()), table.spectator.state()];
}

/** Back in after a restart: every seat with its secret, the spectator by the table's id. */
export async function rejoin(sdk: Client, table: OpenTable): Promise<OpenTable> {
  const seats: SeatedClient[] = [];
  for (const { name, player } of table.seats) {
    const reclaim = reclaimOf(player);
    seats.push({ name, player: await initialState(wrap(await sdk.joinById(table.roomId, { name, reclaim }))) });
  }
  const spectator = await initialState(wrap(await sdk.joinById(table.roomId, { name: 'Watcher', spectate: true })));
  const back = { ...table, seats, spectator };
  await settle(back);
  return back;
}
