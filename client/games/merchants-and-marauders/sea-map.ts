/**
 * The map of the Caribbean drawn from the board's data (data.ts ZONES): the sea, a few
 * islands and the main coast for orientation, the borders between the 17 sea zones, each zone
 * with its name and, for the 16 ports, the nation's flag. On it the tokens that change: demand
 * (the good wanted in that port), merchant tokens, face-up or hidden ship modifications. Zones
 * I may sail to glow and take a click (rulebook "A. Move").
 */
import { Circle, Container, Graphics, Text } from 'pixi.js';
import { DEMAND_TOKENS, ZONES } from '../../../shared/games/merchants-and-marauders/data';
import type { Good } from '../../../shared/games/merchants-and-marauders/types';
import { flag, goodChip, merchantToken } from './icons';
import type { Rect } from '../../table/geometry';
import { MAP_BOUNDS } from './layout';
import type { MmBoard } from './words';

/** A zone's circle radius in board units. */
export const ZONE_RADIUS = 40;
const SEA = 0x14566e;
const SEA_DEEP = 0x0f4659;
const LAND = 0x6f8f4e;
const SAND = 0xd8c48c;
const REACHABLE = 0x7be0c3;

/** Landmasses in board units, drawn only for orientation (the zones carry the rules). */
const LANDS: readonly (readonly number[])[] = [
  // Cuba, from Havana's coast eastward.
  [70, 150, 130, 135, 210, 140, 300, 160, 390, 170, 450, 185, 440, 200, 360, 195, 280, 185, 190, 170, 110, 168],
  // Hispaniola.
  [520, 180, 580, 172, 650, 180, 690, 195, 660, 205, 600, 200, 560, 215, 530, 205],
  // Jamaica.
  [290, 215, 340, 212, 365, 220, 335, 228, 300, 226],
  // Puerto Rico.
  [715, 196, 770, 196, 772, 206, 716, 208],
  // The Bahamas, a scatter.
  [360, 75, 380, 70, 395, 82, 372, 86],
  [420, 85, 440, 90, 432, 98],
  // The Main: the coast of South America along the south.
  [180, 610, 210, 560, 300, 520, 380, 545, 460, 580, 560, 585, 660, 590, 760, 585, 850, 590, 930, 580, 1040, 570, 1040, 615, 180, 615],
  // Central America.
  [60, 330, 90, 360, 110, 430, 150, 480, 200, 540, 180, 615, 60, 615],
];

export class SeaMap extends Container {
  private readonly ground = new Graphics();
  private readonly labels = new Container();
  private readonly tokens = new Graphics();
  private readonly tokenLabels = new Container();
  private readonly reach = new Graphics();
  private readonly targets = new Container();
  private rect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private groundKey = '';
  private tokenKey = '';
  private reachKey = '';

  constructor() {
    super();
    this.addChild(this.ground, this.reach, this.labels, this.tokens, this.tokenLabels, this.targets);
  }

  /** Scene point of a board point. */
  point(x: number, y: number): { x: number; y: number } {
    const k = this.rect.w / MAP_BOUNDS.w;
    return { x: this.rect.x + (x - MAP_BOUNDS.x) * k, y: this.rect.y + (y - MAP_BOUNDS.y) * k };
  }

  /** Board units to pixels. */
  get scaleK(): number {
    return this.rect.w / MAP_BOUNDS.w;
  }

  zoneCentre(zone: number): { x: number; y: number } {
    const z = ZONES[zone];
    return z ? this.point(z.x, z.y) : { x: this.rect.x, y: this.rect.y };
  }

  setRect(rect: Rect, labelSize: number): void {
    const key = JSON.stringify([rect, labelSize]);
    if (key === this.groundKey) return;
    this.groundKey = key;
    this.rect = rect;
    this.tokenKey = '';
    this.reachKey = '';
    this.drawGround(labelSize);
  }

