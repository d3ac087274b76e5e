/**
 * The seat-filling bot driver: asks the game's bot for a move, giving it exactly what a human
 * in that seat would have (the seat's view and legal actions), never the engine state.
 */
import type { AnyGame, Seat } from '../../shared/core/engine';
import { createRng, type RngState } from '../../shared/core/rng';
import type { BotKind } from '../../shared/protocol';

export class BotDriver {
  /** The bots' own generator, seeded from the table so seeded tables replay identically. */
  private readonly rng: RngState;

  constructor(
    private readonly game: AnyGame,
    seed: string,
  ) {
    this.rng = createRng(`bots:${seed}`);
  }

  /**
   * The move of a `kind` bot for `seat`. A bot answer outside `legal` (which the engine would
   * refuse) is a bug in that bot: it is logged with the game, seat and move so it gets fixed,
   * and the first legal action is played instead so the table never gets stuck.
   */
  choose(state: unknown, seat: Seat, kind: BotKind, legal: { type: string }[]): { type: string } | undefined {
    if (legal.length === 0) return undefined;
    const view = this.game.view(state, seat);
    const choice = this.game.bots[kind].choose(view, seat, legal, this.rng);
    if (legal.includes(choice)) return choice;
    const key = JSON.stringify(choice);
    const same = legal.find((action) => JSON.stringify(action) === key);
    if (same) return same;
    console.warn(`${this.game.id}: the ${kind} bot at seat ${seat} chose an illegal move ${key}; playing ${JSON.stringify(legal[0])} instead`);
    return legal[0];
  }
}
