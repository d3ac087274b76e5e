/**
 * Every ship on the map: the players' (in their seat's colour, with their initial) and the
 * NPC ships in play (naval ships in their nation's colour, pirates in black). A ship that moves
 * to a neighbouring zone sails along the border between the two; a ship that appears elsewhere
 * (a new captain at home, an NPC arriving) fades in there. Ships sharing a zone stand side by
 * side; a player in port moors by the fort.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { NPC_SLOTS } from '../../../shared/games/merchants-and-marauders/cards';
import { neighbours } from '../../../shared/games/merchants-and-marauders/data';
import { easeInOutCubic, type Tweener } from '../../table/tween';
import { NATION_COLOUR, PIRATE_BLACK, seatColour, shipIcon } from './icons';
import { ZONE_RADIUS, type SeaMap } from './sea-map';
import type { MmBoard } from './words';
import { galleonShips } from './galleon';
import { paintUpgradeBadges } from './npc-upgrades';
import { upgradeBadges } from './npc-upgrade-words';
import { GALLEON_SLOT } from '../../../shared/games/merchants-and-marauders/galleon-card';

interface Placed {
  key: string;
  zone: number;
  inPort: boolean;
  colour: number;
  label: string;
  big: boolean;
  /** Seas of Glory module 4: an NPC's upgrade badges. */
  badges?: string[];
}

const SAIL_MS = 600;

class ShipToken extends Container {
  zone = -1;
  private readonly art = new Graphics();
  private readonly tag: Text;
  private readonly badges = new Container();
  private drawn = '';

  constructor() {
    super();
    this.tag = new Text({ text: '', style: { fontFamily: 'Georgia, serif', fontSize: 10, fontWeight: 'bold', fill: 0xffffff, stroke: { color: 0x000000, width: 3 } } });
    this.tag.anchor.set(0.5, 0);
    this.addChild(this.art, this.tag, this.badges);
    this.eventMode = 'none';
  }

  paint(p: Placed, size: number): void {
    const key = JSON.stringify([p.colour, p.label, size, p.big, p.badges ?? []]);
    if (key === this.drawn) return;
    this.drawn = key;
    const s = p.big ? size * 1.15 : size;
    // A ring in the owner's colour makes small ships easy to find on the sea.
    this.art.clear().circle(0, 0, s * 0.66).fill({ color: 0x06222d, alpha: 0.55 }).stroke({ width: Math.max(2, s * 0.09), color: p.colour });
    shipIcon(this.art, 0, -s * 0.05, s * 0.95, p.colour, p.colour === PIRATE_BLACK ? 0x4a4a4a : 0xf5efe0);
    this.tag.text = p.label;
    this.tag.style.fontSize = Math.max(8, size * 0.36);
    this.tag.position.set(0, s * 0.32);
    paintUpgradeBadges(this.badges, p.badges ?? [], s);
  }
}

export class Fleet extends Container {
  private readonly ships = new Map<string, ShipToken>();

  constructor(private readonly tweener: Tweener) {
    super();
    this.eventMode = 'none';
  }

  /** Where a ship stands now ("p0" a player's, "n4" an NPC's), undefined when it is not on the map. */
  shipAt(key: string): { x: number; y: number } | undefined {
    const ship = this.ships.get(key);
    return ship ? { x: ship.x, y: ship.y } : undefined;
  }

  /** Places every ship; returns how long the sailing takes (0 when nothing sails). */
  update(board: MmBoard, map: SeaMap, initials: (seat: number) => string, animate: boolean): number {
    const placed: Placed[] = [];
    board.seats.forEach((s, seat) => {
      if (!s.shipType || s.zone < 0) return;
      placed.push({ key: `p${seat}`, zone: s.zone, inPort: s.inPort, colour: seatColour(seat), label: initials(seat), big: false });
    });
    board.npcs.forEach((n, slot) => {
      if (!n.inPlay || n.zone < 0) return;
      const def = NPC_SLOTS[slot];
      const colour = def && def.nation ? NATION_COLOUR[def.nation] : PIRATE_BLACK;
      placed.push({ key: `n${slot}`, zone: n.zone, inPort: false, colour, label: def?.pirate ? '☠' : '⚓', big: n.shipType === 'man-o-war', badges: upgradeBadges(board, slot) });
    });
    placed.push(...galleonShips(board).map((g) => ({ ...g, badges: upgradeBadges(board, GALLEON_SLOT) })));
    const k = map.scaleK;
    const size = Math.max(16, ZONE_RADIUS * k * 0.95);
    const byZone = new Map<number, Placed[]>();
    for (const p of placed) byZone.set(p.zone, [...(byZone.get(p.zone) ?? []), p]);
    let sailing = 0;
    const seen = new Set<string>();
    for (const [zone, group] of byZone) {
      const centre = map.zoneCentre(zone);
      const r = ZONE_RADIUS * k;
      group.forEach((p, i) => {
        seen.add(p.key);
        // Side by side across the zone, three to a row; moored ships sit lower, by the fort.
        const inRow = Math.min(3, group.length - Math.floor(i / 3) * 3);
        const x = centre.x + ((i % 3) - (inRow - 1) / 2) * size * 0.95;
        const y = centre.y + (p.inPort ? r * 0.35 : -r * 0.05) + Math.floor(i / 3) * size * 0.9;
        let ship = this.ships.get(p.key);
        const fresh = !ship;
        if (!ship) {
          ship = new ShipToken();
          this.ships.set(p.key, ship);
          this.addChild(ship);
        }
        ship.paint(p, size);
        const from = ship.zone;
        ship.zone = zone;
        if (!animate || fresh) {
          this.tweener.kill(ship.position);
          ship.position.set(x, y);
          ship.alpha = 1;
          if (animate && fresh) {
            ship.alpha = 0;
            void this.tweener.to(ship, { alpha: 1 }, 450);
            sailing = Math.max(sailing, 450);
          }
          return;
        }
        if (ship.x === x && ship.y === y) return;
        if (from === zone || neighbours(from).includes(zone)) {
          void this.tweener.to(ship.position, { x, y }, SAIL_MS, { ease: easeInOutCubic });
          sailing = Math.max(sailing, from === zone ? 0 : SAIL_MS);
        } else {
          ship.alpha = 0;
          ship.position.set(x, y);
          void this.tweener.to(ship, { alpha: 1 }, 450);
          sailing = Math.max(sailing, 450);
        }
      });
    }
    for (const [key, ship] of this.ships) {
      if (seen.has(key)) continue;
      this.ships.delete(key);
      this.tweener.kill(ship.position);
      if (!animate) {
        ship.destroy({ children: true });
        continue;
      }
      // Sunk, retired or gone home: the ship fades away where it was.
      void this.tweener.to(ship, { alpha: 0 }, 400).then(() => ship.destroy({ children: true }));
    }
    return sailing;
  }
}
