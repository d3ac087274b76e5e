/**
 * The sea map, drawn from shared/games/caribbean/map.ts on its 1000 x 700 design canvas: the
 * sea spaces (their outlines are cells of the centres, so they are drawn first and the lands
 * over them, which hides the parts under land), the havens in their players' colours, the
 * cities with the chests waiting on them, and the supply of face-down chests. It also lights
 * the spaces the sailing ship may move to and makes them clickable.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { havenOwner } from '../../../shared/games/caribbean/board';
import { CHESTS } from '../../../shared/games/caribbean/data';
import { CITIES, LANDS, MAP_HEIGHT, MAP_WIDTH, SEA_SPACES, SUPPLY_PANEL, SUPPLY_SPACES } from '../../../shared/games/caribbean/map';
import type { CaribbeanView } from '../../../shared/games/caribbean/types';
import { drawChest } from './pieces';
import { FONT, LAND, LAND_EDGE, LAND_GREEN, MUTED, SEA, SEA_DEEP, SEA_LINE, TARGET, TEXT, seatColour } from './theme';

function thousands(value: number): string {
  return `${value / 1000}k`;
}

export class SeaMap extends Container {
  private readonly water = new Graphics();
  private readonly land = new Graphics();
  private readonly havens = new Graphics();
  /** The sea and the havens, and over the targets the lands and cities: each drawn once into a texture. */
  private readonly below = new Container();
  private readonly above = new Container();
  private cachedAt = 0;
  private readonly targets: Graphics[] = [];
  private readonly cityMarks = new Graphics();
  private readonly chestLayer = new Graphics();
  private readonly labels = new Container();
  private readonly chestTexts = new Container();
  private players = 0;
  private detail = 1;
  private chestKey = '';

  constructor() {
    super();
    this.below.addChild(this.water, this.havens);
    this.addChild(this.below);
    SEA_SPACES.forEach(() => {
      const target = new Graphics();
      target.visible = false;
      this.targets.push(target);
      this.addChild(target);
    });
    this.above.addChild(this.land, this.cityMarks, this.labels);
    this.addChild(this.above, this.chestLayer, this.chestTexts);
    this.drawWater();
    this.drawLand();
    this.drawCities();
  }

  private drawWater(): void {
    const g = this.water;
    g.rect(0, 0, MAP_WIDTH, MAP_HEIGHT).fill(SEA_DEEP);
    SEA_SPACES.forEach((space, i) => {
      // A faint checker of two blues tells neighbouring spaces apart.
      g.poly([...space.outline]).fill({ color: i % 2 === 0 ? SEA : 0x1a6a86 }).stroke({ width: 1.4, color: SEA_LINE, alpha: 0.45 });
    });
  }

  private drawLand(): void {
    // The mainland runs off the canvas: its outline is held to the canvas' edges.
    const outlines = LANDS.map((land) => land.outline.map((v, i) => Math.max(0, Math.min(i % 2 === 0 ? MAP_WIDTH : MAP_HEIGHT, v))));
    for (const outline of outlines) this.land.poly(outline).fill(LAND_GREEN).stroke({ width: 2, color: LAND_EDGE });
    // A sandy rim inside each coast.
    for (const outline of outlines) this.land.poly(outline).stroke({ width: 1, color: LAND, alpha: 0.8 });
  }

  private drawCities(): void {
    for (const city of CITIES) {
      this.cityMarks.rect(city.x - 5, city.y - 5, 10, 10).fill(0xe9dfc7).stroke({ width: 1.5, color: 0x3b2a1a });
      this.cityMarks.rect(city.x - 5, city.y - 8, 3, 3).fill(0x3b2a1a).rect(city.x + 2, city.y - 8, 3, 3).fill(0x3b2a1a);
      const label = new Text({ text: city.name, style: { fontFamily: FONT, fontSize: 12, fontWeight: 'bold', fill: TEXT, stroke: { color: 0x1b2a1a, width: 3 } } });
      // Two cities side by side (Santiago de Cuba and Tortuga) turn their names away from each other.
      const crowdedRight = CITIES.some((other) => other !== city && other.x > city.x && other.x - city.x < 110 && Math.abs(other.y - city.y) < 25);
      const crowdedLeft = CITIES.some((other) => other !== city && other.x < city.x && city.x - other.x < 110 && Math.abs(other.y - city.y) < 25);
      label.anchor.set(crowdedRight ? 1 : crowdedLeft ? 0 : 0.5, 0);
      label.position.set(city.x + (crowdedRight ? 4 : crowdedLeft ? -4 : 0), city.y + 6);
      this.labels.addChild(label);
    }
    const p = SUPPLY_PANEL;
    this.cityMarks.roundRect(p.x, p.y, p.width, p.height, 8).fill({ color: 0x0b2630, alpha: 0.85 }).stroke({ width: 1.5, color: MUTED });
    const title = new Text({ text: 'Supply', style: { fontFamily: FONT, fontSize: 11, fill: MUTED } });
    title.position.set(p.x + 6, p.y + 2);
    this.labels.addChild(title);
  }

  /** The havens of the colours in play (others are open sea, docs/games/caribbean.md, "Board"). */
  private drawHavens(players: number): void {
    this.players = players;
    const g = this.havens.clear();
    SEA_SPACES.forEach((space, i) => {
      const owner = havenOwner(i, players);
      if (owner < 0) return;
      const colour = seatColour(owner);
      g.poly([...space.outline]).fill({ color: colour, alpha: 0.5 }).stroke({ width: 3, color: colour });
      // An anchor-like ring marks the haven's mooring.
      g.circle(space.x, space.y, 15).stroke({ width: 3, color: 0xffffff, alpha: 0.75 });
    });
    if (this.cachedAt > 0) this.below.updateCacheTexture();
  }

  /** On a small map (a phone) the city names give way to the chests, which grow to stay readable. */
  setDetail(scale: number): void {
    const labels = scale >= 0.5;
    const changed = labels !== this.labels.visible;
    this.detail = scale;
    this.labels.visible = labels;
    // Hundreds of polygon edges cost every frame: they are drawn once, at the screen's sharpness.
    const resolution = Math.max(1, Math.min(3, Math.ceil(scale * (globalThis.devicePixelRatio || 1) * 4) / 4));
    if (resolution !== this.cachedAt) {
      this.cachedAt = resolution;
      for (const layer of [this.below, this.above]) {
        layer.cacheAsTexture(false);
        layer.cacheAsTexture({ resolution, antialias: true });
      }
    } else if (changed) {
      this.above.updateCacheTexture();
    }
  }

  update(board: CaribbeanView): void {
    if (board.players !== this.players) this.drawHavens(board.players);
    this.drawChests(board);
  }

  private drawChests(board: CaribbeanView): void {
    // Redrawn only when a pile changed: new Texts cost a texture each.
    const key = JSON.stringify([board.cities, board.supply, this.detail]);
    if (key === this.chestKey) return;
    this.chestKey = key;
    const g = this.chestLayer.clear();
    this.chestTexts.removeChildren().forEach((child) => child.destroy());
    board.cities.forEach((pile, i) => {
      const city = CITIES[i];
      const top = pile.chests[pile.chests.length - 1];
      if (!city || top === undefined) return;
      const grow = Math.min(2, Math.max(1, 0.6 / this.detail));
      const x = city.x + 8 + 12 * grow;
      const y = city.y - 10 * grow;
      for (let k = pile.chests.length - 1; k >= 0; k--) drawChest(g, x + k * 3 * grow, y - k * 3 * grow, 20 * grow);
      this.chestText(`${thousands(CHESTS[top]?.value ?? 0)}${pile.chests.length > 1 ? ` ×${pile.chests.length}` : ''}`, x + (12 + pile.chests.length * 3) * grow, y, grow);
    });
    board.supply.forEach((count, i) => {
      const spot = SUPPLY_SPACES[i];
      if (!spot) return;
      if (count === 0) {
        g.roundRect(spot.x - 12, spot.y - 9, 24, 18, 4).stroke({ width: 1, color: MUTED, alpha: 0.4 });
        return;
      }
      for (let k = 0; k < count; k++) drawChest(g, spot.x + k * 4 - 2, spot.y + 6 - k * 6, 22, true);
    });
  }

  private chestText(text: string, x: number, y: number, grow: number): void {
    const t = new Text({ text, style: { fontFamily: FONT, fontSize: 12 * grow, fontWeight: 'bold', fill: 0xffe9a8, stroke: { color: 0x1b1208, width: 3 } } });
    t.anchor.set(0, 0.5);
    t.position.set(x, y);
    this.chestTexts.addChild(t);
  }

  /** Lights `spaces` and calls `onTap` with the one clicked; everything else goes dark. */
  setTargets(spaces: number[], colour: number, onTap: (space: number) => void): void {
    this.targets.forEach((target, i) => {
      target.removeAllListeners('pointertap');
      const lit = spaces.includes(i);
      target.visible = lit;
      target.eventMode = lit ? 'static' : 'none';
      target.cursor = lit ? 'pointer' : 'default';
      if (!lit) return;
      const space = SEA_SPACES[i];
      if (!space) return;
      target.clear().poly([...space.outline]).fill({ color: TARGET, alpha: 0.42 }).stroke({ width: 3.5, color: TARGET });
      target.circle(space.x, space.y, 7).fill({ color: colour, alpha: 0.9 }).stroke({ width: 2, color: 0xffffff });
      target.on('pointertap', () => onTap(i));
    });
  }
}
