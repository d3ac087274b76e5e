/**
 * The heuristic bot: plays a merchant or a pirate plan, chosen from its captain's skills.
 * A merchant buys cheap goods, carries them to ports where they are in demand, takes missions
 * and stashes at home; a pirate sails a sloop or frigate to merchant tokens, raids them, repairs
 * and stashes the plunder. In battle both fight sensibly. It sees only its view and legal actions.
 */
import type { Bot, Seat } from '../../core/engine';
import { pick } from '../../core/rng';
import { CAPTAINS, CARGO } from './cards';
import { BORDERS, DEMAND_TOKENS, NATIONS, ZONES, zoneIndex } from './data';
import { GLORY, MISSIONS, RUMORS } from './glory';
import type { HitLocation, MineView, MmAction, MmView, PlayerView } from './types';
import { mineOf, NO_SECRETS } from './view';

type Plan = 'merchant' | 'pirate';

/** Pirates need SEAMANSHIP and SCOUTING; merchants INFLUENCE and a steady hand. */
export function planFor(captain: number): Plan {
  const c = CAPTAINS[captain];
  if (!c) return 'merchant';
  return c.seamanship + c.scouting >= c.influence + 3 ? 'pirate' : 'merchant';
}

function distances(from: number): number[] {
  const dist = ZONES.map(() => Infinity);
  dist[from] = 0;
  const queue = [from];
  while (queue.length) {
    const z = queue.shift()!;
    for (const b of BORDERS[z] ?? []) if (dist[b.to] === Infinity) queue.push(b.to), (dist[b.to] = dist[z]! + 1);
  }
  return dist;
}

/** The neighbour one step closer to `target`. */
function stepTowards(from: number, target: number): number {
  const dist = distances(target);
  return [...(BORDERS[from] ?? [])].sort((a, b) => dist[a.to]! - dist[b.to]!)[0]?.to ?? from;
}

function canEnter(me: PlayerView, zone: number, wars: string[]): boolean {
  const z = ZONES[zone]!;
  if (!z.port) return false;
  const home = me.captain >= 0 ? zoneIndex(CAPTAINS[me.captain]!.home) : -1;
  if (zone === home) return true;
  const mine = CAPTAINS[me.captain]?.nation ?? '';
  if (wars.some((w) => w.includes(z.nation) && w.includes(mine) && z.nation !== mine)) return false;
  return me.bounties[NATIONS.indexOf(z.nation)] === 0 || (zone === zoneIndex('Port Royal') && me.gold >= 2);
}

function nearest(from: number, zones: number[]): number {
  const dist = distances(from);
  return zones.sort((a, b) => dist[a]! - dist[b]! || a - b)[0] ?? -1;
}

/** The bot's own secrets (cargo, rumor, stash, goods drawn to buy) from its view. */
const own = (v: MmView, seat: Seat): MineView => mineOf(v, seat) ?? NO_SECRETS;
const goodOf = (card: number): string => CARGO[card]!.good;
const demandAt = (v: MmView, z: number): string => (v.demand[z]! >= 0 ? DEMAND_TOKENS[v.demand[z]!]! : '');
const damaged = (me: PlayerView): boolean => me.hull < me.maxHull || me.masts < me.maxHull || me.cannons < me.maxCannons || me.cargoSpace < me.maxCargo;
const broken = (me: PlayerView): boolean => me.hull <= 1 || me.masts <= 0 || me.cannons <= 0 || me.crew <= 0 || me.cargoSpace <= 0;

function find(legal: MmAction[], test: (a: MmAction) => boolean): MmAction | undefined {
  return legal.find(test);
}
const is = <T extends MmAction['type']>(t: T) => (a: MmAction): a is Extract<MmAction, { type: T }> => a.type === t;

