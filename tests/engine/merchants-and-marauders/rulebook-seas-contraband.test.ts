/**
 * Merchants & Marauders, Seas of Glory module 7 "Contraband" and module 3's smuggler's hold: the
 * audit, a checklist line per rule with its scenario test below (readings in
 * docs/games/merchants-and-marauders.md). "contraband" = this file.
 *
 * SETUP
 *  - the module is an option, off by default; its cards are shuffled into the cargo deck
 *    ..................................................................... contraband "Setup: off by default ..."
 * GETTING CONTRABAND
 *  - redraw contraband meant for this port, as the good in demand ...... contraband "Getting: contraband meant for this port is redrawn ..."
 *  - at a trade station: contraband for the port of its zone ........... contraband "Getting: a trade station redraws ..."
 *  - buy contraband cards as such for 3 gold each, whatever the draw .. contraband "Getting: contraband costs 3 gold each ..."
 *  - in order: contraband before the regular goods ...................... contraband "Getting: contraband costs 3 gold each ..."
 *  - a card not bought as contraband is regular cargo (its good, its price)
 *    ..................................................................... contraband "Getting: a contraband card bought as a good ..."
 * SELLING CONTRABAND
 *  - only in the port listed on the card, 10 gold each, during the sell activity
 *    ..................................................................... contraband "Selling: only in the port on the card ..."
 *  - never at a location (town, trade station) ........................... contraband "Selling: only in the port on the card ..."
 *  - (the client's offered sales keep the contraband sale apart) ....... contraband "Selling: the client is offered the contraband sale ..."
 *  - 1 glory point per 2 sold; the first waits behind the captain, a new captain keeps it
 *    ..................................................................... contraband "Selling: every second contraband sold ..."
 * TRAVELLING WITH CONTRABAND
 *  - naval ships scout for non-pirates with contraband ................. contraband "Travelling: a naval ship scouts a non-pirate ..."
 *  - ... but do not hunt them ............................................ contraband "Travelling: naval ships do not hunt ..."
 *  - found: discard all contraband to avoid the battle ................. contraband "Travelling: giving up the contraband ..."
 *  - found: resist and attack, with the bounty of starting the battle .. contraband "Travelling: resisting attacks ..."
 *  - pirates: scouted and attacked as usual (no choice) ................ contraband "Travelling: a pirate is attacked as usual ..."
 * IMPORTANT TERMS
 *  - cargo means both kinds (the hold's size counts contraband) ........ contraband "Terms: contraband fills the hold ..."
 *  - a specific good must come from the regular space .................. contraband "Terms: a mission's goods come from the regular space ..."
 * TAKING DAMAGE TO CARGO
 *  - the owner chooses the space, the card is random within it (regular first unless he orders
 *    otherwise) ......................................................... contraband "Damage: a hit to the hold takes regular cargo first ...",
 *                                                                          choices "Damage: the owner's order ..."
 * MODULE 3: SMUGGLER'S HOLD (only with contraband)
 *  - refused without the contraband module, with the reason ............ contraband "Smuggler's hold: refused without contraband ..."
 *  - its tokens join the modifications only with the option ............ contraband "Smuggler's hold: refused without contraband ..."
 *  - one contraband takes no cargo space ................................. contraband "Smuggler's hold: one contraband card ..."
 *  - invisible to NPCs; immune to damage ................................. contraband "Smuggler's hold: one contraband card ..."
 * HIDDEN INFORMATION
 *  - which cards lie on the contraband space is the owner's; others see a count
 *    ..................................................................... contraband "Secret: others see only how many ..."
 *
 * Cards gained without buying (plunder, raids, loot, finds) take either space as their owner
 * picks: choices "Stow: ...". The replacement "A Myriad of Goods" rumor: rulebook-seas-myriad.test.ts.
 */
