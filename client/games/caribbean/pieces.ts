/**
 * Procedural art for the Caribbean pieces: a pirate ship, a treasure chest, and a bribe card
 * (rum barrels or the thief) face up or face down. Each draws into a Graphics around (x, y).
 */
import type { Graphics } from 'pixi.js';
import { skull } from '../../table/icons';
import { CHEST, CHEST_BAND, HULL, SAIL } from './theme';

/** A ship seen from the side, `size` wide, its flag in `flag` (the seat sailing it, or black). */
export function drawShip(g: Graphics, size: number, flag: number): Graphics {
  const s = size / 2;
  g.moveTo(-s, -s * 0.05)
    .lineTo(s, -s * 0.05)
    .lineTo(s * 0.72, s * 0.45)
    .lineTo(-s * 0.72, s * 0.45)
    .closePath()
    .fill(HULL)
    .stroke({ width: Math.max(1, s * 0.08), color: 0x2a1a0c });
  g.rect(-s * 0.05, -s * 1.15, s * 0.1, s * 1.12).fill(0x3a2410);
  g.moveTo(-s * 0.62, -s * 1.0)
    .quadraticCurveTo(-s * 0.2, -s * 0.55, -s * 0.62, -s * 0.15)
    .lineTo(s * 0.62, -s * 0.15)
    .quadraticCurveTo(s * 0.2, -s * 0.55, s * 0.62, -s * 1.0)
    .closePath()
    .fill(SAIL)
    .stroke({ width: Math.max(1, s * 0.05), color: 0x9a8b6a });
  g.moveTo(s * 0.05, -s * 1.15).lineTo(s * 0.5, -s * 1.02).lineTo(s * 0.05, -s * 0.9).closePath().fill(flag);
  return g;
}

/** A chest, `size` wide; face down (a supply chest) it is dark and unmarked. */
export function drawChest(g: Graphics, x: number, y: number, size: number, faceDown = false): Graphics {
  const w = size;
  const h = size * 0.72;
  const body = faceDown ? 0x4a3a2a : CHEST;
  const band = faceDown ? 0x6b5a44 : CHEST_BAND;
  g.roundRect(x - w / 2, y - h / 2, w, h, size * 0.14).fill(body).stroke({ width: Math.max(0.8, size * 0.07), color: 0x3b230d });
  g.rect(x - w / 2, y - h * 0.12, w, h * 0.16).fill(band);
  g.rect(x - size * 0.08, y - h * 0.2, size * 0.16, h * 0.34).fill(band);
  return g;
}

/** A bribe card `w` wide: face up with its value, face down with a rum-and-skull back. */
export function drawCardFrame(g: Graphics, w: number, h: number, faceUp: boolean, border: number, borderWidth = 1.5): Graphics {
  const r = Math.max(2, w * 0.14);
  if (faceUp) {
    g.roundRect(-w / 2, -h / 2, w, h, r).fill(0xf3e6c4).stroke({ width: borderWidth, color: border });
  } else {
    g.roundRect(-w / 2, -h / 2, w, h, r).fill(0x5a1f24).stroke({ width: borderWidth, color: border });
    g.roundRect(-w / 2 + w * 0.14, -h / 2 + w * 0.14, w * 0.72, h - w * 0.28, r * 0.6).stroke({ width: 1, color: 0xd9a441, alpha: 0.7 });
  }
  return g;
}

/** The thief's mark on a face-up card. */
export function drawThief(g: Graphics, size: number): Graphics {
  return skull(g, 0, 0, size);
}
