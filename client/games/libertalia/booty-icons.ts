/**
 * The seven kinds of booty as round tokens, drawn procedurally (rulebook "Booty"): chests,
 * jewels, goods, treasure maps, cursed relics, sabers and Spanish officers. Each kind has its
 * own colour and shape so it reads at a glance, even at the size of a den's counters.
 */
import { Container, Graphics } from 'pixi.js';
import type { BootyKind } from '../../../shared/games/libertalia/types';
import { GOLD, GOLD_DARK, INK, PARCHMENT, sabers, skull } from '../../table/icons';

const DISC: Record<BootyKind, number> = {
  chest: 0x6b4423,
  jewels: 0x1d5c6b,
  goods: 0x8a6d3b,
  map: 0x2f5d3a,
  relic: 0x3b1f4a,
  saber: 0x4a5560,
  officer: 0x8e1c1c,
};

/** The token's symbol, centred on (x, y) inside a disc of diameter `size`. */
function symbol(g: Graphics, kind: BootyKind, x: number, y: number, size: number): void {
  const s = size / 2;
  switch (kind) {
    case 'chest':
      g.roundRect(x - s * 0.55, y - s * 0.3, s * 1.1, s * 0.7, s * 0.08).fill(0xa0652c).stroke({ width: Math.max(1, s * 0.08), color: GOLD_DARK });
      g.rect(x - s * 0.55, y - s * 0.08, s * 1.1, s * 0.12).fill(GOLD);
      g.rect(x - s * 0.08, y - s * 0.16, s * 0.16, s * 0.26).fill(GOLD);
      return;
    case 'jewels':
      g.poly([x, y - s * 0.55, x + s * 0.5, y - s * 0.1, x, y + s * 0.55, x - s * 0.5, y - s * 0.1]).fill(0x5fd3e6).stroke({ width: Math.max(1, s * 0.06), color: 0xe8fbff });
      g.poly([x - s * 0.5, y - s * 0.1, x + s * 0.5, y - s * 0.1, x, y + s * 0.55]).fill({ color: 0x2a8fb0, alpha: 0.7 });
      return;
    case 'goods':
      g.roundRect(x - s * 0.42, y - s * 0.5, s * 0.84, s, s * 0.3).fill(0xc89b5a).stroke({ width: Math.max(1, s * 0.07), color: 0x5a3a17 });
      for (const dy of [-0.25, 0.25]) g.moveTo(x - s * 0.42, y + dy * s).lineTo(x + s * 0.42, y + dy * s).stroke({ width: Math.max(1, s * 0.08), color: 0x5a3a17 });
      return;
    case 'map':
      g.rect(x - s * 0.5, y - s * 0.38, s, s * 0.76).fill(PARCHMENT).stroke({ width: Math.max(1, s * 0.05), color: 0x8a6d3b });
      g.moveTo(x - s * 0.35, y + s * 0.2).bezierCurveTo(x - s * 0.1, y - s * 0.3, x + s * 0.1, y + s * 0.3, x + s * 0.1, y).stroke({ width: Math.max(1, s * 0.06), color: 0x8a6d3b });
      g.moveTo(x + s * 0.12, y - s * 0.24).lineTo(x + s * 0.38, y + 0).moveTo(x + s * 0.38, y - s * 0.24).lineTo(x + s * 0.12, y).stroke({ width: Math.max(1, s * 0.1), color: 0xc0392b });
      return;
    case 'relic':
      skull(g, x, y, size * 0.62);
      return;
    case 'saber':
      sabers(g, x, y, size * 0.62);
      return;
    case 'officer':
      // A Spanish officer: a red coat, a pale face and a black bicorne.
      g.roundRect(x - s * 0.4, y + s * 0.05, s * 0.8, s * 0.5, s * 0.15).fill(0xd63a2f).stroke({ width: Math.max(1, s * 0.05), color: GOLD });
      g.circle(x, y - s * 0.1, s * 0.22).fill(0xf1d3b0);
      g.ellipse(x, y - s * 0.34, s * 0.45, s * 0.14).fill(INK);
      g.circle(x, y - s * 0.42, s * 0.07).fill(GOLD);
      return;
  }
}

/** A booty token (a disc with its symbol) into `g`, centred on (x, y). */
export function drawBooty(g: Graphics, kind: BootyKind, x: number, y: number, size: number): Graphics {
  const r = size / 2;
  g.circle(x, y + r * 0.08, r).fill({ color: 0x000000, alpha: 0.3 });
  g.circle(x, y, r).fill(DISC[kind]).stroke({ width: Math.max(1, r * 0.12), color: 0xe9dcb8 });
  symbol(g, kind, x, y, size);
  return g;
}

/** A token as its own display object, for tokens that fly or can be clicked. */
export function bootyToken(kind: BootyKind, size: number): Container {
  const token = new Container();
  token.addChild(drawBooty(new Graphics(), kind, 0, 0, size));
  return token;
}

/** The booty bag: a tied sack. */
export function drawBag(g: Graphics, x: number, y: number, size: number): Graphics {
  const s = size / 2;
  g.moveTo(x - s * 0.25, y - s * 0.55)
    .bezierCurveTo(x - s * 1.0, y - s * 0.1, x - s * 0.9, y + s * 0.9, x, y + s * 0.9)
    .bezierCurveTo(x + s * 0.9, y + s * 0.9, x + s * 1.0, y - s * 0.1, x + s * 0.25, y - s * 0.55)
    .closePath()
    .fill(0x9c7a4a)
    .stroke({ width: Math.max(1, s * 0.08), color: 0x4e3a1f });
  g.poly([x - s * 0.3, y - s * 0.95, x + s * 0.3, y - s * 0.95, x + s * 0.15, y - s * 0.55, x - s * 0.15, y - s * 0.55]).fill(0x9c7a4a).stroke({ width: Math.max(1, s * 0.06), color: 0x4e3a1f });
  g.rect(x - s * 0.32, y - s * 0.62, s * 0.64, s * 0.12).fill(0x4e3a1f);
  return g;
}
