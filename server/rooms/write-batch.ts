/**
 * One socket write per client for everything a change sends it: the patch and the messages
 * queued after it (log, legal). Each WebSocket frame is otherwise its own system call, which
 * the server benchmark (bench/server) measured as the largest single cost of an action.
 * A corked socket buffers writes until it is uncorked, then sends them in one writev.
 */
import type { Client } from '@colyseus/core';

interface Corkable {
  cork(): void;
  uncork(): void;
}

/** The TCP socket under a client of @colyseus/ws-transport (a `ws` WebSocket keeps it in `_socket`). */
function socketOf(client: Client): Corkable | undefined {
  const socket = (client.ref as { _socket?: Partial<Corkable> } | undefined)?._socket;
  return socket && typeof socket.cork === 'function' && typeof socket.uncork === 'function' ? (socket as Corkable) : undefined;
}

export function withBatchedWrites(clients: Iterable<Client>, send: () => void): void {
  const corked: Corkable[] = [];
  for (const client of clients) {
    const socket = socketOf(client);
    if (!socket) continue;
    socket.cork();
    corked.push(socket);
  }
  try {
    send();
  } finally {
    for (const socket of corked) socket.uncork();
  }
}