  private drawGround(labelSize: number): void {
    const g = this.ground.clear();
    const k = this.scaleK;
    const { x, y, w, h } = this.rect;
    g.roundRect(x, y, w, h, 12).fill(SEA_DEEP);
    g.roundRect(x + 3, y + 3, w - 6, h - 6, 10).fill(SEA);
    for (const land of LANDS) {
      const pts: number[] = [];
      for (let i = 0; i + 1 < land.length; i += 2) {
        const p = this.point(land[i]!, land[i + 1]!);
        pts.push(Math.max(x, Math.min(x + w, p.x)), Math.max(y, Math.min(y + h, p.y)));
      }
      g.poly(pts).fill(LAND).stroke({ width: Math.max(1, 2 * k), color: SAND });
    }
    // Borders: each once, between zone centres (the sea lanes ships sail along).
    ZONES.forEach((zone, from) => {
      for (const name of zone.neighbours) {
        const to = ZONES.findIndex((z) => z.name === name);
        if (to < from) continue;
        const a = this.point(zone.x, zone.y);
        const b = this.point(ZONES[to]!.x, ZONES[to]!.y);
        g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: Math.max(1, 3 * k), color: 0xcfe8ef, alpha: 0.35 });
      }
    });
    this.labels.removeChildren().forEach((c) => c.destroy());
    const r = ZONE_RADIUS * k;
    ZONES.forEach((zone) => {
      const c = this.point(zone.x, zone.y);
      g.circle(c.x, c.y, r).fill({ color: 0x0b3445, alpha: 0.55 }).stroke({ width: Math.max(1, 2.5 * k), color: zone.port ? 0xe9dcb5 : 0x9fc6d2, alpha: 0.8 });
      if (zone.nation) {
        flag(g, zone.nation, c.x - r * 0.95, c.y + r * 0.72, Math.max(10, r * 0.55));
        // The port itself: a small fort on the rim.
        g.rect(c.x + r * 0.62, c.y + r * 0.5, r * 0.34, r * 0.3).fill(0xe9dcb5).stroke({ width: 1, color: 0x3a2f1a });
      }
      const size = Math.max(9, Math.min(labelSize, r * 0.42));
      const t = new Text({
        text: zone.name,
        style: { fontFamily: 'Georgia, serif', fontSize: size, fontWeight: 'bold', fill: 0xfff4d6, stroke: { color: 0x06222d, width: 3 } },
      });
      t.anchor.set(0.5, 0);
      t.position.set(c.x, c.y + r * 1.02);
      this.labels.addChild(t);
    });
  }

  /** Demand, merchants and modification tokens, redrawn only when they change. */
  updateTokens(board: MmBoard): void {
    const key = JSON.stringify([board.demand, board.merchants, board.modsShown, board.modsPresent, board.seas, this.groundKey]);
    if (key === this.tokenKey) return;
    this.tokenKey = key;
    const g = this.tokens.clear();
    this.tokenLabels.removeChildren().forEach((c) => c.destroy());
    const r = ZONE_RADIUS * this.scaleK;
    const chip = Math.max(8, r * 0.5);
    ZONES.forEach((zone, i) => {
      const c = this.point(zone.x, zone.y);
      const demand = board.demand[i] ?? -1;
      if (demand >= 0) {
        const good: Good | undefined = DEMAND_TOKENS[demand];
        if (good) {
          goodChip(g, good, c.x - r * 0.72, c.y - r * 0.72, chip);
          this.note(good, c.x - r * 0.72, c.y - r * 0.72 - chip * 0.55, Math.max(8, chip * 0.55), 0.5, 1);
        }
      }
      if (board.merchants[i]) merchantToken(g, c.x + r * 0.72, c.y - r * 0.72, chip * 1.2);
      if (board.modsPresent[i]) {
        const shown = board.modsShown[i] ?? '';
        g.roundRect(c.x + r * 0.45, c.y + r * 0.05, chip, chip * 0.8, 3).fill(shown ? 0xc9b27c : 0x4b5a62).stroke({ width: 1, color: 0x20160a });
        if (shown) this.note(shown.split('-').map((w) => w.charAt(0).toUpperCase()).join(''), c.x + r * 0.45 + chip / 2, c.y + r * 0.05 + chip * 0.4, Math.max(7, chip * 0.5), 0.5, 0.5, 0x20160a);
      }
    });
    this.drawWeather(g, board, r);
  }

  /** Seas of Glory module 8: the storm token over its zone, and the wind's arrow in the map's corner. */
  private drawWeather(g: Graphics, board: MmBoard, r: number): void {
    const seas = board.seas;
    if (!seas) return;
    if (seas.storm >= 0 && ZONES[seas.storm]) {
      const c = this.zoneCentre(seas.storm);
      g.circle(c.x, c.y, r * 0.95).fill({ color: 0x37474f, alpha: 0.55 }).stroke({ width: 3, color: 0xcfd8dc, alpha: 0.9 });
      this.note('STORM', c.x, c.y - r * 0.2, Math.max(10, r * 0.45), 0.5, 0.5);
    }
    if (seas.wind) {
      const size = Math.max(12, r * 0.7);
      // The chart's lower left corner is land with no zone on it.
      const at = this.point(MAP_BOUNDS.x + 70, MAP_BOUNDS.y + MAP_BOUNDS.h - 90);
      const angle = { N: -Math.PI / 2, E: 0, S: Math.PI / 2, W: Math.PI }[seas.wind];
      const tip = { x: at.x + Math.cos(angle) * size, y: at.y + Math.sin(angle) * size };
      const tail = { x: at.x - Math.cos(angle) * size, y: at.y - Math.sin(angle) * size };
      g.moveTo(tail.x, tail.y).lineTo(tip.x, tip.y).stroke({ width: 4, color: 0xe0f7fa });
      const side = (turn: number) => ({ x: tip.x - Math.cos(angle + turn) * size * 0.5, y: tip.y - Math.sin(angle + turn) * size * 0.5 });
      g.poly([tip.x, tip.y, side(0.5).x, side(0.5).y, side(-0.5).x, side(-0.5).y]).fill(0xe0f7fa);
      this.note(`wind ${seas.wind}`, at.x, at.y + size * 1.3, Math.max(9, size * 0.6), 0.5, 0);
    }
  }

  private note(text: string, x: number, y: number, size: number, ax: number, ay: number, fill = 0xfff4d6): void {
    const t = new Text({ text, style: { fontFamily: 'Georgia, serif', fontSize: size, fill, stroke: fill === 0xfff4d6 ? { color: 0x06222d, width: 2 } : undefined } });
    t.anchor.set(ax, ay);
    t.position.set(x, y);
    this.tokenLabels.addChild(t);
  }

  /** Zones I may sail to now glow and take a click; `onPick` gets the zone. */
  updateReach(zones: number[], onPick: (zone: number) => void): void {
    const key = JSON.stringify([zones, this.groundKey]);
    if (key === this.reachKey) return;
    this.reachKey = key;
    const g = this.reach.clear();
    this.targets.removeChildren().forEach((c) => c.destroy());
    const r = ZONE_RADIUS * this.scaleK;
    for (const zone of zones) {
      const c = this.zoneCentre(zone);
      g.circle(c.x, c.y, r + 3).stroke({ width: 4, color: REACHABLE, alpha: 0.9 });
      g.circle(c.x, c.y, r).fill({ color: REACHABLE, alpha: 0.15 });
      const hit = new Container();
      hit.eventMode = 'static';
      hit.cursor = 'pointer';
      hit.hitArea = new Circle(c.x, c.y, r);
      hit.on('pointertap', () => onPick(zone));
      this.targets.addChild(hit);
    }
  }
}
