/**
 * Borneo's own pictures: company flags, the four spices (and the wild one), merchants in
 * their player's colour and the pirate ship. Each draws into a Graphics centred on (x, y),
 * `size` wide. Colours carry meaning, so every company flag also bears its initial and every
 * merchant its player's initial, for players who do not tell colours apart.
 */
import type { Graphics } from 'pixi.js';
import type { SpiceName } from '../../../shared/games/borneo/types';

/** Company flag colours, in company order: yellow, red, green, blue. */
export const COMPANY_COLOURS = [0xf2c81e, 0xd93b30, 0x2e9a4a, 0x2f6fd0] as const;
export const COMPANY_INITIALS = ['Y', 'R', 'G', 'B'] as const;
/** Dark enough to read on each flag. */
export const COMPANY_INK = [0x3b2c00, 0xfff4e6, 0xf2fff4, 0xf0f6ff] as const;

/** Spice colours, chosen apart from the flag colours. */
export const SPICE_COLOURS: Record<SpiceName, number> = {
  pepper: 0x4a4f57,
  cinnamon: 0xa0522d,
  cloves: 0x6d3f78,
  nutmeg: 0xc9a46a,
};
export const WILD_COLOUR = 0x1f7a7a;

/** Merchant colours by seat, none of them a company colour. */
export const SEAT_COLOURS = [0xf1ece0, 0x9b6ad6, 0xe8833a, 0xe86aa6, 0x9c7a54] as const;
export const SEAT_INK = [0x1d1a16, 0xffffff, 0x1d1a16, 0x1d1a16, 0xffffff] as const;

export function companyColour(company: number): number {
  return COMPANY_COLOURS[company] ?? 0x888888;
}

export function seatColour(seat: number): number {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length] ?? 0xffffff;
}

export function seatInk(seat: number): number {
  return SEAT_INK[seat % SEAT_INK.length] ?? 0x000000;
}

/** A swallow-tailed flag on a short pole. */
export function flag(g: Graphics, company: number, x: number, y: number, size: number): Graphics {
  const w = size;
  const h = size * 0.7;
  const left = x - w / 2;
  const top = y - h / 2;
  const pole = Math.max(1.5, size * 0.08);
  g.rect(left, top - h * 0.1, pole, h * 1.25).fill(0x3b2a1a);
  g.poly([left + pole, top, left + w, top, left + w * 0.82, top + h / 2, left + w, top + h, left + pole, top + h])
    .fill(companyColour(company))
    .stroke({ width: Math.max(1, size * 0.05), color: 0x1d1a16, alpha: 0.6 });
  return g;
}

function pepper(g: Graphics, x: number, y: number, s: number, colour: number): void {
  const r = s * 0.17;
  for (const [dx, dy] of [[-0.26, 0.18], [0.26, 0.18], [0, -0.22], [0, 0.5], [-0.5, -0.22], [0.5, -0.22]] as const) {
    g.circle(x + dx * s, y + dy * s, r).fill(colour).stroke({ width: Math.max(1, s * 0.05), color: 0x15171a });
    g.circle(x + dx * s - r * 0.3, y + dy * s - r * 0.3, r * 0.3).fill({ color: 0xffffff, alpha: 0.35 });
  }
}

function cinnamon(g: Graphics, x: number, y: number, s: number, colour: number): void {
  for (const dx of [-0.32, 0, 0.32]) {
    g.roundRect(x + dx * s - s * 0.12, y - s * 0.7, s * 0.24, s * 1.4, s * 0.1).fill(colour).stroke({ width: Math.max(1, s * 0.05), color: 0x4a2412 });
    g.moveTo(x + dx * s, y - s * 0.65).lineTo(x + dx * s, y + s * 0.65).stroke({ width: Math.max(1, s * 0.04), color: 0x5e2d14, alpha: 0.7 });
  }
}

function cloves(g: Graphics, x: number, y: number, s: number, colour: number): void {
  for (const dx of [-0.3, 0.3]) {
    const cx = x + dx * s;
    g.moveTo(cx, y - s * 0.2).lineTo(cx, y + s * 0.75).stroke({ width: s * 0.16, color: colour, cap: 'round' });
    g.circle(cx, y - s * 0.38, s * 0.22).fill(colour).stroke({ width: Math.max(1, s * 0.05), color: 0x2b1630 });
    for (const a of [0, 2.1, 4.2]) g.circle(cx + Math.cos(a) * s * 0.22, y - s * 0.38 + Math.sin(a) * s * 0.22, s * 0.08).fill(0x2b1630);
  }
}

