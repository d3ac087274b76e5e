/**
 * Port Royal: how much cards are worth to one seat, in coins, from public information only.
 * The heuristic bot uses it to choose what to take and when to stop discovering.
 */
import type { Seat } from '../../core/engine';
import { cardDef, CARD_COUNT, FIVE_PLAYER_EXPEDITION } from './data';
import { countPersons, hireCost, lootValue, picksForShipTypes, shipTypes } from './stats';
import type { CardId, ExpeditionSymbol, PersonKind, PortRoyalView, SeatView } from './types';

export interface Appraisal {
  view: PortRoyalView;
  seat: Seat;
  me: SeatView;
  /** 0 at the start, 1 when the end is near (someone close to the winning influence). */
  progress: number;
  /** Worth of each card for this seat, before any price. */
  worth: Map<CardId, number>;
}

/** Cards whose place nobody knows: the deck and every coin card (all cards minus the public ones). */
export function unseenCards(view: PortRoyalView): CardId[] {
  const known = new Set<CardId>([...view.discard, ...view.harbor, ...view.expeditionRow]);
  for (const st of view.seats) for (const id of [...st.display, ...st.expeditions]) known.add(id);
  const unseen: CardId[] = [];
  for (let id = 0; id < CARD_COUNT; id++) {
    if (id === FIVE_PLAYER_EXPEDITION && view.players < 5) continue;
    if (!known.has(id)) unseen.push(id);
  }
  return unseen;
}

function endTarget(view: PortRoyalView): number {
  return view.rules === 'port-royal-2014' ? 12 : 10;
}

export function appraise(view: PortRoyalView, seat: Seat): Appraisal {
  const me = view.seats[seat]!;
  const lead = Math.max(...view.seats.map((st) => st.influence));
  const progress = view.endTriggered ? 1 : Math.min(1, lead / endTarget(view));
  return { view, seat, me, progress, worth: new Map() };
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

/** Net worth of taking `card` now (its price paid): coins for a ship, worth minus cost for a person. */
export function cardWorth(a: Appraisal, card: CardId): number {
  const cached = a.worth.get(card);
  if (cached !== undefined) return cached;
  const def = cardDef(card);
  const perCoin = coinWorth(a.me.coinCount);
  const worth =
    def.kind === 'ship'
      ? lootValue(a.me.display, card) * perCoin
      : def.kind === 'person'
        ? personWorth(a, card) - hireCost(a.me.display, card) * perCoin
        : 0;
  a.worth.set(card, worth);
  return worth;
}

/**
 * The best cards to take with `picks` picks and `coins` coins, greedily by worth; a ship
 * taken first pays for a person taken after it.
 */
export function planPicks(a: Appraisal, harbor: readonly CardId[], picks: number, coins: number): CardId[] {
  const sorted = [...harbor].filter((c) => cardWorth(a, c) > 0).sort((x, y) => cardWorth(a, y) - cardWorth(a, x));
  const plan: CardId[] = [];
  let budget = coins;
  for (const card of sorted) {
    if (plan.length >= picks) break;
    const def = cardDef(card);
    if (def.kind === 'ship') {
      plan.push(card);
      budget += lootValue(a.me.display, card);
    } else {
      const cost = hireCost(a.me.display, card);
      if (cost > budget) continue;
      plan.push(card);
      budget -= cost;
    }
  }
  return plan;
}

/** What this harbor is worth to the active player if he stops now. */
export function harborWorth(a: Appraisal, harbor: readonly CardId[]): number {
  const picks = picksForShipTypes(shipTypes(harbor).size) + countPersons(a.me.display, 'governor');
  const plan = planPicks(a, harbor, picks, a.me.coinCount);
  let worth = plan.reduce((sum, c) => sum + cardWorth(a, c), 0);
  // Cards left over earn 1 coin from each other player who takes one.
  worth += 0.5 * Math.min(a.view.players - 1, harbor.length - plan.length);
  if (harbor.length >= 5) worth += 2 * countPersons(a.me.display, 'admiral');
  return worth;
}