import { merchantsAndMarauders } from '../../../shared/games/merchants-and-marauders';
import { BASE_CARGO_COUNT, CARGO, EVENTS } from '../../../shared/games/merchants-and-marauders/cards';
import { contrabandSetup } from '../../../shared/games/merchants-and-marauders/contraband';
import { MISSIONS } from '../../../shared/games/merchants-and-marauders/glory';
import { killCaptain } from '../../../shared/games/merchants-and-marauders/life';
import { modTokensInPlay } from '../../../shared/games/merchants-and-marauders/modifications';
import { LOCATION_TOKENS } from '../../../shared/games/merchants-and-marauders/locations';
import { moveNpc } from '../../../shared/games/merchants-and-marauders/npc';
import { reveal } from '../../../shared/games/merchants-and-marauders/reveal';
import { trimCargo } from '../../../shared/games/merchants-and-marauders/state';
import type { Good, MmState } from '../../../shared/games/merchants-and-marauders/types';
import { act, actLog, game, onTurn, place, refusal, started, takeCargo, withRoll, Z } from './fixtures';
import { HARLOW, inPort, quiet, takeMod } from './rulebook-fixtures';

const CONTRABAND_IDS = CARGO.map((c, i) => (c.port ? i : -1)).filter((i) => i >= 0);
/** The contraband card sold in `port`. */
const cardFor = (port: string): number => CONTRABAND_IDS.find((i) => CARGO[i]!.port === port)!;

/** The module switched on in a stacked table: its cards join the cargo deck, every contraband space empty. */
function withContraband(t: MmState): void {
  t.options.contraband = true;
  t.cargoDeck.push(...CONTRABAND_IDS.filter((c) => !t.cargoDeck.includes(c) && !t.cargoDiscard.includes(c)));
  contrabandSetup(t);
}

/** Seat `seat` carries these contraband cards on its contraband space. */
function smuggle(t: MmState, seat: number, cards: number[]): void {
  t.cargoDeck = t.cargoDeck.filter((c) => !cards.includes(c));
  t.cargoDiscard = t.cargoDiscard.filter((c) => !cards.includes(c));
  t.seats[seat]!.cargo.push(...cards);
  t.seats[seat]!.contraband!.push(...cards);
}

const navalCard = (t: MmState, slot: number): number => {
  const card = EVENTS.findIndex((e, i) => e.kind === 'arrival' && e.slot === slot && t.eventDeck.includes(i));
  t.eventDeck = t.eventDeck.filter((e) => e !== card);
  return card;
};

/** Seat 1 ends its turn; seat 0 (English, no bounty) starts its turn at sea in the Caribbean Sea with the Spanish naval ship. */
function searched(patch: (t: MmState) => void = () => {}): MmState {
  const s = onTurn(started(2, 'search'), 1, (t) => {
    withContraband(t);
    t.firstSeat = 1;
    t.seats[0]!.captain = HARLOW;
    place(t, 0, 'Caribbean Sea', false);
    place(t, 1, 'Havana', true);
    t.npcs[2]!.stack = [navalCard(t, 2)];
    t.npcs[2]!.zone = Z('Caribbean Sea');
    patch(t);
  });
  return s;
}

describe('Setup', () => {
  test('Setup: off by default; with the module its 8 cards are shuffled into the cargo deck and every contraband space is empty', () => {
    const defaults = merchantsAndMarauders.optionsSchema.parse({}) as { contraband: boolean; smugglersHold: boolean };
    expect(defaults.contraband).toBe(false);
    expect(defaults.smugglersHold).toBe(false);
    const off = game.setup(2, 'c', { gloryTarget: 10, captainsDealt: 1 });
    expect(off.cargoDeck).toHaveLength(BASE_CARGO_COUNT);
    expect(off.seats[0]!.contraband).toBeUndefined();
    const on = game.setup(2, 'c', { gloryTarget: 10, captainsDealt: 1, contraband: true });
    expect(on.cargoDeck).toHaveLength(BASE_CARGO_COUNT + 8);
    expect(CONTRABAND_IDS.every((c) => on.cargoDeck.includes(c))).toBe(true);
    expect(on.seats.map((p) => [p.contraband, p.contrabandHeld])).toEqual([[[], -1], [[], -1]]);
    // Each card names a port, shows a good and is otherwise a cargo card (plunder and icon).
    for (const c of CONTRABAND_IDS) expect(Z(CARGO[c]!.port!)).toBeGreaterThanOrEqual(0);
  });
});