function nutmeg(g: Graphics, x: number, y: number, s: number, colour: number): void {
  g.ellipse(x, y, s * 0.62, s * 0.5).fill(colour).stroke({ width: Math.max(1, s * 0.06), color: 0x5a4120 });
  // The red mace wrapped around the seed.
  for (const dx of [-0.3, 0, 0.3]) g.moveTo(x + dx * s, y - s * 0.48).quadraticCurveTo(x + dx * s + s * 0.2, y, x + dx * s, y + s * 0.48).stroke({ width: Math.max(1, s * 0.07), color: 0xb3262b, alpha: 0.85 });
}

/** The spice itself, drawn in its colour; the wild spice is the four in a ring. */
export function spice(g: Graphics, kind: SpiceName | 'wild', x: number, y: number, size: number): Graphics {
  const s = size / 2;
  switch (kind) {
    case 'pepper':
      pepper(g, x, y, s, SPICE_COLOURS.pepper);
      break;
    case 'cinnamon':
      cinnamon(g, x, y, s, SPICE_COLOURS.cinnamon);
      break;
    case 'cloves':
      cloves(g, x, y, s, SPICE_COLOURS.cloves);
      break;
    case 'nutmeg':
      nutmeg(g, x, y, s, SPICE_COLOURS.nutmeg);
      break;
    case 'wild': {
      const kinds: SpiceName[] = ['pepper', 'cinnamon', 'cloves', 'nutmeg'];
      kinds.forEach((k, i) => {
        const a = -Math.PI / 2 + (i * Math.PI) / 2;
        g.circle(x + Math.cos(a) * s * 0.5, y + Math.sin(a) * s * 0.5, s * 0.36).fill(SPICE_COLOURS[k]).stroke({ width: Math.max(1, s * 0.06), color: 0xfff4d6 });
      });
      break;
    }
  }
  return g;
}

/** A spice as a coloured disc with its picture: readable when small (warehouses, missions). */
export function spiceChip(g: Graphics, kind: SpiceName | 'wild', x: number, y: number, size: number): Graphics {
  const colour = kind === 'wild' ? WILD_COLOUR : SPICE_COLOURS[kind];
  g.circle(x, y, size / 2).fill(0xfff4d6).stroke({ width: Math.max(1, size * 0.08), color: colour });
  return spice(g, kind, x, y, size * 0.62);
}

/** A merchant: a pawn-shaped token in its player's colour. */
export function merchant(g: Graphics, seat: number, x: number, y: number, size: number): Graphics {
  const s = size / 2;
  const colour = seatColour(seat);
  const edge = { width: Math.max(1, size * 0.07), color: 0x1d1a16 };
  g.ellipse(x, y + s * 0.62, s * 0.8, s * 0.3).fill(colour).stroke(edge);
  g.poly([x - s * 0.5, y + s * 0.6, x - s * 0.25, y - s * 0.1, x + s * 0.25, y - s * 0.1, x + s * 0.5, y + s * 0.6]).fill(colour).stroke(edge);
  g.circle(x, y - s * 0.42, s * 0.42).fill(colour).stroke(edge);
  return g;
}

/** A small face-down card: a hand's size is shown with it. */
export function cardBack(g: Graphics, x: number, y: number, size: number): Graphics {
  const w = size * 0.72;
  g.roundRect(x - w / 2, y - size / 2, w, size, size * 0.12).fill(0x5a2b14).stroke({ width: Math.max(1, size * 0.08), color: 0xf2c14e });
  return g;
}

/** The pirate ship of the Secrets of Blackbeard. */
export function pirateShip(g: Graphics, x: number, y: number, size: number): Graphics {
  const s = size / 2;
  g.poly([x - s, y + s * 0.1, x + s, y + s * 0.1, x + s * 0.65, y + s * 0.65, x - s * 0.65, y + s * 0.65]).fill(0x3b2a1a);
  g.moveTo(x, y + s * 0.1).lineTo(x, y - s * 0.9).stroke({ width: Math.max(1, size * 0.06), color: 0x3b2a1a });
  g.poly([x + s * 0.06, y - s * 0.85, x + s * 0.75, y - s * 0.4, x + s * 0.06, y - s * 0.05]).fill(0x1d1a16);
  g.circle(x + s * 0.3, y - s * 0.45, s * 0.09).fill(0xf5f1e6);
  return g;
}
