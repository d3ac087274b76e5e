/**
 * The heuristic bot: plays a merchant or a pirate plan, chosen from its captain's skills.
 * A merchant gathers goods another port wants and sells three or more there at once (a glory
 * point), takes missions and rumors it can manage, and stashes its gold at home; a pirate sails a
 * sloop or frigate to merchant tokens, raids them, hunts weaker ships, repairs and stashes the
 * plunder. Both go home to stash before the event deck runs out, since gold on board scores
 * nothing (rulebook "Winning"). It sees only its view and legal actions.
 */
import type { Bot, Seat } from '../../core/engine';
import { pick } from '../../core/rng';
import { CAPTAINS } from './cards';
import { NATIONS, STASH_PER_GLORY, zoneIndex } from './data';
import { GLORY, MISSIONS, RUMORS } from './glory';
import { favorNpcAnswer, favorPurchase, favorReady } from './heuristic-favors';
import { combatAction, raidAction } from './heuristic-fight';
import { locationSession, locationVisit } from './heuristic-locations';
import {
  chooseBuy, chooseSale, dangerZones, distances, goodOf, homeOf, nearest, openPorts, stepTowards, tradeTarget, type Plan,
} from './heuristic-trade';
import type { MineView, MmAction, MmView, PlayerView, Skill } from './types';
import { stashPointsOf } from './state';
import { mineOf, NO_SECRETS } from './view';
import { loyaltyPurchase, needsPayday, stashSafe, stayOrLeave } from './heuristic-loyalty';
import { GALLEON_SLOT } from './galleon-card';
import { galleonChase, galleonWorthIt } from './galleon-bot';
import { backToStartPort, shelter } from './heuristic-safety';
import { repairBill, repairUnstash, workingUnstash } from './heuristic-purse';
import { upgradedNpcBeatable } from './heuristic-npc';
import { saferLastMove } from './heuristic-risk';
import { contrabandAnswer, contrabandBuy, contrabandTarget, raiderSmuggles } from './heuristic-contraband';
import { choiceAnswer } from './heuristic-choices';
import { keepRumor, wantsRumor } from './heuristic-rumors';

export type { Plan } from './heuristic-trade';

/**
 * Pirates need SEAMANSHIP and SCOUTING; merchants INFLUENCE and a steady hand. With the Seas of
 * Glory modules (`seas`: the modules on) raiding pays better (merchant raids, the galleon, NPC
 * upgrades to take, weapons) and honest ships fare worse (stronger NPC pirates, navies searching
 * for contraband), so a captain turns pirate with two points less of the sea skills: measured with
 * every module on, heuristic tables then reach the glory target far more often.
 */
export function planFor(captain: number, seas: readonly string[] = []): Plan {
  const c = CAPTAINS[captain];
  if (!c) return 'merchant';
  return c.seamanship + c.scouting >= c.influence + (seas.length > 0 ? 1 : 3) ? 'pirate' : 'merchant';
}

/** The bot's own secrets (cargo, rumor, stash, goods drawn to buy) from its view. */
const own = (v: MmView, seat: Seat): MineView => mineOf(v, seat) ?? NO_SECRETS;
const damaged = (me: PlayerView): boolean => me.hull < me.maxHull || me.masts < me.maxHull || me.cannons < me.maxCannons || me.cargoSpace < me.maxCargo;
const broken = (me: PlayerView): boolean => me.hull <= 1 || me.masts <= 0 || me.cannons <= 0 || me.crew <= 0 || me.cargoSpace <= 0;
const skillOf = (me: PlayerView, skill: Skill): number => CAPTAINS[me.captain]?.[skill] ?? 0;
/** Gold kept on board for buying and repairs; the rest goes into the chest at home. */
const RESERVE: Record<Plan, number> = { merchant: 8, pirate: 6 };

const is = <T extends MmAction['type']>(t: T) => (a: MmAction): a is Extract<MmAction, { type: T }> => a.type === t;

/** Stash points the gold on board would add if stashed now (capped at half the target). */
function stashGain(v: MmView, me: PlayerView, mine: MineView, reserve: number): number {
  const rising = v.seas.modules.includes('gloryOrDeath');
  const now = stashPointsOf(mine.stash, v.gloryTarget, rising);
  const then = stashPointsOf(mine.stash + Math.max(0, me.gold - reserve), v.gloryTarget, rising);
  return then - now;
}

/** Whether stashing every coin on board now would bring the captain to the glory target (and end the game). */
function stashWins(v: MmView, me: PlayerView, mine: MineView): boolean {
  const rising = v.seas.modules.includes('gloryOrDeath');
  return me.gold > 0 && me.glory + stashPointsOf(mine.stash + me.gold, v.gloryTarget, rising) >= v.gloryTarget;
}

