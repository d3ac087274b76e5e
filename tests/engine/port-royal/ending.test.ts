/** Rulebook "End of the game"; docs/games/port-royal.md "Rule sets" (merchants and 2014 end conditions). */
import { portRoyal } from '../../../shared/games/port-royal';
import { TURN_LIMIT, type PortRoyalOutcomeDetail } from '../../../shared/games/port-royal/ending';
import type { RuleSet } from '../../../shared/games/port-royal/types';
import { logText, play, playAll, Stock, table, type SeatSpec } from './fixtures';

/** The active seat takes the only card (a Skiff) with nobody after him: his turn ends. */
function endOfTurn(players: number, active: number, seats: (k: Stock) => SeatSpec[], extra: { rules?: RuleSet; turn?: number; endTriggered?: boolean } = {}) {
  const k = new Stock(players);
  const skiff = k.ship('skiff');
  const s0 = table(k, { players, active, harbor: [skiff], phase: { kind: 'trade', taker: active, picksLeft: 1, queue: [] }, seats: seats(k), ...extra });
  return play(s0, active, { type: 'take', card: skiff });
}

describe('End of the game', () => {
  test('10 influence and an expedition trigger the end; the round is finished up to the seat before the start seat', () => {
    const k = new Stock(3);
    const exp = k.expedition(['anchor', 'anchor']);
    const display = [k.person('admiral', { cost: 7 }), k.person('mademoiselle', { cost: 7 }), k.person('sailor', { cost: 3 })];
    const sailor = k.person('sailor', { cost: 3 });
    const governor = k.person('governor');
    const s0 = table(k, {
      players: 3,
      active: 1,
      deckTop: [governor],
      harbor: [sailor],
      phase: { kind: 'trade', taker: 1, picksLeft: 1, queue: [2, 0] },
      seats: [{}, { display, expeditions: [exp], coins: 2 }, {}],
    });
    const hired = play(s0, 1, { type: 'take', card: sailor });
    expect(hired.state.endTriggered).toBe(true);
    expect(logText(hired.log)).toContain('{s1} has 10 influence and an expedition: this round is the last.');
    // Nobody else can take from an empty harbor: seat 2 (the last of the round) discovers.
    expect(hired.state.active).toBe(2);
    expect(portRoyal.outcome(hired.state)).toBeNull();
    const last = playAll(hired.state, [[2, { type: 'discover' }], [2, { type: 'stop' }]]);
    expect(last.state.phase).toEqual({ kind: 'over' });
    expect(portRoyal.toAct(last.state)).toEqual([]);
    expect(portRoyal.legalActions(last.state, 0)).toEqual([]);
    const outcome = portRoyal.outcome(last.state)!;
    expect(outcome.ranking[0]).toEqual([1]);
    expect(outcome.scores).toEqual([0, 10, 0]);
    expect((outcome.detail as PortRoyalOutcomeDetail).reason).toBe('influence');
    expect(logText(last.log)).toContain('The game is over: {s1} wins with 10 influence.');
  });

  test('once the end is triggered, the turn of the seat before the start seat is the last one', () => {
    const { state } = endOfTurn(2, 1, (k) => [{}, { display: [k.person('governor')] }], { endTriggered: true });
    expect(state.phase.kind).toBe('over');
    const early = endOfTurn(2, 0, () => [], { endTriggered: true }).state;
    expect(early.phase.kind).toBe('discover');
    expect(early.active).toBe(1);
  });

  test('merchants rules: influence without an expedition neither ends the game nor wins it', () => {
    const rich = (k: Stock) => [k.person('admiral', { cost: 9 }), k.person('admiral', { cost: 9 }), k.person('mademoiselle', { cost: 9 }), k.person('jester', { cost: 9 })];
    const k = new Stock(2);
    const display = rich(k);
    const sailor = k.person('sailor');
    const s0 = table(k, { players: 2, harbor: [sailor], phase: { kind: 'trade', taker: 0, picksLeft: 1, queue: [1] }, seats: [{ display, coins: 3 }, {}] });
    const hired = play(s0, 0, { type: 'take', card: sailor }).state;
    expect(hired.endTriggered).toBe(false);
    // At the safety end, a seat with an expedition ranks first whatever the influence.
    const { state } = endOfTurn(2, 1, (k2) => [{ display: rich(k2) }, { expeditions: [k2.expedition(['house', 'house'])] }], { turn: TURN_LIMIT - 1 });
    const outcome = portRoyal.outcome(state)!;
    expect(outcome.scores).toEqual([12, 4]);
    expect(outcome.ranking).toEqual([[1], [0]]);
    expect((outcome.detail as PortRoyalOutcomeDetail).qualified).toEqual([false, true]);
  });

  test('2014 rules: 12 influence ends the game without an expedition, 11 does not', () => {
    const eleven = (k: Stock) => [k.person('admiral', { cost: 9 }), k.person('admiral', { cost: 9 }), k.person('mademoiselle', { cost: 9 }), k.person('jester', { cost: 7 })];
    for (const [extra, triggered] of [['sailor', true], ['governor', false]] as const) {
      const k = new Stock(2);
      const display = eleven(k);
      const card = k.person(extra);
      const s0 = table(k, { players: 2, rules: 'port-royal-2014', harbor: [card], phase: { kind: 'trade', taker: 0, picksLeft: 1, queue: [1] }, seats: [{ display, coins: 8 }, {}] });
      expect(play(s0, 0, { type: 'take', card }).state.endTriggered).toBe(triggered);
    }
  });

  test('a tie in influence goes to the player with more coins; equal coins share the place', () => {
    const seats = (coins: [number, number]) => (k: Stock) => [
      { expeditions: [k.expedition(['house', 'house'])], coins: coins[0] },
      { expeditions: [k.expedition(['cross', 'cross'])], coins: coins[1] },
    ];
    const byCoins = portRoyal.outcome(endOfTurn(2, 1, seats([2, 5]), { endTriggered: true }).state)!;
    expect(byCoins.ranking).toEqual([[1], [0]]);
    // Seat 1 loots a 1-coin Skiff in his last turn: 4 + 1 equals seat 0's 5.
    const tie = portRoyal.outcome(endOfTurn(2, 1, seats([5, 4]), { endTriggered: true }).state)!;
    expect((tie.detail as PortRoyalOutcomeDetail).coins[0]).toBe((tie.detail as PortRoyalOutcomeDetail).coins[1]);
    expect(tie.ranking).toEqual([[0, 1]]);
    expect(logText(endOfTurn(2, 1, seats([5, 4]), { endTriggered: true }).log)).toContain('{s0} and {s1} share the win with 4 influence.');
  });

  test(`safety end: the game ends after the round in which turn ${TURN_LIMIT} is reached`, () => {
    const before = endOfTurn(3, 1, () => [], { turn: TURN_LIMIT - 1 }).state;
    expect(before.phase.kind).toBe('discover');
    const { state } = endOfTurn(3, 2, () => [], { turn: TURN_LIMIT });
    expect(state.phase.kind).toBe('over');
    expect((portRoyal.outcome(state)!.detail as PortRoyalOutcomeDetail).reason).toBe('turn-limit');
  });
});
