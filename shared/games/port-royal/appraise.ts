/**
 * Port Royal: how much cards are worth to one seat, in coins, from public information only.
 * The heuristic bot uses it to choose what to take and when to stop discovering.
 */
import type { Seat } from '../../core/engine';
import { cardDef, CARD_COUNT, CARDS, FIVE_PLAYER_EXPEDITION, SHIP_TYPES } from './data';
import { countPersons, hireCost, lootValue, picksForShipTypes } from './stats';
import type { CardId, ExpeditionSymbol, PersonKind, PortRoyalView, SeatView } from './types';

export interface Appraisal {
  view: PortRoyalView;
  seat: Seat;
  me: SeatView;
  /** 0 at the start, 1 when the end is near (someone close to the winning influence). */
  progress: number;
  /** Worth of each card for this seat, price paid (NaN until first asked). */
  worth: number[];
  /** Coins gained (ship) or paid (person, negative) by taking each card. */
  coinChange: number[];
  governors: number;
  admirals: number;
}

/** Cards that play exactly alike share a signature (same ship values, same person). */
const SIGNATURE_KEYS: readonly string[] = CARDS.map((c) => {
  switch (c.kind) {
    case 'ship':
      return `ship:${c.ship}:${c.sabers}:${c.coins}`;
    case 'person':
      return `person:${c.person}:${c.trades ?? ''}:${c.cost}:${c.influence}`;
    default:
      return c.kind;
  }
});
const SIGNATURE: readonly number[] = SIGNATURE_KEYS.map((key) => SIGNATURE_KEYS.indexOf(key));

/** The unseen cards grouped by signature: one representative and how many play alike. */
export function groupAlike(cards: readonly CardId[]): { card: CardId; count: number }[] {
  const slot = new Array<number>(CARD_COUNT).fill(-1);
  const groups: { card: CardId; count: number }[] = [];
  for (const card of cards) {
    const sig = SIGNATURE[card]!;
    const at = slot[sig]!;
    if (at >= 0) groups[at]!.count++;
    else {
      slot[sig] = groups.length;
      groups.push({ card, count: 1 });
    }
  }
  return groups;
}

/** Cards whose place nobody knows: the deck and every coin card (all cards minus the public ones). */
export function unseenCards(view: PortRoyalView): CardId[] {
  const known = new Array<number>(CARD_COUNT).fill(0);
  const mark = (ids: readonly CardId[]): void => {
    for (const id of ids) known[id] = 1;
  };
  mark(view.discard);
  mark(view.harbor);
  mark(view.expeditionRow);
  for (const st of view.seats) {
    mark(st.display);
    mark(st.expeditions);
  }
  if (view.players < 5) known[FIVE_PLAYER_EXPEDITION] = 1;
  const unseen: CardId[] = [];
  for (let id = 0; id < CARD_COUNT; id++) if (!known[id]) unseen.push(id);
  return unseen;
}

function endTarget(view: PortRoyalView): number {
  return view.rules === 'port-royal-2014' ? 12 : 10;
}

export function appraise(view: PortRoyalView, seat: Seat): Appraisal {
  const me = view.seats[seat]!;
  const lead = Math.max(...view.seats.map((st) => st.influence));
  const progress = view.endTriggered ? 1 : Math.min(1, lead / endTarget(view));
  return {
    view,
    seat,
    me,
    progress,
    // Plain arrays: typed arrays are slow to allocate, and this runs for every decision.
    worth: new Array<number>(CARD_COUNT).fill(Number.NaN),
    coinChange: new Array<number>(CARD_COUNT).fill(0),
    governors: countPersons(me.display, 'governor'),
    admirals: countPersons(me.display, 'admiral'),
  };
}

const SYMBOL_OF: Partial<Record<PersonKind, ExpeditionSymbol>> = { settler: 'house', captain: 'anchor', priest: 'cross' };

/** How much one more person with this symbol helps toward the open (and future) expeditions. */
function symbolWorth(a: Appraisal, symbol: ExpeditionSymbol | 'any'): number {
  const held: Record<ExpeditionSymbol, number> = { house: 0, anchor: 0, cross: 0 };
  let jacks = 0;
  for (const id of a.me.display) {
    const def = cardDef(id);
    if (def.kind !== 'person') continue;
    if (def.person === 'jack') jacks++;
    const sym = SYMBOL_OF[def.person];
    if (sym) held[sym]++;
  }
  let best = 0;
  for (const id of a.view.expeditionRow) {
    const def = cardDef(id);
    if (def.kind !== 'expedition') continue;
    let missing = 0;
    let helps = symbol === 'any';
    for (const sym of ['house', 'anchor', 'cross'] as const) {
      const need = def.needs.filter((n) => n === sym).length;
      missing += Math.max(0, need - held[sym]);
      if (sym === symbol && held[sym] < need) helps = true;
    }
    missing = Math.max(0, missing - jacks);
    if (!helps || missing === 0) continue;
    // The closer to completion, the more the missing person is worth.
    best = Math.max(best, def.influence + def.coins / 2 - missing);
  }
  // Without an expedition nobody wins under merchants rules, and more requests will come.
  const needOne = a.view.rules === 'merchants' && a.me.expeditions.length === 0 ? 1.5 : 0;
  return Math.max(best, 1.5 + needOne) * (symbol === 'any' ? 0.9 : 1);
}

