/**
 * Module 9: glory cards in a location's ground assault. The assault counts as a round of crew
 * combat, and "cards which say crew combat may also be used after the ground assault begins":
 * once the bombardment is over and before the LEADERSHIP roll, the raider may play such a card
 * (ours: the boarding party, 2 dice more). An unhappy crew (module 11) asks its roll first, as
 * for any glory card. Readings: docs/games/merchants-and-marauders.md ("Seas of Glory", module 9).
 */
import type { Seat } from '../../core/engine';
import type { LogEntry } from '../../core/log';
import { said } from './log';
import { GLORY } from './glory';
import { cardAllowed, cardsBarred } from './loyalty';
import { refuse, type Refusal } from './state';
import type { CombatCard, MmState } from './types';
import { own, seatToChange } from './change';

/** The glory cards that act on crew combat, and the dice each adds to the assault's roll. */
const ASSAULT_CARDS: Partial<Record<CombatCard, number>> = { 'boarding-party': 2 };

export const assaultCardDice = (card: number): number => ASSAULT_CARDS[GLORY[card]?.key as CombatCard] ?? 0;

export function assaultCardRefusal(s: MmState, seat: Seat, card: number, nation: string): Refusal {
  const r = s.locationRaid!;
  if (!s.seats[seat]!.gloryHand.includes(card)) return refuse('not-in-hand', 'You do not hold that glory card.');
  if (assaultCardDice(card) === 0 || nation !== '') return refuse('not-now', `${GLORY[card]!.title} is not played in a ground assault.`);
  if (r.step !== 'assault') return refuse('not-now', 'Crew combat cards are played once the ground assault begins.');
  if (r.crewBonus) return refuse('card-played', 'A crew combat card is already played for this assault.');
  if (cardsBarred(s, seat)) return refuse('crew-unhappy', 'Your unhappy crew refused a glory card this turn.');
  return null;
}

export function playAssaultCard(st: MmState, seat: Seat, card: number, log: LogEntry[]): void {
  if (!cardAllowed(st, seat, log)) return;
  const p = seatToChange(st, seat);
  p.gloryHand = p.gloryHand.filter((c) => c !== card);
  own(st, 'gloryDiscard').push(card);
  st.locationRaid!.crewBonus = assaultCardDice(card);
  log.push(said(['assault-card', seat, card]));
}
