/**
 * The one SDK client of the page and every way into a room. The endpoint is the page's own
 * origin: the server serves the client, and the dev server proxies to it.
 */
import { Client, type Room } from '@colyseus/sdk';
import { LOBBY_ROOM_NAME, ROOM_NAME, type CreateOptions, type JoinOptions } from '../../shared/protocol';
import type { TableLink } from '../ui/links';
import { forgetReclaim, savedReclaim } from '../ui/storage';

const endpoint = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`;
export const client = new Client(endpoint);

export function createTable(options: CreateOptions): Promise<Room> {
  return client.create(ROOM_NAME, options);
}

/** Joins a public quick table of this game and size that is still seating, or opens one. */
export function quickPlay(game: CreateOptions['game'], seats: number, name: string): Promise<Room> {
  const options: CreateOptions = { game, seats, name, autoStart: true };
  return client.joinOrCreate(ROOM_NAME, options);
}

export async function joinTable(link: TableLink, name: string): Promise<Room> {
  const options: JoinOptions = { name };
  if (link.invite) options.invite = link.invite;
  if (link.watch) options.spectate = true;
  // Coming back after the reconnection window: the seat's secret takes it back from its bot.
  const reclaim = link.watch ? undefined : savedReclaim(link.roomId);
  if (reclaim) {
    try {
      return await client.joinById(link.roomId, { ...options, reclaim });
    } catch {
      // The seat is gone or played from another window: join like anyone else.
      forgetReclaim(link.roomId);
    }
  }
  return client.joinById(link.roomId, options);
}

export function reconnect(token: string): Promise<Room> {
  return client.reconnect(token);
}

export function joinLobby(): Promise<Room> {
  return client.joinOrCreate(LOBBY_ROOM_NAME, { filter: { name: ROOM_NAME } });
}