/** What a person is worth to this seat before its price: influence plus its skill's future. */
function personWorth(a: Appraisal, card: CardId): number {
  const def = cardDef(card);
  if (def.kind !== 'person') return 0;
  const future = 1 - a.progress;
  // Influence wins the game; persons cost about 3 to 4 coins per influence point.
  const perInfluence = 3 + 3 * a.progress;
  let skill = 0;
  switch (def.person) {
    case 'trader':
      skill = 2 * future;
      break;
    case 'settler':
    case 'captain':
    case 'priest':
      skill = symbolWorth(a, def.symbol ?? 'any');
      break;
    case 'jack':
      skill = symbolWorth(a, 'any');
      break;
    case 'sailor':
    case 'pirate':
      skill = (def.sabers ?? 0) * (a.me.sabers < 4 ? 1.8 : a.me.sabers < 7 ? 0.8 : 0.2) * (0.4 + 0.6 * future);
      break;
    case 'mademoiselle':
      skill = 5 * future;
      break;
    case 'jester':
      skill = 2 * future;
      break;
    case 'admiral':
      skill = 3 * future;
      break;
    case 'governor':
      skill = 10 * future;
      break;
  }
  return def.influence * perInfluence + skill;
}

/** Coins only buy persons: a rich player values one more coin less (and 12+ risk the tax). */
function coinWorth(coins: number): number {
  return coins < 8 ? 1 : coins < 12 ? 0.7 : 0.45;
}

/** Fills the per-card figures the first time a card is looked at. */
function remember(a: Appraisal, card: CardId): void {
  const def = cardDef(card);
  const perCoin = coinWorth(a.me.coinCount);
  if (def.kind === 'ship') {
    const loot = lootValue(a.me.display, card);
    a.worth[card] = loot * perCoin;
    a.coinChange[card] = loot;
  } else if (def.kind === 'person') {
    const cost = hireCost(a.me.display, card);
    a.worth[card] = personWorth(a, card) - cost * perCoin;
    a.coinChange[card] = -cost;
  } else {
    a.worth[card] = 0;
    a.coinChange[card] = 0;
  }
}

/** Net worth of taking `card` now (its price paid): coins for a ship, worth minus cost for a person. */
export function cardWorth(a: Appraisal, card: CardId): number {
  if (Number.isNaN(a.worth[card]!)) remember(a, card);
  return a.worth[card]!;
}

/**
 * The best cards to take with `picks` picks and `coins` coins, greedily by worth; a ship
 * taken first pays for a person taken after it. `extra` (if not -1) counts as in the harbor.
 */
export function planPicks(a: Appraisal, harbor: readonly CardId[], picks: number, coins: number, extra: CardId = -1): CardId[] {
  // Insertion sort by worth, best first: the harbor holds a handful of cards.
  const sorted: CardId[] = [];
  for (let k = extra >= 0 ? -1 : 0; k < harbor.length; k++) {
    const card = k < 0 ? extra : harbor[k]!;
    const w = cardWorth(a, card);
    if (w <= 0) continue;
    let i = sorted.length;
    while (i > 0 && a.worth[sorted[i - 1]!]! < w) i--;
    sorted.splice(i, 0, card);
  }
  const plan: CardId[] = [];
  let budget = coins;
  for (const card of sorted) {
    if (plan.length >= picks) break;
    const change = a.coinChange[card]!;
    if (budget + change < 0) continue;
    plan.push(card);
    budget += change;
  }
  return plan;
}

/** The harbor prepared once per decision: its cards worth taking, best first, and its ship types. */
export interface HarborBase {
  sorted: CardId[];
  types: number;
  size: number;
}

export function harborBase(a: Appraisal, harbor: readonly CardId[]): HarborBase {
  let types = 0;
  for (const card of harbor) types |= SHIP_BIT[card]!;
  return { sorted: planPicks(a, harbor, harbor.length, Number.POSITIVE_INFINITY), types, size: harbor.length };
}

/**
 * What the harbor (plus `extra`, if not -1) is worth to the active player if he stops now:
 * the greedy plan of `planPicks`, walked without building arrays (it runs for every kind of
 * card that could be revealed next).
 */
export function harborWorth(a: Appraisal, base: HarborBase, extra: CardId = -1): number {
  const types = extra >= 0 ? base.types | SHIP_BIT[extra]! : base.types;
  const picks = picksForShipTypes(BIT_COUNT[types]!) + a.governors;
  const extraWorth = extra >= 0 ? cardWorth(a, extra) : 0;
  let extraPending = extraWorth > 0;
  let budget = a.me.coinCount;
  let taken = 0;
  let worth = 0;
  for (let i = 0; taken < picks; ) {
    let card: CardId;
    if (extraPending && (i >= base.sorted.length || extraWorth > a.worth[base.sorted[i]!]!)) {
      card = extra;
      extraPending = false;
    } else if (i < base.sorted.length) {
      card = base.sorted[i++]!;
    } else {
      break;
    }
    const change = a.coinChange[card]!;
    if (budget + change < 0) continue;
    budget += change;
    worth += a.worth[card]!;
    taken++;
  }
  const size = base.size + (extra >= 0 ? 1 : 0);
  // Cards left over earn 1 coin from each other player who takes one.
  worth += 0.5 * Math.min(a.view.players - 1, size - taken);
  if (size >= 5) worth += 2 * a.admirals;
  return worth;
}

/** One bit per ship type (0 for other cards), to count types without building sets. */
const SHIP_BIT: readonly number[] = CARDS.map((c) => (c.kind === 'ship' ? 1 << SHIP_TYPES.indexOf(c.ship) : 0));
const BIT_COUNT: readonly number[] = Array.from({ length: 32 }, (_, m) => [0, 1, 2, 3, 4].filter((b) => m & (1 << b)).length);
