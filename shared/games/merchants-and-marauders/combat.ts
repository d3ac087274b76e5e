/**
 * Naval combat (rulebook "Naval combat"): each round both captains declare shoot, board or flee
 * (aggressor first; only shoot in the first round), may announce glory cards, roll a SEAMANSHIP
 * contest, and the hits are rolled for location and land simultaneously. NPC sides are played
 * by `npcDeclare` and `npcPlaceHit` (NPC combat control: docs/games/merchants-and-marauders.md).
 */
import type { LogEntry } from '../../core/log';
import { startCrewCombat, crewRound, MAX_COMBAT_ROUNDS, openCardWindow } from './crew';
import { LOCATION_BY_NUMBER, LOCATIONS, SKULL } from './data';
import { carvedHullDice } from './modifications';
import { declareBonus } from './seas-abilities';
import { enemyOf, isNpcSide, landHit, maneuverabilityOf, newSide, seatOf, shipOf, shipSeen, sideOf, skillOf } from './fighters';
import { npcIsPirate, npcNation, npcShipType } from './npc';
import { bothSunk, defeat, endCombat } from './spoils';
import { addBounty, alive, hasAbility, hasMod, hasSpecialist, isPirate, nationOf, newShip, pips, rollDice, successes, trimCargo } from './state';
import type { CombatAction, CombatState, Fighter, HitLocation, MmState, Nation } from './types';
import { npcFightingShip, sideWeapons } from './npc-upgrades';
import { npcUpgradeDecision } from './npc-upgrades-combat';
import { burnBeforeNextRound, caltropsDice, newAmmunitionSkulls, newShotReady, noteSpread, spreadChoice } from './weapons';
import { said } from './log';
import { COMBAT_ACTIONS } from './log-names';

/** The nation whose ship is attacked, when attacking it earns a bounty (a non-pirate ship). */
function violatedNation(st: MmState, f: Fighter): Nation | '' {
  if (f.kind === 'npc') return npcIsPirate(f.slot) ? '' : (npcNation(f.slot) as Nation);
  const p = st.seats[f.seat]!;
  return isPirate(p) ? '' : nationOf(p);
}

export function startCombat(st: MmState, attacker: Fighter, defender: Fighter, log: LogEntry[]): void {
  const npcShip = (f: Fighter) => (f.kind === 'npc' ? npcFightingShip(st, f.slot) : null);
  const c: CombatState = {
    sides: [newSide(attacker), newSide(defender)],
    npcShips: [npcShip(attacker), npcShip(defender)],
    stage: 'naval', round: 1, preRound: false, step: 'declare', queue: [], contestWinner: -1, winner: -1, plunderCards: [], prize: null,
  };
  st.combat = c;
  log.push(said(['engage', sideOf(st, c, 0), sideOf(st, c, 1)]));
  // A bounty right after starting combat with a non-pirate ship (rulebook "Bounties and rewards").
  const violated = violatedNation(st, defender);
  if (attacker.kind === 'player' && violated) addBounty(st, attacker.seat, violated, log);
  // Long guns fire before the first round (no chain-shot or grapeshot with them).
  const volley = [0, 1].map((i) => (hasMod(shipSeen(st, c, i), 'long-guns') ? successes(rollDice(st, shipSeen(st, c, i).cannons)) : 0));
  if (volley.some((n) => n > 0)) {
    c.preRound = true;
    for (const i of [0, 1]) {
      c.sides[i]!.hitRolls = rollDice(st, volley[i]!);
      if (volley[i]) log.push(said(['long-guns', sideOf(st, c, i), volley[i]!]));
    }
    c.step = 'shot';
    c.queue = [];
    return;
  }
  openDeclare(c);
}

function openDeclare(c: CombatState): void {
  c.step = 'declare';
  c.queue = [0, 1];
  for (const side of c.sides) {
    side.declared = '';
    side.shot = '';
  }
}

/** Shoot only in round 1 or with destroyed masts; no boarding without crew; NPCs flee only when outgunned or outmanned. */
export function legalDeclarations(st: MmState, c: CombatState, i: number): CombatAction[] {
  const ship = shipSeen(st, c, i);
  if (c.round <= 1 || ship.masts <= 0) return ['shoot'];
  const out: CombatAction[] = ['shoot'];
  if (ship.crew > 0) out.push('board');
  const enemy = shipSeen(st, c, enemyOf(i));
  if (!isNpcSide(c, i) || ship.cannons < enemy.cannons || ship.crew < enemy.crew) out.push('flee');
  return out;
}

/** The NPC's declaration: board when its crew is stronger, flee when sinking and allowed, else shoot. */
function npcDeclare(st: MmState, c: CombatState, i: number): CombatAction {
  const legal = legalDeclarations(st, c, i);
  const me = shipSeen(st, c, i);
  const enemy = shipSeen(st, c, enemyOf(i));
  if (legal.includes('board') && me.crew > enemy.crew && skillOf(st, c, i, 'leadership') >= 2) return 'board';
  if (legal.includes('flee') && me.hull <= 1) return 'flee';
  return 'shoot';
}

