/**
 * Module 9: raiding a location (rulebook "Location raid"): an action at sea in its zone with no
 * destroyed hit location; its defense cards are drawn, the raider bombards them one cannon die at a
 * time, takes the remaining hit icons, then storms ashore against the escape icons with LEADERSHIP.
 * Taken, the location pays its plunder and leaves the board. Readings: docs/games/merchants-and-marauders.md.
 */
import type { Seat } from '../../core/engine';
import { gained } from './choices';
import type { LogEntry } from '../../core/log';
import { CARGO } from './cards';
import { SKULL } from './data';
import { skillDice } from './harbor';
import { killCaptain } from './life';
import { combatLeadership } from './loyalty';
import { freePrisoner } from './location-visits';
import { LOCATION_CARDS, LOCATION_GLORY_GOLD, kindOf, localNation, locationAt, type LocationAction, type LocationKind } from './locations';
import {
  addBounty, alive, cargoCapacity, hasAbility, hasSpecialist, destroyedAny, drawCargo, gainGlory, hitShip, refuse, rollDice, shipMax, successes, trimCargo,
  zoneName, type Handler,
} from './state';
import { ignoresFirstCrewHit } from './seas-abilities';
import type { HitLocation, MmState, PlayerState } from './types';
import { said } from './log';
import { locationIndex } from './log-names';
import { own, seatToChange } from './change';

type Of<T extends LocationAction['type']> = Extract<LocationAction, { type: T }>;

const cardOf = (s: MmState) => LOCATION_CARDS[kindOf(s.locationRaid!.token) as LocationKind];
const escapesOf = (cards: number[]): number => cards.filter((c) => CARGO[c]!.icon === 'escape').length;

/** Bounties of the local port's nation, for attacking and for taking the location. */
function bounty(st: MmState, seat: Seat, log: LogEntry[]): void {
  const nation = localNation(st.locationRaid!.zone);
  if (cardOf(st).bounties && nation !== '') addBounty(st, seat, nation, log);
}

/** The raid ends: the cards left go to the discard pile. */
function endRaid(st: MmState): void {
  own(st, 'cargoDiscard').push(...st.locationRaid!.cards);
  st.locationRaid = null;
}

export const raidLocation: Handler<Of<'raid-location'>> = {
  check(s, seat) {
    const p = s.seats[seat]!;
    if (!alive(p) || p.inPort) return refuse('in-port', 'Locations are raided from the sea.');
    const kind = kindOf(locationAt(s, p.zone));
    if (kind === '') return refuse('no-location', `There is no location in ${zoneName(p.zone)}.`);
    if (LOCATION_CARDS[kind].defense === 0) return refuse('not-raidable', `The ${LOCATION_CARDS[kind].name} cannot be raided.`);
    if (destroyedAny(p.ship!)) return refuse('destroyed-location', 'You cannot raid with a destroyed hit location.');
    return s.turn!.actionsLeft > 0 ? null : refuse('no-actions', 'You have no actions left this turn.');
  },
  run(st, seat, _a, log) {
    const p = seatToChange(st, seat);
    const t = st.turn!;
    t.actionsLeft -= 1;
    t.acted = true;
    const token = locationAt(st, p.zone);
    st.locationRaid = { zone: p.zone, token, step: 'bombard', cards: [], dice: [], toDiscard: 0, gold: 0 };
    const card = cardOf(st);
    for (let k = 0; k < card.defense; k++) {
      const c = drawCargo(st);
      if (c >= 0) st.locationRaid.cards.push(c);
    }
    log.push(said(['location-raid', seat, st.locationRaid.token, p.zone, st.locationRaid.cards.length]));
    bounty(st, seat, log);
  },
};

/** Bombardment: one die per cannon, one at a time; each success discards a card of the raider's choice. */
export const bombard: Handler<Of<'bombard'>> = {
  check(s, seat) {
    const r = s.locationRaid!;
    if (r.step !== 'bombard') return refuse('not-now', 'The bombardment is over.');
    if (r.toDiscard > 0) return refuse('discard-first', 'Choose the card your hit silences first.');
    if (r.cards.length === 0) return refuse('no-cards', 'No defense card is left to fire at.');
    if (r.dice.length >= s.seats[seat]!.ship!.cannons) return refuse('no-cannons', 'Every cannon has fired.');
    return null;
  },
  run(st, seat, _a, log) {
    const r = st.locationRaid!;
    const [die] = rollDice(st, 1);
    r.dice.push(die!);
    if (die === SKULL) r.toDiscard += 1;
    log.push(said(['cannon', seat, die!]));
  },
};

export const bombardDiscard: Handler<Of<'bombard-discard'>> = {
  check(s, _seat, a) {
    const r = s.locationRaid!;
    if (r.toDiscard <= 0) return refuse('no-hit', 'A card is discarded only for a bombardment success.');
    return r.cards.includes(a.card) ? null : refuse('not-drawn', 'That card is not among the defense cards.');
  },
  run(st, seat, a, log) {
    const r = st.locationRaid!;
    r.toDiscard -= 1;
    r.cards = r.cards.filter((c) => c !== a.card);
    own(st, 'cargoDiscard').push(a.card);
    if (r.cards.length === 0) r.toDiscard = 0;
    log.push(said(['silence', seat]));
  },
};

