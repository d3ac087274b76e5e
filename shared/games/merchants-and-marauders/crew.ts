/**
 * Crew combat (rulebook "Crew combat"): after a boarding, both captains roll LEADERSHIP every
 * round; each success kills an enemy crew member, at most as many as one's own crew. Whoever
 * loses the last crew loses the battle and dies.
 */
import type { LogEntry } from '../../core/log';
import { seatOf, shipOf, shipSeen, sideOf, skillOf } from './fighters';
import { combatLeadership } from './loyalty';
import { ignoresFirstCrewHit } from './seas-abilities';
import { defeat, endCombat } from './spoils';
import { hasAbility, hasMod, hasSpecialist, pips, rollDice, successes } from './state';
import type { CombatState, MmState } from './types';
import { caltropsDice } from './weapons';
import { said } from './log';

/** A battle that cannot be decided ends after this many rounds of either stage (our safety rule). */
export const MAX_COMBAT_ROUNDS = 30;

function crewHit(st: MmState, c: CombatState, i: number, log: LogEntry[]): void {
  const side = c.sides[i]!;
  const seat = seatOf(c, i);
  if (seat >= 0 && !side.surgeonUsed && ignoresFirstCrewHit(st.seats[seat]!, hasSpecialist(st.seats[seat]!, 'surgeon'))) {
    side.surgeonUsed = true;
    log.push(said(hasSpecialist(st.seats[seat]!, 'surgeon') ? ['surgeon', sideOf(st, c, i)] : ['surgeon', sideOf(st, c, i), 1]));
    return;
  }
  const ship = shipOf(st, c, i);
  ship.crew = Math.max(0, ship.crew - 1);
}

/** Opens the glory card window of a round: players holding glory cards are asked in turn order. */
export function openCardWindow(st: MmState, c: CombatState): void {
  for (const side of c.sides) {
    side.effects = [];
    side.played = [];
    side.braceLeft = 0;
  }
  c.step = 'announce';
  c.queue = [0, 1].filter((i) => {
    const seat = seatOf(c, i);
    return seat >= 0 && st.seats[seat]!.gloryHand.length > 0;
  });
}

export function startCrewCombat(st: MmState, c: CombatState, boarder: number, log: LogEntry[]): void {
  c.stage = 'crew';
  c.round = 1;
  log.push(said(['boards', sideOf(st, c, boarder), sideOf(st, c, 1 - boarder)]));
  // Swivel guns fire just before crew combat, whoever boarded (rulebook "Ship modifications").
  for (const i of [0, 1]) {
    if (!hasMod(shipSeen(st, c, i), 'swivel-guns')) continue;
    const dice = rollDice(st, 2);
    log.push(said(['swivel', sideOf(st, c, i), [...dice]]));
    if (successes(dice) > 0) crewHit(st, c, 1 - i, log);
  }
  // A ship without crew loses crew combat as soon as it begins.
  const empty = [0, 1].filter((i) => shipSeen(st, c, i).crew <= 0);
  if (empty.length === 2) {
    log.push(said(['no-crews']));
    endCombat(st, log);
    return;
  }
  if (empty.length === 1) {
    defeat(st, c, 1 - empty[0]!, 'crew', log);
    return;
  }
  openCardWindow(st, c);
}

function crewDice(st: MmState, c: CombatState, i: number): number {
  let n = skillOf(st, c, i, 'leadership') + c.sides[i]!.crewBonus;
  const seat = seatOf(c, i);
  if (seat >= 0) {
    const p = st.seats[seat]!;
    n += combatLeadership(p, skillOf(st, c, i, 'leadership')) - skillOf(st, c, i, 'leadership');
    if (hasAbility(p, 'born-leader')) n += 1;
    if (hasSpecialist(p, 'master-at-arms')) n += 1;
  }
  return n;
}

/** One round of crew combat; hits are simultaneous. */
export function crewRound(st: MmState, c: CombatState, log: LogEntry[]): void {
  const before = [0, 1].map((i) => shipSeen(st, c, i).crew);
  for (const i of [0, 1]) c.sides[i]!.dice = rollDice(st, caltropsDice(c, i, crewDice(st, c, i)));
  const hits = [0, 1].map((i) => Math.min(successes(c.sides[i]!.dice), before[i]!));
  log.push(said(['crew-round', c.round, sideOf(st, c, 0), [...c.sides[0]!.dice], sideOf(st, c, 1), [...c.sides[1]!.dice]]));
  for (const i of [0, 1]) for (let k = 0; k < hits[i]!; k++) crewHit(st, c, 1 - i, log);
  const out = [0, 1].map((i) => shipSeen(st, c, i).crew <= 0);
  if (out[0] && out[1]) {
    // Both lost their last crew: most successes, then pips, win; else nobody does.
    const s = c.sides.map((x) => successes(x.dice));
    const p = c.sides.map((x) => pips(x.dice));
    const w = s[0] !== s[1] ? (s[0]! > s[1]! ? 0 : 1) : p[0] !== p[1] ? (p[0]! > p[1]! ? 0 : 1) : -1;
    if (w < 0) {
      log.push(said(['crews-fall']));
      endCombat(st, log);
    } else defeat(st, c, w, 'crew', log);
    return;
  }
  if (out[0] || out[1]) {
    defeat(st, c, out[0] ? 1 : 0, 'crew', log);
    return;
  }
  c.round += 1;
  if (c.round > MAX_COMBAT_ROUNDS) {
    log.push(said(['crews-break']));
    endCombat(st, log);
    return;
  }
  openCardWindow(st, c);
}