/** Where an NPC takes a skull hit: the sturdiest location other than the hull, the hull last. */
export function npcPlaceHit(st: MmState, c: CombatState, i: number): HitLocation {
  const ship = shipSeen(st, c, i);
  const others = LOCATIONS.filter((l) => l !== 'hull').sort((a, b) => ship[b] - ship[a]);
  const sturdy = others[0]!;
  if (ship[sturdy] > 1) return sturdy;
  if (ship.hull > 1) return 'hull';
  return others.find((l) => ship[l] >= 1) ?? 'hull';
}

export function declare(st: MmState, c: CombatState, i: number, action: CombatAction, log: LogEntry[]): void {
  c.sides[i]!.declared = action;
  c.queue.shift();
  log.push(said(['declare', sideOf(st, c, i), COMBAT_ACTIONS.indexOf(action)]));
}

function seamanshipDice(st: MmState, c: CombatState, i: number): number {
  const side = c.sides[i]!;
  let n = skillOf(st, c, i, 'seamanship');
  if (maneuverabilityOf(st, c, i) >= maneuverabilityOf(st, c, enemyOf(i)) + 2) n += 1;
  const seat = seatOf(c, i);
  if (seat >= 0) {
    const p = st.seats[seat]!;
    if (hasAbility(p, 'old-salt') && side.declared === 'flee') n += 1;
    n += declareBonus(p, side.declared);
    if (hasSpecialist(p, 'sailing-master') && (side.declared === 'board' || side.declared === 'flee')) n += 1;
  }
  if (side.effects.includes('full-sail')) n += 2;
  n = carvedHullDice(shipSeen(st, c, enemyOf(i)), c.sides.some((x) => x.declared === 'flee'), n);
  return shipSeen(st, c, i).masts <= 0 ? 1 : n;
}

function rollContest(st: MmState, c: CombatState, log: LogEntry[]): void {
  for (const i of [0, 1]) {
    const side = c.sides[i]!;
    side.dice = rollDice(st, caltropsDice(c, i, seamanshipDice(st, c, i)));
    const seat = seatOf(c, i);
    if (seat >= 0 && successes(side.dice) === 0 && !side.luckyUsed && hasAbility(st.seats[seat]!, 'lucky')) {
      side.luckyUsed = true;
      side.dice = rollDice(st, side.dice.length);
      log.push(said(['lucky', sideOf(st, c, i)]));
    }
  }
  log.push(said(['contest', c.round, sideOf(st, c, 0), [...c.sides[0]!.dice], sideOf(st, c, 1), [...c.sides[1]!.dice]]));
  c.step = 'grapple';
  c.queue = [0, 1].filter((i) => {
    const side = c.sides[i]!;
    return side.declared === 'board' && sideWeapons(st, c, i).includes('grappling-hooks') && side.dice.some((d) => d !== SKULL);
  });
}

/** Most successes wins; equal successes are split by pips; no success at all is nobody's win. */
export function contestWinner(a: number[], b: number[]): number {
  const sa = successes(a);
  const sb = successes(b);
  if (sa === 0 && sb === 0) return -1;
  if (sa !== sb) return sa > sb ? 0 : 1;
  const pa = pips(a);
  const pb = pips(b);
  return pa === pb ? -1 : pa > pb ? 0 : 1;
}

function hitsOf(st: MmState, c: CombatState, i: number): number {
  const side = c.sides[i]!;
  const ship = shipSeen(st, c, i);
  const seat = seatOf(c, i);
  const p = seat >= 0 ? st.seats[seat]! : undefined;
  let hits = 0;
  if (side.declared === 'shoot' && ship.cannons > 0) {
    if (c.contestWinner === i) {
      hits = ship.cannons + (p && hasAbility(p, 'broadside') ? 1 : 0) + (p && hasSpecialist(p, 'gunner-captain') ? 1 : 0);
    } else {
      hits = Math.min(successes(side.dice), ship.cannons);
      if (hits > 0 && p && hasSpecialist(p, 'master-gunner')) hits += 1;
    }
    if (hits > 0 && side.effects.includes('broadside-volley')) hits += 2;
  }
  return hits + side.effects.filter((e) => e === 'chaser').length;
}

function resolveContest(st: MmState, c: CombatState, log: LogEntry[]): void {
  c.contestWinner = contestWinner(c.sides[0]!.dice, c.sides[1]!.dice);
  const w = c.contestWinner;
  log.push(said(w < 0 ? ['no-maneuver'] : ['maneuver', sideOf(st, c, w), sideOf(st, c, 1 - w)]));
  for (const i of [0, 1]) {
    const hits = hitsOf(st, c, i);
    c.sides[i]!.hitRolls = rollDice(st, hits);
    if (hits) log.push(said(['hits', sideOf(st, c, i), hits, [...c.sides[i]!.hitRolls]]));
  }
  c.step = 'shot';
  c.queue = [0, 1].filter((i) => {
    const w = sideWeapons(st, c, i);
    return (c.sides[i]!.hitRolls.includes(SKULL) && (w.includes('chain-shot') || w.includes('grapeshot'))) || newShotReady(st, c, i);
  });
}

