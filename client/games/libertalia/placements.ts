/**
 * Where each visible character card lies for a view: my hand along the bottom (my secret pick
 * raised), the ship's slots in rank order, and every seat's den and discard pile in its panel.
 * Other seats' hands are not drawn as cards: their size is on the seat's name line.
 */
import type { LibertaliaView } from '../../../shared/games/libertalia/types';
import type { CardTarget } from '../../table/card-layer';
import { cardId } from './cards';
import type { Rect } from '../../table/geometry';
import { CARD_RATIO, handPlaces, rowSlots, type LibertaliaLayout } from './layout';

export interface SeatAreas {
  den: Rect;
  discard: Rect;
}

export type Zone = 'hand' | 'ship' | 'den' | 'discard';

export interface Placed {
  targets: Map<number, CardTarget>;
  zone: Map<number, Zone>;
  /** Index on the ship, for the cards standing there. */
  shipIndex: Map<number, number>;
}

export function placeCards(
  board: LibertaliaView,
  layout: LibertaliaLayout,
  mySeat: number | null,
  myPick: number,
  areas: (seat: number) => SeatAreas | undefined,
): Placed {
  const targets = new Map<number, CardTarget>();
  const zone = new Map<number, Zone>();
  const shipIndex = new Map<number, number>();
  const put = (id: number, where: Zone, target: CardTarget) => {
    targets.set(id, target);
    zone.set(id, where);
  };
  board.seats.forEach((seat, n) => {
    const area = areas(n);
    if (!area) return;
    rowSlots(area.den, seat.den.length, 64).forEach((slot, i) => put(cardId(n, seat.den[i] as number), 'den', { ...slot, z: 100 + i }));
    rowSlots(area.discard, seat.discard.length, 44).forEach((slot, i) => put(cardId(n, seat.discard[i] as number), 'discard', { ...slot, z: 100 + i }));
  });
  board.ship.forEach((slot, i) => {
    const at = layout.shipSlots[i];
    if (!at) return;
    const id = cardId(slot.seat, slot.rank);
    put(id, 'ship', { ...at, z: 300 + i });
    shipIndex.set(id, i);
  });
  const hand = mySeat === null ? [] : (board.seats[mySeat]?.hand ?? []);
  const { slots, raise } = handPlaces(layout, hand.length);
  slots.forEach((slot, i) => {
    const rank = hand[i] as number;
    const picked = rank === myPick;
    const y = picked ? slot.y - Math.min(raise, slot.w * CARD_RATIO * 0.16) : slot.y;
    put(cardId(mySeat as number, rank), 'hand', { ...slot, y, z: 500 + i });
  });
  return { targets, zone, shipIndex };
}
