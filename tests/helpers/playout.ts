/**
 * Seeded playouts for any game of the Game contract: bots play a whole game from a seed, the
 * ordered actions are returned (they are the game: replaying them from the seed must give the
 * same state), and the contract's invariants are checked on the way.
 */
import type { Bot, Game, Seat } from '../../shared/core/engine';
import { createRng } from '../../shared/core/rng';

export interface Step<A> {
  seat: Seat;
  action: A;
}

export interface PlayoutConfig<S, A extends { type: string }, V, O> {
  game: Game<S, A, V, O>;
  players: number;
  seed: string;
  options: O;
  /** One bot per seat. */
  bots: Bot<V, A>[];
  /** Seed of the bots' own generator (defaults to the game seed). */
  botSeed?: string;
  /** A playout longer than this is a bug (a game that does not end). */
  maxSteps?: number;
  /** Also check, at every step, that `apply` leaves its input untouched and that every legal action applies (slower). */
  strict?: boolean;
  /** Game-specific invariants, called with every state from setup to the end. */
  check?: (state: S) => void;
}

export interface PlayoutResult<S, A> {
  actions: Step<A>[];
  state: S;
}

/** Plays a whole game; throws on any broken invariant. */
export function playout<S, A extends { type: string }, V, O>(cfg: PlayoutConfig<S, A, V, O>): PlayoutResult<S, A> {
  const { game, players, seed, options, bots } = cfg;
  const maxSteps = cfg.maxSteps ?? 100_000;
  const rng = createRng(cfg.botSeed ?? seed);
  let state = game.setup(players, seed, options);
  cfg.check?.(state);
  const actions: Step<A>[] = [];
  while (game.outcome(state) === null) {
    if (actions.length >= maxSteps) throw new Error(`${game.id} ${seed}: no end after ${maxSteps} actions`);
    const seats = game.toAct(state);
    const seat = seats[0];
    if (seat === undefined) throw new Error(`${game.id} ${seed}: nobody to act but no outcome`);
    const legal = game.legalActions(state, seat);
    if (legal.length === 0) throw new Error(`${game.id} ${seed}: seat ${seat} must act but has no legal action`);
    const bot = bots[seat];
    if (!bot) throw new Error(`${game.id}: no bot for seat ${seat}`);
    const action = bot.choose(game.view(state, seat), seat, legal, rng);
    if (cfg.strict) checkStrict(game, state, seat, legal);
    const result = game.apply(state, seat, action);
    if (!result.ok) throw new Error(`${game.id} ${seed}: bot's legal action ${JSON.stringify(action)} refused: ${result.error.message}`);
    actions.push({ seat, action });
    state = result.value.state;
    cfg.check?.(state);
  }
  return { actions, state };
}

/** Every legal action applies, and applying never changes the state it was given. */
function checkStrict<S, A extends { type: string }, V, O>(game: Game<S, A, V, O>, state: S, seat: Seat, legal: A[]): void {
  const before = JSON.stringify(state);
  for (const action of legal) {
    const result = game.apply(state, seat, action);
    if (!result.ok) throw new Error(`${game.id}: legal action ${JSON.stringify(action)} refused: ${result.error.message}`);
  }
  if (JSON.stringify(state) !== before) throw new Error(`${game.id}: apply mutated its input`);
}

/** Replays recorded actions from the seed; throws if one is refused. */
export function replay<S, A extends { type: string }, V, O>(
  game: Game<S, A, V, O>,
  players: number,
  seed: string,
  options: O,
  actions: readonly Step<A>[],
): S {
  let state = game.setup(players, seed, options);
  for (const [i, { seat, action }] of actions.entries()) {
    const result = game.apply(state, seat, action);
    if (!result.ok) throw new Error(`replay ${seed}: action ${i} ${JSON.stringify(action)} refused: ${result.error.message}`);
    state = result.value.state;
  }
  return state;
}

/** Bots for `players` seats: seat i gets `pickBot(i)`. */
export function seatBots<V, A extends { type: string }>(players: number, pickBot: (seat: Seat) => Bot<V, A>): Bot<V, A>[] {
  return Array.from({ length: players }, (_, seat) => pickBot(seat));
}
