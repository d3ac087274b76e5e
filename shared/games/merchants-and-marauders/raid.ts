/**
 * Merchant raids (rulebook "Merchant raids"): a found merchant is engaged or let go; a raid draws
 * 3 cargo cards, SEAMANSHIP successes draw, discard or exchange cards, then the icons decide:
 * hits damage the raider, enough escapes let the merchant go, otherwise the plunder is taken.
 */
import type { Seat } from '../../core/engine';
import type { LogEntry } from '../../core/log';
import { CARGO } from './cards';
import { MERCHANT_TOKENS, NATIONS, RAID_CARDS, RAID_GLORY_GOLD, SKULL, WEAPONS, ZONES, zoneIndex } from './data';
import { killCaptain } from './life';
import { returnWeapon } from './npc-upgrades';
import {
  addBounty, alive, captainOf, drawCargo, gainGlory, hasAbility, hitShip, refuse, rollDice, shipMax, successes, trimCargo, type Refusal,
} from './state';
import { abilityGold, raidBonus } from './seas-abilities';
import type { MmState, Nation, Weapon } from './types';
import { said } from './log';
import { own, seatToChange } from './change';

const HAVANA = zoneIndex('Havana');
const SAN_JUAN = zoneIndex('San Juan');
export const CARTAGENA = zoneIndex('Cartagena');

export function startRaid(st: MmState, seat: Seat, token: number, log: LogEntry[]): void {
  const p = st.seats[seat]!;
  own(st, 'merchants')[p.zone] = -1;
  st.raid = { step: 'engage', token, nation: p.zone === CARTAGENA ? 'spanish' : '', cards: [], dice: [], successes: 0, gold: 0 };
  log.push(said(['merchant', seat, token]));
}

/** The merchant's nation is the token's or the zone's, the raider's choice (Cartagena: Spanish). */
export function raidNations(st: MmState, seat: Seat): Nation[] {
  const r = st.raid!;
  if (r.nation) return [r.nation];
  const zoneNation = zoneNationOf(st.seats[seat]!.zone);
  const token = MERCHANT_TOKENS[r.token]!;
  return zoneNation && zoneNation !== token ? [token, zoneNation] : [token];
}
const zoneNationOf = (z: number): Nation | '' => ZONES[z]?.nation ?? '';

export function checkRaid(st: MmState, seat: Seat, nation: Nation): Refusal {
  const p = st.seats[seat]!;
  if (!raidNations(st, seat).includes(nation)) return refuse('bad-nation', `This merchant can only be taken as ${raidNations(st, seat).join(' or ')}.`);
  const ship = p.ship!;
  if (ship.hull <= 0 || ship.cargo <= 0 || ship.masts <= 0 || ship.crew <= 0 || ship.cannons <= 0) {
    return refuse('destroyed-location', 'You cannot raid with a destroyed hit location; let the merchant go.');
  }
  return null;
}

export function raid(st: MmState, seat: Seat, nation: Nation, log: LogEntry[]): void {
  const r = st.raid!;
  r.nation = nation;
  own(st, 'merchantTrack').push(r.token);
  addBounty(st, seat, nation, log);
  r.cards = drawLine(st, seat, nation);
  noteDraw(st, r.cards, true);
  r.dice = rollDice(st, captainOf(st.seats[seat]!)!.seamanship + raidBonus(st.seats[seat]!));
  r.successes = successes(r.dice);
  r.step = 'spend';
  log.push(said(['raid', seat, NATIONS.indexOf(nation), r.cards.length, [...r.dice]]));
}

/** The raid's opening line: 3 cargo cards; Havana: a Spanish merchant shows a fourth, kept only if it has a hit. */
export function drawLine(st: MmState, seat: Seat, nation: Nation): number[] {
  const cards: number[] = [];
  for (let k = 0; k < RAID_CARDS; k++) pushCard(st, cards);
  if (st.seats[seat]!.zone === HAVANA && nation === 'spanish') {
    const extra = drawCargo(st);
    if (extra >= 0) (CARGO[extra]!.icon !== 'escape' ? cards : own(st, 'cargoDiscard')).push(extra);
  }
  return cards;
}

export function pushCard(st: MmState, cards: number[]): void {
  const c = drawCargo(st);
  if (c >= 0) cards.push(c);
}

