/**
 * The framework's limit: a Colyseus room that only applies an action (a counter goes up) and
 * patches it, on the same transport and with the same "send the change at once" policy as
 * the table (see TableRoom.requestPatch). Four clients per room, who join one after the other:
 * the n-th to join (from 0) plays when `counter % 4` is n.
 *
 *   PORT=... tsx bench/server/targets/counter-room.ts
 */
import { Room, Server } from '@colyseus/core';
import { schema, t } from '@colyseus/schema';
import { WebSocketTransport } from '@colyseus/ws-transport';

export const COUNTER_ROOM = 'counter';

const CounterState = schema({ counter: t.number() }, 'CounterState');
type CounterState = InstanceType<typeof CounterState>;

class CounterRoom extends Room<{ state: CounterState }> {
  override maxClients = 4;
  private patchRequested = false;

  override onCreate(): void {
    this.setState(new CounterState());
    this.state.counter = 0;
    this.onMessage('action', () => {
      this.state.counter++;
      this.requestPatch();
    });
  }

  private requestPatch(): void {
    if (this.patchRequested) return;
    this.patchRequested = true;
    setImmediate(() => {
      this.patchRequested = false;
      this.broadcastPatch();
    });
  }
}

async function main(): Promise<void> {
  const server = new Server({ transport: new WebSocketTransport(), greet: false });
  server.define(COUNTER_ROOM, CounterRoom);
  await server.listen(Number(process.env.PORT ?? 2570));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
