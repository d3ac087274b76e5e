/**
 * The search bot's model of the other seats' bids (determinize.ts). People bid where a ship can
 * bring them chests, and a search that expects uniform bids misjudges every ship: while the bids
 * are placed, each other seat's bid is drawn from the bids the heuristic bot would place in its
 * seat, with a share of uniform draws for the bidders it misjudges.
 *
 * The heuristic bot bids from the public board and its own seat only, so the likely bids are a
 * function of the public board: worked out once per board (a search samples thousands of worlds
 * of one board) from a generator seeded by the board itself, so a search is deterministic under
 * its seed whatever was searched before, and nothing hidden goes in.
 */
import type { Seat } from '../../core/engine';
import { createRng, randomInt, shuffleInPlace, type RngState } from '../../core/rng';
import { ALL_BIDS } from './bidding';
import { heuristicBot } from './bot';
import { CARD_IDS, SHIP_COUNT } from './data';
import type { CardId, CaribbeanAction, CaribbeanState, CaribbeanView } from './types';
import { view as viewOf } from './view';

/** Bids the heuristic bot would place, worked out per seat (its judgement has a little noise). */
const LIKELY_BIDS_PER_SEAT = 3;
/** Share of bids drawn uniformly instead (a bidder the heuristic bot misjudges). */
const UNIFORM_SHARE = 0.2;
/** Boards remembered (a worker thread searches a few tables' boards at a time). */
const REMEMBERED_BOARDS = 32;

type Board = Pick<CaribbeanState | CaribbeanView, 'round' | 'ships' | 'cities' | 'players'> & { seats: { money: number; tieBreakerState: string }[] };

/** What the heuristic bot's bid depends on: the public board. */
function boardKey(b: Board): string {
  return JSON.stringify([b.players, b.round, b.ships, b.cities, b.seats.map((st) => [st.money, st.tieBreakerState])]);
}

const remembered = new Map<string, CardId[][][]>();

/**
 * Each seat's likely bids on the board of `world` (a state in the bidding phase), worked out now
 * if `work` (determinize: once per search), else only when known (undefined: the caller draws uniformly).
 */
function likelyOn(world: CaribbeanState, work: boolean): CardId[][][] | undefined {
  const key = boardKey(world);
  const known = remembered.get(key);
  if (known || !work) return known;
  const rng = createRng(`likely-bids:${key}`);
  const likely = world.seats.map((_, seat) => {
    const seen = viewOf(world, seat);
    return Array.from({ length: LIKELY_BIDS_PER_SEAT }, () => {
      const bid = heuristicBot.choose(seen, seat, ALL_BIDS as CaribbeanAction[], rng);
      return bid.type === 'bid' ? [...bid.ships] : [];
    });
  });
  if (remembered.size >= REMEMBERED_BOARDS) remembered.clear();
  remembered.set(key, likely);
  return likely;
}

/** One bid for `seat`: a likely one, or with a small share (or none known) a uniform one. */
function drawBid(likely: CardId[][][] | undefined, seat: Seat, rng: RngState): CardId[] {
  const choices = likely?.[seat]?.filter((bid) => bid.length === SHIP_COUNT) ?? [];
  if (choices.length === 0 || randomInt(rng, 1000) < UNIFORM_SHARE * 1000) return shuffleInPlace(rng, [...CARD_IDS]).slice(0, SHIP_COUNT);
  return choices[randomInt(rng, choices.length)]!;
}

/** Determinize: every other seat that has bid already gets a likely bid (its cards are unseen). */
export function placeLikelyBids(world: CaribbeanState, seat: Seat, rng: RngState): void {
  const likely = likelyOn(world, true);
  world.seats.forEach((st, other) => {
    if (other === seat || st.bids.length === 0) return;
    const ships = drawBid(likely, other, rng);
    st.bids = [...ships];
    st.tieBreaker = CARD_IDS.find((card) => !ships.includes(card))!;
  });
}

/** The search's policy for a seat still to bid on a board searched now; undefined otherwise (the rollout bot plays). */
export function likelyBid(state: unknown, seat: Seat, legal: readonly CaribbeanAction[], rng: RngState): CaribbeanAction | undefined {
  const s = state as CaribbeanState;
  if (s.phase !== 'bidding' || legal[0]?.type !== 'bid') return undefined;
  const likely = likelyOn(s, false);
  if (!likely) return undefined;
  return { type: 'bid', ships: drawBid(likely, seat, rng) };
}

/**
 * The bids worth searching besides the heuristic bot's: each one swap of two of its seven cards
 * away (six ships and the tie-breaker: 21 bids). Uniform bids are nearly all poor; a swap asks
 * the questions a player asks (a higher card here, the thief there, a stronger tie-breaker).
 */
export function bidsNear(_view: unknown, _seat: Seat, legal: readonly CaribbeanAction[], heuristicMove: CaribbeanAction): CaribbeanAction[] {
  if (heuristicMove.type !== 'bid' || legal[0]?.type !== 'bid') return [];
  const cards = [...heuristicMove.ships, CARD_IDS.find((card) => !heuristicMove.ships.includes(card))!];
  const near: CaribbeanAction[] = [];
  for (let i = 0; i < cards.length; i++) {
    for (let j = i + 1; j < cards.length; j++) {
      const swapped = [...cards];
      [swapped[i], swapped[j]] = [swapped[j]!, swapped[i]!];
      near.push({ type: 'bid', ships: swapped.slice(0, SHIP_COUNT) });
    }
  }
  return near;
}
