/** `npm start`: the whole site on one port (see config.ts for the environment variables). */
import { createServer } from './app';
import { loadConfig } from './config';
import { loadSiteGames } from './games';

async function main(): Promise<void> {
  const config = loadConfig();
  const { server } = createServer({ config, games: await loadSiteGames() });
  await server.listen(config.port);
  console.log(`The Caribbean table listens on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
