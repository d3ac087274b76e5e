/**
 * Caribbean bots. Both see only the seat's view and its legal actions.
 * - random: any legal action, uniformly (a uniform bid among the 5,040).
 * - heuristic: bids where a ship can reach a city or one of its own havens, and denies ships
 *   that could carry chests to an opponent's haven (high cards where the prize is, the thief
 *   on the ship most dangerous to it); sails by searching the whole move (plan.ts).
 */
import type { Bot, Seat } from '../../core/engine';
import type { RngState } from '../../core/rng';
import { nextUint32, pick } from '../../core/rng';
import { CARD_IDS, SHIP_COUNT, THIEF, barrels } from './data';
import { imagine, planSailing } from './plan';
import { shipPrize, shipThreat } from './prize';
import type { CaribbeanAction, CaribbeanView, CardId } from './types';

export const randomBot: Bot<CaribbeanView, CaribbeanAction> = {
  name: 'random',
  choose(_view, _seat, legal, rng) {
    return pick(rng, legal);
  },
};

/** Rough chance that card `card` is the highest bid against `rivals` players bidding at random. */
function winChance(card: CardId, rivals: number): number {
  const below = card === THIEF ? 0 : card + 1;
  return card === THIEF ? 0 : ((below + 0.5) / 7) ** rivals;
}

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
    const noise = 1 + (nextUint32(rng) % 1000) / 50000;
    worth.push(
      CARD_IDS.map((card) =>
        card === THIEF ? 0.25 * threat : noise * winChance(card, rivals) * (shipPrize(s, ship, seat, barrels(card)) + threat),
      ),
    );
  }
  let best = legal[0]!;
  let bestValue = -Infinity;
  for (const a of legal) {
    if (a.type !== 'bid') continue;
    let value = 0;
    a.ships.forEach((card, ship) => {
      value += worth[ship]![card]!;
    });
    const reserve = CARD_IDS.find((c) => !a.ships.includes(c)) ?? 0;
    value += RESERVE_PER_BARREL * (barrels(reserve) + 1);
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
  const mine = v.mine.bids[ship];
  if (!res || mine === undefined) return legal[legal.length - 1]!;
  const thieves = res.bids.filter((card, other) => other !== seat && card === THIEF).length;
  const reserveIsThief = v.mine.tieBreaker === THIEF;
  const moves = Math.max(0, barrels(mine) - thieves - (reserveIsThief ? 1 : 0));
  const s = imagine(v);
  const value = shipPrize(s, ship, seat, moves) + shipThreat(s, ship, seat);
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
