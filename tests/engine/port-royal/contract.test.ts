/**
 * The Game contract for Port Royal: setup, action shapes, refusals, views. What every game must
 * hold (options, player counts, determinism, purity, replay) is tests/engine/every-game.test.ts.
 */
import { portRoyal } from '../../../shared/games/port-royal';
import { CARDS, FIVE_PLAYER_EXPEDITION } from '../../../shared/games/port-royal/data';
import { cardsInPlay } from '../../../shared/games/port-royal/setup';
import type { PortRoyalAction } from '../../../shared/games/port-royal/types';
import { allCards, refuse, Stock, table } from './fixtures';

describe('Card table', () => {
  test('120 cards: 50 ships (10 per type), 60 persons, 4 tax increases, 6 expeditions', () => {
    expect(CARDS).toHaveLength(120);
    const count = (kind: string) => CARDS.filter((c) => c.kind === kind).length;
    expect([count('ship'), count('person'), count('tax'), count('expedition')]).toEqual([50, 60, 4, 6]);
    for (const ship of ['skiff', 'flute', 'pinnace', 'frigate', 'galleon']) {
      expect(CARDS.filter((c) => c.kind === 'ship' && c.ship === ship)).toHaveLength(10);
    }
    const skulls = CARDS.filter((c) => c.kind === 'ship' && c.sabers === null).length;
    expect(skulls).toBe(4);
    const fifth = CARDS[FIVE_PLAYER_EXPEDITION]!;
    expect(fifth).toEqual({ kind: 'expedition', needs: ['anchor', 'cross', 'house'], influence: 5, coins: 3, fivePlayersOnly: true });
  });
});

describe('Setup', () => {
  test.each([2, 3, 4, 5])('%i players: 3 coins each, seat 0 starts, every card in play exactly once', (players) => {
    const s = portRoyal.setup(players, 'setup', { rules: 'merchants' });
    expect(s.seats.map((st) => st.coins.length)).toEqual(Array(players).fill(3));
    expect(s.active).toBe(0);
    expect(s.startSeat).toBe(0);
    expect(portRoyal.toAct(s)).toEqual([0]);
    const cards = allCards(s);
    expect(cards).toHaveLength(cardsInPlay(players));
    expect(new Set(cards).size).toBe(cards.length);
    expect(s.expeditionRow).toEqual(players === 5 ? [FIVE_PLAYER_EXPEDITION] : []);
    if (players < 5) expect(cards).not.toContain(FIVE_PLAYER_EXPEDITION);
  });
});

describe('Action shapes', () => {
  test('the action schema accepts every action and rejects malformed ones', () => {
    const good: PortRoyalAction[] = [
      { type: 'discover' },
      { type: 'stop' },
      { type: 'repel' },
      { type: 'keep' },
      { type: 'take', card: 7 },
      { type: 'pass' },
      { type: 'expedition', card: 114, persons: [60, 61] },
    ];
    for (const a of good) expect(portRoyal.actionSchema.parse(a)).toEqual(a);
    for (const bad of [{ type: 'take' }, { type: 'take', card: -1 }, { type: 'take', card: 1.5 }, { type: 'fly' }, { type: 'expedition', card: 114, persons: 'all' }, {}]) {
      expect(portRoyal.actionSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('Refused actions', () => {
  test('an illegal action returns a readable error and leaves the state untouched', () => {
    const k = new Stock(3);
    const pirate = k.person('pirate', { cost: 9 });
    const skiff = k.ship('skiff');
    const trade = table(k, { players: 3, harbor: [pirate, skiff], phase: { kind: 'trade', taker: 0, picksLeft: 1, queue: [1, 2] }, seats: [{ coins: 2 }, {}, {}] });
    const cases: [number, PortRoyalAction, string][] = [
      [1, { type: 'take', card: skiff }, 'It is not your turn.'],
      [0, { type: 'discover' }, 'Discovering is over for this turn.'],
      [0, { type: 'take', card: 3 }, 'That card is not in the harbor.'],
      [0, { type: 'take', card: pirate }, 'You have only 2 coins; the Pirate costs 9 coins.'],
      [0, { type: 'pass' }, 'You must take at least one card from the harbor.'],
      [0, { type: 'repel' }, 'There is no ship to repel now.'],
      [0, { type: 'fly' } as unknown as PortRoyalAction, 'Port Royal has no such action.'],
    ];
    for (const [seat, action, message] of cases) expect(refuse(trade, seat, action).message).toBe(message);
    expect(refuse(trade, 0, null as unknown as PortRoyalAction).code).toBe('bad-action');
    expect(refuse(trade, 0, { type: 'take', card: 'x' } as unknown as PortRoyalAction).code).toBe('cannot-take');
    expect(refuse(trade, 0, { type: 'expedition', card: 114, persons: 'all' } as unknown as PortRoyalAction).code).toBe('bad-action');
  });

  test('nothing is legal once the game is over, and every action is refused', () => {
    const k = new Stock(2);
    const over = table(k, { players: 2, phase: { kind: 'over' } });
    expect(portRoyal.toAct(over)).toEqual([]);
    expect(portRoyal.legalActions(over, 0)).toEqual([]);
    expect(refuse(over, 0, { type: 'discover' }).code).toBe('game-over');
  });
});

describe('View', () => {
  test('the view hides the deck order and the coin cards, and is the same for every seat and a spectator', () => {
    const s = portRoyal.setup(4, 'view', { rules: 'merchants' });
    const v = portRoyal.view(s, null);
    for (const seat of [0, 1, 2, 3]) expect(portRoyal.view(s, seat)).toEqual(v);
    expect(v.deckCount).toBe(s.deck.length);
    expect(v.seats.map((st) => st.coinCount)).toEqual([3, 3, 3, 3]);
    const json = JSON.stringify(v);
    expect(json).not.toMatch(/"deck"|"coins"|"rng"/);
  });
});