/** A mission on the board this captain can claim now, with the port to claim it in. */
function claimableMission(v: MmView, me: PlayerView, mine: MineView, ports: number[]): number {
  const dist = distances(me.zone);
  const options = v.missionsOnBoard
    .map((m) => ({ m, card: MISSIONS[m]!, zone: zoneIndex(MISSIONS[m]!.claimAt) }))
    .filter(({ card, zone }) => {
      if (!ports.includes(zone) || dist[zone]! > 3) return false;
      if (card.forbids && me.bounties[NATIONS.indexOf(card.forbids)]! > 0) return false;
      if (card.requirement === 'gold') return me.gold >= card.amount + 3;
      if (card.requirement === 'cargo') return mine.cargo.filter((c) => goodOf(c) === card.good).length >= card.amount;
      return skillOf(me, card.skill as Skill) >= card.amount + 1;
    })
    .sort((a, b) => dist[a.zone]! - dist[b.zone]!);
  return options[0]?.zone ?? -1;
}

/** An honest captain at sea worth taking and weaker than us: a victory is a glory point, and its gold and cargo ours. */
function isPrey(me: PlayerView, o: PlayerView): boolean {
  return !o.pirate && !o.inPort && o.shipType !== '' && o.gold + o.cargoCount * 3 >= 6 && me.cannons >= o.cannons && me.crew > o.crew && me.hull >= o.hull - 1;
}

/** Damage worth a trip to a shipyard: a location nearly gone, or (with gold for it) two points lost. */
function needsRepair(me: PlayerView, stash: number): boolean {
  const lost = me.maxHull - me.hull + (me.maxHull - me.masts) + (me.maxCannons - me.cannons) + (me.maxCargo - me.cargoSpace);
  // Without gold on board or in the chest no shipyard helps: sailing to one would only idle there.
  return (broken(me) && me.gold + stash >= 2) || (lost >= 2 && me.gold >= 4);
}

/** Where the plan wants to be now. */
function target(v: MmView, seat: Seat, plan: Plan): number {
  const me = v.seats[seat]!;
  const mine = own(v, seat);
  const home = homeOf(me);
  const ports = openPorts(v, me);
  const dist = distances(me.zone);
  if (needsRepair(me, mine.stash) || needsPayday(me)) return nearest(me.zone, ports.length ? ports : [home]);
  const reserve = RESERVE[plan];
  // The last rounds: whatever is on board is worth nothing unless it reaches the chest.
  const closing = v.endTriggered || v.eventDeckCount <= 2 + dist[home]! || stashWins(v, me, mine);
  // Pirates carry their plunder home sooner: navies hunt them, and a sunk ship loses its gold.
  const trip = plan === 'pirate' ? STASH_PER_GLORY : 2 * STASH_PER_GLORY;
  if (stashGain(v, me, mine, closing ? 0 : reserve) > 0 && (closing || me.gold - reserve >= trip || dist[home]! <= 1)) return home;
  // Contraband (module 7) is worth 10 gold and half a glory point in its port: it goes there first.
  const smuggling = contrabandTarget(v, me, mine);
  if (smuggling >= 0) return smuggling;
  if (me.mission >= 0) return zoneIndex(MISSIONS[me.mission]!.deliverTo);
  if (mine.rumor >= 0 && dist[zoneIndex(RUMORS[mine.rumor]!.zone)]! <= 4) return zoneIndex(RUMORS[mine.rumor]!.zone);
  const mission = claimableMission(v, me, mine, ports);
  if (plan === 'pirate') {
    if (mine.cargo.length >= Math.max(1, me.cargoSpace)) return tradeTarget(v, me, mine);
    // A mission close by is a glory point a raider can pick up on the way.
    if (mission >= 0 && dist[mission]! <= 2) return mission;
    const danger = dangerZones(v, me);
    const prey = v.seats.map((o, s) => (s !== seat && isPrey(me, o) && dist[o.zone]! <= 2 && !danger.has(o.zone) ? o.zone : -1)).filter((z) => z >= 0);
    if (prey.length) return nearest(me.zone, prey);
    const galleon = galleonChase(v, me, plan, dist, danger);
    if (galleon >= 0) return galleon;
    const merchants = v.merchants.map((m, z) => (m && !danger.has(z) ? z : -1)).filter((z) => z >= 0);
    return merchants.length ? nearest(me.zone, merchants) : home;
  }
  if (mission >= 0 && mine.cargo.length < me.cargoSpace) return mission;
  return tradeTarget(v, me, mine);
}

