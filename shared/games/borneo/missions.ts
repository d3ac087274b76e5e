/**
 * Paying for missions (rulebook "1. Complete a Mission", "the Secrets of Blackbeard").
 *
 * Goods are counted by class (see `cardClass`): a doubled card is two spices of its type, a
 * wild card one spice of the player's choice each time it is used, a harbor card one
 * spice of its type. Hand cards and missions are never goods.
 *
 * "You do not receive any change if you use too many spices": a doubled card may overshoot the
 * need. We read this as the only overpaying allowed: a payment must not contain a good it could
 * do without (every good paid is needed). So a player never throws points away by mistake, and
 * the list of legal payments stays short and complete.
 */
import { cardClass, GOOD_CLASSES, harborClass, WILD_CLASS } from './cards';
import { SPICES } from './data';
import type { CardId, HarborId, MissionDef, SeatState } from './types';

/** How many goods of each of the nine classes. */
export type ClassCounts = number[];

export interface Payment {
  counts: ClassCounts;
  /** Trades one spice with the pirates (Blackbeard). */
  pirate: boolean;
}

export function emptyCounts(): ClassCounts {
  return Array.from({ length: GOOD_CLASSES }, () => 0);
}

export function goodsCounts(cards: readonly CardId[], harbors: readonly HarborId[]): ClassCounts {
  const counts = emptyCounts();
  for (const c of cards) counts[cardClass(c)]! += 1;
  for (const h of harbors) counts[harborClass(h)]! += 1;
  return counts;
}

export function warehouseCounts(seat: SeatState): ClassCounts {
  return goodsCounts(seat.cards, seat.harbors);
}

/** Goods of class `k`, one fewer when `k` is `less` (-1: none fewer). */
function countOf(counts: ClassCounts, k: number, less: number): number {
  return (counts[k] ?? 0) - (k === less ? 1 : 0);
}

/** Spices of type `spice` (doubled cards count twice). */
function spiceUnits(counts: ClassCounts, spice: number, less: number): number {
  return countOf(counts, spice, less) + 2 * countOf(counts, 4 + spice, less);
}

/**
 * Whether the goods make the mission. With `pirate`, one spice may stand in for another
 * ("discard one (only one!) of the spices in place of another spice"): it must be a real spice
 * the mission does not otherwise use (trading a wild card would gain nothing).
 */
export function meetsMission(def: MissionDef, counts: ClassCounts, pirate: boolean): boolean {
  return meets(def, counts, pirate, -1);
}

/**
 * `meetsMission` on the goods with one fewer of class `less` (-1: all of them), in plain loops
 * without a list: every candidate payment of every mission is weighed with it once per class,
 * at the start of each turn.
 */
function meets(def: MissionDef, counts: ClassCounts, pirate: boolean, less: number): boolean {
  const wild = countOf(counts, WILD_CLASS, less);
  if (def.kind === 'each') {
    let deficit = 0;
    let surplus = 0;
    for (let s = 0; s < SPICES.length; s++) {
      const u = spiceUnits(counts, s, less);
      deficit += Math.max(0, def.amount - u);
      surplus += Math.max(0, u - def.amount);
    }
    return deficit <= wild + (pirate && surplus > 0 ? 1 : 0);
  }
  let total = 0;
  for (let s = 0; s < SPICES.length; s++) total += spiceUnits(counts, s, less);
  for (let s = 0; s < SPICES.length; s++) {
    const u = spiceUnits(counts, s, less);
    if (u + wild + (pirate && total - u > 0 ? 1 : 0) >= def.amount) return true;
  }
  return false;
}

/** Meets the mission, needs every good it contains, and uses the pirates only if it must. */
export function isExactPayment(def: MissionDef, counts: ClassCounts, pirate: boolean): boolean {
  if (!meetsMission(def, counts, pirate)) return false;
  if (pirate && meetsMission(def, counts, false)) return false;
  return counts.every((n, k) => n === 0 || !meets(def, counts, pirate, k));
}

/** The good of class `k` whose removal still meets the mission, or -1: what a payment can spare. */
export function spareClass(def: MissionDef, counts: ClassCounts, pirate: boolean): number {
  return counts.findIndex((n, k) => n > 0 && meets(def, counts, pirate, k));
}

