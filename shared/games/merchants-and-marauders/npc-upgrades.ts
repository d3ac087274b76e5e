/**
 * Seas of Glory module 4, "NPC upgrades": a face-down pool of 17 tokens; every NPC captain taking
 * command draws one (the 0 token: nothing; the 2 token: two upgrades), and the treasure galleon
 * (module 6) draws one at setup. An NPC's ship carries its modifications into every battle and
 * spends each special weapon once a battle. Beaten in crew combat, it leaves its unspent weapons
 * to the victor (who has room and may leave them: choices.ts) and its modifications on the ship he may claim; what is left goes
 * back to the pool. Tokens the players hold go back to the pool, not to the shipyard, when spent,
 * sold or sunk. Readings: docs/games/merchants-and-marauders.md. Combat decisions: npc-upgrades-combat.ts.
 */
import type { LogEntry } from '../../core/log';
import { randomInt } from '../../core/rng';
import { own } from './change';
import { NPC_SLOTS } from './cards';
import { SHIPS, WEAPONS } from './data';
import { GALLEON_SLOT } from './galleon-card';
import { npcOf, npcShipType } from './npc';
import { said } from './log';
import { shipIndex } from './log-names';
import {
  NO_UPGRADE, NPC_UPGRADES, TWO_UPGRADES, UPGRADE_MOD_BASE, isUpgradeMod, upgradeTokensInPlay, weaponToken,
} from './npc-upgrades-data';
import { newShip, shipMax } from './state';
import type { CombatState, MmState, PlayerState, ShipState, Weapon } from './types';

/** The pool (face down, drawn at random), the tokens on each NPC's card (slot; the galleon last) and the weapons spent in this battle. */
export interface NpcUpgradesState {
  pool: number[];
  on: number[][];
  spent: number[];
}

export function setupNpcUpgrades(st: MmState): void {
  if (!st.options.npcUpgrades) return;
  st.npcUpgrades = { pool: upgradeTokensInPlay(st.options), on: [...NPC_SLOTS.map(() => []), []], spent: [] };
  // "If you play with NPC upgrades, you also draw one for the treasure galleon."
  if (st.galleon) drawNpcUpgrades(st, GALLEON_SLOT, []);
}

export const upgradesOn = (st: MmState, slot: number): number[] => st.npcUpgrades?.on[slot] ?? [];

/** A man-o-war's crew and cannons are already at 5: extra hammocks or an extra cannon port do nothing on it. */
function fits(st: MmState, slot: number, token: number): boolean {
  const t = NPC_UPGRADES[token]!;
  if (t.kind !== 'mod') return true;
  const ship = SHIPS[npcShipType(st, slot)];
  if (t.mod === 'extra-hammocks') return ship.crew < 5;
  if (t.mod === 'extra-cannon-port') return ship.cannons < 5;
  return true;
}

/** One token out of the pool at random among those `ok` allows (a token refused is drawn again); -1 if none. */
function drawToken(st: MmState, ok: (token: number) => boolean): number {
  const u = st.npcUpgrades!;
  const candidates = u.pool.filter(ok);
  if (candidates.length === 0) return -1;
  const token = candidates[randomInt(st.rng, candidates.length)]!;
  if (token !== NO_UPGRADE && token !== TWO_UPGRADES) u.pool.splice(u.pool.indexOf(token), 1);
  return token;
}

/** The draw for a captain taking command: the 0 token gives nothing, the 2 token two upgrades (0 and 2 drawn again). */
function drawNpcUpgrades(st: MmState, slot: number, log: LogEntry[]): void {
  const u = st.npcUpgrades!;
  const upgrade = (t: number): boolean => t !== NO_UPGRADE && t !== TWO_UPGRADES && fits(st, slot, t);
  const first = drawToken(st, (t) => t === NO_UPGRADE || t === TWO_UPGRADES || fits(st, slot, t));
  if (first === TWO_UPGRADES) {
    for (let k = 0; k < 2; k++) {
      const t = drawToken(st, upgrade);
      if (t >= 0) u.on[slot]!.push(t);
    }
  } else if (first >= 0 && first !== NO_UPGRADE) u.on[slot]!.push(first);
  const got = u.on[slot]!;
  log.push(said(['npc-draws', npcOf(st, slot), [...got]]));
}

/** Every token on an NPC's card goes back to the pool (the NPC sank, left the sea, or its card was covered). */
export function dropNpcUpgrades(st: MmState, slot: number): void {
  const u = st.npcUpgrades;
  if (!u) return;
  const tokens = u.on[slot]!.splice(0);
  u.pool.push(...tokens);
  u.spent = u.spent.filter((t) => !tokens.includes(t));
}

/** A captain takes command of an NPC ship (drawn, revealed below a defeated one, or at sea from the start): a new draw. */
export function newNpcUpgrades(st: MmState, slot: number, log: LogEntry[]): void {
  if (!st.npcUpgrades) return;
  dropNpcUpgrades(st, slot);
  drawNpcUpgrades(st, slot, log);
}

