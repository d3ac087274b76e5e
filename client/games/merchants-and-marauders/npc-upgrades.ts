/**
 * Seas of Glory module 4 on the table: each NPC ship (and the treasure galleon) wears a row of
 * small plates under its token, one per upgrade (the letters come from npc-upgrade-words.ts).
 */
import { Graphics, Text, type Container } from 'pixi.js';

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
