/**
 * The search bot: information-set Monte Carlo tree search with determinization.
 *
 * The search receives only what a human in the seat has (the seat's view and its legal
 * actions). Each iteration asks the game's `determinize` for one full state consistent with
 * that view (the hidden parts sampled), walks the tree of the seat's own decisions in it, lets
 * every other seat play its policy bot from that seat's own view of the sampled state, and
 * finishes the game (or a bounded part of it) with policy rollouts. Statistics are shared by
 * every determinization (one tree per information set of the searching seat), so the bot
 * weighs a move by how it does over the worlds it cannot tell apart.
 *
 * Deterministic under a seed: with no time budget the same view, seat, legal list and seed
 * give the same move. The clock is the caller's (`budget.now`): nothing under shared/ reads
 * the time itself.
 */
import type { AnyGame, Bot, Outcome, Seat } from './engine';
import { createRng, nextUint32, randomInt, type RngState } from './rng';

/**
 * A full state consistent with `view` as `seat` sees it, hidden parts drawn from `rng`; null
 * when the game cannot rebuild this moment from a view (the search then plays the heuristic move).
 */
export type Determinize<V = unknown> = (view: V, seat: Seat, rng: RngState) => unknown;

/** A game's parts the search needs besides its engine (shared/games/<id>/determinize.ts). */
export interface SearchHooks<V = unknown> {
  determinize: Determinize<V>;
  /** Which bot finishes the games (measured per game: the stronger one for its budget). */
  rollout: 'heuristic' | 'random';
  /**
   * The game's own model of a seat's move in a sampled world, where it has a truer (or cheaper)
   * one than the rollout bot (e.g. Caribbean's likely bids); undefined: the rollout bot plays.
   * It sees the sampled state: it must read only what the seat it plays may know there.
   */
  policy?: (state: unknown, seat: Seat, legal: AnyAction[], rng: RngState) => AnyAction | undefined;
  /**
   * The moves worth searching when the seat's legal list is too long to search whole, given the
   * heuristic bot's (e.g. Caribbean's bids one swap of two cards away from it); each must be in
   * the legal list. Absent: the heuristic bot's picks and a seeded sample.
   */
  candidates?: (view: unknown, seat: Seat, legal: AnyAction[], heuristicMove: AnyAction) => AnyAction[];
  /**
   * Each seat's standing in [0, 1] in an unfinished state (used when a rollout is cut at
   * `rolloutSteps`); absent: rollouts play to the end.
   */
  evaluate?: (state: unknown) => number[];
  /**
   * Whether the search weighs this decision (default: every one with more than one move); for
   * the others the heuristic bot's move is played at once, where it plans better than cut
   * rollouts can judge (e.g. Caribbean's sailing, planned whole by the heuristic bot).
   */
  searched?: (view: unknown, legal: AnyAction[]) => boolean;
  /** Actions a rollout plays before it is cut and evaluated (default: to the end). */
  rolloutSteps?: number;
  /**
   * Standard errors by which a move must beat the heuristic bot's move to be played instead
   * (default 1): more where rollouts are a rough guide (cut early, random).
   */
  confidence?: number;
}

export interface Budget {
  /** Iterations at most (each: one determinization, one walk, one rollout). */
  iterations: number;
  /**
   * Milliseconds at most from the call, measured by `now`, everything included (the heuristic
   * move, the sampled worlds, the rollouts); the best move so far is played when it runs out.
   */
  timeMs?: number;
  /** The caller's clock (ms). Without it only the iteration budget counts. */
  now?: () => number;
  /**
   * Told the move the search would play now, whenever it changes (the heuristic move first): a
   * caller that cannot wait any longer plays the last one told.
   */
  report?: (action: AnyAction) => void;
}

export interface SearchResult<A> {
  action: A;
  iterations: number;
  /** Visits of each root move, by its key (JSON), for tests and tuning. */
  visits: Record<string, number>;
  /** Mean reward of each root move tried, by its key, for tests and tuning. */
  means: Record<string, number>;
}

