/**
 * Module 9: visiting a location (rulebook "Visit a location" and the location descriptions). A
 * visit is an action at sea in the location's zone, once per turn per location, for the captains
 * the location admits; a location is no port, so no zone's own rule applies to it.
 * Readings: docs/games/merchants-and-marauders.md ("Seas of Glory").
 */
import type { Seat } from '../../core/engine';
import { gained } from './choices';
import { logEntry, type LogEntry } from '../../core/log';
import { contrabandPort, contrabandSaleRefusal } from './contraband';
import { shuffleInPlace } from '../../core/rng';
import { CARGO, EVENTS } from './cards';
import { DEMAND_GLORY_CARDS, NATIONS, PRICES, WEAPONS, neighbours } from './data';
import { replaceDemand } from './events';
import { GLORY } from './glory';
import { skillRoll } from './favors';
import { npcEventLoyalty } from './loyalty';
import { skillDice } from './harbor';
import { recruitBonus } from './seas-abilities';
import { killCaptain } from './life';
import {
  LOCATION_CARDS, LOCATION_DRAW_AGAIN, MISSIONARY_FEE, PRISON_FEE, STATION_DRAW, TOWN_DRAW, kindOf, localNation, locationAt, mayVisit,
  type LocationAction, type LocationKind,
} from './locations';
import { npcInPlay, npcOf } from './npc';
import { buyPrices, demandGood } from './port';
import {
  alive, captainOf, cargoCapacity, drawCargo, gainGlory, hasAbility, hasSpecialist, nationIndex, refuse, rollDice, shipMax, successes,
  zoneName, type Handler, type Refusal,
} from './state';
import type { MmState, PlayerState } from './types';
import { said, saidTo } from './log';
import { REEF_FINDS } from './log-seas';
import { npcToChange, own, seatToChange } from './change';

type Of<T extends LocationAction['type']> = Extract<LocationAction, { type: T }>;

/** What every visit asks: at sea, an action left, the right location here, admitted, not yet visited this turn. */
export function visitRefusal(s: MmState, seat: Seat, kinds: readonly LocationKind[]): Refusal {
  const p = s.seats[seat]!;
  const t = s.turn!;
  if (!alive(p) || p.inPort) return refuse('in-port', 'Locations are visited from the sea; leave the port first.');
  const kind = kindOf(locationAt(s, p.zone));
  if (kind === '' || !kinds.includes(kind)) return refuse('no-location', `There is no ${kinds.map((k) => LOCATION_CARDS[k].name).join(' or ')} in ${zoneName(p.zone)}.`);
  if (!mayVisit(p, kind)) return refuse('not-admitted', `The ${LOCATION_CARDS[kind].name} admits ${LOCATION_CARDS[kind].visitors} only.`);
  if (t.visited?.includes(p.zone)) return refuse('visited', 'You have already visited this location this turn.');
  return t.actionsLeft > 0 ? null : refuse('no-actions', 'You have no actions left this turn.');
}

/** Spends the visit's action and marks the location visited this turn. */
export function beginVisit(st: MmState, seat: Seat, log: LogEntry[]): void {
  const t = st.turn!;
  const p = seatToChange(st, seat);
  t.actionsLeft -= 1;
  t.acted = true;
  t.visited = [...(t.visited ?? []), p.zone];
  log.push(said(['visit', seat, locationAt(st, p.zone), p.zone]));
}

const shipDamaged = (p: PlayerState): boolean => {
  const ship = p.ship!;
  const max = shipMax(ship);
  return ship.hull < max.hull || ship.masts < max.masts || ship.cannons < max.cannons || ship.cargo < max.cargo;
};

