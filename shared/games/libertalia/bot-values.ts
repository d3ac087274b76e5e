/**
 * Rough doubloon values the heuristic bot plays by. They read only the seat's own view: booty
 * on the board, the public hands, dens and doubloons.
 */
import type { Seat } from '../../core/engine';
import { DAYS_PER_CAMPAIGN, R } from './data';
import type { BootyKind, LibertaliaView, Rank, SeatView } from './types';

function me(v: LibertaliaView, seat: Seat): SeatView {
  const st = v.seats[seat];
  if (!st) throw new RangeError(`No seat ${seat}`);
  return st;
}

/** Nights still to come in this campaign, tonight included. */
export function nightsLeft(v: LibertaliaView): number {
  return DAYS_PER_CAMPAIGN + 1 - v.day;
}

/** What one more token of `kind` is worth to `seat` now. */
export function tokenValue(v: LibertaliaView, seat: Seat, kind: BootyKind, taker: Rank = -1): number {
  const st = me(v, seat);
  const nights = nightsLeft(v);
  switch (kind) {
    case 'chest': return 5 + (st.den.includes(R.treasurer) ? 1 : 0);
    case 'jewels': return 3 + (st.den.includes(R.treasurer) ? 1 : 0);
    case 'goods': return 1 + (st.den.includes(R.treasurer) ? 1 : 0);
    case 'map': {
      // A map is worth its share of a set of three, more while there are days left to complete it.
      const held = st.booty.map;
      const hope = (nights - 1) / (DAYS_PER_CAMPAIGN - 1);
      const worth = (m: number): number => 12 * Math.floor(m / 3) + (m % 3) * 4 * hope;
      const marginal = worth(held + 1) - worth(held);
      return Math.max(marginal, st.den.includes(R.waitress) ? 3 : 0);
    }
    case 'relic': return st.den.includes(R.captain) ? -6 : -3;
    case 'saber': {
      const victims = neighbourDens(v, seat).map((r) => denValue(v, seat, r));
      const best = victims.length ? Math.max(...victims) : 0;
      return best * 0.6 + (st.den.includes(R.armorer) ? nights - 1 : 0);
    }
    case 'officer':
      return taker > 0 ? -denValue(v, seat, taker) - 0.5 : -2;
  }
}

function neighbourDens(v: LibertaliaView, seat: Seat): Rank[] {
  const left = (seat + 1) % v.players;
  const right = (seat + v.players - 1) % v.players;
  return [...new Set([left, right])].flatMap((n) => v.seats[n]?.den ?? []);
}

/**
 * What a character sitting in a den is worth to its owner from now on (night income, the day of
 * rest, and a little for counting towards the Bosun and the First Mate).
 */
export function denValue(v: LibertaliaView, owner: Seat, rank: Rank): number {
  const st = me(v, owner);
  const nights = nightsLeft(v);
  switch (rank) {
    case R.barkeep: return nights;
    case R.waitress: return Math.min(nights, st.booty.map) * 1.5;
    case R.freedSlave: return nights * st.den.filter((r) => r > R.freedSlave).length;
    case R.mutineer: return nights * 1.2;
    case R.armorer: return nights * st.booty.saber;
    case R.grannyWata: return 2 * nights;
    case R.preacher: return 5;
    case R.carpenter: return 10;
    case R.topman: return 3;
    case R.treasurer: return st.booty.goods + st.booty.jewels + st.booty.chest + 1;
    case R.gambler: return 8;
    case R.governorsDaughter: return 4;
    case R.quartermaster: return -8;
    case R.firstMate: return st.den.length + 2;
    case R.captain: return -3 * st.booty.relic;
    default: return 0.5;
  }
}

/** How many characters the other seats are likely to place above `rank` today. */
function expectedAbove(v: LibertaliaView, seat: Seat, rank: Rank): number {
  let above = 0;
  v.seats.forEach((st, other) => {
    if (other === seat || st.hand.length === 0) return;
    above += st.hand.filter((r) => r > rank).length / st.hand.length;
  });
  return above;
}

/** The booty `rank` can expect at dusk, from its likely place in the queue. */
export function expectedBooty(v: LibertaliaView, seat: Seat, rank: Rank): number {
  if (rank === R.cabinBoy) return 0;
  const tokens = v.board[v.day - 1]?.tokens ?? [];
  const values = tokens.map((k) => tokenValue(v, seat, k, rank)).sort((a, b) => b - a);
  const place = Math.round(expectedAbove(v, seat, rank));
  const share = (i: number): number => values[Math.min(i, values.length - 1)] ?? 0;
  return rank === R.cook ? share(place) + share(place + 1) : share(place);
}

