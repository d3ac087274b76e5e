/**
 * The heuristic bot's sea charts and trade sense: distances, the ports it may enter, where to
 * sell what it carries and which goods to gather when buying. A sale of 3 or more goods in
 * demand is worth a glory point (rulebook "Glory points"), so a merchant gathers one good that
 * some other port wants, carries at least three of it there and sells them together.
 */
import { CAPTAINS, CARGO } from './cards';
import { BORDERS, DEMAND_GLORY_CARDS, DEMAND_TOKENS, NATIONS, PRICES, ZONES, zoneIndex } from './data';
import type { Good, MineView, MmAction, MmView, PlayerView } from './types';
import { offTurnThreats } from './cutthroat';
import { saleable } from './heuristic-contraband';

export type Plan = 'merchant' | 'pirate';

/**
 * Sailing distances from `from`. A zone in `danger` (a hostile NPC is there and scouts for whoever
 * sails in) costs as much as a detour of several zones, so routes go around it where they can.
 */
export function distances(from: number, danger: ReadonlySet<number> = NO_DANGER): readonly number[] {
  // The map never changes, so a route depends on its start and dangers alone: each is worked
  // out once (the search's rollouts ask for the same few thousands of times a second).
  const key = danger.size === 0 ? String(from) : `${from}:${[...danger].sort((a, b) => a - b).join(',')}`;
  let known = ROUTES.get(key);
  if (!known) {
    if (ROUTES.size >= MAX_ROUTES) ROUTES.clear();
    known = Object.freeze(shortestDistances(from, danger));
    ROUTES.set(key, known);
  }
  return known;
}

/** Distances already worked out, by start and dangers (bounded: cleared when full). */
const ROUTES = new Map<string, readonly number[]>();
const MAX_ROUTES = 10_000;

function shortestDistances(from: number, danger: ReadonlySet<number>): number[] {
  const dist = ZONES.map(() => Infinity);
  dist[from] = 0;
  const open = [from];
  while (open.length) {
    open.sort((a, b) => dist[a]! - dist[b]!);
    const z = open.shift()!;
    for (const b of BORDERS[z] ?? []) {
      const d = dist[z]! + stepCost(b.to, danger);
      if (d < dist[b.to]!) {
        if (dist[b.to] === Infinity) open.push(b.to);
        dist[b.to] = d;
      }
    }
  }
  return dist;
}

const NO_DANGER: ReadonlySet<number> = new Set();
const DANGER_COST = 5;
/** Beside a hostile NPC is risky too: it hunts whoever is within one zone at the end of the round. */
const NEAR_DANGER_COST = 2;
const stepCost = (to: number, danger: ReadonlySet<number>): number =>
  danger.has(to) ? DANGER_COST : (BORDERS[to] ?? []).some((b) => danger.has(b.to)) ? NEAR_DANGER_COST : 1;

/** Zones holding an NPC that would scout for this captain: pirates hunt honest ships, navies hunt pirates and enemies. */
export function dangerZones(v: MmView, me: PlayerView): Set<number> {
  const nation = CAPTAINS[me.captain]?.nation ?? '';
  const zones = new Set<number>();
  v.npcs.forEach((npc, slot) => {
    if (!npc.inPlay) return;
    const navy = NATIONS[slot];
    // Module 7: navies search an honest ship carrying contraband.
    const searches = !me.pirate && (me.contrabandCount ?? 0) > 0;
    const hostile = navy === undefined ? !me.pirate : me.pirate || searches || v.wars.some((w) => w.includes(navy) && w.includes(nation) && navy !== nation);
    if (hostile) zones.add(npc.zone);
  });
  // The storm token (Seas of Glory module 8) batters whoever sails in.
  if (v.seas.storm >= 0) zones.add(v.seas.storm);
  // Cutthroat (variant 5): pirate captains at sea may scout off-turn for whoever sails in.
  for (const zone of offTurnThreats(v, me)) zones.add(zone);
  return zones;
}

/**
 * The neighbour on the safest short route to `target`. Counted back from the target, a zone's
 * distance already includes the cost of sailing into it, so it is the whole remaining route:
 * every step lowers it, and the ship never turns back while its goal stays the same.
 */
export function stepTowards(from: number, target: number, danger: ReadonlySet<number> = NO_DANGER): number {
  const dist = distances(target, danger);
  return [...(BORDERS[from] ?? [])].sort((a, b) => dist[a.to]! - dist[b.to]!)[0]?.to ?? from;
}

export function nearest(from: number, zones: number[]): number {
  const dist = distances(from);
  return [...zones].sort((a, b) => dist[a]! - dist[b]! || a - b)[0] ?? -1;
}

export const homeOf = (me: PlayerView): number => (me.captain >= 0 ? zoneIndex(CAPTAINS[me.captain]!.home) : -1);

/** Ports open to this captain: home always; others unless at war with its nation or holding a bounty on it. */
export function canEnter(me: PlayerView, zone: number, wars: string[]): boolean {
  const z = ZONES[zone]!;
  if (!z.port) return false;
  if (zone === homeOf(me)) return true;
  const mine = CAPTAINS[me.captain]?.nation ?? '';
  if (wars.some((w) => w.includes(z.nation) && w.includes(mine) && z.nation !== mine)) return false;
  return me.bounties[NATIONS.indexOf(z.nation)] === 0 || (zone === zoneIndex('Port Royal') && me.gold >= PRICES.portRoyalFee);
}

export function openPorts(v: MmView, me: PlayerView): number[] {
  return ZONES.map((_, i) => i).filter((z) => canEnter(me, z, v.wars));
}

export const goodOf = (card: number): Good => CARGO[card]!.good;
export const demandAt = (v: MmView, z: number): Good | '' => (v.demand[z]! >= 0 ? DEMAND_TOKENS[v.demand[z]!]! : '');