/** How many root moves are searched at most; longer lists are cut to the policy's picks plus a sample. */
const MAX_ROOT_MOVES = 24;
/** Heuristic picks among a long list's root moves (the rest are a seeded sample). */
const HEURISTIC_ROOT_PICKS = 3;
/** UCB exploration constant (rewards are in [0, 1]). */
const EXPLORATION = 0.7;
/** Share of opponent and rollout moves played at random instead of by the policy bot. */
const POLICY_NOISE = 0.1;
/** A game that does not end within this many rollout actions is scored as it stands. */
const HARD_ROLLOUT_CAP = 5_000;

interface Node {
  visits: number;
  /** Times this node's move was available when its parent was visited (ISMCTS availability). */
  available: number;
  reward: number;
  /** Sum of the squared rewards: the spread of a move's results, for the test against the heuristic move. */
  rewardSquares: number;
  children: Map<string, Node>;
}

const newNode = (): Node => ({ visits: 0, available: 0, reward: 0, rewardSquares: 0, children: new Map() });
const keyOf = (action: unknown): string => JSON.stringify(action);

/**
 * Each seat's reward for standings as they stand, by its margin over the best other seat:
 * 0.5 when level, towards 1 as it leads and 0 as it trails (a logistic of the margin in units of
 * `scale`, the margin that makes a clear lead). Unlike places, a small gain moves the reward,
 * so the search tells apart moves that change no place before the cut (with four opponents,
 * most of them): the place a seat needs is the first, and the margin over the best other says
 * how near it is.
 */
export function marginRewards(standings: number[], scale: number): number[] {
  return standings.map((mine, seat) => {
    let best = -Infinity;
    for (let other = 0; other < standings.length; other++) if (other !== seat) best = Math.max(best, standings[other]!);
    if (best === -Infinity) return 1;
    return 1 / (1 + Math.exp(-(mine - best) / scale));
  });
}

/** Each seat's reward for a finished game: half the win share, half the place (1 first, 0 last). */
export function outcomeRewards(outcome: Outcome, players: number): number[] {
  const rewards = Array.from({ length: players }, () => 0);
  let placed = 0;
  for (const group of outcome.ranking) {
    const place = placed + (group.length - 1) / 2;
    const rankShare = players > 1 ? 1 - place / (players - 1) : 1;
    for (const seat of group) rewards[seat] = (placed === 0 ? 0.5 / group.length : 0) + 0.5 * rankShare;
    placed += group.length;
  }
  return rewards;
}

type AnyAction = { type: string };
/** A move and its key in the tree. */
type Keyed = { key: string; action: AnyAction };

/** Thrown out of an iteration that the think time ended: nothing of it is counted. */
class OutOfTime extends Error {}

/** The longest step the deadline looks ahead by, as a share of the think time (one slow step, e.g. a pause, must not end a search at once). */
const MAX_LOOKAHEAD_SHARE = 0.2;
/** Share of the think time kept back for what a step may overrun (on a busy machine a thread waits for a core between two checks). */
const RESERVE_SHARE = 0.05;

class Search {
  /** The caller's clock time at which searching stops (Infinity: no time budget). */
  deadline = Infinity;
  now: (() => number) | undefined;
  /** The longest time between two checks of the clock so far: a step that begins later than this before the deadline would end after it. */
  private longestStep = 0;
  /** The root move tried first (the heuristic bot's): it is the yardstick of every other. */
  firstKey: string | undefined;
  private lastCheck = -1;
  private maxLookahead = Infinity;
  private readonly heuristic: Bot<unknown, AnyAction>;
  private readonly random: Bot<unknown, AnyAction>;

  constructor(
    private readonly game: AnyGame,
    private readonly hooks: SearchHooks,
    private readonly rng: RngState,
  ) {
    this.heuristic = game.bots.heuristic;
    this.random = game.bots.random;
  }

