/** Rulebook "1. Complete a Mission" and "Game Variant: the Secrets of Blackbeard". */
import { borneo } from '../../../shared/games/borneo';
import { createRng, randomInt } from '../../../shared/core/rng';
import { MISSIONS } from '../../../shared/games/borneo/data';
import { isExactPayment, missionPayments, type ClassCounts } from '../../../shared/games/borneo/missions';
import type { BorneoAction, MissionDef } from '../../../shared/games/borneo/types';
import { harborNamed, logText, play, refuse, Stock, table, type SeatSpec } from './fixtures';

/** Mission ids as laid out for 3-4 players. */
const ONE_OF_EACH = 0;
const FOUR_OF_ONE = 3;
const TWO_OF_EACH = 7;
const FIVE_PLAYER_ONE_OF_EACH = 2;

function missionTable(k: Stock, warehouse: SeatSpec, extra: { blackbeard?: boolean; pirateShip?: number } = {}) {
  return table(k, {
    players: 4,
    options: { blackbeard: extra.blackbeard ?? false },
    companies: ['0123', '', '', ''],
    phase: { kind: 'mission' },
    seats: [{ hand: k.filler(3), ...warehouse }, { hand: k.filler(3) }],
    ...(extra.pirateShip === undefined ? {} : { pirateShip: extra.pirateShip }),
  });
}

const mission = (id: number, cards: number[], harbors: number[] = [], pirate = false): BorneoAction => ({ type: 'mission', mission: id, cards, harbors, pirate });