/** Where the plan wants to be now. */
function target(v: MmView, seat: Seat, plan: Plan): number {
  const me = v.seats[seat]!;
  const mine = own(v, seat);
  const home = zoneIndex(CAPTAINS[me.captain]!.home);
  const ports = ZONES.map((_, i) => i).filter((z) => canEnter(me, z, v.wars));
  if (broken(me) || (damaged(me) && me.gold >= 4)) return nearest(me.zone, ports.length ? ports : [home]);
  if (me.mission >= 0) return zoneIndex(MISSIONS[me.mission]!.deliverTo);
  if (mine.rumor >= 0) return zoneIndex(RUMORS[mine.rumor]!.zone);
  if (me.gold >= (plan === 'pirate' ? 14 : 22)) return home;
  if (plan === 'pirate') {
    const navy = new Set(v.npcs.filter((n, slot) => n.inPlay && slot < 4).map((n) => n.zone));
    const merchants = v.merchants.map((m, z) => (m && !navy.has(z) ? z : -1)).filter((z) => z >= 0);
    if (mine.cargo.length >= Math.max(1, me.cargoSpace)) {
      const sell = ports.filter((z) => mine.cargo.some((c) => goodOf(c) === demandAt(v, z)));
      if (sell.length) return nearest(me.zone, sell);
    }
    return merchants.length ? nearest(me.zone, merchants) : home;
  }
  const sellPorts = ports.filter((z) => z !== me.zone && mine.cargo.some((c) => goodOf(c) === demandAt(v, z)));
  if (mine.cargo.length > 0 && sellPorts.length) return nearest(me.zone, sellPorts);
  const claimable = v.missionsOnBoard.map((m) => zoneIndex(MISSIONS[m]!.claimAt)).filter((z) => ports.includes(z));
  if (me.mission < 0 && claimable.length && me.gold >= 6) return nearest(me.zone, claimable);
  const buyPorts = ports.filter((z) => z !== me.zone);
  return mine.cargo.length === 0 || !buyPorts.length ? me.zone : nearest(me.zone, buyPorts);
}

function portActivity(v: MmView, seat: Seat, plan: Plan, legal: MmAction[]): MmAction | undefined {
  const me = v.seats[seat]!;
  const mine = own(v, seat);
  const reserve = plan === 'pirate' ? 8 : 10;
  const sells = legal.filter(is('sell'));
  if (sells.length) {
    const demand = demandAt(v, me.zone);
    const wanted = mine.cargo.filter((c) => goodOf(c) === demand || plan === 'pirate' || mine.cargo.length >= me.cargoSpace);
    const match = sells.find((a) => a.cards.length === wanted.length && wanted.every((c) => a.cards.includes(c)));
    if (wanted.length && match) return match;
  }
  const simple = find(legal, (a) => a.type === 'deliver' || a.type === 'claim-mission');
  if (simple) return simple;
  // Gold for repairs comes back out of the chest at home.
  const needed = damaged(me) || me.crew < me.maxCrew ? 12 - me.gold : 0;
  const unstash = legal.filter(is('unstash')).filter((a) => a.amount === Math.min(needed, mine.stash));
  if (unstash[0]) return unstash[0];
  const fix = find(legal, (a) => a.type === 'repair' || a.type === 'recruit' || a.type === 'hire-crew' || a.type === 'refresh-hull');
  if (fix) return fix;
  const stash = legal.filter(is('stash')).filter((a) => a.amount === me.gold - reserve);
  if (stash[0]) return stash[0];
  const bigShip = plan === 'pirate' ? 'frigate' : 'galleon';
  const upgrade = find(legal, (a) => a.type === 'buy-ship' && a.ship === bigShip && !a.transferMods);
  if (upgrade && me.shipType !== bigShip && me.gold >= 40) return upgrade;
  if (me.gold >= reserve + 4) {
    const extra = find(legal, (a) => a.type === 'buy-mod' || (plan === 'pirate' && a.type === 'buy-weapon'));
    if (extra) return extra;
  }
  if (mine.rumor < 0 && me.gold >= reserve) {
    const rumor = find(legal, is('seek-rumor'));
    if (rumor) return rumor;
  }
  if (plan === 'merchant' && me.gold >= 4 && mine.cargo.length < me.cargoSpace) return find(legal, is('buy-draw'));
  return undefined;
}

