/**
 * Chests in flight between two views (map design units): from a city onto the ship that
 * captured it, from ship to ship (stolen, swapped, passed on), and from a ship down into the
 * haven where it is unloaded (rulebook "capture", "steal", "deliver"). Read from where each
 * chest was and is; nothing is replayed on a first render or a reconnection.
 */
import { Container, Graphics } from 'pixi.js';
import { CITIES, SEA_SPACES } from '../../../shared/games/caribbean/map';
import type { CaribbeanView, ChestId } from '../../../shared/games/caribbean/types';
import { easeInOutCubic, easeInQuad, type Tweener } from '../../table/tween';
import { drawChest } from './pieces';

interface Point {
  x: number;
  y: number;
}

const FLIGHT_MS = 450;

function shipPoint(board: CaribbeanView, ship: number): Point | null {
  const space = SEA_SPACES[board.ships[ship]?.space ?? -1];
  return space ? { x: space.x, y: space.y - 6 } : null;
}

/** Where each chest is in `board`: on a ship, on a city, or delivered. */
function placesOf(board: CaribbeanView): Map<ChestId, { ship: number; city: number; delivered: boolean }> {
  const places = new Map<ChestId, { ship: number; city: number; delivered: boolean }>();
  board.cities.forEach((pile, city) => pile.chests.forEach((chest) => places.set(chest, { ship: -1, city, delivered: false })));
  board.ships.forEach((ship, index) => {
    if (ship.chest >= 0) places.set(ship.chest, { ship: index, city: -1, delivered: false });
  });
  for (const chest of board.delivered) places.set(chest, { ship: -1, city: -1, delivered: true });
  return places;
}

export class ChestFlights extends Container {
  constructor(private readonly tweener: Tweener) {
    super();
    this.eventMode = 'none';
  }

  /** Starts the flights from `prev` to `board`; returns how long they take (0 for none). */
  play(prev: CaribbeanView, board: CaribbeanView): number {
    const before = placesOf(prev);
    let longest = 0;
    for (const [chest, now] of placesOf(board)) {
      const was = before.get(chest);
      if (!was || was.delivered) continue;
      const from = was.ship >= 0 ? shipPoint(prev, was.ship) : CITIES[was.city] ?? null;
      if (!from) continue;
      if (now.ship >= 0 && now.ship !== was.ship) {
        const to = shipPoint(board, now.ship);
        if (to) longest = Math.max(longest, this.fly(from, to, false));
      } else if (now.delivered && was.ship >= 0) {
        longest = Math.max(longest, this.fly(from, { x: from.x, y: from.y + 14 }, true));
      }
    }
    return longest;
  }

  private fly(from: Point, to: Point, sink: boolean): number {
    const chest = drawChest(new Graphics(), 0, 0, 16);
    chest.position.set(from.x, from.y);
    this.addChild(chest);
    const done = () => chest.destroy();
    if (sink) {
      void this.tweener.to(chest, { y: to.y, alpha: 0 }, FLIGHT_MS, { ease: easeInQuad }).then(done);
      void this.tweener.to(chest.scale, { x: 1.8, y: 1.8 }, FLIGHT_MS);
    } else {
      void this.tweener.to(chest, { x: to.x, y: to.y }, FLIGHT_MS, { ease: easeInOutCubic }).then(done);
    }
    return FLIGHT_MS;
  }
}
