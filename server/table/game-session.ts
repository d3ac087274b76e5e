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

/**
 * What the room asks of one state, again and again after each action (whose turn it is for the
 * sync, the clock, the bots and every client's legal message; each viewer's view for the sync):
 * computed once per state and dropped when the state changes. The lists and views handed out are
 * shared, so callers only read them.
 */
interface StateAnswers {
  toAct?: Seat[];
  views: Map<Seat | null, unknown>;
  offered: Map<Seat, { actions: { type: string }[]; key: string }>;
}

const freshAnswers = (): StateAnswers => ({ views: new Map(), offered: new Map() });

export class GameSession {
  readonly actions: PlayedAction[] = [];
  /** Every log entry since the start (clients that join late get the whole history). */
  readonly log: LogEntry[] = [];
  private current: unknown;
  /**
   * Made at the first question about a state, so that a table between two actions holds none:
   * even empty, two Maps kept for seconds survive a young-generation collection each.
   */
  private answersOrNone: StateAnswers | null = null;

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

  private get answers(): StateAnswers {
    return (this.answersOrNone ??= freshAnswers());
  }

  /** The seats awaited now (shared: read only). */
  toAct(): Seat[] {
    return (this.answers.toAct ??= this.game.toAct(this.current));
  }

  /** The seat's legal actions; none when the seat is not awaited. */
  legal(seat: Seat): { type: string }[] {
    return this.toAct().includes(seat) ? this.game.legalActions(this.current, seat) : [];
  }

  /** What the seat's client is offered: its legal actions, or the game's shorter list of them (shared: read only). */
  offered(seat: Seat): { type: string }[] {
    return this.offeredWithKey(seat).actions;
  }

  /** The offered actions and their JSON, which tells a list already sent from a new one. */
  offeredWithKey(seat: Seat): { actions: { type: string }[]; key: string } {
    let offered = this.answers.offered.get(seat);
    if (!offered) {
      const game = this.game;
      const actions = !this.toAct().includes(seat) ? [] : game.offeredActions ? game.offeredActions(this.current, seat) : game.legalActions(this.current, seat);
      offered = { actions, key: JSON.stringify(actions) };
      this.answers.offered.set(seat, offered);
    }
    return offered;
  }

  /**
   * Drops the answers once the room has done with a command: they serve that command's sync and
   * messages; kept until the table's next action (seconds at a human pace), they would survive
   * young-generation collections and be copied, then promoted, for every quiet table.
   */
  forgetAnswers(): void {
    this.answersOrNone = null;
  }

  /** What `viewer` may know now (shared: read only). */
  view(viewer: Seat | null): unknown {
    let view = this.answers.views.get(viewer);
    if (view === undefined) {
      view = this.game.view(this.current, viewer);
      this.answers.views.set(viewer, view);
    }
    return view;
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
    this.answersOrNone = null;
    this.actions.push({ seat, action: parsed.data });
    this.log.push(...result.value.log);
    return { ok: true, value: result.value.log };
  }
}
