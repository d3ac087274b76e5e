/**
 * A Tax Increase says the effect of the table's rule set: with the rulebook's "Merchants of
 * the Caribbean" rules (the default) every tax card rewards the most sabers, so no card face
 * or banner may promise the fewest influence; the 2014 rules keep each card's own bonus.
 */
import { CARDS } from '../../shared/games/port-royal/data';
import type { PortRoyalView } from '../../shared/games/port-royal/types';
import { portRoyal } from '../../shared/games/port-royal';
import { detectMoments } from '../../client/games/port-royal/moments';
import { taxBonus } from '../../client/games/port-royal/tax';

const taxCards = CARDS.flatMap((card, id) => (card.kind === 'tax' ? [{ id, printed: card.bonus }] : []));

describe('Port Royal tax cards show the active rules', () => {
  it('the deck has tax cards of both kinds', () => {
    expect(new Set(taxCards.map((c) => c.printed))).toEqual(new Set(['most-sabers', 'fewest-influence']));
  });

  it('under the merchants rules every tax card rewards the most sabers', () => {
    for (const card of taxCards) expect(taxBonus(card.printed, 'merchants')).toBe('most-sabers');
  });

  it('under the 2014 rules each tax card keeps its own bonus', () => {
    for (const card of taxCards) expect(taxBonus(card.printed, 'port-royal-2014')).toBe(card.printed);
  });

  it('the tax banner of a default table names the most sabers, even for a "fewest influence" card', () => {
    const options = portRoyal.optionsSchema.parse({});
    expect(options.rules).toBe('merchants');
    const prev = portRoyal.view(portRoyal.setup(2, 'tax-banner', options), null) as PortRoyalView;
    const fewest = taxCards.find((c) => c.printed === 'fewest-influence');
    if (!fewest) throw new Error('no fewest-influence card');
    const next: PortRoyalView = { ...prev, discard: [...prev.discard, fewest.id] };
    expect(detectMoments(prev, next)).toContainEqual({ kind: 'tax', bonus: 'most-sabers' });
    const next2014: PortRoyalView = { ...next, rules: 'port-royal-2014' };
    expect(detectMoments({ ...prev, rules: 'port-royal-2014' }, next2014)).toContainEqual({ kind: 'tax', bonus: 'fewest-influence' });
  });
});