  /** One policy move for `seat` in `state` (its legal list already known, non-empty). */
  private policyMove(state: unknown, seat: Seat, legal: AnyAction[], bot: Bot<unknown, AnyAction>): AnyAction {
    if (legal.length === 1) return legal[0]!;
    if (bot !== this.random && randomInt(this.rng, 1000) < POLICY_NOISE * 1000) return legal[randomInt(this.rng, legal.length)]!;
    return this.hooks.policy?.(state, seat, legal, this.rng) ?? bot.choose(this.game.view(state, seat), seat, legal, this.rng);
  }

  private step(state: unknown, seat: Seat, action: AnyAction): unknown {
    const result = this.game.apply(state, seat, action);
    if (!result.ok) throw new Error(`search: ${this.game.id} refused ${keyOf(action)} in a sampled state: ${result.error.message}`);
    return result.value.state;
  }

  /** Times the search by the caller's clock: `timeMs` from `started`. */
  setClock(now: () => number, started: number, timeMs: number): void {
    this.now = now;
    this.deadline = started + timeMs * (1 - RESERVE_SHARE);
    this.maxLookahead = timeMs * MAX_LOOKAHEAD_SHARE;
    this.lastCheck = Math.max(started, now());
  }

  /** Whether another step fits in the think time. */
  hasTime(): boolean {
    try {
      this.checkTime();
      return true;
    } catch (error) {
      if (error instanceof OutOfTime) return false;
      throw error;
    }
  }

  /**
   * Ends the iteration under way when the think time is over, or would be before the next step
   * ends: it is checked before every step, looking ahead by the longest step seen so far.
   */
  checkTime(): void {
    if (!this.now) return;
    const now = this.now();
    if (this.lastCheck >= 0) this.longestStep = Math.min(this.maxLookahead, Math.max(this.longestStep, now - this.lastCheck));
    this.lastCheck = now;
    if (now + this.longestStep >= this.deadline) throw new OutOfTime();
  }

  /** The policy of the other seats in the tree and of every seat in rollouts. */
  private rolloutBot(): Bot<unknown, AnyAction> {
    return this.hooks.rollout === 'heuristic' ? this.heuristic : this.random;
  }

  /** Plays policy moves to the end (or the cut) and scores every seat. */
  rollout(state: unknown, players: number): number[] {
    const bot = this.rolloutBot();
    const cap = this.hooks.evaluate ? (this.hooks.rolloutSteps ?? HARD_ROLLOUT_CAP) : HARD_ROLLOUT_CAP;
    for (let steps = 0; ; steps++) {
      const outcome = this.game.outcome(state);
      if (outcome) return outcomeRewards(outcome, players);
      if (steps >= cap) return this.hooks.evaluate ? this.hooks.evaluate(state) : Array.from({ length: players }, () => 0.5);
      this.checkTime();
      const seat = this.game.toAct(state)[0]!;
      const legal = this.game.legalActions(state, seat);
      state = this.step(state, seat, this.policyMove(state, seat, legal, bot));
    }
  }

  /** The root's moves: all of them, or for a long list the game's candidates, or the policy's picks plus a seeded sample. */
  rootMoves(view: unknown, seat: Seat, legal: AnyAction[], heuristicMove: AnyAction): AnyAction[] {
    if (legal.length <= MAX_ROOT_MOVES) return legal;
    const chosen = new Map<string, AnyAction>([[keyOf(heuristicMove), heuristicMove]]);
    if (this.hooks.candidates) {
      for (const move of this.hooks.candidates(view, seat, legal, heuristicMove).slice(0, MAX_ROOT_MOVES - 1)) chosen.set(keyOf(move), move);
      return [...chosen.values()];
    }
    for (let i = 0; i < HEURISTIC_ROOT_PICKS && this.hasTime(); i++) {
      const pick = this.heuristic.choose(view, seat, legal, this.rng);
      chosen.set(keyOf(pick), pick);
    }
    while (chosen.size < MAX_ROOT_MOVES) {
      const pick = legal[randomInt(this.rng, legal.length)]!;
      chosen.set(keyOf(pick), pick);
    }
    return [...chosen.values()];
  }