describe('Completing a mission', () => {
  test('one of each spice, paid with shipment cards and a harbor card; the mission is kept for the rest of the game', () => {
    const k = new Stock();
    const cards = [k.spice('pepper'), k.spice('cinnamon'), k.spice('cloves')];
    const banda = harborNamed('Banda Neira');
    const kept = k.spice('pepper');
    const s0 = missionTable(k, { cards: [...cards, kept], harbors: [banda] });
    const { state, log } = play(s0, 0, mission(ONE_OF_EACH, cards, [banda]));
    expect(state.seats[0]!.missions).toEqual([ONE_OF_EACH]);
    expect(state.missionsOnBoard).not.toContain(ONE_OF_EACH);
    expect(state.seats[0]!.cards).toEqual([kept]);
    expect(state.seats[0]!.harbors).toEqual([]);
    expect(state.discard).toEqual(cards);
    expect(state.harborsOut).toEqual([banda]);
    expect(state.phase.kind).toBe('company');
    expect(logText(log)).toContain('{s0} completes the mission "1 of each spice" (6 points)');
  });

  test('a doubled spice counts as two: four of one spice with two doubled peppers', () => {
    const k = new Stock();
    const doubles = [k.spice('pepper', 2), k.spice('pepper', 2)];
    const s0 = missionTable(k, { cards: doubles });
    expect(play(s0, 0, mission(FOUR_OF_ONE, doubles)).state.seats[0]!.missions).toEqual([FOUR_OF_ONE]);
  });

  test('wild cards stand for any spice, as many as you like', () => {
    const k = new Stock();
    const cards = [k.spice('pepper'), k.spice('pepper'), k.spice('cinnamon', 2), k.spice('cloves'), k.spice('wild'), k.spice('nutmeg'), k.spice('wild')];
    const s0 = missionTable(k, { cards });
    expect(play(s0, 0, mission(TWO_OF_EACH, cards)).state.seats[0]!.missions).toEqual([TWO_OF_EACH]);
    const k2 = new Stock();
    const four = [k2.spice('wild'), k2.spice('wild'), k2.spice('cinnamon'), k2.spice('cinnamon')];
    expect(play(missionTable(k2, { cards: four }), 0, mission(FOUR_OF_ONE, four)).state.seats[0]!.missions).toEqual([FOUR_OF_ONE]);
  });

  test('no change: a doubled spice may pay where one is needed, and is gone', () => {
    const k = new Stock();
    const cards = [k.spice('pepper', 2), k.spice('cinnamon'), k.spice('cloves'), k.spice('nutmeg')];
    const { state } = play(missionTable(k, { cards }), 0, mission(ONE_OF_EACH, cards));
    expect(state.seats[0]!.cards).toEqual([]);
  });

  test('paying with a good the mission does not need is refused', () => {
    const k = new Stock();
    const cards = [k.spice('pepper'), k.spice('pepper'), k.spice('cinnamon'), k.spice('cloves'), k.spice('nutmeg')];
    const error = refuse(missionTable(k, { cards }), 0, mission(ONE_OF_EACH, cards));
    expect(error).toEqual({ code: 'overpaid', message: 'You would pay more than the mission needs: keep one pepper.' });
  });

  test('too few spices are refused', () => {
    const k = new Stock();
    const cards = [k.spice('pepper'), k.spice('cinnamon'), k.spice('cloves')];
    expect(refuse(missionTable(k, { cards }), 0, mission(ONE_OF_EACH, cards))).toEqual({
      code: 'not-enough',
      message: 'These spices do not make 1 of each spice.',
    });
  });

  test('cards in hand may not pay for a mission, nor can completed missions', () => {
    const k = new Stock();
    const cards = [k.spice('pepper'), k.spice('cinnamon'), k.spice('cloves')];
    const inHand = k.spice('nutmeg');
    const s0 = missionTable(k, { cards, hand: [inHand, ...k.filler(1)], missions: [1] });
    expect(refuse(s0, 0, mission(ONE_OF_EACH, [...cards, inHand])).code).toBe('not-in-warehouse');
    expect(missionPayments(MISSIONS[ONE_OF_EACH]!, [1, 1, 1, 0, 0, 0, 0, 0, 0], false)).toEqual([]);
  });

  test('missions marked 5 are not on the board with four players', () => {
    const k = new Stock();
    const cards = [k.spice('pepper'), k.spice('cinnamon'), k.spice('cloves'), k.spice('nutmeg')];
    expect(refuse(missionTable(k, { cards }), 0, mission(FIVE_PLAYER_ONE_OF_EACH, cards)).code).toBe('no-mission');
  });

  test('at most one mission per turn, and only in phase 1', () => {
    const k = new Stock();
    const cards = [k.spice('pepper'), k.spice('cinnamon'), k.spice('cloves'), k.spice('nutmeg')];
    const more = [k.spice('pepper'), k.spice('cinnamon'), k.spice('cloves'), k.spice('nutmeg')];
    const { state } = play(missionTable(k, { cards: [...cards, ...more] }), 0, mission(ONE_OF_EACH, cards));
    expect(refuse(state, 0, mission(1, more)).code).toBe('wrong-phase');
    expect(borneo.legalActions(state, 0).some((a) => a.type === 'mission')).toBe(false);
  });

  test('the mission is optional', () => {
    const k = new Stock();
    const cards = [k.spice('pepper'), k.spice('cinnamon'), k.spice('cloves'), k.spice('nutmeg')];
    const { state } = play(missionTable(k, { cards }), 0, { type: 'pass' });
    expect(state.phase.kind).toBe('company');
    expect(state.seats[0]!.cards).toEqual(cards);
  });

  test('a turn starts in phase 1 only when a mission can be paid for', () => {
    const k = new Stock();
    const cards = [k.spice('pepper'), k.spice('cinnamon'), k.spice('cloves'), k.spice('nutmeg')];
    const hand = k.filler(2);
    const s0 = table(k, { players: 3, phase: { kind: 'ship' }, seats: [{ hand }, { cards, hand: k.filler(2) }, {}] });
    const first = play(s0, 0, { type: 'ship', card: hand[0]!, harbor: 0 }).state;
    expect([first.active, first.phase.kind]).toEqual([1, 'mission']);
    const second = play(play(first, 1, { type: 'pass' }).state, 1, { type: 'pass' }).state;
    const third = play(second, 1, { type: 'ship', card: second.seats[1]!.hand[0]!, harbor: 0 }).state;
    expect([third.active, third.phase.kind]).toEqual([2, 'company']);
  });

  test('the legal actions offer each way to pay, once per distinct mission', () => {
    const k = new Stock();
    const single = k.spice('pepper');
    const double = k.spice('pepper', 2);
    const rest = [k.spice('cinnamon'), k.spice('cloves'), k.spice('nutmeg')];
    const s0 = missionTable(k, { cards: [single, double, ...rest] });
    const missions = borneo.legalActions(s0, 0).filter((a) => a.type === 'mission');
    expect(missions).toHaveLength(2);
    expect(missions).toEqual(expect.arrayContaining([mission(ONE_OF_EACH, [single, ...rest]), mission(ONE_OF_EACH, [double, ...rest])]));
  });

  test('any goods of the same kind as a listed payment are accepted', () => {
    const k = new Stock();
    const peppers = [k.spice('pepper'), k.spice('pepper')];
    const rest = [k.spice('cinnamon'), k.spice('cloves'), k.spice('nutmeg')];
    const s0 = missionTable(k, { cards: [...peppers, ...rest] });
    expect(play(s0, 0, mission(ONE_OF_EACH, [peppers[1]!, ...rest])).state.seats[0]!.cards).toEqual([peppers[0]]);
  });
});

