/**
 * One game being played at a table: the engine state, the seed, and the ordered list of
 * applied actions, which together ARE the table (a replay is setup + the same actions).
 * No Colyseus here and no rule of any game: everything goes through the Game contract.
 */
import type { AnyGame, Outcome, Seat } from '../../shared/core/engine';
import type { LogEntry } from '../../shared/core/log';
import type { Result, RuleError } from '../../shared/core/result';
import { ERROR_CODES } from '../../shared/protocol';

export interface PlayedAction {
  seat: Seat;
  action: { type: string };
}

export class GameSession {
  readonly actions: PlayedAction[] = [];
  /** Every log entry since the start (clients that join late get the whole history). */
  readonly log: LogEntry[] = [];
  private current: unknown;

  constructor(
    readonly game: AnyGame,
    readonly players: number,
    readonly seed: string,
    readonly options: unknown,
  ) {
    this.current = game.setup(players, seed, options);
  }

  /** The engine state; only ever given to the engine, never to a client. */
  get state(): unknown {
    return this.current;
  }

  toAct(): Seat[] {
    return this.game.toAct(this.current);
  }

  /** The seat's legal actions; none when the seat is not awaited. */
  legal(seat: Seat): { type: string }[] {
    return this.toAct().includes(seat) ? this.game.legalActions(this.current, seat) : [];
  }

  /** What the seat's client is offered: its legal actions, or the game's shorter list of them. */
  offered(seat: Seat): { type: string }[] {
    if (!this.toAct().includes(seat)) return [];
    const game = this.game;
    return game.offeredActions ? game.offeredActions(this.current, seat) : game.legalActions(this.current, seat);
  }

  view(viewer: Seat | null): unknown {
    return this.game.view(this.current, viewer);
  }

  outcome(): Outcome | null {
    return this.game.outcome(this.current);
  }

  /**
   * Checks the shape of an action from outside with the game's schema, then lets the engine
   * apply it. On success the new entries are returned (and kept in the history).
   */
  play(seat: Seat, input: unknown): Result<LogEntry[], RuleError> {
    const parsed = this.game.actionSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? ` (${issue.path.join('.')})` : '';
      return { ok: false, error: { code: ERROR_CODES.badAction, message: `That action is not understood${where}: ${issue?.message ?? 'bad shape'}.` } };
    }
    const result = this.game.apply(this.current, seat, parsed.data);
    if (!result.ok) return result;
    this.current = result.value.state;
    this.actions.push({ seat, action: parsed.data });
    this.log.push(...result.value.log);
    return { ok: true, value: result.value.log };
  }
}
