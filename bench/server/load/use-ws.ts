/**
 * Every client of the load generator speaks WebSocket through the `ws` package (as socket.io's
 * client does in Node): the same client code for every target, and access to each
 * connection's TCP socket to count the bytes it receives. Imported before @colyseus/sdk, which
 * picks its WebSocket class when it loads.
 */
import { WebSocket } from 'ws';

Object.defineProperty(globalThis, 'WebSocket', { value: WebSocket, writable: true, configurable: true });
