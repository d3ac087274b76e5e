/** Rulebook "Expedition Request" and "Priest / Captain / Settler / Jack of all Trades". */
import { portRoyal } from '../../../shared/games/port-royal';
import { seatInfluence } from '../../../shared/games/port-royal/stats';
import { logText, play, refuse, Stock, table } from './fixtures';

describe('Expeditions', () => {
  test('exact persons complete a request: they are discarded, the card and its coins go to the player', () => {
    const k = new Stock(2);
    const c1 = k.person('captain');
    const c2 = k.person('captain');
    const sailor = k.person('sailor');
    const exp = k.expedition(['anchor', 'anchor']);
    const s0 = table(k, { players: 2, expeditionRow: [exp], seats: [{ display: [c1, sailor, c2], coins: 1 }, {}] });
    expect(seatInfluence(s0, 0)).toBe(3);
    expect(portRoyal.legalActions(s0, 0)).toContainEqual({ type: 'expedition', card: exp, persons: [c1, c2] });
    const { state, log } = play(s0, 0, { type: 'expedition', card: exp, persons: [c1, c2] });
    expect(state.seats[0]!.display).toEqual([sailor]);
    expect(state.seats[0]!.expeditions).toEqual([exp]);
    expect(state.seats[0]!.coins).toHaveLength(1 + 2);
    expect(state.expeditionRow).toEqual([]);
    expect(state.discard).toEqual([c1, c2]);
    // 1 (Sailor) + 4 (expedition)
    expect(seatInfluence(state, 0)).toBe(5);
    expect(logText(log)).toContain('{s0} completed the Expedition (anchor, anchor) with the Captain, the Captain: 4 influence and 2 coins.');
  });

  test('a Jack of all Trades stands in for a missing symbol; each distinct way is offered once', () => {
    const k = new Stock(2);
    const settler = k.person('settler');
    const captain = k.person('captain');
    const jack = k.person('jack');
    const exp = k.expedition(['anchor', 'anchor', 'house']);
    const s0 = table(k, { players: 2, expeditionRow: [exp], seats: [{ display: [settler, captain, jack] }, {}] });
    const ways = portRoyal.legalActions(s0, 0).filter((a) => a.type === 'expedition');
    expect(ways).toEqual([{ type: 'expedition', card: exp, persons: [settler, captain, jack] }]);
    const { state } = play(s0, 0, { type: 'expedition', card: exp, persons: [jack, settler, captain] });
    expect(state.seats[0]!.display).toEqual([]);
    expect(state.seats[0]!.coins).toHaveLength(3);
    expect(seatInfluence(state, 0)).toBe(6);
  });

  test('with a spare specialist and a Jack, using the Jack or not are two ways', () => {
    const k = new Stock(2);
    const p1 = k.person('priest');
    const p2 = k.person('priest');
    const jack = k.person('jack');
    const exp = k.expedition(['cross', 'cross']);
    const s0 = table(k, { players: 2, expeditionRow: [exp], seats: [{ display: [p1, p2, jack] }, {}] });
    const ways = portRoyal.legalActions(s0, 0).filter((a) => a.type === 'expedition');
    expect(ways).toEqual([
      { type: 'expedition', card: exp, persons: [p1, p2] },
      { type: 'expedition', card: exp, persons: [p1, jack] },
    ]);
  });

  test('wrong or missing persons are refused with a reason', () => {
    const k = new Stock(2);
    const settler = k.person('settler');
    const captain = k.person('captain');
    const sailor = k.person('sailor');
    const exp = k.expedition(['anchor', 'anchor']);
    const other = k.person('captain');
    const s0 = table(k, { players: 2, expeditionRow: [exp], seats: [{ display: [settler, captain, sailor] }, { display: [other] }] });
    expect(portRoyal.legalActions(s0, 0).some((a) => a.type === 'expedition')).toBe(false);
    expect(refuse(s0, 0, { type: 'expedition', card: exp, persons: [captain, settler] }).message).toBe('This expedition needs no house symbol.');
    expect(refuse(s0, 0, { type: 'expedition', card: exp, persons: [captain] }).message).toMatch(/needs 2 persons/);
    expect(refuse(s0, 0, { type: 'expedition', card: exp, persons: [captain, sailor] }).message).toBe('The Sailor has no expedition symbol.');
    expect(refuse(s0, 0, { type: 'expedition', card: exp, persons: [captain, other] }).message).toBe('You can only discard persons from your own display.');
    expect(refuse(s0, 0, { type: 'expedition', card: exp, persons: [captain, captain] }).message).toBe('Each person can be discarded only once.');
    expect(refuse(s0, 0, { type: 'expedition', card: 3, persons: [captain] }).message).toBe('That expedition request is not open.');
  });

  test('a non-active player cannot complete an expedition, even as taker in Loot and Hire', () => {
    const k = new Stock(2);
    const c1 = k.person('captain');
    const c2 = k.person('captain');
    const skiff = k.ship('skiff');
    const flute = k.ship('flute');
    const exp = k.expedition(['anchor', 'anchor']);
    const s0 = table(k, {
      players: 2,
      expeditionRow: [exp],
      harbor: [skiff, flute],
      phase: { kind: 'trade', taker: 1, picksLeft: 1, queue: [] },
      activeTook: 1,
      seats: [{}, { display: [c1, c2], coins: 2 }],
    });
    expect(portRoyal.legalActions(s0, 1).some((a) => a.type === 'expedition')).toBe(false);
    expect(refuse(s0, 1, { type: 'expedition', card: exp, persons: [c1, c2] }).code).toBe('wrong-phase');
  });

  test('the active player may complete one while he takes cards, but not while a ship awaits his decision', () => {
    const k = new Stock(2);
    const c1 = k.person('captain');
    const c2 = k.person('captain');
    const sailor = k.person('sailor');
    const skiff = k.ship('skiff', { sabers: 1 });
    const exp = k.expedition(['anchor', 'anchor']);
    const trading = table(k, {
      players: 2,
      expeditionRow: [exp],
      harbor: [skiff],
      phase: { kind: 'trade', taker: 0, picksLeft: 1, queue: [1] },
      seats: [{ display: [c1, c2, sailor] }, {}],
    });
    const done = play(trading, 0, { type: 'expedition', card: exp, persons: [c1, c2] }).state;
    expect(done.seats[0]!.expeditions).toEqual([exp]);
    expect(done.phase).toMatchObject({ kind: 'trade', taker: 0, picksLeft: 1 });
    const repelling = { ...trading, harbor: [], phase: { kind: 'repel' as const, ship: skiff, revealed: 1 } };
    expect(portRoyal.legalActions(repelling, 0)).toEqual([{ type: 'repel' }, { type: 'keep' }]);
  });
});