  /**
   * One iteration in the sampled `state`: down the tree while it is the searching seat's turn
   * (other seats play their policy), one new node, then a rollout; rewards go back up.
   */
  iterate(root: Node, rootMoves: Keyed[], state: unknown, seat: Seat, players: number): boolean {
    try {
      return this.walk(root, rootMoves, state, seat, players);
    } catch (error) {
      if (error instanceof OutOfTime) return false;
      throw error;
    }
  }

  private walk(root: Node, rootMoves: Keyed[], state: unknown, seat: Seat, players: number): boolean {
    const path: Node[] = [root];
    let node = root;
    let expanded = false;
    let added: { parent: Node; key: string } | undefined;
    for (let depth = 0; !expanded; depth++) {
      if (this.game.outcome(state)) break;
      const toAct = this.game.toAct(state);
      if (!toAct.includes(seat)) {
        this.checkTime();
        const other = toAct[0]!;
        const legal = this.game.legalActions(state, other);
        state = this.step(state, other, this.policyMove(state, other, legal, this.rolloutBot()));
        continue;
      }
      // The root's moves are legal in every sampled world (its legal list is the seat's own, which
      // the view decides): they are not listed and keyed again each iteration.
      let keyed = rootMoves;
      if (depth > 0) {
        this.checkTime();
        const legal = this.game.legalActions(state, seat);
        if (legal.length === 0 || legal.length > MAX_ROOT_MOVES) break; // deeper wide choices are left to the rollout
        if (legal.length === 1) {
          state = this.step(state, seat, legal[0]!);
          continue;
        }
        keyed = legal.map((action) => ({ key: keyOf(action), action }));
      }
      const choice = this.select(node, keyed, depth === 0 ? this.firstKey : undefined);
      let child = node.children.get(choice.key);
      if (!child) {
        child = newNode();
        node.children.set(choice.key, child);
        added = { parent: node, key: choice.key };
        expanded = true;
      }
      state = this.step(state, seat, choice.action);
      node = child;
      path.push(node);
    }
    let reward: number;
    try {
      reward = this.rollout(state, players)[seat]!;
    } catch (error) {
      // The new node goes, as if this iteration had never begun.
      if (added) added.parent.children.delete(added.key);
      throw error;
    }
    for (const visited of path) {
      visited.visits++;
      visited.reward += reward;
      visited.rewardSquares += reward * reward;
    }
    return true;
  }

  /** An untried move first (in seeded order), else the best UCB among the moves available here. */
  private select(node: Node, keyed: Keyed[], first?: string): Keyed {
    for (const entry of keyed) {
      const child = node.children.get(entry.key);
      if (child) child.available++;
    }
    const untried = keyed.filter((entry) => !node.children.has(entry.key));
    const preferred = first === undefined ? undefined : untried.find((entry) => entry.key === first);
    if (preferred) return preferred;
    if (untried.length > 0) return untried[randomInt(this.rng, untried.length)]!;
    let best = keyed[0]!;
    let bestValue = -Infinity;
    for (const entry of keyed) {
      const child = node.children.get(entry.key)!;
      const value = child.reward / child.visits + EXPLORATION * Math.sqrt(Math.log(Math.max(1, child.available)) / child.visits);
      if (value > bestValue) {
        bestValue = value;
        best = entry;
      }
    }
    return best;
  }
}

/**
 * The move the search finds for `seat`, seeing only `view` and `legal`. A single legal move is
 * played at once; otherwise the most visited root move when the budget runs out.
 */