export const visitMissionary: Handler<Of<'visit-missionary'>> = {
  check(s, seat, a) {
    const p = s.seats[seat]!;
    if (!NATIONS.includes(a.nation) || p.bounties[nationIndex(a.nation)]! < a.count || a.count < 1) return refuse('no-bounty', `You do not have ${a.count} ${a.nation} bount${a.count === 1 ? 'y' : 'ies'}.`);
    if (p.gold < MISSIONARY_FEE * a.count) return refuse('no-gold', `Each bounty costs ${MISSIONARY_FEE} gold.`);
    return visitRefusal(s, seat, ['missionary']);
  },
  run(st, seat, a, log) {
    const p = seatToChange(st, seat);
    beginVisit(st, seat, log);
    p.gold -= MISSIONARY_FEE * a.count;
    p.bounties[nationIndex(a.nation)]! -= a.count;
    log.push(said(['missionary', seat, a.count, nationIndex(a.nation)]));
  },
};

export const visitNatives: Handler<Of<'visit-natives'>> = {
  check(s, seat, a) {
    const p = s.seats[seat]!;
    if (!p.cargo.includes(a.card)) return refuse('not-your-cargo', 'Give one of the cargo cards you carry.');
    if (!shipDamaged(p)) return refuse('not-damaged', 'Your ship needs no repairs.');
    return visitRefusal(s, seat, ['natives']);
  },
  run(st, seat, a, log) {
    const p = seatToChange(st, seat);
    beginVisit(st, seat, log);
    p.cargo = p.cargo.filter((c) => c !== a.card);
    own(st, 'cargoDiscard').push(a.card);
    const max = shipMax(p.ship!);
    for (const loc of ['hull', 'masts', 'cannons', 'cargo'] as const) p.ship![loc] = max[loc];
    log.push(said(['natives', seat, a.card]));
  },
};

/** The naval ship of the fort's nation (slots 0-3 follow NATIONS). */
const fortSlot = (zone: number): number => NATIONS.indexOf(localNation(zone) as 'english');
const fortArrival = (s: MmState, slot: number): number => {
  for (let i = s.eventDeck.length - 1; i >= 0; i--) if (EVENTS[s.eventDeck[i]!]!.kind === 'arrival' && EVENTS[s.eventDeck[i]!]!.slot === slot) return s.eventDeck[i]!;
  return -1;
};

export const visitFort: Handler<Of<'visit-fort'>> = {
  check(s, seat, a) {
    const slot = fortSlot(s.seats[seat]!.zone);
    if (slot < 0) return refuse('no-nation', 'This fort has no nation.');
    if (npcInPlay(s, slot)) {
      if (!neighbours(s.npcs[slot]!.zone).includes(a.zone)) return refuse('not-adjacent', `Send the naval ship to a zone bordering ${zoneName(s.npcs[slot]!.zone)}.`);
    } else if (a.zone !== -1) return refuse('not-at-sea', 'That naval ship is not at sea: call it from the event deck instead.');
    else if (s.npcs[slot]!.arriving >= 0 || fortArrival(s, slot) < 0) return refuse('no-ship', 'That naval ship cannot be called now.');
    return visitRefusal(s, seat, ['naval-fort']);
  },
  run(st, seat, a, log) {
    const slot = fortSlot(st.seats[seat]!.zone);
    const npc = npcToChange(st, slot);
    beginVisit(st, seat, log);
    if (a.zone >= 0) {
      log.push(said(['fort-sends', npcOf(st, slot), npc.zone, a.zone]));
      npc.zone = a.zone;
      return;
    }
    const card = fortArrival(st, slot);
    own(st, 'eventDeck').splice(st.eventDeck.indexOf(card), 1);
    shuffleInPlace(st.rng, own(st, 'eventDeck'));
    npc.arriving = card;
    log.push(said(['fort-calls', card]));
    // The called card counts as an extra event card drawn: a new NPC captain costs every crew a step (module 11).
    npcEventLoyalty(st, card, log);
  },
};

/** A rumor drawn without gold or roll (the haven, the reef); holding one already, the player keeps one of two. */
function takeRumor(st: MmState, seat: Seat, log: LogEntry[]): void {
  const p = seatToChange(st, seat);
  const card = own(st, 'rumorDeck').pop();
  if (card === undefined) return;
  log.push(saidTo(seat, ['rumor-seen', seat, card], ['rumor', seat]));
  if (p.rumor >= 0) {
    st.rumorChoice = [p.rumor, card];
    p.rumor = -1;
  } else p.rumor = card;
}