function portActivity(v: MmView, seat: Seat, plan: Plan, legal: MmAction[]): MmAction | undefined {
  const me = v.seats[seat]!;
  const mine = own(v, seat);
  const reserve = RESERVE[plan];
  const sale = legal.some(is('sell')) ? chooseSale(v, me, mine, plan, legal) : undefined;
  if (sale) return sale;
  const deliver = legal.find(is('deliver'));
  if (deliver) return deliver;
  const claim = legal.filter(is('claim-mission')).find((a) => a.mission >= 0 && me.mission < 0);
  if (claim) return claim;
  // Gold for repairs comes back out of the chest at home.
  const needed = damaged(me) || me.crew < me.maxCrew ? Math.min(12, repairBill(me)) - me.gold : 0;
  const unstash = legal.filter(is('unstash')).find((a) => a.amount === repairUnstash(v, me, mine.stash, needed, broken(me)));
  if (unstash) return unstash;
  const working = workingUnstash(v, me, mine, plan, v.endTriggered || v.eventDeckCount <= 3, legal);
  if (working) return working;
  const fix = legal.find((a) => a.type === 'repair' || a.type === 'recruit' || a.type === 'hire-crew' || a.type === 'refresh-hull');
  if (fix) return fix;
  const loyalty = loyaltyPurchase(me, legal);
  if (loyalty) return loyalty;
  const closing = v.endTriggered || v.eventDeckCount <= 2 || stashWins(v, me, mine);
  const keep = closing ? 0 : reserve;
  const stash = stashSafe(me) ? legal.filter(is('stash')).find((a) => a.amount === me.gold - keep) : undefined;
  if (stash) return stash;
  const bigShip = plan === 'pirate' ? 'frigate' : 'galleon';
  const upgrade = legal.find((a) => a.type === 'buy-ship' && a.ship === bigShip && !a.transferMods);
  if (upgrade && me.shipType !== bigShip && me.gold >= 35 + reserve) return upgrade;
  // The brig (Seas of Glory module 5): a raider's step up from the sloop on the way to a frigate.
  const brig = legal.find((a) => a.type === 'buy-ship' && a.ship === 'brig' && !a.transferMods);
  if (brig && plan === 'pirate' && me.shipType === 'sloop' && me.gold >= 20 + reserve) return brig;
  if (me.gold >= reserve + 4) {
    const extra = legal.find((a) => a.type === 'buy-mod' || (plan === 'pirate' && a.type === 'buy-weapon'));
    if (extra) return extra;
  }
  if (wantsRumor(me, mine.rumor)) {
    const rumor = legal.find(is('seek-rumor'));
    if (rumor) return rumor;
  }
  if (plan === 'merchant' && me.gold >= 3 && mine.cargo.length < me.cargoSpace) return legal.find(is('buy-draw'));
  return raiderSmuggles(v, me, mine, plan, legal);
}

function turnAction(v: MmView, seat: Seat, plan: Plan, legal: MmAction[]): MmAction {
  const me = v.seats[seat]!;
  const mine = own(v, seat);
  const rally = legal.find(is('fierce-loyalty'));
  if (rally) return rally;
  const free = legal.find((a) => a.type === 'play-glory' && ['windfall', 'loyal-crew', 'hidden-cove', 'royal-pardon'].includes(GLORY[a.card]!.key));
  if (free) return free;
  const hire = legal.filter(is('hire')).find((a) => me.gold >= GLORY[a.card]!.hireCost + 4);
  if (hire) return hire;
  const overboard = me.inPort && mine.cargo.length > me.cargoSpace ? legal.find(is('discard-cargo')) : undefined;
  if (v.turn.portOpen) {
    const act = portActivity(v, seat, plan, legal) ?? favorPurchase(v, seat, plan, legal);
    if (act) return act;
    if (overboard) return overboard;
  }
  const portAct = legal.find(is('port'));
  if (portAct) return portAct;
  const ready = favorReady(v, seat, legal);
  if (ready) return ready;
  const rumor = legal.find(is('investigate'));
  if (rumor) return rumor;
  const visit = locationVisit(v, seat, plan, legal);
  if (visit) return visit;
  if (!me.inPort && v.turn.actionsLeft > 0) {
    const scouts = legal.filter(is('scout'));
    const merchant = scouts.find((a) => a.target === 'merchant');
    if (plan === 'pirate' && merchant && !broken(me)) {
      return legal.find((a) => a.type === 'play-glory' && GLORY[a.card]!.key === 'tip-off') ?? merchant;
    }
    const prey = scouts.find((a) => {
      if (a.target === 'player') return plan === 'pirate' && isPrey(me, v.seats[a.id]!);
      if (a.target === 'npc' && a.id === GALLEON_SLOT) return galleonWorthIt(v, me, plan);
      if (a.target === 'npc') return a.id >= 4 && v.npcs[a.id]!.shipType !== 'man-o-war' && !me.pirate && me.cannons >= 3 && me.crew >= 3 && upgradedNpcBeatable(v, me, a.id);
      return false;
    });
    if (prey && !broken(me)) return prey;
  }
  const goal = target(v, seat, plan);
  if (goal === me.zone) {
    if (!me.inPort && !backToStartPort(v, me)) {
      const enter = legal.find((a) => a.type === 'enter-port' && a.method !== 'roll');
      if (enter) return enter;
    }
  } else if (me.inPort && me.zone !== v.seas.storm) {
    if (overboard) return overboard;
    const leave = legal.find(is('leave-port'));
    if (leave) return leave;
  } else {
    const next = stepTowards(me.zone, goal, dangerZones(v, me));
    const safer = saferLastMove(v, me, legal, next);
    if (safer) return safer;
    // Never into the storm token (module 8): it drifts on next round.
    const sail = legal.find((a) => a.type === 'move' && a.zone === next && next !== v.seas.storm);
    if (sail) return sail;
  }
  // One more action gets the ship where it is going.
  if (goal !== me.zone && v.turn.actionsLeft === 0) {
    const winds = legal.find((a) => a.type === 'play-glory' && GLORY[a.card]!.key === 'fair-winds');
    if (winds) return winds;
  }
  return shelter(v, me, legal) ?? stayOrLeave(v, me, legal) ?? legal.find(is('end-turn')) ?? legal[0]!;
}

