/**
 * The port action's trade activities (rulebook "Port"): selling (first, or not at all), buying
 * with price reductions, the same-port rule and the six-card port limit, plus each port's own
 * trade rule. Shipyard, crew, rumors, missions and stash are in `harbor.ts`.
 */
import { CARGO } from './cards';
import {
  BUY_DRAW, BUY_DRAW_SAME_PORT, DEMAND_GLORY_CARDS, DEMAND_TOKENS, PORT_CARGO_LIMIT, PRICES, zoneIndex,
} from './data';
import { replaceDemand } from './events';
import { cargoCapacity, drawCargo, gainGlory, hasAbility, hasSpecialist, isPirate, nationOf, refuse, type Handler, type Refusal } from './state';
import type { Good, MmAction, MmState, PortActivity } from './types';
import { CONTRABAND_SALE, contrabandPort, contrabandSaleRefusal, onContrabandSpace, sellContraband } from './contraband';
import { said } from './log';
import { own, seatToChange } from './change';

const NASSAU = zoneIndex('Nassau');
const HAVANA = zoneIndex('Havana');
const CARACAS = zoneIndex('Caracas');
const ST_MAARTEN = zoneIndex('St. Maarten');
const SANTO_DOMINGO = zoneIndex('Santo Domingo');
const CARTAGENA = zoneIndex('Cartagena');

type Of<T extends MmAction['type']> = Extract<MmAction, { type: T }>;

/**
 * Each activity once per port action; selling only as the first; a multi-step activity ends
 * when another begins (rulebook "Port": "An activity can only be performed once, and must be
 * completed before a new one can be made").
 */
export function activityRefusal(s: MmState, seat: number, act: PortActivity): Refusal {
  const t = s.turn!;
  const p = s.seats[seat]!;
  if (!p.inPort) return refuse('not-in-port', 'You must be in a port.');
  if (!t.portOpen) return refuse('no-port-action', 'Take the port action first (it costs one action).');
  if (t.activities.includes(act)) return refuse('activity-done', `You have already done this (${act}) during this port action.`);
  if (act === 'sell' && (t.activities.length > 0 || t.current !== '')) return refuse('sell-first', 'Selling must be your first port activity.');
  return null;
}

/** Starts `act`, ending any other activity in progress. */
export function beginActivity(st: MmState, act: PortActivity, single: boolean): void {
  const t = st.turn!;
  if (t.current && t.current !== act) {
    t.activities.push(t.current);
    t.recruitFailed = false;
  }
  t.current = act;
  if (single) closeActivity(st);
}

export function closeActivity(st: MmState): void {
  const t = st.turn!;
  if (t.current) t.activities.push(t.current);
  t.current = '';
  t.recruitFailed = false;
}

export const demandGood = (s: MmState, zone: number): Good | '' => {
  const d = s.demand[zone] ?? -1;
  return d >= 0 ? DEMAND_TOKENS[d]! : '';
};

export function sellPrice(s: MmState, seat: number, card: number): number {
  const p = s.seats[seat]!;
  const good = CARGO[card]!.good;
  if (onContrabandSpace(p, card)) return CONTRABAND_SALE;
  if (good === demandGood(s, p.zone)) {
    const base = p.zone === HAVANA && !isPirate(p) ? PRICES.sellInDemandHavana : PRICES.sellInDemand;
    return base + (hasAbility(p, 'connoisseur') ? 1 : 0);
  }
  return (p.zone === NASSAU ? PRICES.nassauBase : PRICES.sell) + (hasAbility(p, 'trader') ? 1 : 0);
}

export const sell: Handler<Of<'sell'>> = {
  check(s, seat, a) {
    const p = s.seats[seat]!;
    if (a.cards.length === 0) return refuse('nothing-to-sell', 'Choose the cargo cards to sell.');
    if (new Set(a.cards).size !== a.cards.length || a.cards.some((c) => !p.cargo.includes(c))) return refuse('not-your-cargo', 'You can only sell cargo cards you carry.');
    if (contrabandSaleRefusal(s, seat, a.cards, false)) return contrabandSaleRefusal(s, seat, a.cards, false);
    return activityRefusal(s, seat, 'sell');
  },
  run(st, seat, a, log) {
    const p = seatToChange(st, seat);
    // Module 7: cards on the contraband space are sold as contraband, not as their good.
    const smuggled = a.cards.filter((c) => onContrabandSpace(p, c));
    const goods = a.cards.filter((c) => !smuggled.includes(c));
    const inDemand = goods.filter((c) => CARGO[c]!.good === demandGood(st, p.zone)).length;
    const gold = goods.reduce((sum, c) => sum + sellPrice(st, seat, c), 0);
    p.gold += gold;
    p.cargo = p.cargo.filter((c) => !a.cards.includes(c));
    own(st, 'cargoDiscard').push(...goods);
    if (goods.length > 0) log.push(said(['sell', seat, [...goods], gold]));
    sellContraband(st, seat, smuggled, log);
    beginActivity(st, 'sell', true);
    if (inDemand > 0) replaceDemand(st, p.zone);
    if (inDemand >= DEMAND_GLORY_CARDS) gainGlory(st, seat, ['demand', inDemand], log);
  },
};

