/** `npm start`: the whole site on one port (see config.ts for the environment variables). */
// First: on an unsupported Node, stop with one line before anything else loads.
import './node-version';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { createServer } from './app';
import { loadConfig } from './config';
import { startDurableTables } from './durability';
import { loadSiteGames } from './games';
import { openStore } from './store';

async function main(): Promise<void> {
  const config = loadConfig();
  // This process's name as an owner of tables in the database (a lease per process).
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  // SQLite's checkpoints (a sync of the disk each) run beside the rooms, not inside their commits.
  const store = await openStore(config, owner, 'thread');
  const app = createServer({ config, store, games: await loadSiteGames() });
  await app.server.listen(config.port);
  await startDurableTables(app, owner);
  console.log(`The Caribbean table listens on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
