/**
 * Seas of Glory rules that hook into the base game's flow: variant 1 "Flexible turns" (the turn
 * order drawn cube by cube), variant 4 "It's a hard life" (NPCs at sea before the first round) and module 8 "Wind and weather" (the wind spun each round, moves
 * with and against it, the storm token). Readings: docs/games/merchants-and-marauders.md.
 */
import type { Seat } from '../../core/engine';
import type { LogEntry } from '../../core/log';
import { randomInt } from '../../core/rng';
import { CAPTAINS, EVENTS, NPC_SLOTS } from './cards';
import { BORDERS, DIRECTIONS, LOCATION_BY_NUMBER, zoneIndex } from './data';
import { skillRoll } from './favors';
import { killCaptain } from './life';
import { npcOf, zoneTowards } from './npc';
import { newNpcUpgrades } from './npc-upgrades';
import { alive, captainOf, hitShip, rollDice, trimCargo } from './state';
import type { Direction, HitLocation, MmState } from './types';
import { said } from './log';
import { locationIndex } from './log-names';
import { npcToChange, own, seatToChange } from './change';

const OPPOSITE: Record<Direction, Direction> = { N: 'S', S: 'N', E: 'W', W: 'E' };
/** Hits a captain takes from the storm token before SEAMANSHIP successes take them off. */
export const STORM_HITS = 3;

/**
 * Variant 4: going through the event deck from the top, the first two naval ships of different
 * nations and the first NPC pirate enter play in their zones; a ship whose zone is a player
 * captain's home port is passed over for the next. The other cards keep their order.
 */
export function hardLifeStart(st: MmState, log: LogEntry[]): void {
  const homes = new Set(st.seats.filter((p) => p.captain >= 0).map((p) => zoneIndex(CAPTAINS[p.captain]!.home)));
  let navies = 0;
  let pirate = false;
  for (let i = st.eventDeck.length - 1; i >= 0 && (navies < 2 || !pirate); i--) {
    const card = st.eventDeck[i]!;
    const e = EVENTS[card]!;
    if (e.kind !== 'arrival' || homes.has(zoneIndex(e.zone))) continue;
    const isPirate = NPC_SLOTS[e.slot]!.pirate;
    if (st.npcs[e.slot]!.stack.length > 0 || (isPirate ? pirate : navies >= 2)) continue;
    const npc = npcToChange(st, e.slot);
    own(st, 'eventDeck').splice(i, 1);
    npc.stack.push(card);
    npc.zone = zoneIndex(e.zone);
    if (isPirate) pirate = true;
    else navies += 1;
    log.push(said(['hard-life', npcOf(st, e.slot), npc.zone]));
    newNpcUpgrades(st, e.slot, log);
  }
}

/** Module 8, at the start of every round before the event card: the spinner, then the storm drifts with the wind. */
export function spinWind(st: MmState, log: LogEntry[]): void {
  if (!st.options.wind) return;
  st.wind = DIRECTIONS[randomInt(st.rng, DIRECTIONS.length)]!;
  log.push(said(['wind', DIRECTIONS.indexOf(st.wind)]));
  if (st.storm < 0) return;
  const from = st.storm;
  st.storm = zoneTowards(from, st.wind);
  log.push(said(['storm-drift', from, st.storm]));
}

/** The direction letter of the border from `from` to `to` ('' when they do not border). */
function borderDir(from: number, to: number): Direction | '' {
  return BORDERS[from]?.find((b) => b.to === to)?.dir ?? '';
}

/**
 * Actions a move costs with the wind (module 8): the first move with the wind each turn is free,
 * the first against it costs 2; every other move costs 1, as without the module.
 */
export function moveCost(s: MmState, from: number, to: number): number {
  if (!s.options.wind || s.wind === '' || !s.turn) return 1;
  const dir = borderDir(from, to);
  if (dir === s.wind && !s.turn.withWindUsed) return 0;
  if (dir === OPPOSITE[s.wind] && !s.turn.againstWindUsed) return 2;
  return 1;
}

/** Marks the wind's once-per-turn effects used by a move from `from` to `to`. */
export function noteWindMove(st: MmState, from: number, to: number): void {
  if (!st.options.wind || st.wind === '' || !st.turn) return;
  const dir = borderDir(from, to);
  if (dir === st.wind) st.turn.withWindUsed = true;
  if (dir === OPPOSITE[st.wind]) st.turn.againstWindUsed = true;
}

/**
 * The storm token batters a captain at sea in its zone: 3 hits less 1 per SEAMANSHIP success,
 * each on a location rolled with the hit die (a skull hits the hull).
 */
export function stormStrikes(st: MmState, seat: Seat, log: LogEntry[]): void {
  const seen = st.seats[seat]!;
  if (st.storm < 0 || !alive(seen) || seen.inPort || seen.zone !== st.storm) return;
  const p = seatToChange(st, seat);
  const saved = skillRoll(st, seat, captainOf(p)!.seamanship, STORM_HITS, log);
  const hits = Math.max(0, STORM_HITS - saved);
  if (hits === 0) {
    log.push(said(['storm-out', seat, p.zone, saved]));
    return;
  }
  const places: HitLocation[] = rollDice(st, hits).map((face) => LOCATION_BY_NUMBER[face] ?? 'hull');
  const landed = places.map((loc) => hitShip(p.ship!, loc) || loc);
  log.push(said(['storm-hits', p.zone, seat, saved, landed.map(locationIndex)]));
  trimCargo(st, seat, log);
  if (p.ship!.hull <= 0) killCaptain(st, seat, log);
}

/** NPCs in the storm token's zone never scout for players (module 8). */
export const stormHides = (s: MmState, zone: number): boolean => s.storm >= 0 && s.storm === zone;

/**
 * Variant 1: a cube is drawn from the bag for each turn; its colour plays next. Drawn when the
 * turn comes (never in advance), so the rest of the round's order is known to nobody. Returns the
 * seat, or -1 when every seat has played this round (the cubes go back in the bag).
 */
export function drawTurnCube(st: MmState, log: LogEntry[]): Seat {
  const played = st.cubesDrawn ?? [];
  const bag = st.seats.map((_, seat) => seat).filter((seat) => !played.includes(seat));
  if (bag.length === 0) {
    st.cubesDrawn = [];
    return -1;
  }
  const seat = bag[randomInt(st.rng, bag.length)]!;
  st.cubesDrawn = [...played, seat];
  log.push(said(['cube', seat]));
  return seat;
}
