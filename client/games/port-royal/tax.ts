/**
 * Who earns the coin after a Tax Increase under the table's rule set: with the rulebook's
 * "Merchants of the Caribbean" rules every tax card rewards the most sabers; with the 2014
 * rules two of the cards reward the fewest influence instead (as the engine resolves it).
 */
import type { RuleSet } from '../../../shared/games/port-royal/types';

export type TaxBonus = 'most-sabers' | 'fewest-influence';

export function taxBonus(printed: TaxBonus, rules: RuleSet): TaxBonus {
  return rules === 'merchants' ? 'most-sabers' : printed;
}
