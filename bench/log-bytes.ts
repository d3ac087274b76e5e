/**
 * The log's bytes on the wire, per game: seeded games (half played by heuristic bots, half at
 * random) at each game's most players; after every action each client (every seat and a
 * spectator) is sent its `log` message, encoded as Colyseus frames it. Prints the bytes per
 * action per client of the lines as the engine writes them (data, where the game has log words)
 * beside the same lines as sentences (what every line cost when the engines wrote sentences).
 *
 *   npm run bench:log [-- games per game, default 6]
 */
import { getMessageBytes, Protocol } from '@colyseus/core';
import type { AnyGame, Seat } from '../shared/core/engine';
import { loadGames } from '../shared/core/engines';
import { logLineFor, wordLogLine, type LogEntry, type LogLine } from '../shared/core/log';
import { logWordsOf } from '../shared/core/log-words';
import { createRng, randomInt } from '../shared/core/rng';

const frameBytes = (lines: readonly LogLine[]) => getMessageBytes.raw(Protocol.ROOM_DATA, 'log', lines).length;

interface Bytes {
  actions: number;
  messages: number;
  asWritten: number;
  asSentences: number;
}

function measure(game: AnyGame, games: number): Bytes {
  const bytes: Bytes = { actions: 0, messages: 0, asWritten: 0, asSentences: 0 };
  const words = logWordsOf(game.id);
  const players = game.maxPlayers;
  const viewers: (Seat | null)[] = [null, ...Array.from({ length: players }, (_, seat) => seat)];
  for (let g = 0; g < games; g++) {
    const seed = `log-bytes-${game.id}-${g}`;
    const rng = createRng(seed);
    let state = game.setup(players, seed, game.optionsSchema.parse({}));
    for (let step = 0; step < 20_000 && game.outcome(state) === null; step++) {
      const toAct = game.toAct(state);
      const seat = toAct[randomInt(rng, toAct.length)]!;
      const legal = game.legalActions(state, seat);
      const action = g % 2 === 0 ? game.bots.heuristic.choose(game.view(state, seat), seat, legal, rng) : legal[randomInt(rng, legal.length)];
      const result = game.apply(state, seat, action);
      if (!result.ok) throw new Error(`${game.id} ${seed}: ${result.error.message}`);
      state = result.value.state;
      bytes.actions++;
      const entries = result.value.log as LogEntry[];
      for (const viewer of viewers) {
        bytes.messages++;
        // The server sends no `log` message for an action that wrote nothing.
        if (entries.length === 0) continue;
        const lines = entries.map((entry) => logLineFor(entry, viewer));
        bytes.asWritten += frameBytes(lines);
        bytes.asSentences += frameBytes(lines.map((line) => wordLogLine(line, words)));
      }
    }
  }
  return bytes;
}

async function main(): Promise<void> {
  const games = Number(process.argv[2] ?? 6);
  const rows: Record<string, string | number>[] = [];
  for (const game of await loadGames()) {
    const b = measure(game, games);
    const per = (n: number) => (n / b.messages).toFixed(1);
    rows.push({
      game: game.id,
      players: game.maxPlayers,
      actions: b.actions,
      'log as written (B/action/client)': per(b.asWritten),
      'as sentences': per(b.asSentences),
      share: `${((100 * b.asWritten) / b.asSentences).toFixed(0)}%`,
      'log words': logWordsOf(game.id) ? 'data' : 'sentences',
    });
  }
  console.table(rows);
}

void main();
