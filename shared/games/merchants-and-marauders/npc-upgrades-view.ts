/**
 * Seas of Glory module 4 in the view and back (the search bot's determinize.ts): the tokens on
 * the NPCs' cards, on the players' ships and in their weapons are public; the pool is face down,
 * so a viewer sees its size and the strong bot deals it from every token in play not in sight.
 */
import { shuffleInPlace, type RngState } from '../../core/rng';
import { GALLEON_SLOT } from './galleon-card';
import type { NpcUpgradesState } from './npc-upgrades';
import { UPGRADE_MOD_BASE, isUpgradeMod, upgradeTokensInPlay, weaponToken } from './npc-upgrades-data';
import type { CombatSideView, CombatState, MmOptions, MmState, MmView, PlayerState } from './types';

export interface NpcUpgradesView {
  /** Face-down tokens in the pool. */
  pool: number;
  /** The treasure galleon's tokens (the NPC ships' are in their NpcView). */
  galleon: number[];
  /** Weapon tokens an NPC spent in this battle (it has them back after). */
  spent: number[];
}

export function npcUpgradesView(s: MmState): Pick<MmView['seas'], 'npcUpgrades'> {
  const u = s.npcUpgrades;
  return u ? { npcUpgrades: { pool: u.pool.length, galleon: [...u.on[GALLEON_SLOT]!], spent: [...u.spent] } } : {};
}

export const npcUpgradesOfSlot = (s: MmState, slot: number): { upgrades?: number[] } => (s.npcUpgrades ? { upgrades: [...s.npcUpgrades.on[slot]!] } : {});

export const npcWeaponsOf = (s: MmState, p: PlayerState): { npcWeapons?: PlayerState['weapons'] } => (s.npcUpgrades ? { npcWeapons: [...(p.npcWeapons ?? [])] } : {});

/** An NPC ship's fitted upgrades in battle (nothing when it has none, as without the module). */
export function npcSideShip(c: CombatState, i: number): Pick<CombatSideView, 'mods' | 'reinforcedSpent' | 'chasersSpent'> {
  const ship = c.npcShips[i];
  if (!ship || ship.mods.length === 0) return {};
  return { mods: [...ship.mods], reinforcedSpent: ship.reinforcedSpent, chasersSpent: ship.chasersSpent };
}

/**
 * The module's state as a seat may rebuild it: the tokens on cards as shown, the pool every other
 * token in play, in an order drawn for the sampled world.
 */
export function npcUpgradesFromView(v: MmView, options: MmOptions, rng: RngState): { npcUpgrades?: NpcUpgradesState } {
  const u = v.seas.npcUpgrades;
  if (!u) return {};
  const on = [...v.npcs.map((n) => [...(n.upgrades ?? [])]), [...u.galleon]];
  const onShips = [...v.seats.flatMap((p) => p.mods), ...v.combat.prize.mods].filter(isUpgradeMod).map((id) => id - UPGRADE_MOD_BASE);
  const held = [...v.seats.flatMap((p) => (p.npcWeapons ?? []).map(weaponToken)), ...(v.combat.wonWeapons?.weapons ?? []).map(weaponToken)];
  const seen = new Set([...on.flat(), ...onShips, ...held]);
  const pool = shuffleInPlace(rng, upgradeTokensInPlay(options).filter((t) => !seen.has(t)));
  return { npcUpgrades: { pool, on, spent: [...u.spent] } };
}

/** A player's NPC weapons as the view shows them. */
export const npcWeaponsFromView = (p: MmView['seats'][number]): Pick<PlayerState, 'npcWeapons'> => (p.npcWeapons && p.npcWeapons.length ? { npcWeapons: [...p.npcWeapons] } : {});
