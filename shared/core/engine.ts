/**
 * The Game contract every game implements (docs/design.md says how the parts fit together).
 *
 * State is plain JSON, `apply` never mutates its input, all randomness comes from the seeded
 * RNG inside the state, and `view` is the only way state leaves the engine.
 */
import type { ZodType } from 'zod';
import type { LogEntry } from './log';
import type { Result, RuleError } from './result';
import type { RngState } from './rng';

/** A seat number, 0-based, in clockwise order. */
export type Seat = number;

export interface Outcome {
  /** One score per seat. */
  scores: number[];
  /** Seats from first place to last; seats sharing a place share an inner array. */
  ranking: Seat[][];
  /** Game-specific explanation (tie-breaks, who qualified). */
  detail: unknown;
}

export interface Game<S, A extends { type: string }, V, O = Record<string, unknown>> {
  /** The registered id (shared/core/registry.ts); a test-only game has its own. */
  id: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  /**
   * Variants and modules, with defaults: `optionsSchema.parse({})` gives the defaults. Built
   * from the game's manifest (shared/core/manifest.ts), as are id, title and the player counts.
   */
  optionsSchema: ZodType<O>;
  /** Deterministic from the seed. */
  setup(players: number, seed: string, options: O): S;
  /** Seats whose input is awaited now (several when decisions are simultaneous). */
  toAct(s: S): Seat[];
  /** Complete and finite; bots and UI hints use it. */
  legalActions(s: S, seat: Seat): A[];
  /**
   * The legal actions as offered to a player's client, when the complete list is too long to
   * send after every change (Caribbean's 5,040 bid arrangements): the client composes the
   * omitted kind itself from the view. Absent: the client is offered `legalActions`.
   */
  offeredActions?(s: S, seat: Seat): A[];
  apply(s: S, seat: Seat, a: A): Result<{ state: S; log: LogEntry[] }, RuleError>;
  /** What `viewer` may know (null = spectator). */
  view(s: S, viewer: Seat | null): V;
  outcome(s: S): Outcome | null;
  /** Validates the shape of an action object coming from outside before `apply` sees it. */
  actionSchema: ZodType<A>;
  /**
   * Seat-filling bots: `random` plays any legal action, `heuristic` plays like a sensible human,
   * `strong` searches (shared/core/search.ts with the game's determinize.ts).
   */
  bots: { random: Bot<V, A>; heuristic: Bot<V, A>; strong: Bot<V, A> };
}

/**
 * A game with its types erased, as the registry, the room and the bot driver see it.
 * (Methods are compared bivariantly, so every concrete Game is assignable to it.)
 */
export type AnyGame = Game<unknown, { type: string }, unknown, unknown>;

/**
 * A bot sees exactly what a human in its seat would see (its own view and its legal actions),
 * so it cannot cheat. It must return one of `legal`; `rng` is the driver's own generator.
 */
export interface Bot<V, A extends { type: string }> {
  name: string;
  choose(view: V, seat: Seat, legal: A[], rng: RngState): A;
}