/** The remaining hit icons land: 2 hits each when the escape icons match the ship's MANEUVERABILITY. */
export const bombardStop: Handler<Of<'bombard-stop'>> = {
  check(s) {
    const r = s.locationRaid!;
    if (r.step !== 'bombard') return refuse('not-now', 'The bombardment is over.');
    return r.toDiscard > 0 ? refuse('discard-first', 'Choose the card your hit silences first.') : null;
  },
  run(st, seat, _a, log) {
    const r = st.locationRaid!;
    const p = seatToChange(st, seat);
    const ship = p.ship!;
    const escapes = escapesOf(r.cards);
    const per = escapes >= shipMax(ship).maneuverability ? 2 : 1;
    const hits = cardOf(st).ignoreHits ? [] : r.cards.map((c) => CARGO[c]!.icon).filter((icon) => icon !== 'escape');
    const landed = hits.flatMap((loc) => Array.from({ length: per }, () => hitShip(ship, loc as 'hull') || loc));
    log.push(said(['guns-answer', r.token, landed.map((loc) => locationIndex(loc as HitLocation))]));
    if (ship.hull <= 0) {
      endRaid(st);
      killCaptain(st, seat, log);
      return;
    }
    trimCargo(st, seat, log);
    if (destroyedAny(ship)) {
      log.push(said(['raid-fails']));
      endRaid(st);
      return;
    }
    r.step = 'assault';
  },
};

export const retreat: Handler<Of<'retreat'>> = {
  check: (s) => (s.locationRaid!.step === 'assault' ? null : refuse('not-now', 'You may retreat once the bombardment is over.')),
  run(st, seat, _a, log) {
    log.push(said(['retreat', seat, st.locationRaid!.token]));
    endRaid(st);
  },
};

/**
 * The ground assault counts as a round of crew combat for abilities: the born leader and a
 * master-at-arms roll a die more, a surgeon ignores the first crew hit, a crew combat glory card
 * adds its dice (`location-assault-cards.ts`) and the crew's loyalty (module 11) counts as in crew combat.
 */
function assaultDice(p: PlayerState, cardDice: number): number {
  const leadership = skillDice(p, 'leadership');
  return combatLeadership(p, leadership) + (hasAbility(p, 'born-leader') ? 1 : 0) + (hasSpecialist(p, 'master-at-arms') ? 1 : 0) + cardDice;
}

/** Ground assault: a crew hit per escape icon, less LEADERSHIP successes; surviving, the location is taken. */
export const groundAssault: Handler<Of<'ground-assault'>> = {
  check: (s) => (s.locationRaid!.step === 'assault' ? null : refuse('not-now', 'Finish the bombardment first.')),
  run(st, seat, _a, log) {
    const r = st.locationRaid!;
    const p = seatToChange(st, seat);
    const dice = rollDice(st, assaultDice(p, r.crewBonus ?? 0));
    const lost = Math.max(0, escapesOf(r.cards) - successes(dice) - (ignoresFirstCrewHit(p, hasSpecialist(p, 'surgeon')) ? 1 : 0));
    p.ship!.crew = Math.max(0, p.ship!.crew - lost);
    log.push(said(['ashore', seat, [...dice], lost]));
    if (p.ship!.crew <= 0) {
      endRaid(st);
      killCaptain(st, seat, log);
      return;
    }
    const gold = r.cards.reduce((a, c) => a + CARGO[c]!.plunder, 0);
    p.gold += gold;
    r.gold = gold;
    log.push(said(['location-taken', seat, r.token, gold]));
    own(st, 'locations')![r.zone] = -1;
    bounty(st, seat, log);
    if (gold >= LOCATION_GLORY_GOLD) gainGlory(st, seat, ['plunder', gold], log);
    if (kindOf(r.token) === 'prison') freePrisoner(st, seat, log);
    r.step = 'keep';
  },
};

export const lootCard: Handler<Of<'loot-card'>> = {
  check(s, seat, a) {
    const p = s.seats[seat]!;
    if (s.locationRaid!.step !== 'keep' || !s.locationRaid!.cards.includes(a.card)) return refuse('not-loot', 'That card is not in the loot.');
    return p.cargo.length < cargoCapacity(p) ? null : refuse('hold-full', 'Your hold is full; throw a cargo card overboard first.');
  },
  run(st, seat, a) {
    const r = st.locationRaid!;
    r.cards = r.cards.filter((c) => c !== a.card);
    seatToChange(st, seat).cargo.push(a.card);
    gained(st, seat, a.card);
  },
};

export const lootDone: Handler<Of<'loot-done'>> = {
  check: (s) => (s.locationRaid!.step === 'keep' ? null : refuse('not-now', 'There is no loot to leave yet.')),
  run(st) {
    endRaid(st);
  },
};