export function searchMove<A extends AnyAction>(
  game: AnyGame,
  hooks: SearchHooks,
  view: unknown,
  seat: Seat,
  legal: A[],
  budget: Budget,
  seed: RngState,
): SearchResult<A> {
  if (legal.length === 0) throw new Error('searchMove: no legal action');
  if (legal.length === 1) return { action: legal[0]!, iterations: 0, visits: {}, means: {} };
  // The think time counts from here: the heuristic move and the first world are part of it.
  const started = budget.now?.() ?? 0;
  const rng: RngState = [...seed];
  if ((hooks.searched && !hooks.searched(view, legal)) || hooks.determinize(view, seat, [...rng] as RngState) === null) {
    return { action: game.bots.heuristic.choose(view, seat, legal, rng) as A, iterations: 0, visits: {}, means: {} };
  }
  const search = new Search(game, hooks, rng);
  // The heuristic bot's move is always searched, and played unless another move proves better.
  const heuristicMove = game.bots.heuristic.choose(view, seat, legal, rng);
  budget.report?.(heuristicMove);
  if (budget.now && budget.timeMs !== undefined) search.setClock(budget.now, started, budget.timeMs);
  const moves = search.rootMoves(view, seat, legal, heuristicMove);
  const rootKeys = moves.map((action) => ({ key: keyOf(action), action }));
  search.firstKey = keyOf(heuristicMove);
  const root = newNode();
  const players = playersOf(game, hooks, view, seat, rng);
  const confidence = hooks.confidence ?? CONFIDENCE;
  let iterations = 0;
  let reported: AnyAction = heuristicMove;
  while (iterations < budget.iterations && search.hasTime()) {
    // Each iteration's world comes from its own generator, split off the search's.
    const worldRng: RngState = [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng) | 1];
    const world = hooks.determinize(view, seat, worldRng);
    if (!search.iterate(root, rootKeys, world, seat, players)) break;
    iterations++;
    if (budget.report) {
      const now = choice(root, moves, heuristicMove, confidence);
      if (now !== reported) budget.report((reported = now));
    }
    if (iterations % SETTLED_CHECK_EVERY === 0 && settled(root, moves, heuristicMove, confidence, iterations, remainingIterations(search, budget, iterations, started))) break;
  }
  // Out of time before any iteration (e.g. a decision that waited for a thread): the heuristic move.
  if (iterations === 0) return { action: heuristicMove as A, iterations, visits: {}, means: {} };
  const visits: Record<string, number> = {};
  const means: Record<string, number> = {};
  for (const move of moves) {
    const child = root.children.get(keyOf(move));
    visits[keyOf(move)] = child?.visits ?? 0;
    if (child && child.visits > 0) means[keyOf(move)] = child.reward / child.visits;
  }
  return { action: choice(root, moves, heuristicMove, confidence) as A, iterations, visits, means };
}

/** The move the search would play now: the most visited (the better mean among equals), unless it has not proved better than the heuristic move. */
function choice(root: Node, moves: AnyAction[], heuristicMove: AnyAction, confidence: number): AnyAction {
  let best = moves[0]!;
  let bestVisits = -1;
  let bestMean = -1;
  for (const move of moves) {
    const child = root.children.get(keyOf(move));
    const n = child?.visits ?? 0;
    const mean = child && n > 0 ? child.reward / n : 0;
    if (n > bestVisits || (n === bestVisits && mean > bestMean)) {
      best = move;
      bestVisits = n;
      bestMean = mean;
    }
  }
  return provenBetter(root, best, heuristicMove, confidence);
}

/** Iterations between two looks at whether the choice is settled. */
const SETTLED_CHECK_EVERY = 16;
/** Share of the budget always spent before the search may stop early. */
const SETTLED_MIN_SHARE = 0.25;

/**
 * Iterations the rest of the budget allows: by the iteration cap, and with a clock by the rate
 * so far; Infinity while less than a quarter of the budget is spent (too early to tell).
 */
function remainingIterations(search: Search, budget: Budget, iterations: number, started: number): number {
  let left = budget.iterations - iterations;
  if (iterations < budget.iterations * SETTLED_MIN_SHARE) left = Infinity;
  if (search.now && budget.timeMs !== undefined) {
    const spent = search.now() - started;
    if (spent < budget.timeMs * SETTLED_MIN_SHARE) return Infinity;
    left = Math.min(left, ((search.deadline - search.now()) * iterations) / Math.max(spent, 1e-3));
  }
  return left;
}

/**
 * Whether no iteration the budget has left can change the move: the move played is the most
 * visited, and no other could gather more visits than it even if every remaining iteration went
 * to it. The time left goes back to the machine (other tables' bots, the rooms).
 */
