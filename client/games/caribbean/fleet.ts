/**
 * The six named pirate ships on the map (design units). A ship that changes space sails there
 * space by space along the sea graph (rulebook "Move the ships": one space per move), a chest
 * on deck rides with it, and the ship being sailed wears a ring in its sailor's colour. The
 * ships next to it that it may deal with are clickable.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { neighbours } from '../../../shared/games/caribbean/board';
import { SHIP_COUNT } from '../../../shared/games/caribbean/data';
import { SEA_SPACES } from '../../../shared/games/caribbean/map';
import type { CaribbeanView, SpaceId } from '../../../shared/games/caribbean/types';
import { easeInOutCubic, type Tweener } from '../../table/tween';
import { drawChest, drawShip } from './pieces';
import { FONT, TARGET, TEXT, seatColour } from './theme';
import { shipName } from './words';

const SHIP_SIZE = 30;
const STEP_MS = 280;

/** The shortest way between two spaces on the sea graph (both ends included). */
export function seaPath(from: SpaceId, to: SpaceId): SpaceId[] {
  if (from === to) return [from];
  const previous = new Map<SpaceId, SpaceId>([[from, from]]);
  const queue: SpaceId[] = [from];
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i] as SpaceId;
    for (const next of neighbours(here)) {
      if (previous.has(next)) continue;
      previous.set(next, here);
      if (next === to) {
        const path = [to];
        for (let at = here; at !== from; at = previous.get(at) as SpaceId) path.unshift(at);
        return [from, ...path];
      }
      queue.push(next);
    }
  }
  return [from, to];
}

function centre(space: SpaceId): { x: number; y: number } {
  const s = SEA_SPACES[space];
  return s ? { x: s.x, y: s.y } : { x: 0, y: 0 };
}

class ShipSprite extends Container {
  readonly ring = new Graphics();
  readonly body = new Graphics();
  readonly cargo = new Graphics();
  readonly nameText: Text;
  space = -1;
  private flag = -1;
  private hasChest: boolean | null = null;
  /** Bumped on every new voyage, so an older one stops stepping. */
  voyage = 0;

  private readonly fullName: string;

  constructor(index: number) {
    super();
    this.fullName = shipName(index);
    this.nameText = new Text({ text: this.fullName, style: { fontFamily: FONT, fontSize: 11, fontWeight: 'bold', fill: TEXT, stroke: { color: 0x0b1620, width: 3 } } });
    this.nameText.anchor.set(0.5, 0);
    this.nameText.position.set(0, SHIP_SIZE * 0.26);
    this.addChild(this.ring, this.body, this.cargo, this.nameText);
  }

  grow(factor: number, initialOnly: boolean): void {
    this.scale.set(factor);
    const text = initialOnly ? this.fullName.slice(0, 1) : this.fullName;
    if (this.nameText.text !== text) this.nameText.text = text;
    const size = initialOnly ? 16 : 11;
    if (this.nameText.style.fontSize !== size) this.nameText.style.fontSize = size;
  }

  setLook(flag: number, chest: boolean): void {
    if (flag !== this.flag) {
      this.flag = flag;
      drawShip(this.body.clear(), SHIP_SIZE, flag);
    }
    if (chest !== this.hasChest) {
      this.hasChest = chest;
      this.cargo.clear();
      if (chest) drawChest(this.cargo, 0, -SHIP_SIZE * 0.05, 13);
    }
  }
}

export class Fleet extends Container {
  private readonly ships: ShipSprite[] = [];

  constructor(private readonly tweener: Tweener) {
    super();
    for (let i = 0; i < SHIP_COUNT; i++) {
      const ship = new ShipSprite(i);
      this.ships.push(ship);
      this.addChild(ship);
    }
  }

  /** On a small map (a phone) the ships grow and show their initial, so they stay readable. */
  setDetail(scale: number): void {
    const grow = Math.min(1.8, Math.max(1, 0.6 / scale));
    for (const ship of this.ships) ship.grow(grow, scale < 0.5);
  }

  /** Returns how long the ships need to reach their new spaces (0 when nothing sails). */
  update(board: CaribbeanView, animate: boolean): number {
    let longest = 0;
    board.ships.forEach((state, index) => {
      const ship = this.ships[index];
      if (!ship) return;
      const sailing = board.sailing.ship === index && board.sailing.seat >= 0 && board.phase === 'sailing';
      ship.setLook(sailing ? seatColour(board.sailing.seat) : 0x111111, state.chest >= 0);
      ship.ring.clear();
      if (sailing) ship.ring.circle(0, -SHIP_SIZE * 0.2, SHIP_SIZE * 0.78).fill({ color: seatColour(board.sailing.seat), alpha: 0.3 }).stroke({ width: 3, color: seatColour(board.sailing.seat) });
      if (ship.space === state.space) return;
      const from = ship.space;
      ship.space = state.space;
      if (!animate || from < 0) {
        ship.voyage++;
        this.tweener.kill(ship.position);
        const c = centre(state.space);
        ship.position.set(c.x, c.y);
        return;
      }
      const path = seaPath(from, state.space).slice(1);
      longest = Math.max(longest, path.length * STEP_MS);
      void this.sail(ship, path);
    });
    // The sailing ship is drawn above the others.
    const current = this.ships[board.sailing.ship];
    if (current && board.phase === 'sailing') this.setChildIndex(current, this.children.length - 1);
    return longest;
  }

  private async sail(ship: ShipSprite, path: SpaceId[]): Promise<void> {
    const voyage = ++ship.voyage;
    for (const space of path) {
      if (ship.voyage !== voyage) return;
      const c = centre(space);
      await this.tweener.to(ship.position, { x: c.x, y: c.y }, STEP_MS, { ease: easeInOutCubic });
    }
  }

  /** Makes `ships` clickable (the ones the sailing ship may deal with), lit in the target colour. */
  setTargets(ships: number[], onTap: (ship: number) => void): void {
    this.ships.forEach((ship, index) => {
      ship.removeAllListeners('pointertap');
      const lit = ships.includes(index);
      ship.eventMode = lit ? 'static' : 'none';
      ship.cursor = lit ? 'pointer' : 'default';
      if (lit) {
        ship.ring.circle(0, -SHIP_SIZE * 0.2, SHIP_SIZE * 0.7).stroke({ width: 3, color: TARGET });
        ship.on('pointertap', () => onTap(index));
      }
    });
  }
}
