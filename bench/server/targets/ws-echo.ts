/**
 * The machine's limit: a plain `ws` server that relays every message it gets to the sockets
 * of the same table (the sender included), like a patch to every client. No state, no
 * framework, no game. Clients know their seat from the order in which they connect.
 *
 *   PORT=... tsx bench/server/targets/ws-echo.ts      clients connect to /?table=<id>
 */
import { WebSocketServer, type WebSocket } from 'ws';

const tables = new Map<string, Set<WebSocket>>();
const server = new WebSocketServer({ port: Number(process.env.PORT ?? 2571), perMessageDeflate: false });

server.on('connection', (socket, request) => {
  const table = new URL(request.url ?? '/', 'http://localhost').searchParams.get('table') ?? '';
  let members = tables.get(table);
  if (!members) tables.set(table, (members = new Set()));
  members.add(socket);
  socket.on('message', (data) => {
    for (const member of members) member.send(data, { binary: false });
  });
  socket.on('close', () => {
    members.delete(socket);
    if (members.size === 0) tables.delete(table);
  });
});
