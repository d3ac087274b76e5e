/** Rulebook "Components", "Setup" and our component tables (docs/games/borneo.md, "Components"). */
import { borneo } from '../../../shared/games/borneo';
import { harborFlagCounts } from '../../../shared/games/borneo/cards';
import { HARBORS, MISSIONS, SHIPMENT_CARDS, SPICES } from '../../../shared/games/borneo/data';
import { placementOrder } from '../../../shared/games/borneo/setup';
import type { BorneoOptions } from '../../../shared/games/borneo/types';
import { play, refuse } from './fixtures';

const plain: BorneoOptions = { threePlayerVariant: false, blackbeard: false };

describe('Components (our tables)', () => {
  test('60 shipment cards: 45 top-row and 15 bottom flags per company', () => {
    expect(SHIPMENT_CARDS).toHaveLength(60);
    for (let c = 0; c < 4; c++) {
      expect(SHIPMENT_CARDS.reduce((n, card) => n + card.top.filter((f) => f === c).length, 0)).toBe(45);
      expect(SHIPMENT_CARDS.filter((card) => card.bottom === c)).toHaveLength(15);
    }
  });

  test('14 cards per spice, 3 of them doubled, and 4 wild cards', () => {
    for (const spice of SPICES) {
      expect(SHIPMENT_CARDS.filter((c) => c.spice === spice)).toHaveLength(14);
      expect(SHIPMENT_CARDS.filter((c) => c.spice === spice && c.count === 2)).toHaveLength(3);
    }
    const wild = SHIPMENT_CARDS.filter((c) => c.spice === 'wild');
    expect(wild).toHaveLength(4);
    expect(wild.every((c) => c.count === 1)).toBe(true);
  });

  test('14 harbors and 16 missions, four of each marked for 5 players only', () => {
    expect(HARBORS).toHaveLength(14);
    expect(MISSIONS).toHaveLength(16);
    expect(MISSIONS.filter((m) => m.fivePlayersOnly)).toHaveLength(4);
    expect(MISSIONS.map((m) => m.points)).toEqual([...MISSIONS.map((m) => m.points)].sort((a, b) => a - b));
  });
});

describe('Setup', () => {
  test('each player gets three secret cards; the rest is the deck', () => {
    const s = borneo.setup(4, 'deal', plain);
    expect(s.seats.map((x) => x.hand.length)).toEqual([3, 3, 3, 3]);
    expect(s.deck).toHaveLength(60 - 12);
    const all = [...s.deck, ...s.seats.flatMap((x) => x.hand)].sort((a, b) => a - b);
    expect(all).toEqual(SHIPMENT_CARDS.map((_, i) => i));
    const other = borneo.view(s, 1);
    expect(other.seats[0]!.handCount).toBe(3);
    expect(other.mine).toEqual({ '1': { hand: s.seats[1]!.hand } });
    expect(JSON.stringify(other)).not.toContain(JSON.stringify(s.seats[0]!.hand));
  });

  test('with 3 or 4 players the harbors marked 5 are removed: 12 harbors, three face up', () => {
    for (const players of [3, 4]) {
      const s = borneo.setup(players, `harbors-${players}`, plain);
      const used = [...s.harborDeck, ...s.harborRow.map((h) => h.harbor)];
      expect(used).toHaveLength(12);
      expect(used.every((h) => HARBORS[h]!.players !== '5')).toBe(true);
      expect(s.harborRow).toHaveLength(3);
      expect(s.harborDeck).toHaveLength(9);
    }
  });

  test('with 5 players the harbors marked 3/4 are removed: 10 harbors', () => {
    const s = borneo.setup(5, 'harbors-5', plain);
    const used = [...s.harborDeck, ...s.harborRow.map((h) => h.harbor)];
    expect(used).toHaveLength(10);
    expect(used.every((h) => HARBORS[h]!.players !== '3-4')).toBe(true);
  });

  test('missions: 12 on the board with 3 or 4 players, all 16 with 5', () => {
    expect(borneo.setup(3, 'm', plain).missionsOnBoard).toHaveLength(12);
    expect(borneo.setup(4, 'm', plain).missionsOnBoard.every((m) => !MISSIONS[m]!.fivePlayersOnly)).toBe(true);
    expect(borneo.setup(5, 'm', plain).missionsOnBoard).toHaveLength(16);
  });

  test('the same seed gives the same table; another seed another', () => {
    expect(JSON.stringify(borneo.setup(4, 'same', plain))).toBe(JSON.stringify(borneo.setup(4, 'same', plain)));
    expect(JSON.stringify(borneo.setup(4, 'same', plain))).not.toBe(JSON.stringify(borneo.setup(4, 'other', plain)));
  });

  test('player counts outside 3 to 5 are refused', () => {
    expect(() => borneo.setup(2, 'x', plain)).toThrow(RangeError);
    expect(() => borneo.setup(6, 'x', plain)).toThrow(RangeError);
  });

  test('the defaults: no variant, no Blackbeard', () => {
    expect(borneo.optionsSchema.parse({})).toEqual(plain);
  });
});

