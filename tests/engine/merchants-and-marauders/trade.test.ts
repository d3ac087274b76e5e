/**
 * Rulebook "Port": selling (first activity, 3 gold, 6 in demand, the demand token replaced,
 * glory for 3+ in demand), buying (6 cards, demand goods replaced, price reductions, the
 * same-port rule, the six-card port limit) and the ports' own trade rules.
 */
import { CARGO } from '../../../shared/games/merchants-and-marauders/cards';
import { DEMAND_TOKENS } from '../../../shared/games/merchants-and-marauders/data';
import { buyPrices } from '../../../shared/games/merchants-and-marauders/port';
import type { Good, MmState } from '../../../shared/games/merchants-and-marauders/types';
import { act, actLog, game, onTurn, place, refusal, stackCargo, started, takeCargo, Z } from './fixtures';
import { mineOf } from '../../../shared/games/merchants-and-marauders/view';

/** Thomas Harlow: English, and his ability does not touch trade. */
const KEEN_EYED_ENGLISHMAN = 1;
const demandToken = (good: Good): number => DEMAND_TOKENS.indexOf(good);

/** Seat 0, a non-pirate, in port at Port Royal with the port action taken and `rum` in demand. */
function inPortRoyal(patch: (t: MmState) => void = () => {}): MmState {
  const base = onTurn(started(2, 'trade'), 0, (t) => {
    place(t, 0, 'Port Royal', true, 'flute');
    t.seats[0]!.captain = KEEN_EYED_ENGLISHMAN;
    const rum = demandToken('rum');
    const old = t.demand[Z('Port Royal')]!;
    if (old !== rum) {
      t.demandPool = t.demandPool.filter((d) => d !== rum);
      t.demandPool.push(old);
      t.demand = t.demand.map((d) => (d === rum ? t.demandPool.shift()! : d));
      t.demand[Z('Port Royal')] = rum;
    }
    patch(t);
  });
  return act(base, 0, { type: 'port' });
}

describe('selling goods', () => {
  test('3 gold per card, 6 for the good in demand; the demand token is then replaced', () => {
    let rum = 0;
    let food = 0;
    const s = inPortRoyal((t) => {
      [rum] = takeCargo(t, 'rum', 1);
      [food] = takeCargo(t, 'food', 1);
      t.seats[0]!.cargo = [rum!, food!];
    });
    const before = s.demand[Z('Port Royal')];
    const after = act(s, 0, { type: 'sell', cards: [rum!, food!] });
    expect(after.seats[0]!.gold).toBe(10 + 6 + 3);
    expect(after.seats[0]!.cargo).toEqual([]);
    expect(after.demand[Z('Port Royal')]).not.toBe(before);
    expect(after.cargoDiscard).toEqual(expect.arrayContaining([rum!, food!]));
  });

  test('selling 3 goods in demand gains a glory point and a glory card', () => {
    const s = inPortRoyal((t) => (t.seats[0]!.cargo = takeCargo(t, 'rum', 3)));
    const { state, text } = actLog(s, 0, { type: 'sell', cards: s.seats[0]!.cargo });
    expect(state.seats[0]!.gold).toBe(10 + 18);
    expect(state.seats[0]!.glory).toBe(1);
    expect(state.seats[0]!.gloryHand).toHaveLength(1);
    expect(text).toContain('glory point');
  });

  test('selling must be the first port activity', () => {
    let s = inPortRoyal((t) => (t.seats[0]!.cargo = takeCargo(t, 'food', 1)));
    s = act(s, 0, { type: 'seek-rumor' });
    expect(refusal(s, 0, { type: 'sell', cards: s.seats[0]!.cargo })).toBe('sell-first');
  });

  test('Havana: non-pirates sell goods in demand for 7', () => {
    const s = onTurn(started(2, 'havana'), 0, (t) => {
      place(t, 0, 'Havana', true);
      const good = DEMAND_TOKENS[t.demand[Z('Havana')]!]!;
      t.seats[0]!.cargo = takeCargo(t, good, 1);
    });
    const after = act(act(s, 0, { type: 'port' }), 0, { type: 'sell', cards: s.seats[0]!.cargo });
    expect(after.seats[0]!.gold).toBe(17);
  });
});

