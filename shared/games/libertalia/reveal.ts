/**
 * What a Libertalia replay shows that no view held: each seat's secret pick at sunrise, the
 * characters not dealt yet (in the order they will be dealt) and what is left in the booty bag.
 */
import { pileText, topFirst, type HiddenPart } from '../../core/reveal';
import { BOOTY, BOOTY_KINDS, characterName } from './data';
import type { LibertaliaState } from './types';

export function reveal(s: LibertaliaState): HiddenPart[] {
  const parts: HiddenPart[] = [];
  s.seats.forEach((seat, n) => {
    if (seat.pick >= 0) parts.push({ label: `{s${n}}'s secret pick`, text: characterName(seat.pick), seat: n });
  });
  parts.push({ label: 'Characters still to deal, next first', text: pileText(topFirst(s.rankDeck).map(characterName)) });
  const bag = BOOTY_KINDS.filter((kind) => s.bag[kind] > 0).map((kind) => `${s.bag[kind]} ${BOOTY[kind].plural}`);
  parts.push({ label: 'Booty bag', text: bag.length > 0 ? bag.join(', ') : 'empty' });
  return parts;
}
