/**
 * The front door of the HTTP server, before Colyseus, express or anything else sees a request:
 *
 * - the client's address is resolved once (http/client-address.ts) and written into the
 *   `X-Real-IP` header, replacing whatever the client sent, so every later reader (Colyseus'
 *   `AuthContext.ip`, the quotas) gets the address the server trusts;
 * - a request body is capped at MAX_BODY_BYTES before it is buffered: a declared length above
 *   it is refused at once with 413, and a body sent without a length is read up to the cap and
 *   refused the moment it goes beyond. The body read here is handed on as `req.body` (a string),
 *   which Colyseus' matchmaking routes use instead of reading the stream themselves;
 * - a WebSocket upgrade counts against the address's connection quota, and is refused with 429
 *   beyond it.
 *
 * It wraps the server's `emit` rather than adding a listener: Colyseus registers its own
 * 'request' listener with `prependListener` when it starts listening, and the door must stay
 * in front of it whatever the order of registration.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { clientAddress, CLIENT_ADDRESS_HEADER } from './client-address';
import { tooManyConnections, type AddressQuotas } from './quotas';

/** Matchmaking options and the API's requests are a few hundred bytes; this leaves room. */
export const MAX_BODY_BYTES = 4096;

export interface FrontDoorOptions {
  trustProxy: number;
  quotas: AddressQuotas;
  connectionsPerAddress: number;
}

type WithBody = IncomingMessage & { body?: string };

export function installFrontDoor(server: Server, options: FrontDoorOptions): void {
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  server.emit = function (event: string, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [req, res] = args as [WithBody, ServerResponse];
      req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req, options.trustProxy);
      readCappedBody(req, res, () => emit('request', req, res));
      return true;
    }
    if (event === 'upgrade') {
      const [req, socket, head] = args as [IncomingMessage, Duplex, Buffer];
      const address = clientAddress(req, options.trustProxy);
      req.headers[CLIENT_ADDRESS_HEADER] = address;
      void admitConnection(address, socket, options).then((admitted) => {
        if (admitted) emit('upgrade', req, socket, head);
      });
      return true;
    }
    return emit(event, ...args);
  } as typeof server.emit;
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && Number(length) > 0) || req.headers['transfer-encoding'] !== undefined;
}

function readCappedBody(req: WithBody, res: ServerResponse, next: () => void): void {
  if (!hasBody(req)) {
    next();
    return;
  }
  const declared = Number(req.headers['content-length']);
  if (declared > MAX_BODY_BYTES) {
    refuseTooLarge(req, res);
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let refused = false;
  req.on('data', (chunk: Buffer) => {
    if (refused) return;
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      refused = true;
      refuseTooLarge(req, res);
      return;
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (refused) return;
    req.body = Buffer.concat(chunks).toString('utf8');
    next();
  });
  req.on('error', () => req.destroy());
}

/** 413 and the connection closed: the rest of the body is never read. */
function refuseTooLarge(req: IncomingMessage, res: ServerResponse): void {
  req.pause();
  const body = JSON.stringify({ error: `The request body is larger than ${MAX_BODY_BYTES} bytes, the most this server reads.` });
  res.writeHead(413, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), connection: 'close' });
  res.end(body, () => req.socket.destroy());
}

async function admitConnection(address: string, socket: Duplex, options: FrontDoorOptions): Promise<boolean> {
  // Nobody listens to the raw socket while the count is asked: an error must not go unhandled.
  const destroyOnError = (): void => void socket.destroy();
  socket.on('error', destroyOnError);
  const admitted = await options.quotas.connectionOpening(address).catch(() => true);
  if (socket.destroyed) {
    if (admitted) void options.quotas.connectionClosed(address);
    return false;
  }
  if (!admitted) {
    const body = tooManyConnections(options.connectionsPerAddress);
    socket.end(
      `HTTP/1.1 429 Too Many Requests\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
    return false;
  }
  socket.once('close', () => void options.quotas.connectionClosed(address));
  // The WebSocket server takes the socket over, its errors included.
  socket.removeListener('error', destroyOnError);
  return true;
}
