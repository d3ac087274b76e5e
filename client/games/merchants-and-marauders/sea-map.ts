/**
 * The map of the Caribbean drawn as a sea chart from the board's data (data.ts ZONES): the sea
 * with a chart's graticule and frame, the islands and the main coast, a compass rose, the sea
 * lanes between the 17 sea zones as dashed, gently curved courses, each zone a faint sea area
 * with its name and, for the 16 ports, an anchor and the nation's flag. On it the tokens that change: demand
 * (the good wanted in that port), merchant tokens, face-up or hidden ship modifications. Zones
 * I may sail to glow and take a click (rulebook "A. Move").
 */
import { Circle, Container, Graphics, Text } from 'pixi.js';
import { DEMAND_TOKENS, ZONES } from '../../../shared/games/merchants-and-marauders/data';
import type { Good } from '../../../shared/games/merchants-and-marauders/types';
import { flag, goodChip, merchantToken } from './icons';
import { drawLocationTokens } from './location-tokens';
import { chartFlags, drawChartFlags } from './seas-flags';
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
const CHART_INK = 0xe9dcb5;

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
  /** Drawn apart from the ground, each named for the page's probe. */
  private readonly lanes = new Graphics({ label: 'sea-lanes' });
  private readonly compass = new Graphics({ label: 'compass' });
  private readonly land = new Graphics({ label: 'land' });
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
    this.addChild(this.ground, this.land, this.lanes, this.compass, this.reach, this.labels, this.tokens, this.tokenLabels, this.targets);
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
    // The chart: deep water at the frame, a lighter sea inside, a graticule and a double frame.
    g.roundRect(x, y, w, h, 12).fill(SEA_DEEP);
    g.roundRect(x + 3, y + 3, w - 6, h - 6, 10).fill(SEA);
    for (let i = 1; i < 6; i++) {
      g.moveTo(x + (w * i) / 6, y + 4).lineTo(x + (w * i) / 6, y + h - 4);
      g.moveTo(x + 4, y + (h * i) / 5).lineTo(x + w - 4, y + (h * i) / 5);
    }
    g.stroke({ width: 1, color: CHART_INK, alpha: 0.12 });
    g.roundRect(x + 5, y + 5, w - 10, h - 10, 8).stroke({ width: 1.5, color: CHART_INK, alpha: 0.5 });
    for (let i = 0; i <= 24; i++) {
      // The frame's degree ticks, as on an old chart.
      const tx = x + 5 + ((w - 10) * i) / 24;
      g.moveTo(tx, y + 5).lineTo(tx, y + (i % 4 === 0 ? 12 : 9)).moveTo(tx, y + h - 5).lineTo(tx, y + h - (i % 4 === 0 ? 12 : 9));
    }
    g.stroke({ width: 1, color: CHART_INK, alpha: 0.5 });
    this.labels.removeChildren().forEach((c) => c.destroy());
    this.drawLand(k);
    this.drawLanes(k);
    this.drawCompass();
    const r = ZONE_RADIUS * k;
    ZONES.forEach((zone) => {
      const c = this.point(zone.x, zone.y);
      // A sea area, not a node: a faint wash with a dotted rim.
      g.circle(c.x, c.y, r).fill({ color: 0x1d6f8a, alpha: 0.35 });
      dottedCircle(g, c.x, c.y, r, Math.max(1, 1.6 * k), 0x9fc6d2);
      if (zone.nation) {
        flag(g, zone.nation, c.x - r * 0.95, c.y + r * 0.72, Math.max(10, r * 0.55));
        anchor(g, c.x + r * 0.78, c.y + r * 0.62, Math.max(8, r * 0.38));
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

  /** Islands and coasts, with a sandy shore and a shallow-water halo. */
  private drawLand(k: number): void {
    const g = this.land.clear();
    const { x, y, w, h } = this.rect;
    for (const land of LANDS) {
      const pts: number[] = [];
      for (let i = 0; i + 1 < land.length; i += 2) {
        const p = this.point(land[i]!, land[i + 1]!);
        pts.push(Math.max(x + 3, Math.min(x + w - 3, p.x)), Math.max(y + 3, Math.min(y + h - 3, p.y)));
      }
      g.poly(pts).stroke({ width: Math.max(3, 9 * k), color: 0x3f8fa3, alpha: 0.45 });
      g.poly(pts).fill(LAND).stroke({ width: Math.max(1, 2 * k), color: SAND });
    }
  }

  /** The sea lanes: each border once, as a dashed course bowed a little (a route, not a wire). */
  private drawLanes(k: number): void {
    const g = this.lanes.clear();
    ZONES.forEach((zone, from) => {
      for (const name of zone.neighbours) {
        const to = ZONES.findIndex((z) => z.name === name);
        if (to < from) continue;
        const a = this.point(zone.x, zone.y);
        const b = this.point(ZONES[to]!.x, ZONES[to]!.y);
        const bow = 0.12;
        const mid = { x: (a.x + b.x) / 2 - (b.y - a.y) * bow, y: (a.y + b.y) / 2 + (b.x - a.x) * bow };
        const steps = 24;
        for (let i = 0; i < steps; i += 2) {
          const p = quad(a, mid, b, i / steps);
          const q = quad(a, mid, b, (i + 1) / steps);
          g.moveTo(p.x, p.y).lineTo(q.x, q.y);
        }
      }
    });
    g.stroke({ width: Math.max(1, 2.2 * k), color: 0xf3ead0, alpha: 0.55, cap: 'round' });
  }

  /** A compass rose in the open sea of the chart's upper right. */
  private drawCompass(): void {
    const g = this.compass.clear();
    const size = Math.max(14, Math.min(this.rect.w, this.rect.h) * 0.07);
    const c = { x: this.rect.x + this.rect.w - size * 1.6, y: this.rect.y + size * 1.7 };
    g.circle(c.x, c.y, size * 1.05).stroke({ width: 1.5, color: CHART_INK, alpha: 0.7 });
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4 - Math.PI / 2;
      const long = i % 2 === 0 ? size : size * 0.55;
      const side = a + Math.PI / 2;
      const wgt = size * 0.16;
      g.poly([c.x + Math.cos(a) * long, c.y + Math.sin(a) * long, c.x + Math.cos(side) * wgt, c.y + Math.sin(side) * wgt, c.x - Math.cos(side) * wgt, c.y - Math.sin(side) * wgt])
        .fill(i === 0 ? 0xc0392b : CHART_INK);
    }
    g.circle(c.x, c.y, size * 0.12).fill(SEA_DEEP);
    const n = new Text({ text: 'N', style: { fontFamily: 'Georgia, serif', fontSize: Math.max(9, size * 0.5), fontWeight: 'bold', fill: CHART_INK } });
    n.anchor.set(0.5, 1);
    n.position.set(c.x, c.y - size * 1.08);
    this.labels.addChild(n);
  }

  /** Demand, merchants and modification tokens, redrawn only when they change. */
  updateTokens(board: MmBoard): void {
    const key = JSON.stringify([board.demand, board.merchants, board.modsShown, board.modsPresent, board.seas, this.groundKey, chartFlags(board)]);
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
    drawLocationTokens(g, board, (z) => this.zoneCentre(z), r, (text, x, y, size) => this.note(text, x, y, size, 0.5, 0.5, 0x20160a));
    drawChartFlags(g, board, (zone) => this.zoneCentre(zone), r, (text, x, y, size) => this.note(text, x, y, size, 0.5, 0.5, 0x20160a));
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
      const hit = new Container({ label: `zone:${ZONES[zone]?.name ?? zone}` });
      hit.eventMode = 'static';
      hit.cursor = 'pointer';
      hit.hitArea = new Circle(c.x, c.y, r);
      hit.on('pointertap', () => onPick(zone));
      this.targets.addChild(hit);
    }
  }
}

