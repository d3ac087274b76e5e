/**
 * Small vector icons shared by every game's cards and badges: coin, crossed sabers, skull,
 * influence shield. Each draws into a Graphics, centred on (x, y), `size` wide.
 */
import type { Graphics } from 'pixi.js';

export const GOLD = 0xf2c14e;
export const GOLD_DARK = 0xa9761b;
export const INK = 0x1d1a16;
export const PARCHMENT = 0xf3e6c4;

export function coin(g: Graphics, x: number, y: number, size: number): Graphics {
  const r = size / 2;
  g.circle(x, y, r).fill(GOLD).stroke({ width: Math.max(1, r * 0.14), color: GOLD_DARK });
  g.circle(x, y, r * 0.68).stroke({ width: Math.max(1, r * 0.08), color: GOLD_DARK, alpha: 0.6 });
  return g;
}

export function sabers(g: Graphics, x: number, y: number, size: number, color = 0xdfe6ee): Graphics {
  const s = size / 2;
  const blade = Math.max(1.5, size * 0.1);
  for (const dir of [1, -1]) {
    g.moveTo(x - s * 0.8 * dir, y + s * 0.8).lineTo(x + s * 0.75 * dir, y - s * 0.85).stroke({ width: blade, color, cap: 'round' });
    // The guard, across the blade near the grip.
    const gx = x - s * 0.45 * dir;
    const gy = y + s * 0.45;
    g.moveTo(gx - s * 0.22, gy - s * 0.22 * dir).lineTo(gx + s * 0.22, gy + s * 0.22 * dir).stroke({ width: blade, color: GOLD_DARK, cap: 'round' });
  }
  return g;
}

export function skull(g: Graphics, x: number, y: number, size: number): Graphics {
  const s = size / 2;
  g.circle(x, y - s * 0.12, s * 0.72).fill(0xf5f1e6);
  g.roundRect(x - s * 0.42, y + s * 0.3, s * 0.84, s * 0.5, s * 0.12).fill(0xf5f1e6);
  g.circle(x - s * 0.28, y - s * 0.12, s * 0.2).fill(INK);
  g.circle(x + s * 0.28, y - s * 0.12, s * 0.2).fill(INK);
  g.poly([x, y + s * 0.05, x - s * 0.1, y + s * 0.28, x + s * 0.1, y + s * 0.28]).fill(INK);
  return g;
}

/** The shield that carries influence points. */
export function shield(g: Graphics, x: number, y: number, size: number, color = 0x7a1f2b): Graphics {
  const w = size / 2;
  const h = size * 0.6;
  g.moveTo(x - w, y - h)
    .lineTo(x + w, y - h)
    .lineTo(x + w, y - h * 0.1)
    .bezierCurveTo(x + w, y + h * 0.55, x + w * 0.3, y + h * 0.8, x, y + h)
    .bezierCurveTo(x - w * 0.3, y + h * 0.8, x - w, y + h * 0.55, x - w, y - h * 0.1)
    .closePath()
    .fill(color)
    .stroke({ width: Math.max(1, size * 0.07), color: GOLD });
  return g;
}

export function star(g: Graphics, x: number, y: number, size: number, color = GOLD): Graphics {
  g.star(x, y, 5, size / 2, size / 4.4).fill(color).stroke({ width: Math.max(1, size * 0.06), color: GOLD_DARK });
  return g;
}
