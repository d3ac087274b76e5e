/**
 * The two sides of a battle, whether player captains or NPCs: their ships, skills and names, and
 * one hit landing on a ship with everything that can soften it (rulebook "Hit locations").
 */
import type { Seat } from '../../core/engine';
import { logEntry, type LogEntry } from '../../core/log';
import { npcCaptain, npcName } from './npc';
import { captainOf, hasAbility, hasMod, hitShip, shipMax, trimCargo } from './state';
import type { CombatSide, CombatState, Fighter, HitLocation, MmState, ShipState, Skill } from './types';

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
  return f.kind === 'player' ? st.seats[f.seat]!.ship! : c.npcShips[i]!;
}

export function sideName(st: MmState, c: CombatState, i: number): string {
  const f = c.sides[i]!.fighter;
  return f.kind === 'player' ? `{s${f.seat}}` : npcName(st, f.slot);
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
  return shipMax(shipOf(st, c, i)).maneuverability;
}

/**
 * One hit on side `i`'s ship. Brace for impact and the Sea dog captain ignore hits; a reinforced
 * hull absorbs the first hit that would hit the hull or destroy a location. `keep`: chain-shot and
 * grapeshot hits never move to the hull.
 */
export function landHit(st: MmState, c: CombatState, i: number, loc: HitLocation, keep: boolean, log: LogEntry[]): void {
  const side = c.sides[i]!;
  const ship = shipOf(st, c, i);
  const name = sideName(st, c, i);
  if (side.braceLeft > 0) {
    side.braceLeft -= 1;
    log.push(logEntry(`${name} braces and ignores a hit to the ${loc}.`));
    return;
  }
  const seat = seatOf(c, i);
  if (seat >= 0 && !side.seaDogUsed && hasAbility(st.seats[seat]!, 'sea-dog')) {
    side.seaDogUsed = true;
    log.push(logEntry(`${name} shrugs off the first hit of the battle.`));
    return;
  }
  const target: HitLocation = ship[loc] > 0 || keep ? loc : 'hull';
  if (hasMod(ship, 'reinforced-hull') && !ship.reinforcedSpent && (target === 'hull' || ship[target] === 1)) {
    ship.reinforcedSpent = true;
    log.push(logEntry(`${name}'s reinforced hull absorbs a hit to the ${target}.`));
    return;
  }
  const hit = hitShip(ship, loc, keep);
  log.push(logEntry(hit ? `${name} takes a hit to the ${hit}${ship[hit] <= 0 ? ' (destroyed)' : ''}.` : `${name}'s ${loc} is already destroyed.`));
  // A smaller hold loses its excess cards at once, not at the end of the round ("Hit locations").
  if (hit === 'cargo' && seat >= 0) trimCargo(st, seat, log);
}