function settled(root: Node, moves: AnyAction[], heuristicMove: AnyAction, confidence: number, iterations: number, remaining: number): boolean {
  if (remaining === Infinity || iterations < SETTLED_CHECK_EVERY) return false;
  const played = choice(root, moves, heuristicMove, confidence);
  const playedKey = keyOf(played);
  const playedVisits = root.children.get(playedKey)?.visits ?? 0;
  for (const move of moves) {
    if (keyOf(move) === playedKey) continue;
    const visits = root.children.get(keyOf(move))?.visits ?? 0;
    if (visits >= playedVisits || visits + remaining >= playedVisits) return false;
  }
  return true;
}

/** How many standard errors a move's mean must beat the heuristic move's by to be played instead. */
const CONFIDENCE = 1;
/** Worlds a move must have been tried in before it may be played instead of the heuristic move. */
const MIN_VISITS_TO_DEVIATE = 3;

/**
 * The search's best move if its mean reward beats the heuristic move's by more than the noise
 * of so few games (`confidence` standard errors of the difference, from the spread of each
 * move's results), else the heuristic move: with a small budget the search should never play
 * worse than the heuristic bot.
 */
function provenBetter(root: Node, best: AnyAction, heuristicMove: AnyAction, confidence: number): AnyAction {
  const b = root.children.get(keyOf(best));
  const h = root.children.get(keyOf(heuristicMove));
  // Too little time to try the heuristic move, or the other move in a few worlds: the heuristic move.
  if (!h || h.visits === 0) return heuristicMove;
  if (!b || b === h) return best;
  if (b.visits < MIN_VISITS_TO_DEVIATE) return heuristicMove;
  const margin = confidence * Math.sqrt(varianceOf(b) / b.visits + varianceOf(h) / h.visits);
  return b.reward / b.visits - h.reward / h.visits > margin ? best : heuristicMove;
}

/**
 * The spread of a move's results: the largest a reward in [0, 1] can have (1/4) until the move
 * has been tried in enough worlds to tell its own (a few worlds that happened to agree prove
 * little); then its sample variance, which for rewards by the lead (marginRewards) is much
 * smaller, so that many worlds can prove a small gain.
 */
function varianceOf(node: Node): number {
  const n = node.visits;
  if (n < WORLDS_FOR_SPREAD) return 0.25;
  const mean = node.reward / n;
  return Math.max(MIN_VARIANCE, (node.rewardSquares - n * mean * mean) / (n - 1));
}
/** Worlds a move needs before its own spread counts. */
const WORLDS_FOR_SPREAD = 30;
/** Least spread counted (a move whose results all agree still proves only so much). */
const MIN_VARIANCE = 0.005;

/** The number of seats, read from one sampled world (every view carries it; the engine's outcome needs it). */
function playersOf(game: AnyGame, hooks: SearchHooks, view: unknown, seat: Seat, rng: RngState): number {
  const players = (view as { players?: unknown }).players;
  if (typeof players === 'number') return players;
  const world = hooks.determinize(view, seat, [...rng] as RngState);
  const fromState = (world as { players?: unknown }).players;
  if (typeof fromState === 'number') return fromState;
  throw new Error(`search: ${game.id}'s view does not say how many players there are`);
}

/** The default budget of the in-thread strong bot: iterations only, so it is deterministic. */
export const DEFAULT_ITERATIONS = 300;

/**
 * The `strong` bot of a game: the search with an iteration budget, seeded from the driver's
 * generator. (The server runs it in worker threads with a time budget too: server/bots/pool.ts.)
 * `game` is a thunk because the game object lists its own bots.
 */
export function searchBot<V, A extends AnyAction>(game: () => AnyGame, hooks: SearchHooks<V>, iterations = DEFAULT_ITERATIONS): Bot<V, A> {
  return {
    name: 'strong',
    choose(view, seat, legal, rng) {
      const seed = createRng(`search:${nextUint32(rng)}`);
      return searchMove(game(), hooks as SearchHooks, view, seat, legal, { iterations }, seed).action;
    },
  };
}