describe('Getting contraband', () => {
  test('Getting: contraband meant for this port is redrawn with the good in demand; contraband for another port stays', () => {
    const here = cardFor('Havana');
    const there = cardFor('Tortuga');
    const s = inPort('Havana', (t) => {
      withContraband(t);
      const fillers = takeCargo(t, 'wood', 4);
      t.cargoDeck = [...t.cargoDeck.filter((c) => ![here, there, ...fillers].includes(c)), ...fillers, there, here];
      t.demand[Z('Havana')] = -1;
    });
    const after = act(s, 0, { type: 'buy-draw' });
    expect(after.buy!.cards).not.toContain(here);
    expect(after.buy!.cards).toContain(there);
    expect(after.cargoDiscard).toContain(here);
  });

  test('Getting: a trade station redraws contraband for the port of its zone', () => {
    const here = cardFor('Havana');
    const s = quiet('station', (t) => {
      withContraband(t);
      t.options.locations = true;
      t.locations = t.locations ?? t.mods.map(() => -1);
      place(t, 0, 'Havana', false);
      t.demand[Z('Havana')] = -1;
      t.cargoDeck = [...t.cargoDeck.filter((c) => c !== here), here];
    });
    const station = LOCATION_TOKENS.findIndex((k) => k === 'trade-station');
    s.locations![Z('Havana')] = station;
    const after = act(s, 0, { type: 'visit-buy' });
    expect(after.buy!.location).toBe(true);
    expect(after.buy!.cards).not.toContain(here);
    expect(after.cargoDiscard).toContain(here);
  });

  test('Getting: contraband costs 3 gold each whatever was drawn, goes on the contraband space, and is bought before the regular goods', () => {
    const tortuga = cardFor('Tortuga');
    const nassau = cardFor('Curacao');
    const s = inPort('Havana', (t) => {
      withContraband(t);
      t.buy = null;
    });
    const drawn = act(s, 0, { type: 'buy-draw' });
    drawn.buy = { cards: [tortuga, nassau, ...takeCargo(drawn, 'wood', 2)], prices: [3, 3, 2, 2], bought: 0, redrawn: false };
    drawn.cargoDeck = drawn.cargoDeck.filter((c) => c !== tortuga && c !== nassau);
    const { state, text } = actLog(drawn, 0, { type: 'buy-contraband', card: tortuga });
    expect(state.seats[0]!.gold).toBe(7);
    expect(state.seats[0]!.contraband).toEqual([tortuga]);
    expect(state.seats[0]!.cargo).toEqual([tortuga]);
    expect(text).toContain('{s0} buys contraband for 3 gold.');
    // A regular good bought: contraband can no longer be bought from this draw.
    const regular = act(state, 0, { type: 'buy-card', card: state.buy!.cards[1]! });
    expect(refusal(regular, 0, { type: 'buy-contraband', card: nassau })).toBe('contraband-first');
    expect(refusal(state, 0, { type: 'buy-contraband', card: state.buy!.cards[1]! })).toBe('not-contraband');
  });

  test('Getting: a contraband card bought as a good is regular cargo: its pair price, sold as its good anywhere', () => {
    const rum = cardFor('Tortuga');
    const s = inPort('Havana', (t) => withContraband(t));
    const drawn = act(s, 0, { type: 'buy-draw' });
    const other = takeCargo(drawn, 'rum', 1)[0]!;
    drawn.cargoDiscard.push(...drawn.buy!.cards);
    drawn.cargoDeck = drawn.cargoDeck.filter((c) => c !== rum);
    drawn.buy = { cards: [rum, other], prices: [2, 2], bought: 0, redrawn: false };
    const bought = act(drawn, 0, { type: 'buy-card', card: rum });
    expect(bought.seats[0]!.gold).toBe(8);
    expect(bought.seats[0]!.contraband).toEqual([]);
    const sale = quiet('sell-as-good', (t) => {
      withContraband(t);
      place(t, 0, 'Nassau', true);
      t.cargoDeck = t.cargoDeck.filter((c) => c !== rum);
      t.seats[0]!.cargo = [rum];
    });
    const sold = actLog(act(sale, 0, { type: 'port' }), 0, { type: 'sell', cards: [rum] });
    expect(sold.text).toContain('{s0} sells rum for');
    expect(sold.state.seats[0]!.contrabandHeld).toBe(-1);
  });
});