export const visitHaven: Handler<Of<'visit-haven'>> = {
  check(s, seat) {
    const p = s.seats[seat]!;
    if (p.ship!.crew >= shipMax(p.ship!).crew && s.rumorDeck.length === 0) return refuse('nothing-here', 'Your crew is full and no rumor is left.');
    return visitRefusal(s, seat, ['pirate-haven']);
  },
  run(st, seat, _a, log) {
    const p = seatToChange(st, seat);
    beginVisit(st, seat, log);
    p.ship!.crew = shipMax(p.ship!).crew;
    log.push(said(['haven', seat]));
    takeRumor(st, seat, log);
  },
};

/** The first specialist of the glory deck, from the top, of a kind the player does not employ (-1 none). */
export function prisonSpecialist(s: MmState, p: PlayerState): number {
  for (let i = s.gloryDeck.length - 1; i >= 0; i--) {
    const g = GLORY[s.gloryDeck[i]!]!;
    if (g.category === 'specialist' && !hasSpecialist(p, g.key as 'carpenter')) return s.gloryDeck[i]!;
  }
  return -1;
}

/** The prisoner joins at once; the cards passed over stay, and the deck is shuffled. */
export function freePrisoner(st: MmState, seat: Seat, log: LogEntry[]): void {
  const p = seatToChange(st, seat);
  const card = prisonSpecialist(st, p);
  if (card < 0) return;
  own(st, 'gloryDeck').splice(st.gloryDeck.indexOf(card), 1);
  shuffleInPlace(st.rng, own(st, 'gloryDeck'));
  p.specialists.push(card);
  log.push(said(['prisoner', seat, card]));
}

export const visitPrison: Handler<Of<'visit-prison'>> = {
  check(s, seat) {
    const p = s.seats[seat]!;
    if (p.gold < PRISON_FEE) return refuse('no-gold', `The prison's keeper wants ${PRISON_FEE} gold.`);
    if (prisonSpecialist(s, p) < 0) return refuse('no-specialist', 'No specialist you lack is left in the glory deck.');
    return visitRefusal(s, seat, ['prison']);
  },
  run(st, seat, _a, log) {
    beginVisit(st, seat, log);
    seatToChange(st, seat).gold -= PRISON_FEE;
    freePrisoner(st, seat, log);
  },
};

export const visitReef: Handler<Of<'visit-reef'>> = {
  check: (s, seat) => visitRefusal(s, seat, ['reef']),
  run(st, seat, _a, log) {
    beginVisit(st, seat, log);
    const finds = successes(rollDice(st, skillDice(seatToChange(st, seat), 'scouting')));
    log.push(said(['reef', seat, finds]));
    if (finds > 0) st.reef = { finds, taken: 0 };
  },
};

export const reefFind: Handler<Of<'reef-find'>> = {
  check(s, seat, a) {
    const p = s.seats[seat]!;
    const r = s.reef!;
    if (r.taken >= r.finds) return refuse('no-finds', 'You have taken all your finds.');
    if (a.find === 'cargo' && (p.cargo.length >= cargoCapacity(p) || s.cargoDeck.length + s.cargoDiscard.length === 0)) return refuse('hold-full', 'Your hold has no room for a cargo card.');
    if (a.find === 'rumor' && s.rumorDeck.length === 0) return refuse('no-rumors', 'No rumor is left.');
    if (a.find === 'crew' && p.ship!.crew >= shipMax(p.ship!).crew) return refuse('crew-full', 'Your crew is full.');
    if (WEAPONS.includes(a.find as 'grapeshot')) {
      if (p.weapons.includes(a.find as 'grapeshot')) return refuse('have-weapon', `You may hold only one ${a.find}.`);
      if (s.weaponSupply[WEAPONS.indexOf(a.find as 'grapeshot')]! <= 0) return refuse('sold-out', `No ${a.find} is left.`);
    }
    return null;
  },
  run(st, seat, a, log) {
    const p = seatToChange(st, seat);
    st.reef!.taken += 1;
    if (a.find === 'cargo') {
      p.cargo.push(drawCargo(st));
      gained(st, seat, p.cargo[p.cargo.length - 1]!, true);
    } else if (a.find === 'crew') p.ship!.crew += 1;
    else if (a.find === 'rumor') takeRumor(st, seat, log);
    else {
      own(st, 'weaponSupply')[WEAPONS.indexOf(a.find)]! -= 1;
      p.weapons.push(a.find);
    }
    log.push(said(['reef-take', seat, REEF_FINDS.indexOf(a.find)]));
  },
};

