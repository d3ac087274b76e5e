/**
 * Sailing a ship won in the bidding (rulebook "Move the ships", "Getting treasure chests",
 * "Delivering treasure chests to safety"; docs/games/caribbean.md "Decisions where the rulebook is silent").
 */
import type { Seat } from '../../../shared/core/engine';
import type { ChestId, SpaceId } from '../../../shared/games/caribbean/types';
import { CHEST, act, bidAll, game, lines, quietShips, space, stack, steps } from './fixtures';
import type { Played, StackSpec } from './fixtures';

const SPARE = { supply: [[CHEST.trinidad, CHEST.tortuga]] };

/**
 * Two players; `seat` wins the Arriba with 5 barrels against 0 and sails it now. The Arriba
 * stands at `at` with `chest`; the Bravo at `bravo` (others are far away).
 */
function arriba(seat: Seat, at: SpaceId, chest: ChestId, more: Partial<StackSpec> = {}, bravo: [SpaceId, ChestId] = [space('Florida Keys'), -1]): Played {
  const ships = quietShips();
  ships[0] = [at, chest];
  ships[1] = bravo;
  const s = stack({ players: 2, ships, ...SPARE, ...more });
  const win = [5, 4, 3, 2, 1, 0];
  const lose = [0, 1, 2, 3, 4, 5];
  const p = bidAll(s, seat === 0 ? [win, lose] : [lose, win]);
  expect(p.state.sailing).toMatchObject({ seat, ship: 0, movesLeft: 5 });
  return p;
}

const types = (p: Played, seat: Seat) => game.legalActions(p.state, seat).map((a) => ('to' in a ? `move ${a.to}` : 'ship' in a ? `${a.type} ${a.ship}` : a.type));

describe('movement', () => {
  test('one space at a time to a free neighbouring space; never onto another ship', () => {
    const p = arriba(0, space('Florida Keys'), -1, {}, [space('Havana Road'), -1]);
    expect(types(p, 0).filter((t) => t.startsWith('move')).sort()).toEqual([`move ${space('Old Bahama Channel')}`, `move ${space('Providence Channel')}`].sort());
    const far = game.apply(p.state, 0, { type: 'move', to: space('Sargasso Edge') });
    expect(far.ok ? '' : far.error.code).toBe('not-adjacent');
    const blocked = game.apply(p.state, 0, { type: 'move', to: space('Havana Road') });
    expect(blocked.ok ? '' : blocked.error).toEqual({ code: 'occupied', message: 'Another ship is at Havana Road: sail around it.' });
    const moved = act(p.state, 0, { type: 'move', to: space('Old Bahama Channel') }, p.log);
    expect(moved.state.ships[0]!.space).toBe(space('Old Bahama Channel'));
    expect(moved.state.sailing).toMatchObject({ movesLeft: 4, path: [space('Florida Keys'), space('Old Bahama Channel')] });
    expect(lines(moved.log)).toContain('The Arriba sails to Old Bahama Channel.');
  });

  test('no more than the allowance, but the player need not use all of it', () => {
    // Five moves (back and forth is allowed), ending at Campeche with a chest still to capture.
    const p = arriba(0, space('Texas Shoals'), -1, { cities: { 4: [CHEST.campeche] } });
    const route = ['Louisiana Banks', 'Texas Shoals', 'Tampico Deep', 'Veracruz Road', 'Campeche Bank'].map(space);
    const sailed = steps(p, route.map((to) => [0, { type: 'move', to }]));
    expect(sailed.state.sailing).toMatchObject({ ship: 0, movesLeft: 0 });
    expect(types(sailed, 0)).toEqual(['capture', 'end']);
    const more = game.apply(sailed.state, 0, { type: 'move', to: space('Yucatan Channel') });
    expect(more.ok ? '' : more.error.code).toBe('no-moves-left');
    // With nothing left to do after the last move, the engine finishes the ship by itself.
    const bare = arriba(0, space('Texas Shoals'), -1);
    const gone = steps(bare, route.map((to) => [0, { type: 'move', to }]));
    expect(gone.state.ships[0]!.space).toBe(space('Campeche Bank'));
    expect(gone.state.current).toBe(1);
    const early = steps(p, [[0, { type: 'move', to: space('Louisiana Banks') }], [0, { type: 'end' }]]);
    expect(early.state.ships[0]!.space).toBe(space('Louisiana Banks'));
    expect(early.state.current).toBeGreaterThan(0);
  });

  test('ships sail around occupied spaces: the blocked way is longer', () => {
    // From Florida Keys to Dry Tortugas: through Havana Road in 2; with a ship there, no way within reach.
    const open = arriba(0, space('Florida Keys'), -1);
    const two = steps(open, [[0, { type: 'move', to: space('Havana Road') }], [0, { type: 'move', to: space('Dry Tortugas') }]]);
    expect(two.state.ships[0]!.space).toBe(space('Dry Tortugas'));
    const shut = arriba(0, space('Florida Keys'), -1, {}, [space('Havana Road'), -1]);
    expect(types(shut, 0)).not.toContain(`move ${space('Havana Road')}`);
  });
});