/** The port to sell at: where most carried cards are in demand, three or more counting for the glory point. */
export function bestSale(v: MmView, me: PlayerView, cargo: number[], ports: number[]): { zone: number; count: number } | null {
  const dist = distances(me.zone);
  let best: { zone: number; count: number; score: number } | null = null;
  for (const zone of ports) {
    const wanted = demandAt(v, zone);
    const count = cargo.filter((c) => goodOf(c) === wanted).length;
    if (count === 0) continue;
    const score = count * PRICES.sellInDemand + (count >= DEMAND_GLORY_CARDS ? 25 : 0) - 3 * dist[zone]!;
    if (!best || score > best.score) best = { zone, count, score };
  }
  return best && { zone: best.zone, count: best.count };
}

/** Goods some open port other than `here` wants, with the distance to the nearest such port. */
function wantedElsewhere(v: MmView, me: PlayerView, ports: number[], here: number): Map<Good, number> {
  const dist = distances(me.zone);
  const wanted = new Map<Good, number>();
  for (const zone of ports) {
    const good = demandAt(v, zone);
    if (good === '' || zone === here) continue;
    wanted.set(good, Math.min(wanted.get(good) ?? Infinity, dist[zone]!));
  }
  return wanted;
}

/**
 * What to sell here: every card in demand (worth double, and the demand moves on after), and,
 * for a pirate or a merchant short of room, the cards no open port wants.
 */
export function chooseSale(v: MmView, me: PlayerView, mine: MineView, plan: Plan, legal: MmAction[]): MmAction | undefined {
  const here = demandAt(v, me.zone);
  const wanted = wantedElsewhere(v, me, openPorts(v, me), me.zone);
  const crowded = mine.cargo.length >= me.cargoSpace - 1;
  // Contraband sells only in its port (module 7): there it always goes. A merchant without gold
  // for a card sells what it carries to start trading again.
  const broke = me.gold < 3 && mine.stash === 0;
  const chosen = saleable(me, mine).filter((c) => goodOf(c) === here || plan === 'pirate' || broke || (crowded && !wanted.has(goodOf(c))) || (mine.contraband ?? []).includes(c));
  if (chosen.length === 0) return undefined;
  return legal.find((a) => a.type === 'sell' && a.cards.length === chosen.length && chosen.every((c) => a.cards.includes(c)));
}

/** The good to gather: wanted at an open port elsewhere, with the most cards in hand and on offer. */
export function targetGood(v: MmView, me: PlayerView, mine: MineView): Good | '' {
  const wanted = wantedElsewhere(v, me, openPorts(v, me), me.zone);
  const room = Math.max(0, me.cargoSpace - mine.cargo.length);
  let best: { good: Good; score: number } | null = null;
  for (const [good, dist] of wanted) {
    const held = mine.cargo.filter((c) => goodOf(c) === good).length;
    const offered = mine.buyCards.filter((c) => goodOf(c) === good).length;
    const score = 10 * (held + Math.min(offered, room)) - dist;
    if (!best || score > best.score) best = { good, score };
  }
  return best?.good ?? '';
}

/** In a purchase: the target good's cards first, then cheap cards some port wants while room lasts. */
export function chooseBuy(v: MmView, me: PlayerView, mine: MineView, legal: MmAction[]): MmAction | undefined {
  const room = me.cargoSpace - mine.cargo.length;
  if (room <= 0) return undefined;
  const priced = legal
    .filter((a): a is Extract<MmAction, { type: 'buy-card' }> => a.type === 'buy-card')
    .map((a) => ({ a, good: goodOf(a.card), price: mine.buyPrices[mine.buyCards.indexOf(a.card)] ?? 3 }))
    .filter((b) => b.price < me.gold)
    .sort((x, y) => x.price - y.price);
  const target = targetGood(v, me, mine);
  const gathered = priced.find((b) => b.good === target);
  if (gathered) return gathered.a;
  const held = mine.cargo.filter((c) => goodOf(c) === target).length;
  // The target is well on its way: spare room takes a cheap card another port wants.
  const wanted = wantedElsewhere(v, me, openPorts(v, me), me.zone);
  if (held >= DEMAND_GLORY_CARDS || room > DEMAND_GLORY_CARDS - held) {
    const cheap = priced.find((b) => b.price <= 1 && wanted.has(b.good) && b.good !== target);
    if (cheap) return cheap.a;
  }
  return undefined;
}

/** Where a merchant sails with its cargo: a sale worth the trip, else a port to buy at. */
export function tradeTarget(v: MmView, me: PlayerView, mine: MineView): number {
  const ports = openPorts(v, me);
  const sale = bestSale(v, me, mine.cargo, ports);
  const full = mine.cargo.length >= me.cargoSpace;
  // This zone's port counts only if its port action is still to come this turn: otherwise the
  // ship would leave and re-enter it, or shuttle between two ports each nearer than the other.
  const usedHere = me.inPort || v.turn.portUsed;
  const candidates = usedHere ? ports.filter((z) => z !== me.zone) : ports;
  const saleOpen = sale !== null && !(sale.zone === me.zone && usedHere);
  if (sale && saleOpen && (sale.count >= DEMAND_GLORY_CARDS || full)) return sale.zone;
  if (full) return candidates.length ? nearest(me.zone, candidates) : me.zone;
  if (sale && saleOpen && sale.count >= 2) return sale.zone;
  // Without the gold for a card there is nothing to buy: the chest at home, or wait here.
  if (me.gold < 3) return mine.stash > 0 ? homeOf(me) : me.zone;
  // A port to buy at.
  return candidates.length ? nearest(me.zone, candidates) : me.zone;
}