/** Leaving the reef: a hull hit per find taken, less SEAMANSHIP successes. */
export const reefDone: Handler<Of<'reef-done'>> = {
  check: () => null,
  run(st, seat, _a, log) {
    const p = seatToChange(st, seat);
    const taken = st.reef!.taken;
    st.reef = null;
    if (taken === 0) return;
    const saved = successes(rollDice(st, captainOf(p)!.seamanship));
    const hits = Math.max(0, taken - saved);
    p.ship!.hull = Math.max(0, p.ship!.hull - hits);
    log.push(said(['reef-free', seat, saved, hits]));
    if (p.ship!.hull <= 0) killCaptain(st, seat, log);
  },
};

// ---- towns and trade stations: port activities without the port's own rules ----

const TRADERS = ['town', 'trade-station'] as const;

/** Base prices only: the local port's good in demand, the captain's own abilities. */
export function locationSellPrice(s: MmState, seat: Seat, card: number): number {
  const p = s.seats[seat]!;
  if (CARGO[card]!.good === demandGood(s, p.zone)) return PRICES.sellInDemand + (hasAbility(p, 'connoisseur') ? 1 : 0);
  return PRICES.sell + (hasAbility(p, 'trader') ? 1 : 0);
}

export const visitSell: Handler<Of<'visit-sell'>> = {
  check(s, seat, a) {
    const p = s.seats[seat]!;
    if (a.cards.length === 0) return refuse('nothing-to-sell', 'Choose the cargo cards to sell.');
    if (new Set(a.cards).size !== a.cards.length || a.cards.some((c) => !p.cargo.includes(c))) return refuse('not-your-cargo', 'You can only sell cargo cards you carry.');
    if (contrabandSaleRefusal(s, seat, a.cards, true)) return contrabandSaleRefusal(s, seat, a.cards, true);
    return visitRefusal(s, seat, TRADERS);
  },
  run(st, seat, a, log) {
    const p = seatToChange(st, seat);
    beginVisit(st, seat, log);
    const inDemand = a.cards.filter((c) => CARGO[c]!.good === demandGood(st, p.zone)).length;
    const gold = a.cards.reduce((sum, c) => sum + locationSellPrice(st, seat, c), 0);
    p.gold += gold;
    p.cargo = p.cargo.filter((c) => !a.cards.includes(c));
    own(st, 'cargoDiscard').push(...a.cards);
    log.push(said(['sell', seat, [...a.cards], gold]));
    if (inDemand > 0) replaceDemand(st, p.zone);
    if (inDemand >= DEMAND_GLORY_CARDS) gainGlory(st, seat, ['demand', inDemand], log);
  },
};

/** Goods for sale: 6 at a trade station, 4 at a town, 3 after buying at the same one last turn (plus the captain's own extras). */
export function locationDrawCount(s: MmState, seat: Seat): number {
  const p = s.seats[seat]!;
  const [zone, turn] = p.locationBuy ?? [];
  if (zone === p.zone && turn === p.turnsTaken - 1) return LOCATION_DRAW_AGAIN;
  const base = kindOf(locationAt(s, p.zone)) === 'town' ? TOWN_DRAW : STATION_DRAW;
  return base + (hasAbility(p, 'hard-bargainer') ? 1 : 0) + (hasSpecialist(p, 'purser') ? 1 : 0);
}