/** Numbered hits land first, then skulls: on masts or crew with a special shot, else where the target chooses. */
function landNumberedHits(st: MmState, c: CombatState, log: LogEntry[]): void {
  for (const i of [0, 1]) {
    const target = enemyOf(i);
    const shot = c.sides[i]!.shot;
    for (const r of c.sides[i]!.hitRolls) {
      if (r === SKULL) continue;
      const loc = LOCATION_BY_NUMBER[r]!;
      // In a chain-shot (grapeshot) round no hit to destroyed masts (crew) moves to the hull,
      // the numbered ones included (rulebook "Chain-shots and grapeshots").
      const keep = (shot === 'chain-shot' && loc === 'masts') || (shot === 'grapeshot' && loc === 'crew');
      landHit(st, c, target, loc, keep, log);
    }
  }
  for (const i of [0, 1]) {
    const side = c.sides[i]!;
    const skulls = side.hitRolls.filter((r) => r === SKULL).length;
    const target = enemyOf(i);
    if (side.shot === 'chain-shot' || side.shot === 'grapeshot') {
      const loc: HitLocation = side.shot === 'chain-shot' ? 'masts' : 'crew';
      for (let k = 0; k < skulls; k++) landHit(st, c, target, loc, true, log);
    } else if (!newAmmunitionSkulls(st, c, i, skulls, log)) c.sides[target]!.skullsToAssign += skulls;
  }
  c.step = 'assign';
  c.queue = [0, 1].filter((i) => c.sides[i]!.skullsToAssign > 0);
}

function finishNavalRound(st: MmState, c: CombatState, log: LogEntry[]): void {
  for (const i of [0, 1]) {
    const seat = seatOf(c, i);
    if (seat >= 0 && alive(st.seats[seat]!)) trimCargo(st, seat, log);
  }
  const sunk = [0, 1].map((i) => shipSeen(st, c, i).hull <= 0);
  if (sunk[0] && sunk[1]) return bothSunk(st, c, log);
  if (sunk[0] || sunk[1]) return defeat(st, c, sunk[0] ? 1 : 0, 'sunk', log);
  if (c.preRound) {
    c.preRound = false;
    return openDeclare(c);
  }
  const w = c.contestWinner;
  const winner = w >= 0 ? c.sides[w]! : undefined;
  if (winner?.declared === 'board' && shipSeen(st, c, w).crew > 0) return startCrewCombat(st, c, w, log);
  if (winner?.declared === 'flee' && (successes(c.sides[1 - w]!.dice) === 0 || winner.effects.includes('smoke-screen'))) {
    log.push(said(['escapes', sideOf(st, c, w)]));
    return endCombat(st, log);
  }
  if (burnBeforeNextRound(st, c, log)) return;
  c.round += 1;
  if (c.round > MAX_COMBAT_ROUNDS) {
    log.push(said(['nightfall']));
    return endCombat(st, log);
  }
  openDeclare(c);
}

/** Chasers fire once after you or your opponent declares Flee (rulebook "Ship modifications"). */
function afterDeclarations(st: MmState, c: CombatState): void {
  for (const i of [0, 1]) {
    const seen = shipSeen(st, c, i);
    const someoneFlees = c.sides[i]!.declared === 'flee' || c.sides[enemyOf(i)]!.declared === 'flee';
    if (!someoneFlees || !hasMod(seen, 'chasers') || seen.chasersSpent) continue;
    shipOf(st, c, i).chasersSpent = true;
    c.sides[i]!.effects.push('chaser');
  }
}

/** Runs the battle until a player must decide; false when one must. */
export function combatAdvance(st: MmState, log: LogEntry[]): boolean {
  const c = st.combat!;
  if (c.queue.length > 0) {
    const i = c.queue[0]!;
    if (!isNpcSide(c, i)) return false;
    if (c.step === 'declare') declare(st, c, i, npcDeclare(st, c, i), log);
    else if (c.step === 'assign') {
      const loc = spreadChoice(st, c, i, npcPlaceHit(st, c, i));
      landHit(st, c, i, loc, false, log);
      c.sides[i]!.skullsToAssign -= 1;
      noteSpread(c, i, loc);
      if (c.sides[i]!.skullsToAssign <= 0) c.queue.shift();
    } else npcUpgradeDecision(st, c, i, log);
    return true;
  }
  switch (c.step) {
    case 'declare': {
      openCardWindow(st, c);
      afterDeclarations(st, c);
      return true;
    }
    case 'announce':
      c.step = 'resolve-card';
      c.queue = [0, 1].filter((i) => c.sides[i]!.announced >= 0);
      return true;
    case 'resolve-card':
      if (c.stage === 'naval') rollContest(st, c, log);
      else crewRound(st, c, log);
      return true;
    case 'grapple':
      resolveContest(st, c, log);
      return true;
    case 'shot':
      landNumberedHits(st, c, log);
      return true;
    case 'assign':
      finishNavalRound(st, c, log);
      return true;
    case 'plunder':
      if (c.prize) {
        c.step = 'claim';
        c.queue = [c.winner];
      } else endCombat(st, log);
      return true;
    case 'claim':
      endCombat(st, log);
      return true;
  }
}
