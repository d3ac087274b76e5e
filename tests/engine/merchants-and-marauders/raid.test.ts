/**
 * Rulebook "Merchant raids" and "Merchant tokens": finding and engaging a merchant, the bounty,
 * the cards' hits and escapes, plunder and its glory, and the merchant track refilling the sea.
 */
import { CARGO } from '../../../shared/games/merchants-and-marauders/cards';
import { MERCHANT_TOKENS } from '../../../shared/games/merchants-and-marauders/data';
import type { MmState } from '../../../shared/games/merchants-and-marauders/types';
import { act, actLog, game, onTurn, place, refusal, stackCargo, started, takeCargo, withRoll, Z } from './fixtures';

const card = (t: MmState, icon: string, plunder: number): number => {
  const id = CARGO.findIndex((c, i) => c.icon === icon && c.plunder === plunder && (t.cargoDeck.includes(i) || t.cargoDiscard.includes(i)));
  if (id < 0) throw new Error(`no ${icon} ${plunder}`);
  return id;
};

/** Seat 0 (a Spanish captain, no raiding ability) has found a merchant in the Caribbean Sea. */
function found(ship: 'sloop' | 'flute', stack: (t: MmState) => number[]): MmState {
  const s = onTurn(started(2, 'raid'), 0, (t) => {
    t.seats[0]!.captain = 0;
    place(t, 0, 'Caribbean Sea', false, ship);
    stackCargo(t, stack(t));
  });
  return withRoll(s, 0, { type: 'scout', target: 'merchant', id: Z('Caribbean Sea') }, (t) => t.raid !== null).state;
}

test('a found merchant is revealed and may be engaged as its own nation, or let go', () => {
  const s = found('sloop', () => []);
  const nation = MERCHANT_TOKENS[s.raid!.token]!;
  expect(s.merchants[Z('Caribbean Sea')]).toBe(-1);
  const raids = game.legalActions(s, 0).filter((a) => a.type === 'raid');
  expect(raids).toEqual([{ type: 'raid', nation }]);
  const gone = act(s, 0, { type: 'let-go' });
  expect(gone.raid).toBeNull();
  expect(gone.merchantTrack).toContain(s.raid!.token);
  expect(gone.seats[0]!.bounties).toEqual([0, 0, 0, 0]);
});

test('raiding gives a bounty of the merchant\'s nation; the plunder values are the gold; 12+ gains glory', () => {
  const s = found('sloop', (t) => [card(t, 'escape', 4), card(t, 'escape', 3), takeCargo(t, 'cocoa', 1, (i) => CARGO[i]!.icon === 'crew')[0]!]);
  const nation = MERCHANT_TOKENS[s.raid!.token]!;
  let r = act(s, 0, { type: 'raid', nation });
  expect(r.seats[0]!.bounties.reduce((a, b) => a + b, 0)).toBe(1);
  expect(r.raid!.cards).toHaveLength(3);
  const { state, text } = actLog(r, 0, { type: 'raid-finish' });
  expect(state.seats[0]!.gold).toBe(10 + 4 + 3 + 5);
  expect(state.seats[0]!.glory).toBe(1);
  expect(state.seats[0]!.ship!.crew).toBe(1);
  expect(text).toContain('plunders 12 gold');
  r = act(state, 0, { type: 'take-card', card: state.raid!.cards[0]! });
  expect(r.seats[0]!.cargo).toHaveLength(1);
  r = act(r, 0, { type: 'take-done' });
  expect(r.raid).toBeNull();
});

test('enough escape icons to match the maneuverability let the merchant escape', () => {
  const s = found('flute', (t) => [card(t, 'escape', 4), card(t, 'escape', 3), card(t, 'escape', 2)]);
  const r = act(act(s, 0, { type: 'raid', nation: MERCHANT_TOKENS[s.raid!.token]! }), 0, { type: 'raid-finish' });
  expect(r.seats[0]!.gold).toBe(10);
  expect(r.raid).toBeNull();
});

test('a destroyed location makes the raid fail; a destroyed hull sinks the raider', () => {
  const cannons = (t: MmState) => takeCargo(t, 'food', 1, (i) => CARGO[i]!.icon === 'cannons')[0]!;
  const s = found('sloop', (t) => [cannons(t), card(t, 'escape', 2), card(t, 'escape', 3)]);
  const failed = act(act(s, 0, { type: 'raid', nation: MERCHANT_TOKENS[s.raid!.token]! }), 0, { type: 'raid-finish' });
  expect(failed.seats[0]!.gold).toBe(10);
  expect(failed.seats[0]!.ship!.cannons).toBe(0);

  const hull = found('sloop', (t) => [card(t, 'hull', 2), card(t, 'escape', 2), card(t, 'escape', 3)]);
  hull.seats[0]!.ship!.hull = 1;
  const sunk = act(act(hull, 0, { type: 'raid', nation: MERCHANT_TOKENS[hull.raid!.token]! }), 0, { type: 'raid-finish' });
  expect(sunk.seats[0]!.captain).toBe(-1);
  expect(sunk.turn?.seat).not.toBe(0);
});

test('a ship with a destroyed location cannot raid', () => {
  const s = found('sloop', () => []);
  s.seats[0]!.ship!.masts = 0;
  expect(refusal(s, 0, { type: 'raid', nation: MERCHANT_TOKENS[s.raid!.token]! })).toBe('destroyed-location');
});

test('each success draws, discards or exchanges one card', () => {
  const s = found('sloop', (t) => [card(t, 'escape', 2), card(t, 'escape', 3), card(t, 'escape', 4)]);
  const r = withRoll(s, 0, { type: 'raid', nation: MERCHANT_TOKENS[s.raid!.token]! }, (t) => t.raid!.successes === 1).state;
  const after = act(r, 0, { type: 'raid-discard', card: r.raid!.cards[0]! });
  expect(after.raid!.cards).toHaveLength(2);
  expect(refusal(after, 0, { type: 'raid-draw' })).toBe('no-success');
});

test('with 8 merchant tokens on the track, every empty zone gets one at the start of the round', () => {
  let s = onTurn(started(2, 'track'), 1, (t) => {
    t.firstSeat = 0;
    for (let z = 0; z < 8; z++) {
      t.merchantTrack.push(t.merchants[z]!);
      t.merchants[z] = -1;
    }
    t.eventDeck.push(...t.eventDiscard.splice(0));
  });
  expect(s.merchantTrack).toHaveLength(8);
  s = act(s, 1, { type: 'end-turn' });
  expect(s.merchantTrack).toHaveLength(0);
  expect(s.merchants.every((m) => m >= 0)).toBe(true);
});