describe('Selling contraband', () => {
  test('Selling: only in the port on the card, for 10 gold each, during the sell activity; never at a location', () => {
    const tortuga = cardFor('Tortuga');
    const at = (zone: string): MmState => inPort(zone, (t) => {
      withContraband(t);
      smuggle(t, 0, [tortuga]);
    });
    expect(refusal(at('Havana'), 0, { type: 'sell', cards: [tortuga] })).toBe('contraband-port');
    const { state, text } = actLog(at('Tortuga'), 0, { type: 'sell', cards: [tortuga] });
    expect(state.seats[0]!.gold).toBe(20);
    expect(text).toContain('{s0} sells 1 contraband in Tortuga for 10 gold.');
    expect(state.seats[0]!.contraband).toEqual([]);
    const town = quiet('town', (t) => {
      withContraband(t);
      t.options.locations = true;
      place(t, 0, 'Tortuga', false);
      smuggle(t, 0, [tortuga]);
    });
    expect(refusal(town, 0, { type: 'visit-sell', cards: [tortuga] })).toBe('contraband-in-port');
  });

  test('Selling: the client is offered the contraband sale apart from a sale of the same good', () => {
    const tortuga = cardFor('Tortuga');
    const s = inPort('Tortuga', (t) => {
      withContraband(t);
      t.seats[0]!.cargo.push(...takeCargo(t, CARGO[tortuga]!.good, 1, (id) => id < BASE_CARGO_COUNT));
      smuggle(t, 0, [tortuga]);
    });
    const sales = game.offeredActions!(s, 0).flatMap((a) => (a.type === 'sell' ? [a.cards] : []));
    expect(sales).toContainEqual([tortuga]);
    expect(sales.filter((cards) => cards.length === 1)).toHaveLength(2);
  });

  test('Selling: every second contraband sold is a glory point; the first waits behind the captain, and a new captain keeps it', () => {
    const [a, b] = [cardFor('Tortuga'), cardFor('Tortuga')];
    const cards = CONTRABAND_IDS.filter((c) => CARGO[c]!.port === 'Havana' || CARGO[c]!.port === 'Tortuga');
    expect(a).toBe(b);
    const first = act(inPort('Tortuga', (t) => {
      withContraband(t);
      smuggle(t, 0, [cardFor('Tortuga')]);
    }), 0, { type: 'sell', cards: [cardFor('Tortuga')] });
    expect(first.seats[0]!.contrabandHeld).toBe(cardFor('Tortuga'));
    expect(first.seats[0]!.glory).toBe(0);
    expect(first.cargoDiscard).not.toContain(cardFor('Tortuga'));
    // The captain dies: the card stays behind the next captain.
    const dead = structuredClone(first);
    killCaptain(dead, 0, []);
    expect(dead.seats[0]!.contrabandHeld).toBe(cardFor('Tortuga'));
    // The second sale (in Havana) completes the pair: both to the discard pile, 1 glory point.
    const second = inPort('Havana', (t) => {
      withContraband(t);
      t.seats[0]!.contrabandHeld = cardFor('Tortuga');
      t.cargoDeck = t.cargoDeck.filter((c) => c !== cardFor('Tortuga'));
      smuggle(t, 0, [cardFor('Havana')]);
    });
    const { state, text } = actLog(second, 0, { type: 'sell', cards: [cardFor('Havana')] });
    expect(state.seats[0]!.glory).toBe(1);
    expect(state.seats[0]!.contrabandHeld).toBe(-1);
    expect(state.cargoDiscard).toEqual(expect.arrayContaining(cards));
    expect(text).toContain('gains 1 glory point for selling 2 contraband');
  });
});