/** With favors in play, the latest draw is the one a favor may draw anew (a discard without a draw ends that chance). */
function noteDraw(st: MmState, cards: number[], line: boolean): void {
  if (!Array.isArray(st.favors)) return;
  if (cards.length) st.raid!.favorDraw = { cards: [...cards], line };
  else delete st.raid!.favorDraw;
}

export function letGo(st: MmState, seat: Seat, log: LogEntry[]): void {
  own(st, 'merchantTrack').push(st.raid!.token);
  st.raid = null;
  log.push(said(['merchant-free', seat]));
}

/** A special weapon token turns a failed die into a success. */
export function raidWeapon(st: MmState, seat: Seat, weapon: Weapon, log: LogEntry[]): void {
  const r = st.raid!;
  const p = seatToChange(st, seat);
  p.weapons = p.weapons.filter((w) => w !== weapon);
  returnWeapon(st, p, weapon);
  const i = r.dice.findIndex((d) => d !== SKULL);
  r.dice[i] = SKULL;
  r.successes += 1;
  log.push(said(['raid-weapon', seat, WEAPONS.indexOf(weapon)]));
}

export function raidDraw(st: MmState, seat: Seat, log: LogEntry[]): void {
  st.raid!.successes -= 1;
  pushCard(st, st.raid!.cards);
  noteDraw(st, st.raid!.cards.slice(-1), false);
  log.push(said(['raid-draw', seat]));
}

export function raidDiscard(st: MmState, seat: Seat, card: number, exchange: boolean, log: LogEntry[]): void {
  const r = st.raid!;
  r.successes -= 1;
  r.cards = r.cards.filter((c) => c !== card);
  own(st, 'cargoDiscard').push(card);
  if (exchange) pushCard(st, r.cards);
  noteDraw(st, exchange ? r.cards.slice(-1) : [], false);
  log.push(said(['raid-card', seat, exchange ? 1 : 0]));
}

/** Hits land, then escapes and destroyed locations decide (rulebook "Merchant raids"). */
export function raidFinish(st: MmState, seat: Seat, log: LogEntry[]): void {
  const r = st.raid!;
  const p = seatToChange(st, seat);
  const ship = p.ship!;
  let failed = false;
  for (const card of r.cards) {
    const icon = CARGO[card]!.icon;
    if (icon === 'escape') continue;
    const hit = hitShip(ship, icon);
    if (hit && ship[hit] <= 0) failed = true;
  }
  const escapes = r.cards.filter((c) => CARGO[c]!.icon === 'escape').length;
  const hits = r.cards.length - escapes;
  log.push(said(['merchant-cards', hits, escapes]));
  if (ship.hull <= 0) {
    own(st, 'cargoDiscard').push(...r.cards);
    st.raid = null;
    log.push(said(['raid-sinks', seat]));
    killCaptain(st, seat, log);
    return;
  }
  trimCargo(st, seat, log);
  if (failed || escapes >= shipMax(ship).maneuverability) {
    log.push(said(failed ? ['raid-fails'] : ['merchant-escapes']));
    if (abilityGold(p, 'salvager') > 0) salvage(st, seat, log);
    own(st, 'cargoDiscard').push(...r.cards);
    st.raid = null;
    return;
  }
  let gold = r.cards.reduce((a, c) => a + CARGO[c]!.plunder, 0);
  if (p.zone === SAN_JUAN && r.nation === 'spanish') gold += 3;
  if (hasAbility(p, 'raider')) gold += 2;
  p.gold += gold;
  r.gold = gold;
  log.push(said(['raid-gold', seat, gold]));
  if (gold >= RAID_GLORY_GOLD) gainGlory(st, seat, ['plunder', gold], log);
  r.step = 'keep';
  if (!alive(p)) st.raid = null;
}

/** Salvager: a raid that comes to nothing still brings a little gold. */
function salvage(st: MmState, seat: Seat, log: LogEntry[]): void {
  const gold = abilityGold(st.seats[seat]!, 'salvager');
  seatToChange(st, seat).gold += gold;
  log.push(said(['salvage', seat, gold]));
}

/** Cards the raider leaves behind go to the discard pile. */
export function raidDone(st: MmState): void {
  own(st, 'cargoDiscard').push(...st.raid!.cards);
  st.raid = null;
}
