/**
 * Seas of Glory module 4: an NPC spends its special weapon upgrades in battle as a player would,
 * played by the server to win (NPC combat control: docs/games/merchants-and-marauders.md).
 * Grappling hooks re-roll its failed dice after it chose to board; at the shot step it scatters
 * caltrops when boarding, then fires one ammunition: chain-shot (grapeshot when boarding) on
 * skulls, else heated shot on skulls, else a double shot on any hit.
 */
import type { LogEntry } from '../../core/log';
import { SKULL, WEAPONS } from './data';
import { enemyOf, sideOf } from './fighters';
import { said } from './log';
import { sideWeapons, spendNpcWeapon } from './npc-upgrades';
import { rollDice } from './state';
import type { CombatState, MmState, Weapon } from './types';
import { isNewWeapon, newShotRefusal } from './weapons';

function grapple(st: MmState, c: CombatState, i: number, log: LogEntry[]): void {
  const me = c.sides[i]!;
  if (!sideWeapons(st, c, i).includes('grappling-hooks')) return;
  spendNpcWeapon(st, 'grappling-hooks');
  me.dice = me.dice.map((d) => (d === SKULL ? d : rollDice(st, 1)[0]!));
  log.push(said(['npc-hooks', sideOf(st, c, i)]));
}

function shoot(st: MmState, c: CombatState, i: number, log: LogEntry[]): void {
  const me = c.sides[i]!;
  const held = sideWeapons(st, c, i);
  const usable = (w: Weapon): boolean => held.includes(w) && (!isNewWeapon(w) || newShotRefusal(st, c, i, w) === null);
  if (usable('caltrops')) {
    spendNpcWeapon(st, 'caltrops');
    c.sides[enemyOf(i)]!.caltropped = true;
    log.push(said(['caltrops', sideOf(st, c, i), sideOf(st, c, enemyOf(i))]));
  }
  const boarding = me.declared === 'board';
  const order: Weapon[] = me.hitRolls.includes(SKULL)
    ? [boarding ? 'grapeshot' : 'chain-shot', boarding ? 'chain-shot' : 'grapeshot', 'heated-shot', 'double-shot']
    : ['double-shot'];
  const ammo = order.find(usable);
  if (!ammo) return;
  spendNpcWeapon(st, ammo);
  me.shot = ammo;
  log.push(said(['shoots', sideOf(st, c, i), WEAPONS.indexOf(ammo), sideOf(st, c, enemyOf(i))]));
}

/** The NPC side `i` decides at the grapple or shot step (it is queued there only with a weapon to spend); it then leaves the queue. */
export function npcUpgradeDecision(st: MmState, c: CombatState, i: number, log: LogEntry[]): void {
  if (c.step === 'grapple') grapple(st, c, i, log);
  else if (c.step === 'shot') shoot(st, c, i, log);
  c.queue.shift();
}
