/**
 * The log of seeded games as every viewer reads it, for the tests that prove a game's log words
 * read exactly as the sentences its engine used to write: each seat, a spectator and a replay's
 * reader ('all') read every entry through `readLogLine`, seats left as `{sN}`, and the lines
 * are compared by their hash with the ones taken when the engine still wrote sentences.
 */
import { createHash } from 'node:crypto';
import type { Game, Seat } from '../../shared/core/engine';
import { logLineFor, type LogEntry } from '../../shared/core/log';
import { readLogLine } from '../../shared/core/log-words';
import { createRng, randomInt } from '../../shared/core/rng';

export interface SeededRun {
  players: number;
  seed: string;
  options: Record<string, unknown>;
  /** Which of the game's bots plays every seat (random reaches odd corners, heuristic plays on). */
  bot: 'random' | 'heuristic';
}

export interface SeededLog {
  /** Every line as each viewer reads it, `viewer|sentence`, in order. */
  lines: string[];
  /** Every entry the engine wrote, for checks on the data itself. */
  entries: LogEntry[];
}

const asWritten = (seat: Seat) => `{s${seat}}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function seededLog(game: Game<any, any, any, any>, runs: readonly SeededRun[], maxSteps = 4000): SeededLog {
  const lines: string[] = [];
  const entries: LogEntry[] = [];
  for (const run of runs) {
    lines.push(`# ${run.players} ${run.seed} ${run.bot} ${JSON.stringify(run.options)}`);
    let state = game.setup(run.players, run.seed, game.optionsSchema.parse(run.options));
    const rng = createRng(run.seed);
    const viewers: (Seat | null | 'all')[] = [null, 'all', ...Array.from({ length: run.players }, (_, seat) => seat)];
    for (let step = 0; step < maxSteps && game.outcome(state) === null; step++) {
      const toAct = game.toAct(state);
      const seat = toAct[randomInt(rng, toAct.length)]!;
      const legal = game.legalActions(state, seat);
      const action = run.bot === 'random' ? legal[randomInt(rng, legal.length)] : game.bots.heuristic.choose(game.view(state, seat), seat, legal, rng);
      const result = game.apply(state, seat, action);
      if (!result.ok) throw new Error(`${game.id} ${run.seed}: ${result.error.message}`);
      state = result.value.state;
      for (const entry of result.value.log as LogEntry[]) {
        entries.push(entry);
        for (const viewer of viewers) lines.push(`${viewer}|${readLogLine(game.id, logLineFor(entry, viewer), asWritten)}`);
      }
    }
  }
  return { lines, entries };
}

export function hashOf(lines: readonly string[]): string {
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}
