/**
 * The two sides of a battle, whether player captains or NPCs: their ships, skills and names, and
 * one hit landing on a ship with everything that can soften it (rulebook "Hit locations").
 */
import type { Seat } from '../../core/engine';
import type { LogEntry } from '../../core/log';
import { npcCaptain, npcOf } from './npc';
import { captainOf, hasAbility, hasMod, hitShip, shipMax, trimCargo } from './state';
import type { CombatSide, CombatState, Fighter, HitLocation, MmState, ShipState, Skill } from './types';
import { said } from './log';
import { locationIndex, type SideRef } from './log-names';
import { seatToChange } from './change';

export function newSide(fighter: Fighter): CombatSide {
  return {
    fighter, declared: '', dice: [], announced: -1, played: [], effects: [], hitRolls: [], shot: '', skullsToAssign: 0,
    braceLeft: 0, luckyUsed: false, seaDogUsed: false, surgeonUsed: false, crewBonus: 0,
  };
}

export const seatOf = (c: CombatState, i: number): Seat => {
  const f = c.sides[i]!.fighter;
  return f.kind === 'player' ? f.seat : -1;
};
export const isNpcSide = (c: CombatState, i: number): boolean => c.sides[i]!.fighter.kind === 'npc';
export const enemyOf = (i: number): number => 1 - i;

export function shipOf(st: MmState, c: CombatState, i: number): ShipState {
  const f = c.sides[i]!.fighter;
  return f.kind === 'player' ? seatToChange(st, f.seat).ship! : c.npcShips[i]!;
}

/** Side `i`'s ship to read only: a player's ship is not copied for it (shipOf copies the seat to write in). */
export function shipSeen(st: MmState, c: CombatState, i: number): ShipState {
  const f = c.sides[i]!.fighter;
  return f.kind === 'player' ? st.seats[f.seat]!.ship! : c.npcShips[i]!;
}

/** Side `i` as the log carries it: a seat, or the non-player ship (log-names.ts SideRef). */
export function sideOf(st: MmState, c: CombatState, i: number): SideRef {
  const f = c.sides[i]!.fighter;
  return f.kind === 'player' ? f.seat : npcOf(st, f.slot);
}

/** NPC captains have SEAMANSHIP, SCOUTING and LEADERSHIP only. */
export function skillOf(st: MmState, c: CombatState, i: number, skill: Skill): number {
  const f = c.sides[i]!.fighter;
  if (f.kind === 'player') return captainOf(st.seats[f.seat]!)?.[skill] ?? 0;
  const card = npcCaptain(st, f.slot);
  if (!card) return 0;
  return skill === 'influence' ? 0 : card[skill];
}

export function maneuverabilityOf(st: MmState, c: CombatState, i: number): number {
  return shipMax(shipSeen(st, c, i)).maneuverability;
}

/**
 * One hit on side `i`'s ship. Brace for impact and the Sea dog captain ignore hits; a reinforced
 * hull absorbs the first hit that would hit the hull or destroy a location. `keep`: chain-shot and
 * grapeshot hits never move to the hull.
 */
export function landHit(st: MmState, c: CombatState, i: number, loc: HitLocation, keep: boolean, log: LogEntry[]): void {
  const side = c.sides[i]!;
  const ship = shipOf(st, c, i);
  const name = sideOf(st, c, i);
  if (side.braceLeft > 0) {
    side.braceLeft -= 1;
    log.push(said(['brace', name, locationIndex(loc)]));
    return;
  }
  const seat = seatOf(c, i);
  if (seat >= 0 && !side.seaDogUsed && hasAbility(seatToChange(st, seat), 'sea-dog')) {
    side.seaDogUsed = true;
    log.push(said(['sea-dog', name]));
    return;
  }
  const target: HitLocation = ship[loc] > 0 || keep ? loc : 'hull';
  if (hasMod(ship, 'reinforced-hull') && !ship.reinforcedSpent && (target === 'hull' || ship[target] === 1)) {
    ship.reinforcedSpent = true;
    log.push(said(['reinforced', name, locationIndex(target)]));
    return;
  }
  const hit = hitShip(ship, loc, keep);
  log.push(said(hit ? ['hit', name, locationIndex(hit), ship[hit] <= 0 ? 1 : 0] : ['hit-gone', name, locationIndex(loc)]));
  // A smaller hold loses its excess cards at once, not at the end of the round ("Hit locations").
  if (hit === 'cargo' && seat >= 0) trimCargo(st, seat, log);
}
