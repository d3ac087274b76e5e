/**
 * The framework a developer would otherwise pick: boardgame.io's server (Koa + socket.io, the
 * in-memory store) hosting Port Royal through the thin adapter in bgio-game.ts.
 *
 *   PORT=... tsx bench/server/targets/boardgameio.ts
 */
import Koa from 'koa';
import { Server } from 'boardgame.io/server';
import type { AnyGame } from '../../../shared/core/engine';
import { portRoyal } from '../../../shared/games/port-royal';
import { bgioGame } from '../bgio-game';

// boardgame.io's socket.io layer (koa-socket-2) builds the HTTP handler with app.callback()
// before the Lobby API routes are added, and koa-compose 4.2 (what npm installs today) copies
// the middleware list when composing: every Lobby API call would answer 404. Composing again
// when the list has grown restores the behaviour boardgame.io was written against.
const callback = Koa.prototype.callback;
Koa.prototype.callback = function (this: Koa) {
  let handler = callback.call(this);
  let composed = this.middleware.length;
  return (request, response) => {
    if (this.middleware.length !== composed) {
      handler = callback.call(this);
      composed = this.middleware.length;
    }
    return handler(request, response);
  };
};

const server = Server({
  games: [bgioGame(portRoyal as AnyGame)],
  // The load generator is not a browser: no Origin header to check.
  origins: ['http://127.0.0.1'],
});

server.run(Number(process.env.PORT ?? 2572)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