/** The day action's worth, played today. */
export function dayValue(v: LibertaliaView, seat: Seat, rank: Rank): number {
  const st = me(v, seat);
  const tokens = Object.values(st.booty).reduce((a, b) => a + b, 0);
  switch (rank) {
    case R.parrot: return -1;
    case R.monkey: return 3 * st.booty.relic;
    case R.beggar: return 2.5;
    case R.recruiter: return st.den.length ? 2 : 0;
    case R.preacher: return -Math.max(0, bootyWorth(v, seat) - bestTokenWorth(v, seat));
    case R.carpenter: return -Math.floor(st.doubloons / 2);
    case R.frenchOfficer: return st.doubloons < 9 ? 5 : 0;
    case R.voodooWitch: return 2 * st.discard.length;
    case R.brute: return 1;
    case R.gunner: return -3 + Math.max(0, ...v.seats.flatMap((o, s) => (s === seat ? [] : o.den.map((r) => denValue(v, s, r) + 1))));
    case R.spanishSpy: return 2.5 * st.booty.officer;
    case R.bosun: return 2 * st.den.filter((r) => r < R.bosun).length;
    case R.merchant: return merchantGain(v, seat);
    case R.surgeon: return st.discard.length ? 2 : 0;
    case R.gambler: return -tokens;
    case R.quartermaster: return tokens;
    case R.captain: return 3;
    case R.spanishGovernor: return -st.den.reduce((sum, r) => sum + Math.max(0, denValue(v, seat, r)), 0);
    default: return 0;
  }
}

function bootyWorth(v: LibertaliaView, seat: Seat): number {
  const b = me(v, seat).booty;
  return 5 * b.chest + 3 * b.jewels + b.goods + 12 * Math.floor(b.map / 3) - 3 * b.relic;
}

function bestTokenWorth(v: LibertaliaView, seat: Seat): number {
  const b = me(v, seat).booty;
  if (b.chest) return 5;
  if (b.jewels) return 3;
  return b.goods ? 1 : 0;
}

/** The best the Merchant can make: doubloons earned minus the worth of what is given up. */
export function merchantGain(v: LibertaliaView, seat: Seat): number {
  const b = me(v, seat).booty;
  let best = 0;
  for (const kind of Object.keys(b) as BootyKind[]) {
    if (b[kind] >= 2) best = Math.max(best, 3 - 2 * tokenValue(v, seat, kind));
    if (b[kind] >= 3) best = Math.max(best, 5 - 3 * tokenValue(v, seat, kind));
  }
  return best;
}

/** The end-of-campaign worth of playing `rank` (if it reaches the den and stays). */
function endValue(v: LibertaliaView, seat: Seat, rank: Rank): number {
  // The Governor's Daughter and Granny Wata pay only alone: a rival copy in a den ruins them,
  // and a copy still in a rival's hand may join them (every hand holds the same ranks).
  const rivals = (r: Rank): { inDen: boolean; inHand: number } => ({
    inDen: v.seats.some((o, s) => s !== seat && o.den.includes(r)),
    inHand: v.seats.filter((o, s) => s !== seat && o.hand.includes(r)).length,
  });
  if (rank === R.governorsDaughter) {
    const { inDen, inHand } = rivals(rank);
    return inDen ? -3 : 6 - 9 * Math.min(1, inHand * 0.3);
  }
  if (rank === R.grannyWata) {
    const { inDen, inHand } = rivals(rank);
    return inDen ? -1 : 2 * nightsLeft(v) * (1 - Math.min(1, inHand * 0.25));
  }
  if (rank === R.topman) {
    const mine = me(v, seat).den.length + 1;
    const fewest = Math.min(...v.seats.map((o, s) => (s === seat ? 99 : o.den.length)));
    return mine <= fewest + 1 ? 4 : 1;
  }
  return denValue(v, seat, rank);
}

/** The heuristic's score for playing `rank` today. */
export function playValue(v: LibertaliaView, seat: Seat, rank: Rank): number {
  const onLastCampaign = v.campaign >= 3;
  // High ranks win the best booty on later days too; keep a little of that option unless it
  // is the last campaign.
  const keep = onLastCampaign ? 0 : rank / 20;
  return dayValue(v, seat, rank) + expectedBooty(v, seat, rank) + endValue(v, seat, rank) - keep;
}
