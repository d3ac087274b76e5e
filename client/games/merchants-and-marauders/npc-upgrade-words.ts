/**
 * Seas of Glory module 4 in words: each NPC ship's (and the treasure galleon's) badges, two letters
 * per upgrade token on its card (lower case once a weapon is spent in this battle), and the side
 * column's line naming them in full with the pool's size. The badges are drawn by npc-upgrades.ts.
 */
import { GALLEON_SLOT } from '../../../shared/games/merchants-and-marauders/galleon-card';
import { NPC_UPGRADES } from '../../../shared/games/merchants-and-marauders/npc-upgrades-data';
import type { MmBoard } from './words';

/** Two letters per token kind, in the table's order. */
const LETTERS: Record<string, string> = {
  'extra-hammocks': 'HM', 'advanced-rigs': 'RG', 'reinforced-hull': 'RH', chasers: 'CH', 'extra-cannon-port': 'CP', 'swivel-guns': 'SG',
  'long-guns': 'LG', 'carved-hull': 'CV', 'crows-nest': 'CN', 'grappling-hooks': 'GH', 'chain-shot': 'CS', grapeshot: 'GS',
  'heated-shot': 'HS', 'double-shot': 'DS', caltrops: 'CT',
};

/** The upgrade tokens on an NPC's card (the galleon's for its slot); none without the module. */
export function upgradesOf(board: Pick<MmBoard, 'seas' | 'npcs'>, slot: number): number[] {
  if (!board.seas?.npcUpgrades) return [];
  return slot === GALLEON_SLOT ? board.seas.npcUpgrades.galleon : (board.npcs[slot]?.upgrades ?? []);
}

/** A token's two letters ("LG"). */
export function upgradeLetters(token: number): string {
  const u = NPC_UPGRADES[token];
  return LETTERS[u?.kind === 'mod' ? u.mod : u?.kind === 'weapon' ? u.weapon : ''] ?? '?';
}

/** The badges of an NPC ship: "LG", and "cs" for a chain-shot spent in this battle. */
export function upgradeBadges(board: Pick<MmBoard, 'seas' | 'npcs'>, slot: number): string[] {
  const spent = board.seas?.npcUpgrades?.spent ?? [];
  return upgradesOf(board, slot).map((t) => (spent.includes(t) ? upgradeLetters(t).toLowerCase() : upgradeLetters(t)));
}

/** The side column's line: each upgraded NPC with its upgrades in full, and the pool's size. */
export function npcUpgradeLines(board: Pick<MmBoard, 'seas' | 'npcs'>, name: (slot: number) => string): string[] {
  const u = board.seas?.npcUpgrades;
  if (!u) return [];
  const slots = [...board.npcs.map((n, slot) => (n.inPlay ? slot : -1)).filter((s) => s >= 0), ...((board.seas?.galleon?.zone ?? -1) >= 0 ? [GALLEON_SLOT] : [])];
  const parts = slots.filter((s) => upgradesOf(board, s).length > 0).map((s) => `${name(s)}: ${upgradesOf(board, s).map((t) => NPC_UPGRADES[t]?.name ?? '?').join(', ')}`);
  return [`NPC upgrades (${u.pool} in the pool)${parts.length ? `: ${parts.join('; ')}` : ''}`];
}


/** The combat panel's line for an NPC side: its upgrades, a spent weapon marked so. */
export function npcUpgradeMarks(board: Pick<MmBoard, 'seas' | 'npcs'>, side: { kind: string; id: number }): string[] {
  if (side.kind !== 'npc') return [];
  const spent = board.seas?.npcUpgrades?.spent ?? [];
  const names = upgradesOf(board, side.id).map((t) => `${NPC_UPGRADES[t]?.name ?? '?'}${spent.includes(t) ? ' (spent)' : ''}`);
  return names.length ? [`Upgrades: ${names.join(', ')}`] : [];
}