describe('The Secrets of Blackbeard', () => {
  function pirateTable(blackbeard: boolean, pirateShip?: number) {
    const k = new Stock();
    const cards = [k.spice('pepper'), k.spice('cinnamon'), k.spice('cinnamon'), k.spice('cloves')];
    return { cards, s: missionTable(k, { cards }, { blackbeard, ...(pirateShip === undefined ? {} : { pirateShip }) }) };
  }

  test('one spice may stand in for another; the player takes the pirate ship', () => {
    const { cards, s } = pirateTable(true);
    expect(refuse(s, 0, mission(ONE_OF_EACH, cards)).code).toBe('not-enough');
    const { state, log } = play(s, 0, mission(ONE_OF_EACH, cards, [], true));
    expect(state.pirateShip).toBe(0);
    expect(borneo.view(state, 1).seats[0]!.pirateShip).toBe(true);
    expect(logText(log)).toContain('{s0} takes the pirate ship.');
    expect(borneo.legalActions(s, 0)).toContainEqual(mission(ONE_OF_EACH, cards, [], true));
  });

  test('the ship is taken from the player who has it', () => {
    const { cards, s } = pirateTable(true, 2);
    expect(play(s, 0, mission(ONE_OF_EACH, cards, [], true)).state.pirateShip).toBe(0);
  });

  test('only one spice may be traded', () => {
    const k = new Stock();
    const cards = [k.spice('pepper'), k.spice('pepper'), k.spice('cinnamon'), k.spice('cinnamon')];
    expect(refuse(missionTable(k, { cards }, { blackbeard: true }), 0, mission(ONE_OF_EACH, cards, [], true)).code).toBe('not-enough');
  });

  test('a player with the pirate ship may not trade', () => {
    const { cards, s } = pirateTable(true, 0);
    expect(refuse(s, 0, mission(ONE_OF_EACH, cards, [], true)).message).toBe('You hold the pirate ship, so you may not trade with the pirates.');
    expect(borneo.legalActions(s, 0).some((a) => a.type === 'mission')).toBe(false);
  });

  test('no trade without the variant, and no trade that is not needed', () => {
    expect(refuse(pirateTable(false).s, 0, mission(ONE_OF_EACH, pirateTable(false).cards, [], true)).code).toBe('no-pirates');
    const k = new Stock();
    const cards = [k.spice('pepper'), k.spice('cinnamon'), k.spice('cloves'), k.spice('nutmeg')];
    expect(refuse(missionTable(k, { cards }, { blackbeard: true }), 0, mission(ONE_OF_EACH, cards, [], true)).code).toBe('pirates-not-needed');
  });

  test('four of one spice with three cinnamons and a pepper traded', () => {
    const k = new Stock();
    const cards = [k.spice('cinnamon'), k.spice('cinnamon'), k.spice('cinnamon'), k.spice('pepper')];
    expect(play(missionTable(k, { cards }, { blackbeard: true }), 0, mission(FOUR_OF_ONE, cards, [], true)).state.pirateShip).toBe(0);
  });
});

describe('Payment enumeration', () => {
  /** Every class-count vector up to `available`, checked one by one. */
  function bruteForce(def: MissionDef, available: ClassCounts, canTrade: boolean): string[] {
    const found: string[] = [];
    const counts = available.map(() => 0);
    const walk = (k: number): void => {
      if (k === available.length) {
        for (const pirate of canTrade ? [false, true] : [false]) if (isExactPayment(def, counts, pirate)) found.push(`${counts.join(',')}|${pirate}`);
        return;
      }
      for (let n = 0; n <= available[k]!; n++) {
        counts[k] = n;
        walk(k + 1);
      }
    };
    walk(0);
    return found.sort();
  }

  test('the listed payments are exactly the exact payments, for random warehouses', () => {
    const rng = createRng('payments');
    for (let i = 0; i < 30; i++) {
      const available = Array.from({ length: 9 }, (_, k) => randomInt(rng, k < 4 ? 4 : 3));
      for (const def of MISSIONS.filter((m, j) => MISSIONS.findIndex((o) => o.kind === m.kind && o.amount === m.amount) === j)) {
        for (const canTrade of [false, true]) {
          const listed = missionPayments(def, available, canTrade).map((p) => `${p.counts.join(',')}|${p.pirate}`).sort();
          expect(listed).toEqual(bruteForce(def, available, canTrade));
        }
      }
    }
  });
});
