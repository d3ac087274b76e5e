/**
 * Seas of Glory module 4 on the table: each NPC ship (and the treasure galleon) wears a badge per
 * upgrade token on its card, two letters each (lower case once a weapon is spent in this battle),
 * and the side column names them in full with the pool's size.
 */
import { Graphics, Text, type Container } from 'pixi.js';
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

/** The badges of an NPC ship: "LG", and "cs" for a chain-shot spent in this battle. */
export function upgradeBadges(board: Pick<MmBoard, 'seas' | 'npcs'>, slot: number): string[] {
  const spent = board.seas?.npcUpgrades?.spent ?? [];
  return upgradesOf(board, slot).map((t) => {
    const u = NPC_UPGRADES[t];
    const letters = LETTERS[u?.kind === 'mod' ? u.mod : u?.kind === 'weapon' ? u.weapon : ''] ?? '?';
    return spent.includes(t) ? letters.toLowerCase() : letters;
  });
}

/** The side column's line: each upgraded NPC with its upgrades in full, and the pool's size. */
export function npcUpgradeLines(board: Pick<MmBoard, 'seas' | 'npcs'>, name: (slot: number) => string): string[] {
  const u = board.seas?.npcUpgrades;
  if (!u) return [];
  const slots = [...board.npcs.map((n, slot) => (n.inPlay ? slot : -1)).filter((s) => s >= 0), ...((board.seas?.galleon?.zone ?? -1) >= 0 ? [GALLEON_SLOT] : [])];
  const parts = slots.filter((s) => upgradesOf(board, s).length > 0).map((s) => `${name(s)}: ${upgradesOf(board, s).map((t) => NPC_UPGRADES[t]?.name ?? '?').join(', ')}`);
  return [`NPC upgrades (${u.pool} in the pool)${parts.length ? `: ${parts.join('; ')}` : ''}`];
}

/** Paints the badges as a row of small plates under a ship token (cleared when there are none). */
export function paintUpgradeBadges(layer: Container, badges: readonly string[], size: number): void {
  layer.removeChildren().forEach((c) => c.destroy());
  if (badges.length === 0) return;
  const w = size * 0.55;
  const h = size * 0.34;
  const x0 = -((badges.length - 1) * w * 1.05) / 2;
  const plates = new Graphics();
  layer.addChild(plates);
  badges.forEach((b, i) => {
    const x = x0 + i * w * 1.05;
    const spent = b === b.toLowerCase();
    plates.roundRect(x - w / 2, -h / 2, w, h, 3).fill({ color: spent ? 0x5a5a5a : 0x8b1e1e }).stroke({ width: 1, color: 0xf2c14e });
    const t = new Text({ text: b.toUpperCase(), style: { fontFamily: 'Georgia, serif', fontSize: Math.max(7, h * 0.72), fontWeight: 'bold', fill: spent ? 0xb0b0b0 : 0xffffff } });
    t.anchor.set(0.5);
    t.position.set(x, 0);
    layer.addChild(t);
  });
  layer.position.set(0, -size * 0.78);
}
