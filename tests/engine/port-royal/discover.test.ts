/** Rulebook "1) Discover": revealing, repelling, busting, expedition requests, the empty deck. */
import { portRoyal } from '../../../shared/games/port-royal';
import { allCards, logText, play, refuse, Stock, table } from './fixtures';

describe('Discover', () => {
  test('a second ship of a type that cannot be repelled busts: the harbor is discarded and the next player discovers', () => {
    const k = new Stock(3);
    const flute1 = k.ship('flute', { sabers: 1 });
    const sailor = k.person('sailor');
    const flute2 = k.ship('flute', { sabers: 5 });
    const s0 = table(k, { players: 3, deckTop: [flute2], harbor: [flute1, sailor], phase: { kind: 'discover', revealed: 2 }, seats: [{ coins: 3 }, { coins: 3 }, { coins: 3 }] });
    const { state, log } = play(s0, 0, { type: 'discover' });
    expect(state.harbor).toEqual([]);
    expect(state.discard.slice(-3).sort()).toEqual([flute1, sailor, flute2].sort());
    expect(state.active).toBe(1);
    expect(state.phase).toEqual({ kind: 'discover', revealed: 0 });
    expect(state.seats[0]!.coins).toHaveLength(3);
    expect(logText(log)).toMatch(/\{s0\} revealed a second Flute: the harbor \(3 cards\) is lost/);
  });

  test('a ship of a new type simply stays in the harbor', () => {
    const k = new Stock(2);
    const flute = k.ship('flute', { sabers: 5 });
    const skiff = k.ship('skiff', { sabers: 5 });
    const s0 = table(k, { players: 2, deckTop: [skiff], harbor: [flute], phase: { kind: 'discover', revealed: 1 } });
    const { state } = play(s0, 0, { type: 'discover' });
    expect(state.harbor).toEqual([flute, skiff]);
    expect(state.phase).toEqual({ kind: 'discover', revealed: 2 });
  });

  test('sabers of a Sailor and a Pirate (3) repel a Flute of strength 2; the ship goes to the discard pile', () => {
    const k = new Stock(2);
    const sailor = k.person('sailor', { cost: 3 });
    const pirate = k.person('pirate', { cost: 5 });
    const flute = k.ship('flute', { sabers: 2 });
    const s0 = table(k, { players: 2, deckTop: [flute], seats: [{ display: [sailor, pirate] }, {}] });
    const revealed = play(s0, 0, { type: 'discover' }).state;
    expect(revealed.phase).toEqual({ kind: 'repel', ship: flute, revealed: 1 });
    expect(portRoyal.legalActions(revealed, 0)).toEqual([{ type: 'repel' }, { type: 'keep' }]);
    const { state, log } = play(revealed, 0, { type: 'repel' });
    expect(state.discard).toEqual([flute]);
    expect(state.harbor).toEqual([]);
    expect(state.phase).toEqual({ kind: 'discover', revealed: 1 });
    expect(logText(log)).toContain('{s0} repelled the Flute.');
  });

  test('too few sabers cannot repel: the ship stays without a choice', () => {
    const k = new Stock(2);
    const sailor = k.person('sailor', { cost: 3 });
    const frigate = k.ship('frigate', { sabers: 3 });
    const s0 = table(k, { players: 2, deckTop: [frigate], seats: [{ display: [sailor] }, {}] });
    const { state } = play(s0, 0, { type: 'discover' });
    expect(state.phase.kind).toBe('discover');
    expect(state.harbor).toEqual([frigate]);
  });

  test('persons in the harbor do not help to repel', () => {
    const k = new Stock(2);
    const pirate = k.person('pirate', { cost: 9 });
    const flute = k.ship('flute', { sabers: 1 });
    const s0 = table(k, { players: 2, deckTop: [flute], harbor: [pirate], phase: { kind: 'discover', revealed: 1 } });
    const { state } = play(s0, 0, { type: 'discover' });
    expect(state.phase.kind).toBe('discover');
    expect(state.harbor).toEqual([pirate, flute]);
  });

  test('a skull ship can never be repelled, whatever the sabers', () => {
    const k = new Stock(2);
    const pirates = [k.person('pirate', { cost: 5 }), k.person('pirate', { cost: 7 }), k.person('pirate', { cost: 9 })];
    const galleon = k.ship('galleon', { sabers: 2 });
    const skull = k.ship('galleon', { sabers: null });
    const s0 = table(k, { players: 2, deckTop: [skull], harbor: [galleon], phase: { kind: 'discover', revealed: 1 }, seats: [{ display: pirates }, {}] });
    expect(refuse(s0, 0, { type: 'repel' }).code).toBe('no-ship');
    const { state, log } = play(s0, 0, { type: 'discover' });
    expect(state.active).toBe(1);
    expect(state.discard).toEqual(expect.arrayContaining([galleon, skull]));
    expect(logText(log)).toMatch(/second Galleon/);
  });

  test('repelling a duplicate avoids the bust; keeping it busts', () => {
    const k = new Stock(2);
    const sailor = k.person('sailor', { cost: 3 });
    const pinnace1 = k.ship('pinnace', { sabers: 4 });
    const pinnace2 = k.ship('pinnace', { sabers: 1 });
    const s0 = table(k, { players: 2, deckTop: [pinnace2], harbor: [pinnace1], phase: { kind: 'discover', revealed: 1 }, seats: [{ display: [sailor] }, {}] });
    const choice = play(s0, 0, { type: 'discover' }).state;
    expect(choice.phase.kind).toBe('repel');
    const repelled = play(choice, 0, { type: 'repel' }).state;
    expect(repelled.harbor).toEqual([pinnace1]);
    expect(repelled.active).toBe(0);
    expect(portRoyal.legalActions(repelled, 0)).toContainEqual({ type: 'stop' });
    const kept = play(choice, 0, { type: 'keep' }).state;
    expect(kept.harbor).toEqual([]);
    expect(kept.active).toBe(1);
  });

  test('stop is legal only after a card was revealed this turn', () => {
    const k = new Stock(2);
    const s0 = table(k, { players: 2 });
    expect(portRoyal.legalActions(s0, 0)).toEqual([{ type: 'discover' }]);
    expect(refuse(s0, 0, { type: 'stop' }).message).toBe('Reveal at least one card before you stop.');
  });

  test('an expedition request revealed joins the expedition row, not the harbor', () => {
    const k = new Stock(2);
    const exp = k.expedition(['cross', 'cross']);
    const s0 = table(k, { players: 2, deckTop: [exp] });
    const { state } = play(s0, 0, { type: 'discover' });
    expect(state.expeditionRow).toEqual([exp]);
    expect(state.harbor).toEqual([]);
    expect(portRoyal.legalActions(state, 0)).toContainEqual({ type: 'stop' });
  });

  test('an empty deck is rebuilt from the shuffled discard pile before a reveal', () => {
    const k = new Stock(2);
    const s0 = table(k, { players: 2, deckTop: [], restTo: 'discard' });
    expect(s0.deck).toEqual([]);
    const { state, log } = play(s0, 0, { type: 'discover' });
    const pile = new Set(s0.discard);
    expect(state.deck.length).toBeGreaterThan(100);
    expect(state.deck.every((id) => pile.has(id))).toBe(true);
    // The old pile lay in id order; the new deck does not.
    expect(state.deck).not.toEqual([...state.deck].sort((a, b) => a - b));
    expect(logText(log)).toMatch(/shuffled into a new deck/);
    expect(allCards(state).sort()).toEqual(allCards(s0).sort());
  });

  test('with deck and discard pile empty, discover is not legal', () => {
    const k = new Stock(2);
    const skiff = k.ship('skiff');
    const everything = k.rest();
    const s0 = table(k, { players: 2, harbor: [skiff], phase: { kind: 'discover', revealed: 1 }, seats: [{ coins: everything }, {}] });
    expect(s0.deck).toEqual([]);
    expect(portRoyal.legalActions(s0, 0)).toEqual([{ type: 'stop' }]);
    expect(refuse(s0, 0, { type: 'discover' }).code).toBe('no-cards');
  });
});
