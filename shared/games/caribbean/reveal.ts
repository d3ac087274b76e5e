/**
 * What a Caribbean replay shows that no view held: each seat's bid card on every ship and its
 * tie-breaker (before they are turned up), and the face-down chests still in the supply.
 */
import { pileText, type HiddenPart } from '../../core/reveal';
import { cardName, chestValue, doubloons, SHIP_NAMES } from './data';
import type { CaribbeanState } from './types';

export function reveal(s: CaribbeanState): HiddenPart[] {
  const parts: HiddenPart[] = [];
  s.seats.forEach((seat, n) => {
    if (seat.bids.length === 0) return;
    const bids = seat.bids.map((card, ship) => `${SHIP_NAMES[ship] ?? `ship ${ship + 1}`}: ${cardName(card)}`).join(', ');
    const tie = seat.tieBreaker >= 0 ? `; tie-breaker: ${cardName(seat.tieBreaker)}` : '';
    parts.push({ label: `{s${n}}'s bids`, text: `${bids}${tie}`, seat: n });
  });
  const supply = s.supply.flatMap((pile) => pile.chests.map((chest) => doubloons(chestValue(chest))));
  parts.push({ label: 'Face-down chests in the supply, next first', text: pileText(supply) });
  return parts;
}
