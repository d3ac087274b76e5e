/**
 * Port Royal's own pictures: the expedition symbols (house, anchor, cross), a ship under
 * sail and a person's bust. Each draws into a Graphics centred on (x, y), `size` wide.
 */
import type { Graphics } from 'pixi.js';
import type { ExpeditionSymbol, ShipType } from '../../../shared/games/port-royal/types';

export const SHIP_COLOURS: Record<ShipType, number> = {
  skiff: 0x3d8b4f,
  flute: 0x2f6cb3,
  pinnace: 0xd6a524,
  frigate: 0xb63a30,
  galleon: 0x2c2c33,
};

export function house(g: Graphics, x: number, y: number, size: number, color: number): Graphics {
  const s = size / 2;
  g.poly([x - s * 0.95, y - s * 0.05, x, y - s * 0.9, x + s * 0.95, y - s * 0.05]).fill(color);
  g.rect(x - s * 0.68, y - s * 0.1, s * 1.36, s * 0.95).fill(color);
  g.rect(x - s * 0.2, y + s * 0.3, s * 0.4, s * 0.55).fill(0xf3e6c4);
  return g;
}

export function anchor(g: Graphics, x: number, y: number, size: number, color: number): Graphics {
  const s = size / 2;
  const w = Math.max(1.5, size * 0.13);
  g.circle(x, y - s * 0.72, s * 0.18).stroke({ width: w * 0.8, color });
  g.moveTo(x, y - s * 0.54).lineTo(x, y + s * 0.85).stroke({ width: w, color, cap: 'round' });
  g.moveTo(x - s * 0.45, y - s * 0.3).lineTo(x + s * 0.45, y - s * 0.3).stroke({ width: w, color, cap: 'round' });
  g.moveTo(x - s * 0.85, y + s * 0.2)
    .quadraticCurveTo(x - s * 0.7, y + s * 0.9, x, y + s * 0.88)
    .quadraticCurveTo(x + s * 0.7, y + s * 0.9, x + s * 0.85, y + s * 0.2)
    .stroke({ width: w, color, cap: 'round' });
  return g;
}

export function cross(g: Graphics, x: number, y: number, size: number, color: number): Graphics {
  const s = size / 2;
  const w = s * 0.36;
  g.rect(x - w / 2, y - s * 0.95, w, s * 1.9).fill(color);
  g.rect(x - s * 0.62, y - s * 0.45, s * 1.24, w).fill(color);
  return g;
}

export function symbol(g: Graphics, which: ExpeditionSymbol, x: number, y: number, size: number, color: number): Graphics {
  if (which === 'house') return house(g, x, y, size, color);
  if (which === 'anchor') return anchor(g, x, y, size, color);
  return cross(g, x, y, size, color);
}

/** A ship under sail: hull, masts and sails; bigger ships get more masts. */
export function ship(g: Graphics, type: ShipType, x: number, y: number, width: number, sailColor = 0xf6efdc): Graphics {
  const w = width / 2;
  const masts = type === 'skiff' ? 1 : type === 'flute' || type === 'pinnace' ? 2 : 3;
  const hullTop = y + w * 0.25;
  g.moveTo(x - w, hullTop)
    .lineTo(x + w, hullTop - w * 0.08)
    .lineTo(x + w * 0.78, hullTop + w * 0.34)
    .lineTo(x - w * 0.75, hullTop + w * 0.34)
    .closePath()
    .fill(0x5b3a1e)
    .stroke({ width: 2, color: 0x2e1c0c });
  g.rect(x - w * 0.85, hullTop + w * 0.06, w * 1.65, w * 0.05).fill(0xc89a4e);
  const spacing = (w * 1.3) / masts;
  for (let i = 0; i < masts; i++) {
    const mx = x - w * 0.6 + spacing * (i + 0.5);
    const top = y - w * (masts === 1 ? 0.95 : i === Math.floor(masts / 2) ? 1.05 : 0.85);
    g.moveTo(mx, hullTop).lineTo(mx, top).stroke({ width: 2.5, color: 0x3b2612 });
    const sailH = (hullTop - top) * 0.38;
    const sailW = spacing * 0.42;
    for (const level of [0.12, 0.55]) {
      const sy = top + (hullTop - top) * level;
      g.moveTo(mx - sailW, sy)
        .quadraticCurveTo(mx, sy + sailH * 0.35, mx + sailW, sy)
        .lineTo(mx + sailW * 0.9, sy + sailH)
        .quadraticCurveTo(mx, sy + sailH * 1.25, mx - sailW * 0.9, sy + sailH)
        .closePath()
        .fill(sailColor)
        .stroke({ width: 1, color: 0x8c7f66 });
    }
    g.poly([mx, top, mx + spacing * 0.3, top + 5, mx, top + 10]).fill(0xc0392b);
  }
  return g;
}

/** A bust: head, hat and shoulders, in the person's colours. */
export function bust(g: Graphics, x: number, y: number, size: number, coat: number, hat: number): Graphics {
  const s = size / 2;
  g.moveTo(x - s * 0.9, y + s)
    .quadraticCurveTo(x - s * 0.85, y + s * 0.2, x, y + s * 0.15)
    .quadraticCurveTo(x + s * 0.85, y + s * 0.2, x + s * 0.9, y + s)
    .closePath()
    .fill(coat);
  g.circle(x, y - s * 0.22, s * 0.36).fill(0xe8c39e).stroke({ width: 1.5, color: 0x7a5232 });
  g.ellipse(x, y - s * 0.5, s * 0.62, s * 0.12).fill(hat);
  g.roundRect(x - s * 0.3, y - s * 0.85, s * 0.6, s * 0.36, s * 0.1).fill(hat);
  return g;
}