function quad(a: { x: number; y: number }, m: { x: number; y: number }, b: { x: number; y: number }, t: number): { x: number; y: number } {
  const u = 1 - t;
  return { x: u * u * a.x + 2 * u * t * m.x + t * t * b.x, y: u * u * a.y + 2 * u * t * m.y + t * t * b.y };
}

function dottedCircle(g: Graphics, x: number, y: number, r: number, width: number, color: number): void {
  const dots = 28;
  for (let i = 0; i < dots; i += 1) {
    const a = (i / dots) * Math.PI * 2;
    const b = ((i + 0.5) / dots) * Math.PI * 2;
    g.moveTo(x + Math.cos(a) * r, y + Math.sin(a) * r).lineTo(x + Math.cos(b) * r, y + Math.sin(b) * r);
  }
  g.stroke({ width, color, alpha: 0.7 });
}

/** A port's anchor. */
function anchor(g: Graphics, x: number, y: number, size: number): void {
  const s = size / 2;
  g.circle(x, y - s * 0.75, s * 0.22).stroke({ width: Math.max(1, s * 0.18), color: CHART_INK });
  g.moveTo(x, y - s * 0.55).lineTo(x, y + s * 0.8).moveTo(x - s * 0.45, y - s * 0.25).lineTo(x + s * 0.45, y - s * 0.25);
  g.moveTo(x - s * 0.75, y + s * 0.25).quadraticCurveTo(x - s * 0.6, y + s * 0.95, x, y + s * 0.8).quadraticCurveTo(x + s * 0.6, y + s * 0.95, x + s * 0.75, y + s * 0.25);
  g.stroke({ width: Math.max(1, s * 0.2), color: CHART_INK, cap: 'round' });
}
