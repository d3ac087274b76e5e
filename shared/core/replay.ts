/**
 * A finished match rebuilt by its engine from the record's seed, options and actions, for the
 * replay viewer: the state at each step, the log entries each step wrote, and the board with every
 * seat's secrets shown (the game is over, so nothing needs hiding any more).
 *
 * Every state is not kept: a state every CHECKPOINT steps is, and a step between two is
 * replayed from the one before (a long game's thousands of states would weigh megabytes).
 */
import type { AnyGame, Seat } from './engine';
import type { LogEntry } from './log';

const CHECKPOINT = 32;

export interface RecordedAction {
  seat: Seat;
  action: { type: string };
}

export class MatchReplay {
  /** `log[n]`: the entries written by action n (step n + 1). */
  readonly log: LogEntry[][] = [];
  private readonly checkpoints: unknown[] = [];
  private cached: { step: number; state: unknown } | null = null;

  /** Throws when an action no longer applies (the engine changed since the match was played). */
  constructor(
    readonly game: AnyGame,
    readonly players: number,
    seed: string,
    options: unknown,
    readonly actions: readonly RecordedAction[],
  ) {
    let state = game.setup(players, seed, options);
    actions.forEach((played, n) => {
      if (n % CHECKPOINT === 0) this.checkpoints.push(state);
      const result = game.apply(state, played.seat, played.action);
      if (!result.ok) throw new Error(`Action ${n + 1} (${played.action.type} by seat ${played.seat}) no longer applies: ${result.error.message}`);
      state = result.value.state;
      this.log.push(result.value.log);
    });
    if (actions.length % CHECKPOINT === 0) this.checkpoints.push(state);
    this.cached = { step: actions.length, state };
  }

  /** Steps run from 0 (the deal) to `actions.length` (the end). */
  get steps(): number {
    return this.actions.length;
  }

  /** The state after `step` actions. */
  stateAt(step: number): unknown {
    const target = Math.max(0, Math.min(this.steps, Math.trunc(step)));
    if (this.cached?.step === target) return this.cached.state;
    let from = Math.floor(target / CHECKPOINT) * CHECKPOINT;
    let state = this.checkpoints[from / CHECKPOINT];
    // Stepping forward one at a time goes on from the last state rather than the checkpoint.
    if (this.cached && this.cached.step <= target && this.cached.step > from) {
      from = this.cached.step;
      state = this.cached.state;
    }
    for (let n = from; n < target; n++) {
      const played = this.actions[n] as RecordedAction;
      const result = this.game.apply(state, played.seat, played.action);
      if (!result.ok) throw new Error(`Action ${n + 1} no longer applies: ${result.error.message}`);
      state = result.value.state;
    }
    this.cached = { step: target, state };
    return state;
  }

  /** The log entries of the first `step` actions, oldest first. */
  logUpTo(step: number): LogEntry[] {
    return this.log.slice(0, Math.max(0, step)).flat();
  }

  /** The seat who played action `step` (1-based), or null at the deal. */
  playedBy(step: number): Seat | null {
    return this.actions[step - 1]?.seat ?? null;
  }
}

/**
 * The board with everything the seats knew: the spectator's view, whose `mine` (each seat's
 * secret part, present only in that seat's own view) holds every seat's entry. What no view
 * holds at all (deck order, face-down piles) is each game's reveal.ts.
 */
export function revealedBoard(game: AnyGame, state: unknown, players: number): unknown {
  const board = game.view(state, null) as Record<string, unknown>;
  const mine: Record<string, unknown> = {};
  for (let seat = 0; seat < players; seat++) {
    const own = (game.view(state, seat) as { mine?: Record<string, unknown> }).mine?.[String(seat)];
    if (own !== undefined) mine[String(seat)] = own;
  }
  return Object.keys(mine).length > 0 ? { ...board, mine } : board;
}
