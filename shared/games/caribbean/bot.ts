/**
 * Caribbean bots. Both see only the seat's view and its legal actions.
 * - random: a legal action chosen uniformly (a uniform bid among the 5,040).
 * - heuristic: bids where a ship can reach a city or one of its own havens, and denies ships
 *   that could carry chests to an opponent's haven (high cards where the prize is, the thief
 *   on the ship most dangerous to it); sails by searching the whole move (plan.ts).
 */
import type { Bot, Seat } from '../../core/engine';
import type { RngState } from '../../core/rng';
import { nextUint32, pick } from '../../core/rng';
import { CARD_IDS, SHIP_COUNT, THIEF, barrels } from './data';
import { imagine, planSailing } from './plan';
import { MAX_MOVES, shipPrizes, shipThreat } from './prize';
import type { CaribbeanAction, CaribbeanView, CardId } from './types';
import { mineOf } from './view';

export const randomBot: Bot<CaribbeanView, CaribbeanAction> = {
  name: 'random',
  choose(_view, _seat, legal, rng) {
    return pick(rng, legal);
  },
};

/**
 * Rough chance that `card` wins a ship against `rivals` players. A rival with nothing at stake
 * bids at random; the rival who wants the ship (its `threat`) likely puts its 5 there, which
 * only a 5 can match (and a tie is a coin toss).
 */
function winChance(card: CardId, rivals: number, threat: number): number {
  if (card === THIEF) return 0;
  const atRandom = (card + 1.5) / 7;
  const keen = Math.min(0.8, threat / CONTESTED);
  const againstKeen = (1 - keen) * atRandom + keen * (card === 5 ? 0.5 : 0);
  return againstKeen * atRandom ** (rivals - 1);
}

/** A threat of this many doubloons makes a rival almost sure to bid its 5. */
const CONTESTED = 5000;

/** A tie-breaker in reserve is worth a little, more when it is high. */
const RESERVE_PER_BARREL = 150;
/** Below this prize a tie is not worth a tie-breaker. */
const TIE_WORTH = 1500;

function chooseBid(v: CaribbeanView, seat: Seat, legal: CaribbeanAction[], rng: RngState): CaribbeanAction {
  const s = imagine(v);
  const rivals = v.players - 1;
  // worth[ship][card]: what putting `card` on `ship` is expected to bring, in doubloons (card ids index it).
  const worth: number[][] = [];
  for (let ship = 0; ship < SHIP_COUNT; ship++) {
    const threat = shipThreat(s, ship, seat);
    const prizes = shipPrizes(s, ship, seat);
    worth.push(
      CARD_IDS.map((card) => {
        // Two bots that judge alike would bid alike and tie on every ship, round after round:
        // a little randomness in the judgement breaks the mirror, as it does between people.
        const noise = 0.9 + (nextUint32(rng) % 1000) / 5000;
        return noise * (card === THIEF ? 0.25 * threat : winChance(card, rivals, threat) * (prizes[barrels(card)]! + threat));
      }),
    );
  }
  const reserveWorth = CARD_IDS.map((card) => RESERVE_PER_BARREL * (barrels(card) + 1 + (nextUint32(rng) % 100) / 50));
  let best = legal[0]!;
  let bestValue = -Infinity;
  // All seven cards add up to 21 (thief 6): the one left over is 21 minus the six played.
  for (const a of legal) {
    if (a.type !== 'bid') continue;
    let value = 0;
    let played = 0;
    for (let ship = 0; ship < SHIP_COUNT; ship++) {
      const card = a.ships[ship]!;
      value += worth[ship]![card]!;
      played += card;
    }
    value += reserveWorth[21 - played] ?? 0;
    if (value > bestValue) {
      bestValue = value;
      best = a;
    }
  }
  return best;
}

function chooseTie(v: CaribbeanView, seat: Seat, legal: CaribbeanAction[]): CaribbeanAction {
  const ship = v.current;
  const res = v.resolutions[ship];
  const own = mineOf(v, seat);
  const mine = own?.bids[ship];
  if (!res || !own || mine === undefined) return legal[legal.length - 1]!;
  const thieves = res.bids.filter((card, other) => other !== seat && card === THIEF).length;
  const reserveIsThief = own.tieBreaker === THIEF;
  const moves = Math.max(0, barrels(mine) - thieves - (reserveIsThief ? 1 : 0));
  const s = imagine(v);
  const value = shipPrizes(s, ship, seat)[Math.min(moves, MAX_MOVES)]! + shipThreat(s, ship, seat);
  const use = value >= TIE_WORTH;
  return legal.find((a) => a.type === 'tie' && a.use === use) ?? legal[0]!;
}

export const heuristicBot: Bot<CaribbeanView, CaribbeanAction> = {
  name: 'heuristic',
  choose(view, seat, legal, rng) {
    const first = legal[0];
    if (!first) throw new Error('heuristic bot: no legal action');
    if (first.type === 'bid') return chooseBid(view, seat, legal, rng);
    if (first.type === 'tie') return chooseTie(view, seat, legal);
    const planned = planSailing(imagine(view), seat).first;
    return legal.find((a) => JSON.stringify(a) === JSON.stringify(planned)) ?? first;
  },
};
