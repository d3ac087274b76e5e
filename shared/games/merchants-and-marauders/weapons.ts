/**
 * Seas of Glory module 2, "New special weapons": heated shot, double shot and caltrops. They are
 * bought, held (one of each kind, six kinds in all) and spent in raids as the base weapons are;
 * in naval combat each has its own effect. Readings: docs/games/merchants-and-marauders.md.
 */
import type { LogEntry } from '../../core/log';
import { BASE_WEAPONS, LOCATIONS, SKULL, WEAPONS } from './data';
import { enemyOf, seatOf, shipOf, sideOf } from './fighters';
import { sideWeapons, returnWeapon } from './npc-upgrades';
import { refuse, type Refusal } from './state';
import type { CombatState, HitLocation, MmOptions, MmState, Weapon } from './types';
import { said } from './log';
import { seatToChange } from './change';

/** The module's weapons: the shot step offers them after the base game's. */
export const NEW_WEAPONS = WEAPONS.slice(BASE_WEAPONS) as readonly Weapon[];
/** Heated shot and double shot are special ammunition, as chain-shot and grapeshot: one a round. */
const AMMUNITION: readonly Weapon[] = ['chain-shot', 'grapeshot', 'heated-shot', 'double-shot'];
/** A double shot makes at most this many hits do one extra hit each. */
export const DOUBLE_SHOT_EXTRA = 2;

export const isNewWeapon = (w: Weapon | ''): w is Weapon => w !== '' && NEW_WEAPONS.includes(w);

/** The weapon kinds of a table, in supply order (the supply holds one pile per kind in play). */
export function weaponsInPlay(options: MmOptions): readonly Weapon[] {
  return options.newWeapons ? WEAPONS : WEAPONS.slice(0, BASE_WEAPONS);
}

export function weaponRefusal(s: MmState, w: Weapon): Refusal {
  return weaponsInPlay(s.options).includes(w) ? null : refuse('no-such-weapon', `The ${w} is sold only with the Seas of Glory module "New special weapons".`);
}

const holds = (st: MmState, c: CombatState, i: number, w: Weapon): boolean => sideWeapons(st, c, i).includes(w);

/** Why side `i` may not use a new weapon now (the shot step, after the hit locations are rolled). */
function useRefusal(c: CombatState, i: number, w: Weapon): Refusal {
  const side = c.sides[i]!;
  if (w === 'heated-shot' && !side.hitRolls.includes(SKULL)) return refuse('no-skull', 'A heated shot needs at least one skull among your hit locations.');
  if (w === 'double-shot' && side.hitRolls.length === 0) return refuse('no-hits', 'A double shot needs hits to double.');
  if (w === 'caltrops' && side.declared !== 'board') return refuse('not-boarding', 'Caltrops are spent only after a contest where you chose to board.');
  if (AMMUNITION.includes(w) && side.shot !== '') return refuse('one-ammunition', 'Only one special ammunition can be spent per combat round.');
  return null;
}

/** Side `i` is asked at the shot step because it could spend one of the module's weapons. */
export function newShotReady(st: MmState, c: CombatState, i: number): boolean {
  return NEW_WEAPONS.some((w) => holds(st, c, i, w) && useRefusal(c, i, w) === null);
}

export function newShotRefusal(st: MmState, c: CombatState, i: number, w: Weapon): Refusal {
  return useRefusal(c, i, w);
}

/**
 * Spends a new weapon. Heated and double shots are this round's ammunition (their effect comes
 * when the hits land); caltrops hobble the enemy's next roll. Caltrops leave the side in the
 * queue while it can still fire ammunition the same round.
 */
export function fireNewWeapon(st: MmState, c: CombatState, i: number, w: Weapon, log: LogEntry[]): void {
  const p = seatToChange(st, seatOf(c, i));
  p.weapons = p.weapons.filter((x) => x !== w);
  returnWeapon(st, p, w);
  const enemy = enemyOf(i);
  if (w === 'caltrops') {
    c.sides[enemy]!.caltropped = true;
    log.push(said(['caltrops', sideOf(st, c, i), sideOf(st, c, enemy)]));
    const ammoLeft = AMMUNITION.some((a) => p.weapons.includes(a) && (a !== 'chain-shot' && a !== 'grapeshot' ? useRefusal(c, i, a) === null : c.sides[i]!.hitRolls.includes(SKULL)));
    if (!ammoLeft) c.queue.shift();
    return;
  }
  c.queue.shift();
  c.sides[i]!.shot = w;
  log.push(said(['shoots', sideOf(st, c, i), WEAPONS.indexOf(w), sideOf(st, c, enemy)]));
}