function turnAction(v: MmView, seat: Seat, plan: Plan, legal: MmAction[]): MmAction {
  const me = v.seats[seat]!;
  const free = find(legal, (a) => a.type === 'play-glory' && ['windfall', 'loyal-crew', 'hidden-cove', 'royal-pardon'].includes(GLORY[a.card]!.key));
  if (free) return free;
  const hire = legal.filter(is('hire')).find((a) => me.gold >= GLORY[a.card]!.hireCost + 4);
  if (hire) return hire;
  const overboard = me.inPort && own(v, seat).cargo.length > me.cargoSpace ? find(legal, is('discard-cargo')) : undefined;
  if (v.turn.portOpen) {
    const act = portActivity(v, seat, plan, legal);
    if (act) return act;
    if (overboard) return overboard;
  }
  const portAct = find(legal, is('port'));
  if (portAct) return portAct;
  const rumor = find(legal, is('investigate'));
  if (rumor) return rumor;
  if (!me.inPort && v.turn.actionsLeft > 0) {
    const scouts = legal.filter(is('scout'));
    const merchant = scouts.find((a) => a.target === 'merchant');
    if (plan === 'pirate' && merchant && !broken(me)) {
      return find(legal, (a) => a.type === 'play-glory' && GLORY[a.card]!.key === 'tip-off') ?? merchant;
    }
    const prey = scouts.find((a) => {
      if (a.target === 'player') {
        const o = v.seats[a.id]!;
        return plan === 'pirate' && !o.pirate && o.gold + o.cargoCount * 3 >= 8 && me.cannons >= o.cannons && me.crew > o.crew;
      }
      if (a.target === 'npc') return a.id >= 4 && !me.pirate && me.cannons >= 3 && me.crew >= 3;
      return false;
    });
    if (prey && !broken(me)) return prey;
  }
  const goal = target(v, seat, plan);
  if (goal === me.zone) {
    if (!me.inPort) {
      const enter = find(legal, (a) => a.type === 'enter-port' && a.method !== 'roll');
      if (enter) return enter;
    }
  } else if (me.inPort) {
    if (overboard) return overboard;
    const leave = find(legal, is('leave-port'));
    if (leave) return leave;
  } else {
    const next = stepTowards(me.zone, goal);
    const sail = find(legal, (a) => a.type === 'move' && a.zone === next);
    if (sail) return sail;
  }
  return find(legal, is('end-turn')) ?? legal[0]!;
}

/** Where a skull hit hurts least: the sturdiest location other than the hull. */
function placeHit(me: PlayerView): HitLocation {
  const values: Record<HitLocation, number> = { hull: me.hull, cargo: me.cargoSpace, masts: me.masts, crew: me.crew, cannons: me.cannons };
  const others = (['cargo', 'masts', 'cannons', 'crew'] as const).slice().sort((a, b) => values[b] - values[a]);
  if (values[others[0]!] > 1) return others[0]!;
  return me.hull > 1 ? 'hull' : others.find((l) => values[l] >= 1) ?? 'hull';
}

function combatAction(v: MmView, seat: Seat, legal: MmAction[]): MmAction {
  const me = v.seats[seat]!;
  const c = v.combat;
  const mine = c.attacker.kind === 'player' && c.attacker.id === seat ? c.attacker : c.defender;
  const enemy = mine === c.attacker ? c.defender : c.attacker;
  const foe = enemy.kind === 'player' ? v.seats[enemy.id]! : undefined;
  const foeCrew = foe ? foe.crew : enemy.crew;
  const foeHull = foe ? foe.hull : enemy.hull;
  const first = legal[0]!;
  switch (first.type) {
    case 'declare': {
      const can = (x: 'shoot' | 'board' | 'flee') => legal.some((a) => a.type === 'declare' && a.action === x);
      const foeCannons = foe ? foe.cannons : enemy.cannons;
      if (can('board') && (me.crew > foeCrew + 1 || (me.crew > foeCrew && foeCannons === 0))) return { type: 'declare', action: 'board' };
      if (can('flee') && ((me.hull <= 1 && foeHull > 1) || me.cannons === 0)) return { type: 'declare', action: 'flee' };
      return { type: 'declare', action: 'shoot' };
    }
    case 'announce':
    case 'no-announce': {
      const wanted = c.stage === 'crew' ? ['boarding-party'] : me.hull <= 2 ? ['brace', 'full-sail', 'broadside-volley'] : ['full-sail', 'broadside-volley'];
      return legal.find((a) => a.type === 'announce' && wanted.includes(GLORY[a.card]!.key)) ?? { type: 'no-announce' };
    }
    case 'resolve-card':
      return { type: 'resolve-card', play: true };
    case 'grapple':
      return { type: 'grapple', use: true };
    case 'special-shot':
      return legal.find((a) => a.type === 'special-shot' && a.weapon === (mine.declared === 'board' ? 'grapeshot' : 'chain-shot')) ?? legal.find((a) => a.type === 'special-shot' && a.weapon !== '') ?? first;
    case 'assign-hit':
      return { type: 'assign-hit', location: placeHit(me) };
    case 'claim-ship': {
      const better = ['frigate', 'galleon', 'man-o-war'].includes(c.prizeType) && !['frigate', 'galleon', 'man-o-war'].includes(me.shipType);
      return { type: 'claim-ship', take: better };
    }
    default:
      return legal.find((a) => a.type === 'take-card') ?? legal.find((a) => a.type === 'take-done') ?? first;
  }
}