export const visitBuy: Handler<Of<'visit-buy'>> = {
  check(s, seat) {
    if (s.cargoDeck.length + s.cargoDiscard.length === 0) return refuse('no-cargo', 'There are no cargo cards left to buy.');
    return visitRefusal(s, seat, TRADERS);
  },
  run(st, seat, _a, log) {
    const p = seatToChange(st, seat);
    const n = locationDrawCount(st, seat);
    beginVisit(st, seat, log);
    const demand = demandGood(st, p.zone);
    const cards: number[] = [];
    for (let guard = 0; cards.length < n && guard < 200; guard++) {
      const c = drawCargo(st);
      if (c < 0) break;
      // Module 7: contraband for the zone's port is redrawn too.
      (CARGO[c]!.good === demand || contrabandPort(c) === p.zone ? own(st, 'cargoDiscard') : cards).push(c);
    }
    st.buy = { cards, prices: buyPrices(cards, -1), bought: 0, redrawn: false, location: true };
    log.push(said(['goods', seat, cards.length]));
  },
};

const repairCost = (p: PlayerState): number => (hasAbility(p, 'shipwright') || hasSpecialist(p, 'carpenter') ? 1 : PRICES.repair);

/** A town's shipyard: repairs, as many as the gold pays for (hull first). */
export const visitRepair: Handler<Of<'visit-repair'>> = {
  check(s, seat) {
    const p = s.seats[seat]!;
    if (!shipDamaged(p)) return refuse('not-damaged', 'Your ship needs no repairs.');
    if (p.gold < repairCost(p)) return refuse('no-gold', `A repair costs ${repairCost(p)} gold.`);
    return visitRefusal(s, seat, ['town']);
  },
  run(st, seat, _a, log) {
    const p = seatToChange(st, seat);
    const ship = p.ship!;
    const max = shipMax(ship);
    beginVisit(st, seat, log);
    let points = 0;
    for (const loc of ['hull', 'masts', 'cannons', 'cargo'] as const) {
      while (ship[loc] < max[loc] && p.gold >= repairCost(p)) {
        ship[loc] += 1;
        p.gold -= repairCost(p);
        points += 1;
      }
    }
    log.push(said(['town-repair', seat, points]));
  },
};

const crewCost = (p: PlayerState): number => (hasAbility(p, 'press-gang') ? 1 : PRICES.crew);

/** Recruiting at a town: LEADERSHIP fills the crew; failing, `hire` crew are paid for. */
export const visitRecruit: Handler<Of<'visit-recruit'>> = {
  check(s, seat, a) {
    const p = s.seats[seat]!;
    const room = shipMax(p.ship!).crew - p.ship!.crew;
    if (room <= 0) return refuse('crew-full', 'Your crew is full.');
    if (a.hire < 0 || a.hire > room) return refuse('too-many', `Your ship has room for ${room} more crew.`);
    if (p.gold < a.hire * crewCost(p)) return refuse('no-gold', `A crew member costs ${crewCost(p)} gold.`);
    return visitRefusal(s, seat, ['town']);
  },
  run(st, seat, a, log) {
    const p = seatToChange(st, seat);
    beginVisit(st, seat, log);
    if (skillRoll(st, seat, skillDice(p, 'leadership') + recruitBonus(p), 1, log) > 0) {
      p.ship!.crew = shipMax(p.ship!).crew;
      log.push(said(['crew-full', seat]));
      return;
    }
    p.ship!.crew += a.hire;
    p.gold -= a.hire * crewCost(p);
    log.push(said(['town-hire', seat, a.hire]));
  },
};

export const visitRumor: Handler<Of<'visit-rumor'>> = {
  check(s, seat) {
    if (s.rumorDeck.length === 0) return refuse('no-rumors', 'No rumor is left to hear.');
    if (s.seats[seat]!.gold < PRICES.rumor) return refuse('no-gold', `A rumor costs ${PRICES.rumor} gold.`);
    return visitRefusal(s, seat, ['town']);
  },
  run(st, seat, _a, log) {
    const p = seatToChange(st, seat);
    beginVisit(st, seat, log);
    p.gold -= PRICES.rumor;
    if (skillRoll(st, seat, skillDice(p, 'influence'), 1, log) === 0) {
      log.push(said(['no-rumor', seat]));
      return;
    }
    takeRumor(st, seat, log);
  },
};
