/**
 * Colyseus' WebSocket transport with its heartbeat spread over the interval. The stock transport
 * pings every connection from one timer callback every 3 s: at 2,000 connections that is 2,000
 * socket writes in one go, and 2,000 pongs back at once, a stall of the rooms' event loop that
 * every action arriving meanwhile waits through. Here each connection keeps one of
 * HEARTBEAT_SLOTS slots, and each tick (a slot's share of the interval) pings one slot's
 * connections: every connection is still pinged once per interval, and a tick holds a
 * HEARTBEAT_SLOTS-th of them. The rule stays Colyseus': a connection that left `pingMaxRetries`
 * pings unanswered is terminated (its pong resets the count, set up by the transport).
 */
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { WebSocket } from 'ws';

/** Ticks per ping interval: 30 gives a tick every 100 ms with the default 3 s interval. */
export const HEARTBEAT_SLOTS = 30;

/** What the stock transport adds to each connection: pings sent since its last pong. */
type Heartbeat = WebSocket & { pingCount: number };

const noop = (): void => {};

export class SpreadHeartbeatTransport extends WebSocketTransport {
  /** The connections of each slot; a connection takes the next slot in turn as it opens. */
  private readonly slots: Set<WebSocket>[] = Array.from({ length: HEARTBEAT_SLOTS }, () => new Set());
  private nextSlot = 0;

  constructor(...options: ConstructorParameters<typeof WebSocketTransport>) {
    super(...options);
    this.wss.on('connection', (connection: WebSocket) => this.track(connection));
  }

  /** Gives an open connection the next slot, until it closes. */
  track(connection: WebSocket): void {
    const slot = this.slots[this.nextSlot]!;
    this.nextSlot = (this.nextSlot + 1) % HEARTBEAT_SLOTS;
    slot.add(connection);
    connection.once('close', () => slot.delete(connection));
  }

  /** Called by the transport once its server listens (the stock one pings everyone at once). */
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    let tick = 0;
    this.pingInterval = setInterval(() => {
      const slot = this.slots[tick]!;
      tick = (tick + 1) % HEARTBEAT_SLOTS;
      for (const connection of slot) {
        const beating = connection as Heartbeat;
        if (beating.pingCount >= pingMaxRetries) {
          beating.terminate();
          continue;
        }
        beating.pingCount++;
        beating.ping(noop);
      }
    }, pingInterval / HEARTBEAT_SLOTS);
  }
}
