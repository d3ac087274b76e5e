/**
 * The seat-filling bot driver: asks the game's bot for a move, giving it exactly what a human
 * in that seat would have (the seat's view and legal actions), never the engine state.
 * Random and heuristic bots answer at once, in the room's thread; the strong bot's search runs
 * in the worker pool (pool.ts) and answers later.
 */
import type { AnyGame, Seat } from '../../shared/core/engine';
import type { GameId } from '../../shared/core/registry';
import { createRng, nextUint32, type RngState } from '../../shared/core/rng';
import type { BotKind } from '../../shared/protocol';
import type { BotPool } from './pool';

type Action = { type: string };

export class BotDriver {
  /** The bots' own generator, seeded from the table so seeded tables replay identically. */
  private readonly rng: RngState;
  /** Seats whose strong bot is thinking, with the key of the moment it thinks about. */
  private readonly thinking = new Map<Seat, string>();
  private closed = false;

  constructor(
    private readonly game: AnyGame,
    seed: string,
    private readonly pool?: () => BotPool,
  ) {
    this.rng = createRng(`bots:${seed}`);
  }

  /**
   * The move of a `kind` bot for `seat`, in this thread. A bot answer outside `legal` (which the
   * engine would refuse) is a bug in that bot: it is logged with the game, seat and move so it
   * gets fixed, and the first legal action is played instead so the table never gets stuck.
   */
  choose(state: unknown, seat: Seat, kind: BotKind, legal: Action[]): Action | undefined {
    if (legal.length === 0) return undefined;
    const view = this.game.view(state, seat);
    return this.legalOne(this.game.bots[kind].choose(view, seat, legal, this.rng), legal, kind, seat);
  }

  private legalOne(choice: Action, legal: Action[], kind: BotKind, seat: Seat): Action {
    if (legal.includes(choice)) return choice;
    const key = JSON.stringify(choice);
    const same = legal.find((action) => JSON.stringify(action) === key);
    if (same) return same;
    console.warn(`${this.game.id}: the ${kind} bot at seat ${seat} chose an illegal move ${key}; playing ${JSON.stringify(legal[0])} instead`);
    return legal[0]!;
  }

  /**
   * The strong bot's move for `seat` at the moment named `moment` (e.g. the count of actions
   * played), searched in the pool from the seat's view only. Resolves undefined, and the answer
   * is dropped, when the table closed meanwhile, when the seat is already being thought about
   * for that moment, or when no pool is configured. A failed search falls back to the heuristic.
   */
  async think(state: unknown, seat: Seat, legal: Action[], moment: string): Promise<Action | undefined> {
    if (legal.length === 0 || this.closed || this.thinking.get(seat) === moment) return undefined;
    if (!this.pool || legal.length === 1) return this.choose(state, seat, 'heuristic', legal);
    const view = this.game.view(state, seat);
    const seed: RngState = [nextUint32(this.rng), nextUint32(this.rng), nextUint32(this.rng), nextUint32(this.rng) | 1];
    this.thinking.set(seat, moment);
    try {
      const reply = await this.pool().choose(this.game.id as GameId, view, seat, legal, seed);
      if (this.closed) return undefined;
      if (reply.error !== undefined) {
        console.error(`strong bot failed at seat ${seat} (${this.game.id}): ${reply.error}; the heuristic bot plays`);
        return this.legalOne(this.game.bots.heuristic.choose(view, seat, legal, this.rng), legal, 'heuristic', seat);
      }
      return this.legalOne(reply.action, legal, 'strong', seat);
    } finally {
      if (this.thinking.get(seat) === moment) this.thinking.delete(seat);
    }
  }

  /** The table closed: answers still being searched are discarded. */
  close(): void {
    this.closed = true;
  }
}