/** How many cargo cards a purchase draws (rulebook "Buy goods", port rules, abilities). */
export function buyDrawCount(s: MmState, seat: number): number {
  const p = s.seats[seat]!;
  if (p.lastBuyZone === p.zone && p.lastBuyTurn === p.turnsTaken - 1) return BUY_DRAW_SAME_PORT;
  let n = p.zone === CARACAS ? 8 : p.zone === ST_MAARTEN ? (nationOf(p) === 'dutch' ? 8 : 7) : BUY_DRAW;
  if (hasAbility(p, 'hard-bargainer')) n += 1;
  if (hasSpecialist(p, 'purser')) n += 1;
  return n;
}

/** Cards of the good in demand are discarded and replaced; the draw stops when the cargo runs out. */
export function drawForSale(st: MmState, n: number, zone: number): number[] {
  const cards: number[] = [];
  const demand = demandGood(st, zone);
  for (let guard = 0; cards.length < n && guard < 200; guard++) {
    const c = drawCargo(st);
    if (c < 0) break;
    // Module 7: contraband meant for this port is redrawn too.
    if (CARGO[c]!.good === demand || contrabandPort(c) === zone) own(st, 'cargoDiscard').push(c);
    else cards.push(c);
  }
  return cards;
}

/** 3 gold, 2 for a pair of one good, 1 for three or more; Nassau starts at 2 (rulebook "Ports"). */
export function buyPrices(cards: number[], zone: number): number[] {
  return cards.map((c) => {
    const same = cards.filter((x) => CARGO[x]!.good === CARGO[c]!.good).length;
    if (zone === NASSAU) return same >= 2 ? 1 : PRICES.nassauBase;
    return same >= 3 ? 1 : same === 2 ? 2 : 3;
  });
}

export const buyDraw: Handler<Of<'buy-draw'>> = {
  check(s, seat) {
    if (s.cargoDeck.length + s.cargoDiscard.length === 0) return refuse('no-cargo', 'There are no cargo cards left to buy.');
    return activityRefusal(s, seat, 'buy');
  },
  run(st, seat, _a, log) {
    const zone = st.seats[seat]!.zone;
    beginActivity(st, 'buy', false);
    const cards = drawForSale(st, buyDrawCount(st, seat), zone);
    st.buy = { cards, prices: buyPrices(cards, zone), bought: 0, redrawn: false };
    log.push(said(['goods', seat, cards.length]));
  },
};

export const redraw: Handler<Of<'redraw'>> = {
  check(s, seat) {
    const b = s.buy!;
    if (s.seats[seat]!.zone !== SANTO_DOMINGO || b.location) return refuse('not-santo-domingo', 'Only Santo Domingo lets you draw the goods anew.');
    if (b.redrawn || b.bought > 0) return refuse('redraw-used', 'You may draw anew only once, before buying.');
    if (s.seats[seat]!.gold < PRICES.santoDomingoRedraw) return refuse('no-gold', 'Drawing anew costs 1 gold.');
    return null;
  },
  run(st, seat, _a, log) {
    const p = seatToChange(st, seat);
    const b = st.buy!;
    p.gold -= PRICES.santoDomingoRedraw;
    const n = b.cards.length;
    own(st, 'cargoDiscard').push(...b.cards);
    b.cards = drawForSale(st, n, p.zone);
    b.prices = buyPrices(b.cards, p.zone);
    b.redrawn = true;
    log.push(said(['goods-again', seat]));
  },
};

/** Cartagena: "Buy 3 or more goods to get 1 for free": the third good bought in a visit is free, and only that one. */
export function priceNow(s: MmState, seat: number, card: number): number {
  const b = s.buy!;
  if (s.seats[seat]!.zone === CARTAGENA && !b.location && b.bought === 2) return 0;
  return b.prices[b.cards.indexOf(card)] ?? 3;
}

export const buyCard: Handler<Of<'buy-card'>> = {
  check(s, seat, a) {
    const p = s.seats[seat]!;
    if (!s.buy!.cards.includes(a.card)) return refuse('not-for-sale', 'That card is not among the goods for sale.');
    if (s.buy!.location && p.cargo.length >= cargoCapacity(p)) return refuse('hold-full', 'Your hold is full; throw a cargo card overboard first.');
    if (p.cargo.length >= PORT_CARGO_LIMIT) return refuse('port-limit', `You may hold at most ${PORT_CARGO_LIMIT} cargo cards in port; discard one first.`);
    const price = priceNow(s, seat, a.card);
    if (p.gold < price) return refuse('no-gold', `You have ${p.gold} gold; this good costs ${price}.`);
    return null;
  },
  run(st, seat, a) {
    const p = seatToChange(st, seat);
    const b = st.buy!;
    p.gold -= priceNow(st, seat, a.card);
    const i = b.cards.indexOf(a.card);
    b.cards.splice(i, 1);
    b.prices.splice(i, 1);
    b.bought += 1;
    p.cargo.push(a.card);
    if (b.location) {
      p.locationBuy = [p.zone, p.turnsTaken];
      return;
    }
    p.lastBuyTurn = p.turnsTaken;
    p.lastBuyZone = p.zone;
  },
};

export const buyDone: Handler<Of<'buy-done'>> = {
  check: () => null,
  run(st, seat, _a, log) {
    const b = st.buy!;
    own(st, 'cargoDiscard').push(...b.cards);
    st.buy = null;
    closeActivity(st);
    log.push(said(['bought', seat, b.bought]));
  },
};