function buyAction(v: MmView, seat: Seat, legal: MmAction[]): MmAction {
  const me = v.seats[seat]!;
  const plan = planFor(me.captain, v.seas.modules);
  return contrabandBuy(me, own(v, seat), plan, legal) ?? chooseBuy(v, me, own(v, seat), legal) ?? legal.find(is('buy-done')) ?? legal[0]!;
}

export const heuristicBot: Bot<MmView, MmAction> = {
  name: 'heuristic',
  choose(v, seat, legal, rng) {
    const first = legal[0]!;
    const chosen = choiceAnswer(v.seats[seat]!, own(v, seat), legal);
    if (chosen) return chosen;
    if (first.type === 'choose-captain') {
      const options = legal.filter(is('choose-captain'));
      const score = (c: number) => Math.max(CAPTAINS[c]!.seamanship + CAPTAINS[c]!.scouting, CAPTAINS[c]!.influence + 2);
      // It'll cost ya!: 2 gold for a second look, and a third when both are weak.
      const extra = legal.find(is('buy-captain'));
      if (extra && (options.length <= 2 || Math.max(...options.map((a) => score(a.captain))) < 6)) return extra;
      const best = [...options].sort((a, b) => score(b.captain) - score(a.captain))[0]!.captain;
      const ship = planFor(best, v.seas.modules) === 'pirate' ? 'sloop' : 'flute';
      return options.find((a) => a.captain === best && a.ship === ship) ?? first;
    }
    if (first.type === 'discard-glory') {
      return legal.find((a) => a.type === 'discard-glory' && GLORY[a.card]!.category === 'turn') ?? first;
    }
    if (first.type === 'off-turn-scout') {
      // Cutthroat: a pirate strikes at honest prey sailing by, if the ship is fit for it.
      const me = v.seats[seat]!;
      const prey = v.seats[v.seas.cutthroat?.target ?? -1];
      return legal.find((a) => a.type === 'off-turn-scout' && a.scout === (planFor(me.captain, v.seas.modules) === 'pirate' && !!prey && isPrey(me, prey) && !broken(me))) ?? first;
    }
    if (first.type === 'keep-rumor') {
      return keepRumor(v.seats[seat]!, legal) ?? first;
    }
    if (first.type === 'favor-npc-reroll' || first.type === 'npc-find-stands') return favorNpcAnswer(v, seat, legal);
    if (v.combat.active) return combatAction(v, seat, legal);
    if (first.type === 'resist-inspection') return contrabandAnswer(v, v.seats[seat]!, own(v, seat), legal);
    const plan = planFor(v.seats[seat]!.captain, v.seas.modules);
    if (v.raid.active) return raidAction(v, seat, legal);
    const atLocation = locationSession(v, seat, legal);
    if (atLocation) return atLocation;
    if (first.type === 'buy-card' || first.type === 'buy-contraband' || first.type === 'buy-done' || first.type === 'redraw' || (v.turn.buying && first.type === 'discard-cargo')) {
      return buyAction(v, seat, legal);
    }
    if (legal.some((a) => a.type === 'end-turn')) return turnAction(v, seat, plan, legal);
    return pick(rng, legal);
  },
};
