/**
 * Non-player captains (rulebook "Non-player captains"): arrival, hunt priority, movement by the
 * event cards' direction letters, and hostile scouting of player captains.
 */
import type { Seat } from '../../core/engine';
import type { LogEntry } from '../../core/log';
import { randomInt, shuffleInPlace } from '../../core/rng';
import { EVENTS, NPC_SLOTS, type EventCard } from './cards';
import { BORDERS, NATIONS, zoneIndex } from './data';
import { scoutingDice } from './modifications';
import { galleonOut } from './galleon';
import { npcRerollFor } from './favors';
import { inspects } from './contraband';
import { alive, atWar, isPirate, nationOf, rollDice, successes } from './state';
import type { Direction, MmState, ShipType } from './types';
import { GALLEON_CAPTAIN, GALLEON_SLOT } from './galleon-card';
import { dropNpcUpgrades, newNpcUpgrades, npcScoutBonus } from './npc-upgrades';
import { said } from './log';
import { directionIndex, type NpcRef } from './log-names';
import { npcToChange, own } from './change';

const TRINIDAD = zoneIndex('Trinidad');
const TORTUGA = zoneIndex('Tortuga');
const NASSAU = zoneIndex('Nassau');
const BASSE_TERRE = zoneIndex('Basse-Terre');

// The treasure galleon (Seas of Glory module 6) fights as a Spanish NPC in its own slot: galleon.ts.
export const npcInPlay = (st: MmState, slot: number): boolean => (slot === GALLEON_SLOT ? (st.galleon?.zone ?? -1) >= 0 : (st.npcs[slot]?.stack.length ?? 0) > 0);
export const npcIsPirate = (slot: number): boolean => NPC_SLOTS[slot]?.pirate ?? false;
export const npcNation = (slot: number) => NPC_SLOTS[slot]?.nation ?? GALLEON_CAPTAIN.nations[0]!;
export function npcCaptain(st: MmState, slot: number): EventCard | undefined {
  if (slot === GALLEON_SLOT) return GALLEON_CAPTAIN;
  const stack = st.npcs[slot]!.stack;
  return stack.length ? EVENTS[stack[stack.length - 1]!] : undefined;
}
/** The ship as the log carries it (log-names.ts NpcRef): its slot and its captain's card. */
export function npcOf(st: MmState, slot: number): NpcRef {
  if (slot === GALLEON_SLOT) return [slot];
  const stack = st.npcs[slot]!.stack;
  return [slot, stack.length ? stack[stack.length - 1]! : -1];
}

/**
 * Naval ships sail frigates, man-o-wars while their nation is at war (our rule: "Events" in
 * docs/games/merchants-and-marauders.md); a Seas of Glory captain brings his own ship (module 1).
 */
export function npcShipType(st: MmState, slot: number): ShipType {
  if (slot === GALLEON_SLOT) return 'galleon';
  const s = NPC_SLOTS[slot]!;
  const own = npcCaptain(st, slot)?.ship;
  if (own) return own;
  if (!s.pirate && st.wars.some((w) => w.a === s.nation || w.b === s.nation)) return 'man-o-war';
  return s.ship;
}

/**
 * Whether the NPC treats the player as a target at all (hunt priority), with the invisibility
 * of the Tortuga and Trinidad port rules applied to the zone the player is in.
 */
export function hostile(st: MmState, slot: number, seat: Seat): boolean {
  const p = st.seats[seat]!;
  if (!alive(p)) return false;
  if (npcIsPirate(slot)) {
    if (isPirate(p)) return false; // pirate truce
    return !(p.zone === TORTUGA && nationOf(p) === 'french');
  }
  const nation = npcNation(slot);
  if (p.zone === TRINIDAD) return false;
  const n = NATIONS.indexOf(nation as (typeof NATIONS)[number]);
  if (p.zone === TORTUGA && isPirate(p) && nation === 'french' && p.bounties[n] === 0) return false;
  return isPirate(p) || atWar(st, nation, nationOf(p));
}

/** Hunt priorities, most important first (rulebook "Hunt priority"). */
export function huntScore(st: MmState, slot: number, seat: Seat): number[] {
  const p = st.seats[seat]!;
  if (npcIsPirate(slot)) return [p.gold, p.cargo.length, p.gold === 0 && p.cargo.length === 0 ? 1 : 0];
  const n = NATIONS.indexOf(npcNation(slot) as (typeof NATIONS)[number]);
  const own = p.bounties[n]!;
  const others = p.bounties.reduce((a, b) => a + b, 0) - own;
  return [own, others, atWar(st, npcNation(slot), nationOf(p)) ? 1 : 0];
}

function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** The zone reached by leaving `zone` towards `dir`, turning clockwise when no border has that letter. */
export function zoneTowards(zone: number, dir: Direction): number {
  const target = { N: 0, E: 90, S: 180, W: 270 }[dir];
  const borders = BORDERS[zone] ?? [];
  const exact = borders.filter((b) => b.dir === dir).sort((x, y) => angleGap(x.bearing, target) - angleGap(y.bearing, target));
  if (exact[0]) return exact[0].to;
  const clockwise = [...borders].sort((x, y) => (x.bearing - target + 360) % 360 - ((y.bearing - target + 360) % 360));
  return clockwise[0]?.to ?? zone;
}
const angleGap = (a: number, b: number): number => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/** One NPC icon of an event card (rulebook "NPC movement"). */
export function moveNpc(st: MmState, slot: number, dir: Direction, log: LogEntry[]): void {
  if (!npcInPlay(st, slot)) return;
  const npc = npcToChange(st, slot);
  const reach = new Set([npc.zone, ...(BORDERS[npc.zone] ?? []).map((b) => b.to)]);
  let best: Seat[] = [];
  let bestScore: number[] = [];
  for (let seat = 0; seat < st.players; seat++) {
    const p = st.seats[seat]!;
    if (!reach.has(p.zone) || !hostile(st, slot, seat)) continue;
    const score = huntScore(st, slot, seat);
    const c = best.length ? compareScores(score, bestScore) : 1;
    if (c > 0) {
      best = [seat];
      bestScore = score;
    } else if (c === 0) best.push(seat);
  }
  const from = npc.zone;
  if (best.length) {
    // Ties on every priority are broken at random (the rulebook's draw of captain cards).
    const target = best[best.length === 1 ? 0 : randomInt(st.rng, best.length)]!;
    npc.zone = st.seats[target]!.zone;
    log.push(said(['hunt', npcOf(st, slot), target, from, npc.zone]));
    return;
  }
  npc.zone = zoneTowards(from, dir);
  log.push(said(['npc-sails', npcOf(st, slot), directionIndex(dir), from, npc.zone]));
}

