/** What a Borneo replay shows that no view held: each hand, the deck's and the harbor deck's order. */
import { pileText, topFirst, type HiddenPart } from '../../core/reveal';
import { cardLabel, cardListLabel, harborName } from './cards';
import type { BorneoState } from './types';

export function reveal(s: BorneoState): HiddenPart[] {
  const parts: HiddenPart[] = s.seats.map((seat, n) => ({ label: `{s${n}}'s hand`, text: cardListLabel(seat.hand), seat: n }));
  parts.push({ label: 'Deck, next card first', text: pileText(topFirst(s.deck).map(cardLabel), 4) });
  parts.push({ label: 'Harbor deck, next first', text: pileText(topFirst(s.harborDeck).map(harborName)) });
  return parts;
}