describe('capture', () => {
  test('a ship at a harbor city takes its chest on board and the active player takes 2,000', () => {
    const p = arriba(0, space('Havana Road'), -1, { cities: { 1: [CHEST.havana] } });
    const done = act(p.state, 0, { type: 'capture' }, p.log);
    expect(done.state.ships[0]!.chest).toBe(CHEST.havana);
    expect(done.state.cities[1]!.chests).toEqual([]);
    expect(done.state.seats[0]!.money).toBe(2000);
    expect(lines(done.log)).toContain('The Arriba captures Havana and loads the Havana chest (7,000 doubloons): s0 takes 2,000 doubloons.');
  });

  test('a city with two chests: a capture takes the top one; the other waits for another ship', () => {
    const p = arriba(0, space('Havana Road'), -1, { cities: { 1: [CHEST.nassau, CHEST.havana] } });
    const done = act(p.state, 0, { type: 'capture' }, p.log);
    expect(done.state.ships[0]!.chest).toBe(CHEST.havana);
    expect(done.state.cities[1]!.chests).toEqual([CHEST.nassau]);
    // A ship carries one chest: no second capture, and a chest is never thrown overboard.
    const again = game.apply(done.state, 0, { type: 'capture' });
    expect(again.ok ? '' : again.error.code).toBe('ship-full');
  });

  test('capture before moving, then sail on with the chest', () => {
    const p = arriba(0, space('Havana Road'), -1, { cities: { 1: [CHEST.havana] } });
    const done = steps(p, [[0, { type: 'capture' }], [0, { type: 'move', to: space('Dry Tortugas') }]]);
    expect(done.state.ships[0]).toEqual({ space: space('Dry Tortugas'), chest: CHEST.havana });
  });

  test('a winner whose move the thieves took down to nothing may still capture where the ship is', () => {
    const ships = quietShips();
    ships[0] = [space('Havana Road'), -1];
    const s = stack({ players: 3, ships, cities: { 1: [CHEST.havana] }, ...SPARE });
    const p = bidAll(s, [[1, 5, 3, 2, 4, 0], [6, 5, 4, 3, 2, 1], [6, 0, 1, 2, 3, 4]]);
    expect(p.state.sailing).toMatchObject({ seat: 0, ship: 0, movesLeft: 0 });
    expect(types(p, 0)).toEqual(['capture', 'end']);
  });
});