function raidAction(v: MmView, seat: Seat, legal: MmAction[]): MmAction {
  const me = v.seats[seat]!;
  const r = v.raid;
  const raids = legal.filter(is('raid'));
  if (raids.length) {
    const own = CAPTAINS[me.captain]!.nation;
    // Keep bounties to few nations, and never one's own.
    const best = raids.filter((a) => a.nation !== own).sort((a, b) => me.bounties[NATIONS.indexOf(b.nation)]! - me.bounties[NATIONS.indexOf(a.nation)]!)[0];
    return best ?? find(legal, is('let-go'))!;
  }
  if (r.step === 'spend') {
    const hitCard = r.cards.filter((c) => CARGO[c]!.icon !== 'escape').sort((a, b) => CARGO[a]!.plunder - CARGO[b]!.plunder)[0];
    if (hitCard !== undefined) {
      const swap = find(legal, (a) => a.type === 'raid-exchange' && a.card === hitCard);
      if (swap) return swap;
    }
    const escapes = r.cards.filter((c) => CARGO[c]!.icon === 'escape').length;
    const draw = find(legal, is('raid-draw'));
    if (draw && escapes + 1 < me.maneuverability) return draw;
    return find(legal, is('raid-finish'))!;
  }
  return find(legal, is('take-card')) ?? find(legal, is('take-done')) ?? legal[0]!;
}

export const heuristicBot: Bot<MmView, MmAction> = {
  name: 'heuristic',
  choose(v, seat, legal, rng) {
    const first = legal[0]!;
    if (first.type === 'choose-captain') {
      const options = legal.filter(is('choose-captain'));
      const score = (c: number) => Math.max(CAPTAINS[c]!.seamanship + CAPTAINS[c]!.scouting, CAPTAINS[c]!.influence + 2);
      const best = [...options].sort((a, b) => score(b.captain) - score(a.captain))[0]!.captain;
      const ship = planFor(best) === 'pirate' ? 'sloop' : 'flute';
      return options.find((a) => a.captain === best && a.ship === ship) ?? first;
    }
    if (first.type === 'discard-glory') {
      return legal.find((a) => a.type === 'discard-glory' && GLORY[a.card]!.category === 'turn') ?? first;
    }
    if (first.type === 'keep-rumor') {
      return [...legal.filter(is('keep-rumor'))].sort((a, b) => RUMORS[b.card]!.gold - RUMORS[a.card]!.gold)[0]!;
    }
    if (v.combat.active) return combatAction(v, seat, legal);
    const plan = planFor(v.seats[seat]!.captain);
    if (v.raid.active) return raidAction(v, seat, legal);
    if (first.type === 'buy-card' || first.type === 'buy-done' || first.type === 'redraw' || (v.turn.buying && first.type === 'discard-cargo')) {
      const me = v.seats[seat]!;
      const mine = own(v, seat);
      const room = mine.cargo.length < me.cargoSpace;
      const buys = legal.filter(is('buy-card')).map((a) => ({ a, price: mine.buyPrices[mine.buyCards.indexOf(a.card)] ?? 3 }));
      const wanted = v.demand.map((_, z) => demandAt(v, z));
      const good = buys.filter((b) => b.price <= 2 || wanted.includes(goodOf(b.a.card))).sort((x, y) => x.price - y.price)[0];
      if (room && good && me.gold - good.price >= 2) return good.a;
      return find(legal, is('buy-done')) ?? first;
    }
    if (legal.some((a) => a.type === 'end-turn')) return turnAction(v, seat, plan, legal);
    return pick(rng, legal);
  },
};
