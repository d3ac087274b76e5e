/**
 * Seas of Glory module 4, "NPC upgrades": the 17 tokens as data. The rulebook gives their count,
 * the 0 and 2 tokens and that the others are NPC ship modifications and special weapons, but not
 * the list: ours is every base modification an NPC can use (its hold is never modelled, so no
 * extended hold), the carved hull and crow's nest of module 3 (the plank needs a loyalty track
 * NPCs have not), and the six special weapons. See "NPC upgrades" in
 * docs/games/merchants-and-marauders.md. Each token reuses the rules of its modification or weapon.
 */
import { MOD_KINDS, MOD_TOKENS, WEAPON_TEXT } from './data';
import type { MmOptions, ModKind, Weapon } from './types';

export type NpcUpgradeToken =
  | { kind: 'draw'; upgrades: 0 | 2; name: string; text: string }
  | { kind: 'mod'; mod: ModKind; name: string; text: string; needs?: 'newMods' }
  | { kind: 'weapon'; weapon: Weapon; name: string; text: string; needs?: 'newWeapons' };

const mod = (m: ModKind, needs?: 'newMods'): NpcUpgradeToken => ({
  kind: 'mod', mod: m, name: MOD_KINDS[m].split(':')[0]!, text: `The NPC's ship has this modification. ${MOD_KINDS[m]}`, ...(needs ? { needs } : {}),
});
const weapon = (w: Weapon, needs?: 'newWeapons'): NpcUpgradeToken => ({
  kind: 'weapon', weapon: w, name: WEAPON_TEXT[w].split(':')[0]!,
  text: `The NPC spends it once a battle and has it back after, if it survives. ${WEAPON_TEXT[w]}`, ...(needs ? { needs } : {}),
});

/** Token ids are the indexes of this table. */
export const NPC_UPGRADES: readonly NpcUpgradeToken[] = [
  { kind: 'draw', upgrades: 0, name: 'No upgrade', text: 'The NPC has no upgrade; the token goes back to the pool.' },
  { kind: 'draw', upgrades: 2, name: 'Two upgrades', text: 'The NPC has two upgrades: two more tokens are drawn (the 0 and 2 drawn again) and this one goes back to the pool.' },
  mod('extra-hammocks'),
  mod('advanced-rigs'),
  mod('reinforced-hull'),
  mod('chasers'),
  mod('extra-cannon-port'),
  mod('swivel-guns'),
  mod('long-guns'),
  mod('carved-hull', 'newMods'),
  mod('crows-nest', 'newMods'),
  weapon('grappling-hooks'),
  weapon('chain-shot'),
  weapon('grapeshot'),
  weapon('heated-shot', 'newWeapons'),
  weapon('double-shot', 'newWeapons'),
  weapon('caltrops', 'newWeapons'),
];

/** A token's name, as the log and the replay print it. */
export const upgradeName = (token: number): string => NPC_UPGRADES[token]?.name ?? '?';

export const NO_UPGRADE = 0;
export const TWO_UPGRADES = 1;

/**
 * An upgrade fitted to a ship is written in its `mods` as this base plus the token id, so the
 * modification rules (`hasMod`, `shipMax`) read it like a port's token of the same kind.
 */
export const UPGRADE_MOD_BASE = 100;
export const isUpgradeMod = (id: number): boolean => id >= UPGRADE_MOD_BASE;

/** The kind of a modification id on a ship: a port's token or an NPC upgrade. */
export function modKindOf(id: number): ModKind {
  if (!isUpgradeMod(id)) return MOD_TOKENS[id]!;
  const t = NPC_UPGRADES[id - UPGRADE_MOD_BASE];
  return t?.kind === 'mod' ? t.mod : MOD_TOKENS[0]!;
}

/** The token of a weapon kind (each kind has one). */
export const weaponToken = (w: Weapon): number => NPC_UPGRADES.findIndex((t) => t.kind === 'weapon' && t.weapon === w);

/** The tokens of a table: without module 3 or module 2, their upgrades leave the pool (the rulebook's setup). */
export function upgradeTokensInPlay(options: MmOptions): number[] {
  return NPC_UPGRADES.map((t, id) => ({ t, id }))
    .filter(({ t }) => t.kind === 'draw' || !t.needs || options[t.needs] === true)
    .map(({ id }) => id);
}
