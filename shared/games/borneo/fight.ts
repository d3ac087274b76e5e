/**
 * Rank fights within a company (rulebook "2. Companies": advance one of your merchants).
 *
 * "You can never play all the cards you have in hand that match the company in question. You
 * must keep at least one shipment card." The rulebook states this as a rule of the fight, right
 * after the defender's paragraph; we hold both sides to it, so that nobody is ever left without
 * a card to ship. So an attacker needs two matching cards, and "if you only have one card in
 * your hand, you may not start a fight".
 */
import type { Seat } from '../../core/engine';
import { companyName, fightFlags, showsCompany } from './cards';
import type { BorneoAction, BorneoState, CardId, CompanyIndex, Fight } from './types';

/** All subsets of `items` with a size in [min, max], each sorted as `items` is. */
export function subsets<T>(items: readonly T[], min: number, max: number): T[][] {
  const out: T[][] = [];
  const chosen: T[] = [];
  const walk = (from: number): void => {
    if (chosen.length >= min) out.push([...chosen]);
    if (chosen.length === max) return;
    for (let i = from; i < items.length; i++) {
      chosen.push(items[i] as T);
      walk(i + 1);
      chosen.pop();
    }
  };
  walk(0);
  return out;
}

export function matchingCards(hand: readonly CardId[], company: CompanyIndex): CardId[] {
  return hand.filter((c) => showsCompany(c, company));
}

/** The most cards a fighter may play: all his matching cards but one (and, for the defender, no more than the attacker played). */
export function maxFightCards(hand: readonly CardId[], company: CompanyIndex): number {
  return Math.max(0, matchingCards(hand, company).length - 1);
}

export function totalFlags(cards: readonly CardId[], company: CompanyIndex): number {
  return cards.reduce((sum, c) => sum + fightFlags(c, company), 0);
}

/** Every attack the active player may make: each pair of merchants, each allowed set of cards. */
export function attackActions(s: BorneoState, seat: Seat): BorneoAction[] {
  const hand = s.seats[seat]?.hand ?? [];
  const actions: BorneoAction[] = [];
  s.companies.forEach((column, company) => {
    const max = maxFightCards(hand, company);
    if (max < 1) return;
    const cardSets = subsets([...matchingCards(hand, company)].sort((a, b) => a - b), 1, max);
    column.merchants.forEach((attacker, attackerRank) => {
      if (attacker !== seat) return;
      for (let defenderRank = 0; defenderRank < attackerRank; defenderRank++) {
        if (column.merchants[defenderRank] === seat) continue;
        for (const cards of cardSets) actions.push({ type: 'attack', company, attackerRank, defenderRank, cards });
      }
    });
  });
  return actions;
}

/** Why an attack is refused, or null when it is allowed. */
export function attackProblem(s: BorneoState, seat: Seat, a: Extract<BorneoAction, { type: 'attack' }>): string | null {
  const column = s.companies[a.company];
  if (!column) return 'There is no such company.';
  const name = companyName(a.company);
  if (column.merchants[a.attackerRank] !== seat) return `You have no merchant at rank ${a.attackerRank + 1} of the ${name} company.`;
  const defender = column.merchants[a.defenderRank];
  if (defender === undefined || a.defenderRank < 0) return `There is no merchant at rank ${a.defenderRank + 1} of the ${name} company.`;
  if (defender === seat) return 'You cannot attack your own merchant.';
  if (a.defenderRank >= a.attackerRank) return 'You can only attack a merchant ranked above yours.';
  const hand = s.seats[seat]?.hand ?? [];
  if (hand.length <= 1) return 'With only one card in hand you cannot start a fight.';
  return cardsProblem(hand, a.cards, a.company, 1, Number.POSITIVE_INFINITY);
}

/** Why a set of fight cards is refused (not in hand, wrong company, too many), or null. */
export function cardsProblem(
  hand: readonly CardId[],
  cards: readonly CardId[],
  company: CompanyIndex,
  min: number,
  limit: number,
): string | null {
  const name = companyName(company);
  if (new Set(cards).size !== cards.length) return 'You named the same card twice.';
  if (cards.some((c) => !hand.includes(c))) return 'You can only play cards from your hand.';
  if (cards.some((c) => !showsCompany(c, company))) return `Every card you play must show a ${name} flag.`;
  if (cards.length < min) return `Play at least one card showing a ${name} flag.`;
  if (cards.length > limit) return `You may play at most ${limit} card${limit === 1 ? '' : 's'}: as many as the attacker.`;
  if (cards.length > 0 && cards.length >= matchingCards(hand, company).length) {
    return `You must keep at least one card showing a ${name} flag in your hand.`;
  }
  return null;
}

/** The defender's choices: no cards, or any allowed set up to the attacker's number. */
export function defendActions(s: BorneoState, fight: Fight): BorneoAction[] {
  const hand = s.seats[fight.defender]?.hand ?? [];
  const max = Math.min(fight.attackCards.length, maxFightCards(hand, fight.company));
  const matching = [...matchingCards(hand, fight.company)].sort((a, b) => a - b);
  return subsets(matching, 0, max).map((cards) => ({ type: 'defend', cards }));
}

/** The attack succeeds with as many flags as the defender's cards plus his bonus, or more. */
export function attackerWins(fight: Fight): boolean {
  return fight.attackFlags >= fight.defendFlags + fight.bonus;
}

/** Where a beaten defender may go: back in the same company (the attacker's old slot), or any company with room. */
export function relocateTargets(s: BorneoState, fight: Fight, slots: number): CompanyIndex[] {
  return s.companies
    .map((column, company) => ({ column, company }))
    .filter(({ column, company }) => company === fight.company || column.merchants.length < slots)
    .map(({ company }) => company);
}

/** Cards a victorious defender may keep, one of those he played. */
export function rewardChoices(fight: Fight): CardId[] {
  return [...fight.defendCards];
}
