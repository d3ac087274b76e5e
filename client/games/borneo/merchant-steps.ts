/**
 * A merchant's move or attack composed on the board, as it is made at the table: pick one of
 * your merchants, then the company it moves to or the merchant it attacks (both lit), then the
 * cards of your hand it attacks with (lit; a tap takes or puts back one), then confirm on the
 * board. Every step offers only what some legal action still allows, so the choice ends in an
 * offered action; the action bar keeps the same choices folded into steps.
 */
import type { CardId } from '../../../shared/games/borneo/types';
import type { Action } from '../../table/session';

export interface MerchantRef {
  company: number;
  rank: number;
}

/** What is chosen so far, kept between draws while the same choices are offered. */
export class MerchantSteps {
  merchant: MerchantRef | null = null;
  defenderRank: number | null = null;
  cards: CardId[] = [];

  reset(): void {
    this.merchant = null;
    this.defenderRank = null;
    this.cards = [];
  }

  pickMerchant(merchant: MerchantRef | null): void {
    this.reset();
    this.merchant = merchant;
  }

  pickDefender(rank: number | null): void {
    this.defenderRank = rank;
    this.cards = [];
  }

  toggleCard(card: CardId): void {
    this.cards = this.cards.includes(card) ? this.cards.filter((c) => c !== card) : [...this.cards, card];
  }

  /** The offered moves and attacks of the chosen merchant (all of mine when none is chosen). */
  movesOf(offered: readonly Action[]): Action[] {
    const moves = offered.filter((a) => a.type === 'transfer' || a.type === 'attack');
    const m = this.merchant;
    if (!m) return moves;
    return moves.filter((a) => (a.type === 'transfer' ? Number(a.from) === m.company && Number(a.rank) === m.rank : Number(a.company) === m.company && Number(a.attackerRank) === m.rank));
  }

  /** The offered attacks on the chosen defender. */
  attacksOn(offered: readonly Action[]): Action[] {
    return this.movesOf(offered).filter((a) => a.type === 'attack' && Number(a.defenderRank) === this.defenderRank);
  }

  /** The attack whose cards are exactly the chosen ones, when offered. */
  chosenAttack(offered: readonly Action[]): Action | undefined {
    const key = [...this.cards].sort((a, b) => a - b).join();
    return this.attacksOn(offered).find((a) => [...cardsOf(a)].sort((x, y) => x - y).join() === key);
  }

  /** Cards that, taken or put back, still lead to an offered attack on the chosen defender. */
  cardChoices(offered: readonly Action[]): CardId[] {
    const attacks = this.attacksOn(offered);
    const chosen = new Set(this.cards);
    const choices = new Set<CardId>();
    for (const attack of attacks) {
      const cards = cardsOf(attack);
      if (![...chosen].every((c) => cards.includes(c))) continue;
      for (const card of cards) choices.add(card);
    }
    for (const card of chosen) choices.add(card);
    return [...choices];
  }

  /** Drops whatever the offered actions no longer allow (a move was made, the phase moved on). */
  keepValid(offered: readonly Action[]): void {
    if (this.merchant && this.movesOf(offered).length === 0) this.reset();
    if (this.defenderRank !== null && this.attacksOn(offered).length === 0) this.pickDefender(null);
    if (this.cards.length > 0 && !this.attacksOn(offered).some((a) => this.cards.every((c) => cardsOf(a).includes(c)))) this.cards = [];
  }
}

export function cardsOf(action: Action): CardId[] {
  return Array.isArray(action.cards) ? (action.cards as CardId[]) : [];
}
