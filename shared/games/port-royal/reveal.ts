/**
 * What a Port Royal replay shows that no view held: the deck's order and the face-down coin
 * cards, whose faces nobody knew, their owners included.
 */
import { pileText, topFirst, type HiddenPart } from '../../core/reveal';
import { cardName } from './data';
import type { PortRoyalState } from './types';

export function reveal(s: PortRoyalState): HiddenPart[] {
  const parts: HiddenPart[] = [{ label: 'Deck, next card first', text: pileText(topFirst(s.deck).map(cardName)) }];
  s.seats.forEach((seat, n) => {
    if (seat.coins.length > 0) parts.push({ label: `{s${n}}'s face-down coins`, text: seat.coins.map(cardName).join(', ') });
  });
  return parts;
}