describe('Merchant placement', () => {
  test('round 1 clockwise from the first player, then two rounds in reverse order (rulebook and spec)', () => {
    expect(placementOrder(3, 0, 3)).toEqual([0, 1, 2, 2, 1, 0, 2, 1, 0]);
    expect(placementOrder(4, 2, 3)).toEqual([2, 3, 0, 1, 1, 0, 3, 2, 1, 0, 3, 2]);
  });

  test('the game starts with placement by the first player; three merchants each', () => {
    const s = borneo.setup(4, 'place', plain);
    expect(s.phase.kind).toBe('placement');
    expect(borneo.toAct(s)).toEqual([s.startSeat]);
    expect(borneo.view(s, null).seats.map((x) => x.merchantsToPlace)).toEqual([3, 3, 3, 3]);
    expect(borneo.legalActions(s, s.startSeat)).toEqual([0, 1, 2, 3].map((company) => ({ type: 'place', company })));
  });

  test('a merchant goes to the first empty slot; a full company (5 slots) takes no more', () => {
    let s = borneo.setup(5, 'slots', plain);
    for (let i = 0; i < 5; i++) s = play(s, borneo.toAct(s)[0]!, { type: 'place', company: 1 }).state;
    const order = placementOrder(5, s.startSeat, 3);
    expect(s.companies[1]!.merchants).toEqual(order.slice(0, 5));
    const next = borneo.toAct(s)[0]!;
    expect(refuse(s, next, { type: 'place', company: 1 }).code).toBe('company-full');
    expect(borneo.legalActions(s, next).map((a) => (a.type === 'place' ? a.company : -1))).toEqual([0, 2, 3]);
  });

  test('after the last merchant is placed, the first player begins his turn', () => {
    let s = borneo.setup(3, 'start', plain);
    for (let i = 0; i < 9; i++) s = play(s, borneo.toAct(s)[0]!, { type: 'place', company: i % 4 }).state;
    expect(s.companies.reduce((n, c) => n + c.merchants.length, 0)).toBe(9);
    expect(s.active).toBe(s.startSeat);
    expect(s.turn).toBe(1);
    // Empty warehouses: no mission can be paid, so the turn starts in the companies phase.
    expect(s.phase.kind).toBe('company');
  });

  test('3-player variant: four merchants each, placed over four rounds', () => {
    const s = borneo.setup(3, 'four', { threePlayerVariant: true, blackbeard: false });
    expect(s.merchantsPerPlayer).toBe(4);
    expect(s.phase.kind === 'placement' && s.phase.order).toEqual(placementOrder(3, s.startSeat, 4));
    expect(borneo.view(s, null).seats.map((x) => x.merchantsToPlace)).toEqual([4, 4, 4]);
  });

  test('the 3-player variant does not apply to 4 players', () => {
    expect(borneo.setup(4, 'four', { threePlayerVariant: true, blackbeard: false }).merchantsPerPlayer).toBe(3);
  });

  test('an empty harbor counts no flags', () => {
    expect(harborFlagCounts([])).toEqual([0, 0, 0, 0]);
  });
});