/** Every exact payment the available goods allow, each once (by class). */
export function missionPayments(def: MissionDef, available: ClassCounts, canTrade: boolean): Payment[] {
  if (!meetsMission(def, available, canTrade)) return [];
  const found = new Map<string, Payment>();
  const consider = (counts: ClassCounts): void => {
    for (const pirate of canTrade ? [false, true] : [false]) {
      if (!isExactPayment(def, counts, pirate)) continue;
      const key = `${counts.join(',')}|${pirate}`;
      if (!found.has(key)) found.set(key, { counts: [...counts], pirate });
    }
  };
  if (def.kind === 'each') eachPayments(def.amount, available, consider);
  else samePayments(def.amount, available, consider);
  return [...found.values()];
}

/**
 * Candidates for "n of each": per spice, singles and doubles that overshoot n by at most one
 * spice (plus one more that the pirates could take), then exactly the wild cards still missing
 * (or one fewer, when the pirates supply one).
 */
function eachPayments(n: number, available: ClassCounts, consider: (c: ClassCounts) => void): void {
  const perSpice = SPICES.map((_, s) => {
    const options: Array<[number, number]> = [];
    for (let a = 0; a <= Math.min(available[s] ?? 0, n + 1); a++) {
      for (let b = 0; b <= Math.min(available[4 + s] ?? 0, Math.ceil((n + 1) / 2)); b++) {
        const u = a + 2 * b;
        if (u <= n + 2 && (a === 0 || u <= n + 1)) options.push([a, b]);
      }
    }
    return options;
  });
  const counts = emptyCounts();
  const walk = (s: number, deficit: number): void => {
    if (s === SPICES.length) {
      for (let w = Math.max(0, deficit - 1); w <= Math.min(available[WILD_CLASS] ?? 0, deficit); w++) {
        counts[WILD_CLASS] = w;
        consider(counts);
      }
      return;
    }
    for (const [a, b] of perSpice[s] ?? []) {
      counts[s] = a;
      counts[4 + s] = b;
      walk(s + 1, deficit + Math.max(0, n - a - 2 * b));
    }
  };
  walk(0, 0);
}

/** Candidates for "n of one spice": one target spice and the wild cards missing, plus one good to trade. */
function samePayments(n: number, available: ClassCounts, consider: (c: ClassCounts) => void): void {
  for (let s = 0; s < SPICES.length; s++) {
    for (let a = 0; a <= Math.min(available[s] ?? 0, n); a++) {
      for (let b = 0; b <= Math.min(available[4 + s] ?? 0, Math.ceil(n / 2)); b++) {
        const missing = Math.max(0, n - a - 2 * b);
        for (let w = Math.max(0, missing - 1); w <= Math.min(available[WILD_CLASS] ?? 0, missing); w++) {
          const counts = emptyCounts();
          counts[s] = a;
          counts[4 + s] = b;
          counts[WILD_CLASS] = w;
          consider(counts);
          for (let k = 0; k < WILD_CLASS; k++) {
            if (k % 4 === s || (available[k] ?? 0) === 0) continue;
            const traded = [...counts];
            traded[k] = 1;
            consider(traded);
          }
        }
      }
    }
  }
}

/**
 * The warehouse goods that make up a payment given by class: the first ones of each class in
 * the warehouse (goods of one class are interchangeable), shipment cards before harbor cards.
 */
export function goodsForPayment(seat: SeatState, counts: ClassCounts): { cards: CardId[]; harbors: HarborId[] } {
  const left = [...counts];
  const cards: CardId[] = [];
  const harbors: HarborId[] = [];
  for (const c of seat.cards) {
    const k = cardClass(c);
    if ((left[k] ?? 0) > 0) {
      cards.push(c);
      left[k]! -= 1;
    }
  }
  for (const h of seat.harbors) {
    const k = harborClass(h);
    if ((left[k] ?? 0) > 0) {
      harbors.push(h);
      left[k]! -= 1;
    }
  }
  return { cards, harbors };
}