/**
 * NPCs that will scout for the player now (rulebook "Scouting"): hostile ones in the player's
 * zone, but pirates not while a naval ship is there, and not two man-o-wars together; their order
 * is random (the rulebook shuffles their event cards).
 */
export function scoutingNpcs(st: MmState, seat: Seat): number[] {
  const p = st.seats[seat]!;
  if (!alive(p) || p.inPort) return [];
  // NPCs in the storm token's zone never scout (Seas of Glory module 8).
  if (st.storm >= 0 && st.storm === p.zone) return [];
  const here = st.npcs.map((_, slot) => slot).filter((slot) => npcInPlay(st, slot) && st.npcs[slot]!.zone === p.zone);
  const navyHere = here.some((slot) => !npcIsPirate(slot));
  const manOWars = here.filter((slot) => npcShipType(st, slot) === 'man-o-war').length;
  const slots = here.filter((slot) => {
    if (!hostile(st, slot, seat) && !inspects(st, slot, seat)) return false;
    if (npcIsPirate(slot) && navyHere) return false;
    if (manOWars >= 2 && npcShipType(st, slot) === 'man-o-war') return false;
    return true;
  });
  return shuffleInPlace(st.rng, slots);
}

/**
 * The NPC's SCOUTING roll: naval captains use their skill or the target's bounties of their
 * nation, whichever is higher. Basse-Terre lets French naval ships re-roll; in Nassau naval ships
 * must succeed twice (rulebook "Ports").
 */
export function npcScoutRoll(st: MmState, slot: number, seat: Seat, log: LogEntry[]): boolean {
  const p = st.seats[seat]!;
  const dice = npcScoutDice(st, slot, seat);
  const roll = (): boolean => successes(rollDice(st, dice)) > 0;
  let found = roll();
  if (!found && p.zone === BASSE_TERRE && npcNation(slot) === 'french') found = roll();
  if (found && p.zone === NASSAU && !npcIsPirate(slot)) found = roll();
  log.push(said(['npc-scouts', npcOf(st, slot), seat, found ? 1 : 0]));
  return found && npcRerollFor(st, seat, roll, log);
}

/** The dice of the NPC's SCOUTING roll for `seat` (its skill, or the bounties for a naval ship; upgrades and the target's ship). */
export function npcScoutDice(st: MmState, slot: number, seat: Seat): number {
  const p = st.seats[seat]!;
  let dice = npcCaptain(st, slot)!.scouting;
  if (!npcIsPirate(slot)) dice = Math.max(dice, p.bounties[NATIONS.indexOf(npcNation(slot) as (typeof NATIONS)[number])]!);
  return scoutingDice(undefined, p, dice + npcScoutBonus(st, slot));
}

/**
 * An NPC captain dies: the card below takes over, and the ship is moved back to that captain's
 * home port at the end of the round (rulebook "Non-player captains").
 */
export function npcDefeated(st: MmState, slot: number, log: LogEntry[]): void {
  if (slot === GALLEON_SLOT) return galleonOut(st, log);
  const npc = npcToChange(st, slot);
  const dead = npc.stack.pop();
  if (dead !== undefined) own(st, 'eventDiscard').push(dead);
  if (npc.stack.length === 0) {
    dropNpcUpgrades(st, slot);
    npc.zone = -1;
    npc.returning = false;
    log.push(said(['npc-leaves', slot]));
    return;
  }
  // With two cards below, one is drawn at random to command.
  const i = randomInt(st.rng, npc.stack.length);
  const [next] = npc.stack.splice(i, 1);
  npc.stack.push(next!);
  npc.returning = true;
  log.push(said(['npc-command', npcOf(st, slot), next!]));
  newNpcUpgrades(st, slot, log);
}

/**
 * At the end of the round, arrivals drawn this round take command and move to their zone, and
 * replacement captains sail home (rulebook "Non-player captains").
 */
export function placeArrivals(st: MmState, log: LogEntry[]): void {
  for (const [slot, seen] of st.npcs.entries()) {
    if (seen.arriving < 0 && !(seen.returning && seen.stack.length > 0)) continue;
    const npc = npcToChange(st, slot);
    if (npc.arriving >= 0) {
      npc.stack.push(npc.arriving);
      npc.zone = zoneIndex(EVENTS[npc.arriving]!.zone);
      npc.arriving = -1;
      npc.returning = false;
      log.push(said(['npc-appears', npcOf(st, slot), npc.zone]));
      newNpcUpgrades(st, slot, log);
    } else if (npc.returning && npc.stack.length > 0) {
      npc.zone = zoneIndex(EVENTS[npc.stack[npc.stack.length - 1]!]!.zone);
      npc.returning = false;
      log.push(said(['npc-back', npcOf(st, slot), npc.zone]));
    }
  }
}