/** After a war or peace, a ship keeps its tokens; one it cannot use (a man-o-war's) is replaced by a new upgrade. */
export function fitNpcUpgrades(st: MmState, log: LogEntry[]): void {
  const u = st.npcUpgrades;
  if (!u) return;
  for (const [slot, tokens] of u.on.entries()) {
    for (const token of tokens.filter((t) => !fits(st, slot, t))) {
      tokens.splice(tokens.indexOf(token), 1);
      u.pool.push(token);
      const t = drawToken(st, (x) => x !== NO_UPGRADE && x !== TWO_UPGRADES && fits(st, slot, x) && x !== token);
      if (t >= 0) tokens.push(t);
      log.push(said(['npc-cannot-use', npcOf(st, slot), token, shipIndex(npcShipType(st, slot)), t]));
    }
  }
}

/** The NPC's ship for a battle: fully repaired, with its upgrades fitted (crew and cannons filled to the new maximum). */
export function npcFightingShip(st: MmState, slot: number): ShipState {
  const ship = newShip(npcShipType(st, slot));
  const mods = upgradesOn(st, slot).filter((t) => NPC_UPGRADES[t]!.kind === 'mod');
  if (mods.length === 0) return ship;
  ship.mods = mods.map((t) => UPGRADE_MOD_BASE + t);
  const max = shipMax(ship);
  return { ...ship, crew: max.crew, cannons: max.cannons, cargo: max.cargo };
}

/** The special weapons an NPC still has in this battle. */
export function npcWeapons(st: MmState, slot: number): Weapon[] {
  const spent = st.npcUpgrades?.spent ?? [];
  return upgradesOn(st, slot).flatMap((t) => {
    const u = NPC_UPGRADES[t]!;
    return u.kind === 'weapon' && !spent.includes(t) ? [u.weapon] : [];
  });
}

/** The special weapons side `i` of a battle may spend: a player's, or an NPC's unspent upgrades. */
export function sideWeapons(st: MmState, c: CombatState, i: number): Weapon[] {
  const f = c.sides[i]!.fighter;
  return f.kind === 'player' ? st.seats[f.seat]!.weapons : npcWeapons(st, f.slot);
}

export function spendNpcWeapon(st: MmState, w: Weapon): void {
  st.npcUpgrades!.spent.push(weaponToken(w));
}

/** "After a battle, an NPC gets its special weapon upgrade back after it is used, if it survived." */
export function restoreNpcWeapons(st: MmState): void {
  if (st.npcUpgrades) st.npcUpgrades.spent = [];
}

/** The NPC's modifications stay on the beaten ship (the prize): off its card. */
export function takeUpgradeMods(st: MmState, slot: number, mods: number[]): number[] {
  const u = st.npcUpgrades;
  if (u) for (const id of mods) u.on[slot] = u.on[slot]!.filter((t) => UPGRADE_MOD_BASE + t !== id);
  return [...mods];
}

/** Modifications leaving play: NPC upgrades go back to their pool; the others are returned. */
export function returnUpgradeMods(st: MmState, ids: number[]): number[] {
  const ups = ids.filter(isUpgradeMod);
  if (ups.length && st.npcUpgrades) st.npcUpgrades.pool.push(...ups.map((id) => id - UPGRADE_MOD_BASE));
  return ups.length ? ids.filter((id) => !isUpgradeMod(id)) : ids;
}

/** A player's special weapon leaves his ship (spent, lost or sunk): an NPC upgrade to its pool, else to the shipyard. */
export function returnWeapon(st: MmState, p: PlayerState, w: Weapon): void {
  const k = p.npcWeapons?.indexOf(w) ?? -1;
  if (k >= 0 && st.npcUpgrades) {
    p.npcWeapons!.splice(k, 1);
    if (p.npcWeapons!.length === 0) delete p.npcWeapons;
    st.npcUpgrades.pool.push(weaponToken(w));
    return;
  }
  own(st, 'weaponSupply')[WEAPONS.indexOf(w)]! += 1;
}

/** A plundered weapon changes hands with its token. */
export function passWeapon(from: PlayerState, to: PlayerState, w: Weapon): void {
  to.weapons.push(w);
  const k = from.npcWeapons?.indexOf(w) ?? -1;
  if (k < 0) return;
  from.npcWeapons!.splice(k, 1);
  if (from.npcWeapons!.length === 0) delete from.npcWeapons;
  to.npcWeapons = [...(to.npcWeapons ?? []), w];
}

/** The NPC's crow's nest is always used: +1 die when it scouts, -1 (at least 1) for a player scouting for it. */
const hasCrowsNest = (st: MmState, slot: number): boolean => upgradesOn(st, slot).some((t) => NPC_UPGRADES[t]!.kind === 'mod' && (NPC_UPGRADES[t] as { mod: string }).mod === 'crows-nest');
export const npcScoutBonus = (st: MmState, slot: number): number => (hasCrowsNest(st, slot) ? 1 : 0);
export const scoutingForNpc = (st: MmState, slot: number, dice: number): number => (slot >= 0 && hasCrowsNest(st, slot) ? Math.max(1, dice - 1) : dice);
