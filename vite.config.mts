/**
 * The browser client: sources in client/, built into dist/ at the repository root, where the
 * server serves it. In development (`npm run dev:client`) the matchmaking HTTP calls, the API and
 * the room websockets are proxied to the game server on port 2567 so the page can use its own
 * origin as the endpoint, exactly as in production.
 */
import { defineConfig } from 'vite';

const SERVER = process.env.GAME_SERVER ?? 'http://localhost:2567';

export default defineConfig({
  root: 'client',
  publicDir: false,
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // Pixi is one large module; a single table chunk of this size is expected.
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': SERVER,
      '/matchmake': SERVER,
      '/healthz': SERVER,
      // Room sockets connect to /<processId>/<roomId>?sessionId=…
      '^/[^/?]+/[^/?]+\\?sessionId=': { target: SERVER, ws: true },
    },
  },
});