describe('Travelling with contraband', () => {
  test('Travelling: a naval ship scouts a non-pirate with contraband, at peace and without a bounty, and stops the ship', () => {
    const clean = searched();
    expect(actLog(clean, 1, { type: 'end-turn' }).text).not.toMatch(/scouts for \{s0\}/);
    const s = searched((t) => smuggle(t, 0, [cardFor('Tortuga')]));
    const { state, text } = withRoll(s, 1, { type: 'end-turn' }, (t) => t.contrabandStop !== undefined && t.contrabandStop !== null);
    expect(text).toMatch(/scouts for \{s0\}: found/);
    expect(text).toContain('hails {s0} to search the hold for contraband');
    expect(state.contrabandStop).toEqual({ seat: 0, slot: 2 });
    expect(game.toAct(state)).toEqual([0]);
    expect(game.legalActions(state, 0)).toEqual([{ type: 'resist-inspection' }, { type: 'dump-contraband' }]);
    expect(refusal(state, 0, { type: 'end-turn' })).toBe('not-now');
  });

  test('Travelling: giving up the contraband (all of it) avoids the battle', () => {
    const s = searched((t) => smuggle(t, 0, [cardFor('Tortuga'), cardFor('Havana')]));
    const stopped = withRoll(s, 1, { type: 'end-turn' }, (t) => !!t.contrabandStop).state;
    stopped.seats[0]!.cargo.push(...takeCargo(stopped, 'wood', 1));
    const { state, text } = actLog(stopped, 0, { type: 'dump-contraband' });
    expect(state.combat).toBeNull();
    expect(state.contrabandStop).toBeNull();
    expect(state.seats[0]!.contraband).toEqual([]);
    expect(state.seats[0]!.cargo).toHaveLength(1);
    expect(state.cargoDiscard).toEqual(expect.arrayContaining([cardFor('Tortuga'), cardFor('Havana')]));
    expect(text).toContain('{s0} throws 2 contraband overboard');
    expect(state.seats[0]!.bounties).toEqual([0, 0, 0, 0]);
  });

  test('Travelling: resisting attacks the naval ship, with the bounty of starting the battle', () => {
    const s = searched((t) => smuggle(t, 0, [cardFor('Tortuga')]));
    const stopped = withRoll(s, 1, { type: 'end-turn' }, (t) => !!t.contrabandStop).state;
    const { state } = actLog(stopped, 0, { type: 'resist-inspection' });
    expect(state.combat!.sides[0]!.fighter).toEqual({ kind: 'player', seat: 0 });
    expect(state.combat!.sides[1]!.fighter).toEqual({ kind: 'npc', slot: 2 });
    expect(state.seats[0]!.bounties).toEqual([0, 0, 1, 0]);
    expect(state.seats[0]!.contraband).toEqual([cardFor('Tortuga')]);
  });

  test('Travelling: naval ships do not hunt a captain for contraband', () => {
    const s = searched((t) => {
      place(t, 0, 'Port Royal', false);
      smuggle(t, 0, [cardFor('Tortuga')]);
    });
    const t = structuredClone(s);
    moveNpc(t, 2, 'S', []);
    expect(t.npcs[2]!.zone).not.toBe(Z('Port Royal'));
  });

  test('Travelling: a pirate with contraband is attacked as usual, with no choice', () => {
    const s = searched((t) => {
      t.seats[0]!.bounties = [0, 0, 1, 0];
      smuggle(t, 0, [cardFor('Tortuga')]);
    });
    const { state } = withRoll(s, 1, { type: 'end-turn' }, (t) => t.combat !== null);
    expect(state.contrabandStop ?? null).toBeNull();
    expect(state.combat!.sides[0]!.fighter).toEqual({ kind: 'npc', slot: 2 });
  });
});

describe('Important terms and damage', () => {
  test('Terms: contraband fills the hold like any cargo (a full sloop cannot sail with more)', () => {
    const s = inPort('Havana', (t) => {
      withContraband(t);
      t.seats[0]!.cargo.push(...takeCargo(t, 'wood', 2));
      smuggle(t, 0, [cardFor('Tortuga')]);
    });
    expect(refusal(s, 0, { type: 'leave-port' })).toBe('overloaded');
  });

  test('Terms: a mission\'s goods come from the regular space only', () => {
    const mission = MISSIONS.findIndex((m) => m.requirement === 'cargo' && m.amount === 2 && !m.forbids);
    const m = MISSIONS[mission]!;
    const smuggledGood = CONTRABAND_IDS.find((c) => CARGO[c]!.good === m.good)!;
    const s = (regular: number): MmState => inPort(m.claimAt, (t) => {
      withContraband(t);
      t.missionsOnBoard = [mission];
      t.missionDeck = t.missionDeck.filter((x) => x !== mission);
      t.seats[0]!.cargo.push(...takeCargo(t, m.good as Good, regular, (id) => id < BASE_CARGO_COUNT));
      smuggle(t, 0, [smuggledGood]);
    });
    expect(refusal(s(1), 0, { type: 'claim-mission', mission })).toBe('no-cargo');
    const claimed = act(s(2), 0, { type: 'claim-mission', mission });
    expect(claimed.seats[0]!.cargo).toEqual([smuggledGood]);
  });

  test('Damage: a hit to the hold takes regular cargo first (unless the owner orders otherwise), then contraband', () => {
    const t = quiet('damage', (x) => {
      withContraband(x);
      place(x, 0, 'Caribbean Sea', false);
      x.seats[0]!.cargo.push(...takeCargo(x, 'wood', 1));
      smuggle(x, 0, [cardFor('Tortuga')]);
    });
    t.seats[0]!.ship!.cargo = 1;
    trimCargo(t, 0, []);
    expect(t.seats[0]!.cargo).toEqual([cardFor('Tortuga')]);
    t.seats[0]!.ship!.cargo = 0;
    trimCargo(t, 0, []);
    expect(t.seats[0]!.cargo).toEqual([]);
  });
});

