/**
 * The server needs Node 22 or newer (Colyseus' reconnection uses the global WebSocket, which
 * older versions lack). `npm start` and every npm script run on the Node 22 that the `node`
 * dependency installs; started directly with an older Node, the server says so in one line
 * and stops, rather than failing later for every player who reconnects.
 *
 * Imported first by server/main.ts, before anything else is loaded.
 */
export const MINIMUM_NODE_MAJOR = 22;

const major = Number(process.versions.node.split('.')[0]);
if (!(major >= MINIMUM_NODE_MAJOR)) {
  process.stderr.write(
    `The Caribbean table needs Node.js ${MINIMUM_NODE_MAJOR} or newer, not ${process.versions.node}: start it with \`npm start\` (npm scripts bring Node ${MINIMUM_NODE_MAJOR}), or install Node ${MINIMUM_NODE_MAJOR}.\n`,
  );
  process.exit(1);
}
