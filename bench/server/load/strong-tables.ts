/**
 * Strong bots thinking at other tables (bench:server --strong-bots N): opens Libertalia tables
 * of two strong bots, each watched by its creator (a table nobody watches plays no bot move),
 * so that N strong bots keep the server's search threads busy while the measured human tables
 * play. A finished table is replaced by a new one. IPC: `ready` once every table plays; `stop`.
 * With `kind: 'heuristic'` the same tables are played by heuristic bots instead (the paced
 * control of bench:server --bots-control paced: the server then delays each of their moves by
 * a strong bot's pace and think time, so the rooms do the same work without any search).
 *
 *   argv: JSON { port, bots, kind? }
 */
import './use-ws';
import { Client, type Room } from '@colyseus/sdk';
import { STRONG_TABLE_GAME } from './strong-tables-game';

const { port, bots, kind = 'strong' } = JSON.parse(process.argv[2] ?? '{}') as { port: number; bots: number; kind?: 'strong' | 'heuristic' };
const sdk = new Client(`http://127.0.0.1:${port}`);
const rooms = new Set<Room>();
let stopping = false;

/** One table of two bots, played to its end, then the next. */
async function keepTable(index: number, onStarted: () => void): Promise<void> {
  for (let game = 0; !stopping; game++) {
    const room = await sdk.create('table', { game: STRONG_TABLE_GAME, seats: 2, bots: [0, 1], botKind: kind, spectate: true, name: `Watcher ${index}` });
    rooms.add(room);
    const over = new Promise<void>((resolve) => {
      room.onStateChange((state: { phase?: string }) => {
        if (state.phase === 'over') resolve();
      });
      room.onLeave(() => resolve());
    });
    room.send('start');
    if (game === 0) onStarted();
    await over;
    rooms.delete(room);
    await room.leave().catch(() => undefined);
  }
}

const tables = Math.ceil(bots / 2);
let started = 0;
for (let i = 0; i < tables; i++) {
  keepTable(i, () => {
    if (++started === tables) process.send?.({ type: 'ready' });
  }).catch((error: unknown) => {
    if (!stopping) process.send?.({ type: 'failed', message: `strong table ${i}: ${error instanceof Error ? error.message : String(error)}` });
  });
}

process.on('message', (command: { type: string }) => {
  if (command.type !== 'stop') return;
  stopping = true;
  void Promise.all([...rooms].map((room) => room.leave().catch(() => undefined))).finally(() => process.exit(0));
});