describe("Module 3: the smuggler's hold", () => {
  test("Smuggler's hold: refused without contraband, with the reason; its tokens join the modifications only with the option", () => {
    const alone = merchantsAndMarauders.optionsSchema.safeParse({ smugglersHold: true });
    expect(alone.success).toBe(false);
    expect(alone.error?.issues[0]?.message).toMatch(/carries contraband: turn on "Module 7: Contraband"/);
    expect(merchantsAndMarauders.optionsSchema.safeParse({ smugglersHold: true, contraband: true }).success).toBe(true);
    const base = { gloryTarget: 10, captainsDealt: 1 };
    expect(modTokensInPlay({ ...base, newMods: true, loyalty: true })).toHaveLength(22);
    expect(modTokensInPlay({ ...base, contraband: true, smugglersHold: true })).toHaveLength(18);
    const s = game.setup(2, 'hold', { ...base, contraband: true, smugglersHold: true });
    expect(s.modPool).toHaveLength(2);
  });

  test("Smuggler's hold: one contraband card takes no space, no naval ship finds it, and damage never takes it", () => {
    const s = searched((t) => {
      t.options.smugglersHold = true;
      t.seats[0]!.ship!.mods.push(takeMod(t, 'smugglers-hold'));
      t.seats[0]!.cargo.push(...takeCargo(t, 'wood', 2));
      smuggle(t, 0, [cardFor('Tortuga')]);
    });
    // A full sloop (2) still carries the hidden card; the naval ship does not scout for it.
    expect(game.legalActions(s, 1).length).toBeGreaterThan(0);
    for (let k = 0; k < 5; k++) {
      const r = actLog({ ...structuredClone(s), rng: [k + 1, 2, 3, 4] }, 1, { type: 'end-turn' });
      expect(r.text).not.toMatch(/scouts for \{s0\}/);
    }
    const hit = structuredClone(s);
    hit.seats[0]!.ship!.cargo = 0;
    trimCargo(hit, 0, []);
    expect(hit.seats[0]!.cargo).toEqual([cardFor('Tortuga')]);
    // A second contraband card is seen (and would be thrown overboard on a search).
    const two = searched((t) => {
      t.options.smugglersHold = true;
      t.seats[0]!.ship!.mods.push(takeMod(t, 'smugglers-hold'));
      smuggle(t, 0, [cardFor('Tortuga'), cardFor('Havana')]);
    });
    const stopped = withRoll(two, 1, { type: 'end-turn' }, (t) => !!t.contrabandStop).state;
    expect(act(stopped, 0, { type: 'dump-contraband' }).seats[0]!.contraband).toEqual([cardFor('Tortuga')]);
  });
});

describe('Hidden information', () => {
  test('Secret: others see only how many cards lie on the contraband space, the owner sees which; the replay shows them', () => {
    const s = inPort('Havana', (t) => {
      withContraband(t);
      t.seats[0]!.cargo.push(...takeCargo(t, 'wood', 1));
      smuggle(t, 0, [cardFor('Tortuga')]);
    });
    const own = game.view(s, 0);
    const other = game.view(s, 1);
    expect(own.mine!['0']!.contraband).toEqual([cardFor('Tortuga')]);
    expect(other.seats[0]!.contrabandCount).toBe(1);
    expect(other.seats[0]!.cargoCount).toBe(2);
    expect(JSON.stringify(other)).not.toContain(`"contraband":[${cardFor('Tortuga')}`);
    expect(other.mine!['1']!.contraband).toEqual([]);
    expect(game.view(started(2, 'none'), 0).seats[0]!.contrabandCount).toBeUndefined();
    expect(reveal(s)[0]!.text).toContain('contraband: rum for Tortuga');
  });
});