describe('buying goods', () => {
  test('6 cards are drawn; cards of the good in demand are replaced; 2 of a good cost 2, 3 cost 1', () => {
    const s = inPortRoyal((t) => {
      const [demanded] = takeCargo(t, 'rum', 1);
      const cards = [demanded!, ...takeCargo(t, 'sugar', 3), ...takeCargo(t, 'food', 2), ...takeCargo(t, 'wood', 1)];
      stackCargo(t, cards);
    });
    const after = act(s, 0, { type: 'buy-draw' });
    const b = after.buy!;
    expect(b.cards).toHaveLength(6);
    expect(b.cards.some((c) => CARGO[c]!.good === 'rum')).toBe(false);
    const price = (good: Good) => b.prices[b.cards.findIndex((c) => CARGO[c]!.good === good)];
    expect([price('sugar'), price('food'), price('wood')]).toEqual([1, 2, 3]);
    // The drawn goods and their prices are the buyer's secret.
    expect(mineOf(game.view(after, 1), 1)?.buyCards).toEqual([]);
    expect(mineOf(game.view(after, 0), 0)?.buyCards).toEqual(b.cards);
  });

  test('buying pays the price and puts the card in the hold; unbought cards are discarded', () => {
    let s = act(inPortRoyal(), 0, { type: 'buy-draw' });
    const card = s.buy!.cards[0]!;
    const price = s.buy!.prices[0]!;
    s = act(s, 0, { type: 'buy-card', card });
    expect(s.seats[0]!.gold).toBe(10 - price);
    expect(s.seats[0]!.cargo).toEqual([card]);
    const rest = s.buy!.cards;
    s = act(s, 0, { type: 'buy-done' });
    expect(s.buy).toBeNull();
    expect(s.cargoDiscard).toEqual(expect.arrayContaining(rest));
  });

  test('buying in the same port two turns in a row draws only 3 cards', () => {
    const s = inPortRoyal((t) => {
      t.seats[0]!.lastBuyZone = Z('Port Royal');
      t.seats[0]!.lastBuyTurn = t.seats[0]!.turnsTaken - 1;
    });
    expect(act(s, 0, { type: 'buy-draw' }).buy!.cards).toHaveLength(3);
  });

  test('at most 6 cargo cards in port', () => {
    let s = inPortRoyal((t) => (t.seats[0]!.cargo = takeCargo(t, 'wood', 6)));
    s = act(s, 0, { type: 'buy-draw' });
    expect(refusal(s, 0, { type: 'buy-card', card: s.buy!.cards[0]! })).toBe('port-limit');
    s = act(s, 0, { type: 'discard-cargo', card: s.seats[0]!.cargo[0]! });
    expect(refusal(s, 0, { type: 'buy-card', card: s.buy!.cards[0]! })).toBe('accepted');
  });

  test('a ship cannot leave port with more cargo than it holds', () => {
    let s = inPortRoyal((t) => {
      place(t, 0, 'Port Royal', true, 'sloop');
      t.seats[0]!.cargo = takeCargo(t, 'wood', 3);
    });
    expect(refusal(s, 0, { type: 'leave-port' })).toBe('overloaded');
    s = act(s, 0, { type: 'discard-cargo', card: s.seats[0]!.cargo[0]! });
    expect(refusal(s, 0, { type: 'leave-port' })).toBe('accepted');
  });

  test('Nassau: prices start at 2 gold', () => {
    const t = started(2, 'nassau');
    const cards = [...takeCargo(t, 'sugar', 2), ...takeCargo(t, 'food', 1)];
    expect(buyPrices(cards, Z('Nassau'))).toEqual([1, 1, 2]);
    expect(buyPrices(cards, Z('Port Royal'))).toEqual([2, 2, 3]);
  });

  test('Cartagena: the third good bought is free', () => {
    let s = onTurn(started(2, 'cartagena'), 0, (t) => {
      place(t, 0, 'Cartagena', true, 'flute');
      t.seats[0]!.gold = 20;
    });
    s = act(act(s, 0, { type: 'port' }), 0, { type: 'buy-draw' });
    const paid: number[] = [];
    for (let k = 0; k < 3; k++) {
      const gold = s.seats[0]!.gold;
      s = act(s, 0, { type: 'buy-card', card: s.buy!.cards[0]! });
      paid.push(gold - s.seats[0]!.gold);
    }
    expect(paid[2]).toBe(0);
    expect(paid[0]).toBeGreaterThan(0);
  });
});