/**
 * The skulls of side `i`'s round under a new ammunition; false when there is none (the base rule
 * applies). Heated shot: the skulls do no damage but set the enemy on fire. Double shot: up to 2
 * hits add one hit each; the skulls and the extra hits are placed by the enemy, spread.
 */
export function newAmmunitionSkulls(st: MmState, c: CombatState, i: number, skulls: number, log: LogEntry[]): boolean {
  const side = c.sides[i]!;
  const target = c.sides[enemyOf(i)]!;
  if (side.shot === 'heated-shot') {
    if (skulls > 0 && !(c.burning ?? []).includes(enemyOf(i))) c.burning = [...(c.burning ?? []), enemyOf(i)];
    log.push(said(['on-fire', sideOf(st, c, enemyOf(i))]));
    return true;
  }
  if (side.shot === 'double-shot') {
    const extra = Math.min(DOUBLE_SHOT_EXTRA, side.hitRolls.length);
    target.skullsToAssign += skulls + extra;
    if (skulls + extra > 0) target.spread = [];
    log.push(said(['double-shot', sideOf(st, c, i), extra]));
    return true;
  }
  return false;
}

/** Under a double shot the hits go evenly to as many intact locations as possible. */
function spreadAllowed(st: MmState, c: CombatState, i: number): HitLocation[] {
  const side = c.sides[i]!;
  const ship = shipOf(st, c, i);
  const intact = LOCATIONS.filter((l) => ship[l] > 0);
  if (!side.spread || intact.length === 0) return [...LOCATIONS];
  const count = (l: HitLocation): number => side.spread!.filter((x) => x === l).length;
  const least = Math.min(...intact.map(count));
  return intact.filter((l) => count(l) === least);
}

export function spreadRefusal(s: MmState, c: CombatState, i: number, loc: HitLocation): Refusal {
  return spreadAllowed(s, c, i).includes(loc) ? null : refuse('spread-hits', 'A double shot\'s hits are spread: choose an intact location hit fewest times so far.');
}

/** The NPC's choice under a spread: its usual place if allowed, else the sturdiest allowed one. */
export function spreadChoice(st: MmState, c: CombatState, i: number, wanted: HitLocation): HitLocation {
  const allowed = spreadAllowed(st, c, i);
  if (allowed.includes(wanted)) return wanted;
  const ship = shipOf(st, c, i);
  return [...allowed].sort((a, b) => ship[b] - ship[a])[0]!;
}

/** Records a placed hit; the spread ends with the last hit to place. */
export function noteSpread(c: CombatState, i: number, loc: HitLocation): void {
  const side = c.sides[i]!;
  if (!side.spread) return;
  if (side.skullsToAssign <= 0) delete side.spread;
  else side.spread.push(loc);
}

/**
 * A burning ship takes 1 damage of its captain's choice before every new naval round: at the end
 * of a round that leads to another, once per round. True when the damage is now to be placed.
 */
export function burnBeforeNextRound(st: MmState, c: CombatState, log: LogEntry[]): boolean {
  const burning = (c.burning ?? []).filter((i) => shipOf(st, c, i).hull > 0);
  if (burning.length === 0 || c.burnedRound === c.round) return false;
  c.burnedRound = c.round;
  for (const i of burning) {
    c.sides[i]!.skullsToAssign += 1;
    log.push(said(['fire-damage', sideOf(st, c, i)]));
  }
  c.step = 'assign';
  c.queue = burning;
  return true;
}

/** Caltrops: one die less (at least 1) on the side's next SEAMANSHIP or LEADERSHIP roll. */
export function caltropsDice(c: CombatState, i: number, dice: number): number {
  const side = c.sides[i]!;
  if (!side.caltropped) return dice;
  delete side.caltropped;
  return dice <= 1 ? dice : dice - 1;
}