describe('steal, swap, pass on', () => {
  test('steal needs the other ship next to this one and a chest on it', () => {
    const p = arriba(1, space('Florida Keys'), -1, {}, [space('Old Bahama Channel'), CHEST.nassau]);
    const done = act(p.state, 1, { type: 'steal', ship: 1 }, p.log);
    expect(done.state.ships.slice(0, 2).map((x) => x.chest)).toEqual([CHEST.nassau, -1]);
    expect(lines(done.log)).toContain('The Arriba steals the Nassau chest (4,000 doubloons) from the Bravo.');
    const far = arriba(1, space('Texas Shoals'), -1, {}, [space('Old Bahama Channel'), CHEST.nassau]);
    const r = game.apply(far.state, 1, { type: 'steal', ship: 1 });
    expect(r.ok ? '' : r.error).toEqual({ code: 'not-adjacent', message: 'The Bravo is not next to the Arriba.' });
  });

  test('swap exchanges the two chests of neighbouring ships', () => {
    const p = arriba(0, space('Florida Keys'), CHEST.havana, {}, [space('Old Bahama Channel'), CHEST.nassau]);
    const done = act(p.state, 0, { type: 'swap', ship: 1 }, p.log);
    expect(done.state.ships.slice(0, 2).map((x) => x.chest)).toEqual([CHEST.nassau, CHEST.havana]);
  });

  test('pass on gives the chest to an empty neighbouring ship', () => {
    const p = arriba(0, space('Florida Keys'), CHEST.havana, {}, [space('Old Bahama Channel'), -1]);
    const done = act(p.state, 0, { type: 'pass', ship: 1 }, p.log);
    expect(done.state.ships.slice(0, 2).map((x) => x.chest)).toEqual([-1, CHEST.havana]);
  });

  test('each other ship is dealt with once at each space the ship stands on, so a move always ends', () => {
    const p = arriba(0, space('Florida Keys'), -1, {}, [space('Old Bahama Channel'), CHEST.nassau]);
    const done = act(p.state, 0, { type: 'steal', ship: 1 }, p.log);
    expect(types(done, 0)).not.toContain('pass 1');
    const back = game.apply(done.state, 0, { type: 'pass', ship: 1 });
    expect(back.ok ? '' : back.error.code).toBe('already-dealt');
  });

  test('passing on to a ship at a haven: it must unload there, and the haven\'s owner earns, whoever sails', () => {
    // Hatteras Reach is a blue haven (seat 1); seat 0 sails the Arriba next to it.
    const p = arriba(0, space('Caicos Bank'), CHEST.portoBello, {}, [space('Hatteras Reach'), -1]);
    const done = act(p.state, 0, { type: 'pass', ship: 1 }, p.log);
    expect(done.state.ships[1]!.chest).toBe(-1);
    expect(done.state.delivered).toEqual([CHEST.portoBello]);
    expect(done.state.seats.map((st) => st.money)).toEqual([0, 8000]);
    expect(lines(done.log)).toContain("The Bravo unloads the Porto Bello chest (8,000 doubloons) at s1's haven, Hatteras Reach: s1 earns 8,000 doubloons.");
  });
});

describe('delivering to safety', () => {
  // Serranilla Bank is a red haven (seat 0), next to the Colombian Basin.
  test('sailing through one\'s own haven: the chest may be unloaded there, or carried on', () => {
    const p = arriba(0, space('Colombian Basin'), CHEST.cartagena);
    const there = act(p.state, 0, { type: 'move', to: space('Serranilla Bank') }, p.log);
    expect(types(there, 0)).toContain('deliver');
    const onward = act(there.state, 0, { type: 'move', to: space('Mosquito Coast') }, there.log);
    expect(onward.state.ships[0]!.chest).toBe(CHEST.cartagena);
    const unloaded = act(there.state, 0, { type: 'deliver' }, there.log);
    expect(unloaded.state.seats[0]!.money).toBe(8000);
    expect(unloaded.state.ships[0]!.chest).toBe(-1);
    // Then the ship sails on, empty.
    expect(types(unloaded, 0)).toContain(`move ${space('Mosquito Coast')}`);
  });

  test('a ship that stops at a haven with a chest must unload it there', () => {
    const p = arriba(0, space('Colombian Basin'), CHEST.cartagena);
    const done = steps(p, [[0, { type: 'move', to: space('Serranilla Bank') }], [0, { type: 'end' }]]);
    expect(done.state.seats[0]!.money).toBe(8000);
    expect(done.state.delivered).toEqual([CHEST.cartagena]);
  });

  test('a chest delivered to another player\'s haven pays that player', () => {
    // Texas Shoals is blue (seat 1); seat 0 stops there with the Havana chest.
    const p = arriba(0, space('Tampico Deep'), CHEST.havana);
    const done = steps(p, [[0, { type: 'move', to: space('Texas Shoals') }], [0, { type: 'end' }]]);
    expect(done.state.seats.map((st) => st.money)).toEqual([0, 7000]);
  });

  test('with two players the yellow and green havens are ordinary sea', () => {
    // Louisiana Banks is green (colour 3): nobody plays green at a two-player table.
    const q = arriba(1, space('Apalachee Bay'), CHEST.havana);
    const there = act(q.state, 1, { type: 'move', to: space('Louisiana Banks') }, q.log);
    expect(types(there, 1)).not.toContain('deliver');
    const done = act(there.state, 1, { type: 'end' }, there.log);
    expect(done.state.ships[0]).toEqual({ space: space('Louisiana Banks'), chest: CHEST.havana });
    expect(done.state.seats.every((st) => st.money === 0)).toBe(true);
  });
});
