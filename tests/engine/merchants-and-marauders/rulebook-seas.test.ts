/**
 * Merchants & Marauders, the Seas of Glory expansion: the audit of the modules and variants this
 * table plays, a checklist line per rule with its scenario test below (readings in
 * docs/games/merchants-and-marauders.md). "seas" = this file.
 *
 * OPTIONS
 *  - every module and variant is an option, off by default .......... seas "Options: every Seas of Glory switch is off by default"
 *  - the storm token needs the wind (the rulebook allows wind alone) . seas "Options: the storm token without the wind is refused ..."
 *  - the modules in play are public ................................... seas "Options: the modules in play are in every viewer's view"
 * VARIANT 1: FLEXIBLE TURNS
 *  - a cube drawn for each turn: every seat once a round, in a new order each round
 *    ..................................................................... seas "Variant 1: a cube is drawn for each turn ..."
 * VARIANT 2: CAPTAINS, CAPTAINS, CAPTAINS! ("Yarr, get on with it!": two captains dealt)
 *  - two dealt, one chosen; the other goes back ....................... seas "Variant 2: two captains are dealt ..."
 * VARIANT 3: GIVE ME GLORY OR GIVE ME DEATH
 *  - stash points cost 10, 15, 20 ... (100 gold for 5) ................. seas "Variant 3: the first stash point costs 10 ..."
 *  - the final score counts the stash that way ......................... seas "Variant 3: the final glory counts the stash ..."
 * VARIANT 4: IT'S A HARD LIFE
 *  - two naval ships of different nations and the first pirate at sea before round 1
 *  - an NPC whose zone is a player's home port is passed over ........ seas "Variant 4: two naval ships ... and a pirate ..."
 * MODULE 5: SHIPS
 *  - the brig: 20 gold, sells for 5, no glory point ................... seas "Module 5: the brig costs 20 gold ..."
 *  - not for sale without the module ................................... seas "Module 5 off: the brig is not for sale"
 * MODULE 8: WIND AND WEATHER
 *  - the spinner turns at the start of the round, before the event card  seas "Wind: the spinner turns at the start of every round ..."
 *  - one free move with the wind a turn ................................ seas "Wind: the first move with the wind each turn is free ..."
 *  - the first move against the wind costs 2 actions, the next 1 ..... seas "Wind: the first move against the wind costs 2 actions ..."
 *  - the storm starts in the Caribbean Sea, drifts with the wind, clockwise when blocked
 *    ..................................................................... seas "Storm: it starts in the Caribbean Sea ..."
 *  - 3 hits less 1 per SEAMANSHIP success on sailing in, leaving port in its zone, starting a
 *    turn at sea in it ................................................. seas "Storm: sailing into the storm ...", "Storm: leaving port ...", "Storm: starting a turn ..."
 *  - NPCs in the storm's zone never scout .............................. seas "Storm: NPCs in the storm's zone never scout"
 *
 * THE OTHER MODULES AND VARIANTS each have their checklist at the head of their own file:
 *  - module 1 (rumors, missions, events & captains) ..................... rulebook-seas-cards.test.ts
 *  - modules 2 (new special weapons) and 6 (treasure galleon) .......... rulebook-seas-combat.test.ts
 *  - module 4 (NPC upgrades) and the treasure galleon's draw ............ rulebook-seas-npc.test.ts
 *  - modules 3 (new modifications, reserve pool, market) and 11 (loyalty) rulebook-seas-loyalty.test.ts
 *  - module 9 (location tokens) ........................................ rulebook-seas-locations.test.ts
 *  - module 10 (favors) ................................................ rulebook-seas-favors.test.ts
 *  - variant 2's "It'll cost ya!" and variant 5 (cutthroat) ............ rulebook-seas-cutthroat.test.ts
 *  - module 7 (contraband) and module 3's smuggler's hold .............. rulebook-seas-contraband.test.ts
 */
import { seasLines } from '../../../client/games/merchants-and-marauders/words';
import { merchantsAndMarauders } from '../../../shared/games/merchants-and-marauders';
import { EVENTS, NPC_SLOTS, CAPTAINS } from '../../../shared/games/merchants-and-marauders/cards';
import { CARIBBEAN_SEA } from '../../../shared/games/merchants-and-marauders/data';
import { scoutingNpcs, zoneTowards } from '../../../shared/games/merchants-and-marauders/npc';
import { stashPointsOf, totalGlory } from '../../../shared/games/merchants-and-marauders/state';
import type { MmOptions, MmState } from '../../../shared/games/merchants-and-marauders/types';
import { act, actLog, game, onTurn, place, refusal, started, withRoll, Z } from './fixtures';
import { inPort, quiet } from './rulebook-fixtures';

const ALL_OFF = { flexibleTurns: false, brig: false, wind: false, storm: false, gloryOrDeath: false, hardLife: false };

describe('Options', () => {
  test('Options: every Seas of Glory switch is off by default', () => {
    const defaults = merchantsAndMarauders.optionsSchema.parse({}) as MmOptions;
    expect(defaults).toMatchObject(ALL_OFF);
  });

  test('Options: the storm token without the wind is refused with a clear message; wind alone is fine', () => {
    const storm = merchantsAndMarauders.optionsSchema.safeParse({ storm: true });
    expect(storm.success).toBe(false);
    expect(storm.error?.issues[0]?.message).toMatch(/drifts with the wind: turn on "Module 8: Wind"/);
    expect(merchantsAndMarauders.optionsSchema.safeParse({ wind: true }).success).toBe(true);
    expect(merchantsAndMarauders.optionsSchema.safeParse({ flexibleTurns: true, wind: true, storm: true, brig: true, gloryOrDeath: true, hardLife: true }).success).toBe(true);
  });

  test('Options: the modules in play are in every viewer\'s view, and the table lists them with the weather', () => {
    const s = started(2, 'mods', { wind: true, gloryOrDeath: true });
    const v = game.view(s, null);
    expect(v.seas.modules).toEqual(['wind', 'gloryOrDeath']);
    expect(game.view(started(2, 'none'), 0).seas).toEqual({ modules: [], wind: '', storm: -1 });
    expect(seasLines(v)).toEqual([
      'Seas of Glory: wind, glory or death (rising stash cost)',
      `wind blows ${v.seas.wind} (one free move with it; the first against it costs 2)`,
    ]);
    expect(seasLines(game.view(started(2, 'none'), 0))).toEqual([]);
  });
});

describe('Variants', () => {
  test('Variant 1: a cube is drawn for each turn: every seat plays once a round, in a new order each round', () => {
    let s = started(3, 'cubes', { flexibleTurns: true });
    const rounds = new Map<number, number[]>();
    for (let k = 0; k < 18 && s.phase === 'play'; k++) {
      const seat = game.toAct(s)[0]!;
      rounds.set(s.round, [...(rounds.get(s.round) ?? []), seat]);
      s = act(s, seat, { type: 'end-turn' });
    }
    const full = [...rounds.values()].filter((order) => order.length === 3);
    expect(full.length).toBeGreaterThanOrEqual(4);
    for (const order of full) expect([...order].sort()).toEqual([0, 1, 2]);
    expect(new Set(full.map((order) => order.join(''))).size).toBeGreaterThan(1);
    // Without the variant the order is clockwise from the first player, every round.
    let plain = started(3, 'cubes');
    const seen: number[] = [];
    for (let k = 0; k < 6; k++) {
      const seat = game.toAct(plain)[0]!;
      seen.push(seat);
      plain = act(plain, seat, { type: 'end-turn' });
    }
    expect(seen).toEqual([0, 1, 2, 0, 1, 2].map((i) => (plain.firstSeat + i) % 3));
  });

  test('Variant 2: two captains are dealt to each player, who keeps one; the other goes back to the deck', () => {
    const s = game.setup(2, 'yarr', { gloryTarget: 10, captainsDealt: 2 });
    expect(s.seats.map((p) => p.offer.length)).toEqual([2, 2]);
    const [keep, other] = s.seats[0]!.offer;
    let t = act(s, 0, { type: 'choose-captain', captain: keep!, ship: 'sloop' });
    t = act(t, 1, { type: 'choose-captain', captain: t.seats[1]!.offer[0]!, ship: 'flute' });
    expect(t.seats[0]!.captain).toBe(keep);
    expect(t.captainDeck).toContain(other);
  });

  test('Variant 3: the first stash point costs 10 gold, the next 15, then 20 ...: 100 gold for 5', () => {
    expect([9, 10, 24, 25, 44, 45, 69, 70, 99, 100, 200].map((g) => stashPointsOf(g, 10, true))).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect([9, 10, 25, 50, 100].map((g) => stashPointsOf(g, 10, false))).toEqual([0, 1, 2, 5, 5]);
  });

  test('Variant 3: the final glory counts the stash at the rising cost', () => {
    const s = onTurn(started(2, 'gd', { gloryOrDeath: true }), 0, (t) => {
      t.seats[0]!.glory = 2;
      t.seats[0]!.stash = 45;
    });
    expect(totalGlory(s, s.seats[0]!)).toBe(5);
    const plain = onTurn(started(2, 'gd'), 0, (t) => {
      t.seats[0]!.glory = 2;
      t.seats[0]!.stash = 45;
    });
    expect(totalGlory(plain, plain.seats[0]!)).toBe(6);
  });

  test('Variant 4: two naval ships of different nations and a pirate are at sea before round 1, none in a player\'s home zone', () => {
    for (const seed of ['hard-1', 'hard-2', 'hard-3', 'hard-4']) {
      let s = game.setup(3, seed, { gloryTarget: 10, captainsDealt: 1, hardLife: true });
      s = act(act(s, 0, { type: 'choose-captain', captain: s.seats[0]!.offer[0]!, ship: 'sloop' }), 1, { type: 'choose-captain', captain: s.seats[1]!.offer[0]!, ship: 'sloop' });
      const { state, text } = actLog(s, 2, { type: 'choose-captain', captain: s.seats[2]!.offer[0]!, ship: 'sloop' });
      const homes = state.seats.map((p) => CAPTAINS[p.captain]!.home);
      // Where they were put, before the first round's event card moved anyone.
      const placed = [...text.matchAll(/already at sea in ([^.]+)\./g)].map((m) => m[1]!);
      expect(placed).toHaveLength(3);
      for (const zone of placed) expect(homes).not.toContain(zone);
      expect(text.indexOf('already at sea')).toBeLessThan(text.indexOf('Event:'));
      const atSea = state.npcs.map((n, slot) => ({ n, slot })).filter(({ n }) => n.stack.length > 0);
      const navies = atSea.filter(({ slot }) => !NPC_SLOTS[slot]!.pirate);
      const pirates = atSea.filter(({ slot }) => NPC_SLOTS[slot]!.pirate);
      expect(navies).toHaveLength(2);
      expect(pirates).toHaveLength(1);
      for (const { n } of atSea) expect(state.eventDeck).not.toContain(n.stack[0]);
    }
    const plain = started(3, 'hard-1');
    expect(plain.npcs.every((n) => n.stack.length === 0)).toBe(true);
  });
});

describe('Module 5: Ships', () => {
  test('Module 5: the brig costs 20 gold, sells for 5, and gives no glory point', () => {
    const s = inPort('Havana', (t) => {
      t.options = { ...t.options, brig: true };
      t.seats[0]!.gold = 20;
    });
    const after = act(s, 0, { type: 'buy-ship', ship: 'brig', transferMods: false });
    expect(after.seats[0]!.ship!.type).toBe('brig');
    // 20 gold less the sloop's 5.
    expect(after.seats[0]!.gold).toBe(5);
    expect(after.seats[0]!.glory).toBe(0);
    expect(after.seats[0]!.ship!.cargo).toBe(4);
  });

  test('Module 5 off: the brig is not for sale', () => {
    const s = inPort('Havana', (t) => (t.seats[0]!.gold = 40));
    expect(refusal(s, 0, { type: 'buy-ship', ship: 'brig', transferMods: false })).toBe('no-brig');
    expect(game.legalActions(s, 0).some((a) => a.type === 'buy-ship' && a.ship === 'brig')).toBe(false);
  });
});

describe('Module 8: Wind and weather', () => {
  /** Seat 0 at sea in Tortuga (N Nassau, S Petit Goave, E Santo Domingo, W Havana), the wind blowing `wind`. */
  const windy = (wind: 'N' | 'E' | 'S' | 'W', patch: (t: MmState) => void = () => {}) =>
    quiet(`wind-${wind}`, (t) => {
      t.options = { ...t.options, wind: true };
      t.wind = wind;
      place(t, 0, 'Tortuga', false);
      patch(t);
    });

  test('Wind: the spinner turns at the start of every round, before the event card is drawn', () => {
    let s = started(2, 'spin', { wind: true });
    const last = (s.firstSeat + 1) % 2;
    s = onTurn(s, last, (t) => (t.firstSeat = (last + 1) % 2));
    const r = actLog(s, last, { type: 'end-turn' });
    expect(['N', 'E', 'S', 'W']).toContain(r.state.wind);
    expect(r.text.indexOf('The wind blows')).toBeGreaterThanOrEqual(0);
    expect(r.text.indexOf('The wind blows')).toBeLessThan(r.text.indexOf('Event:'));
  });

  test('Wind: the first move with the wind each turn is free, the second costs an action', () => {
    let s = windy('E');
    s = act(s, 0, { type: 'move', zone: Z('Santo Domingo') });
    expect(s.turn!.actionsLeft).toBe(3);
    s = act(s, 0, { type: 'move', zone: Z('San Juan') });
    expect(s.turn!.actionsLeft).toBe(2);
    // With no action left, a free move is still possible on a fresh turn only.
    const none = windy('N', (t) => (t.turn!.actionsLeft = 0));
    expect(refusal(none, 0, { type: 'move', zone: Z('Nassau') })).toBe('accepted');
    expect(refusal(none, 0, { type: 'move', zone: Z('Havana') })).toBe('no-actions');
  });

  test('Wind: the first move against the wind costs 2 actions, the next one 1; across it costs 1', () => {
    let s = windy('N');
    s = act(s, 0, { type: 'move', zone: Z('Petit Goave') });
    expect(s.turn!.actionsLeft).toBe(1);
    s = act(s, 0, { type: 'move', zone: Z('Tortuga') });
    expect(s.turn!.actionsLeft).toBe(1);
    const across = act(windy('N'), 0, { type: 'move', zone: Z('Havana') });
    expect(across.turn!.actionsLeft).toBe(2);
    const short = windy('N', (t) => (t.turn!.actionsLeft = 1));
    expect(refusal(short, 0, { type: 'move', zone: Z('Petit Goave') })).toBe('against-wind');
    const calm = quiet('no-wind', (t) => place(t, 0, 'Tortuga', false));
    expect(act(calm, 0, { type: 'move', zone: Z('Nassau') }).turn!.actionsLeft).toBe(2);
  });

  test('Storm: it starts in the Caribbean Sea and drifts with the wind, clockwise when the way is blocked', () => {
    expect(game.setup(2, 'storm', { gloryTarget: 10, captainsDealt: 1, wind: true, storm: true }).storm).toBe(CARIBBEAN_SEA);
    expect(game.setup(2, 'storm', { gloryTarget: 10, captainsDealt: 1, wind: true }).storm).toBe(-1);
    let s = started(2, 'drift', { wind: true, storm: true });
    const last = (s.firstSeat + 1) % 2;
    s = onTurn(s, last, (t) => (t.firstSeat = (last + 1) % 2));
    const before = s.storm;
    const after = act(s, last, { type: 'end-turn' });
    expect(after.round).toBe(s.round + 1);
    expect(after.storm).toBe(zoneTowards(before, after.wind as 'N'));
    // Nassau has no border to the north: the storm turns clockwise (east) to Tortuga.
    expect(zoneTowards(Z('Nassau'), 'N')).toBe(Z('Tortuga'));
  });

  /** Seat 0 at sea in Tortuga with the storm in `stormZone`. */
  const stormy = (stormZone: string, patch: (t: MmState) => void = () => {}) =>
    quiet(`storm-${stormZone}`, (t) => {
      t.options = { ...t.options, wind: true, storm: true };
      t.wind = 'W';
      t.storm = Z(stormZone);
      place(t, 0, 'Tortuga', false, 'galleon');
      patch(t);
    });

  const hitsIn = (text: string): number => (text.match(/saves \d\): ([a-z, ]+)\./)?.[1] ?? '').split(', ').filter(Boolean).length;
  const galleonDamage = (t: MmState, seat = 0): number => {
    const ship = t.seats[seat]!.ship!;
    return 4 + 5 + 4 + 4 + 4 - (ship.hull + ship.cargo + ship.masts + ship.crew + ship.cannons);
  };

  test('Storm: sailing into the storm deals 3 hits less 1 per SEAMANSHIP success', () => {
    const s = stormy('Havana');
    // Harlow rolls 2 SEAMANSHIP dice.
    const none = withRoll(s, 0, { type: 'move', zone: Z('Havana') }, (_t, text) => text.includes('saves 0'));
    expect(hitsIn(none.text)).toBe(3);
    expect(galleonDamage(none.state)).toBe(3);
    const two = withRoll(s, 0, { type: 'move', zone: Z('Havana') }, (_t, text) => text.includes('saves 2'));
    expect(hitsIn(two.text)).toBe(1);
    expect(galleonDamage(two.state)).toBe(1);
    const elsewhere = act(s, 0, { type: 'move', zone: Z('Nassau') });
    expect(galleonDamage(elsewhere)).toBe(0);
  });

  test('Storm: leaving port in the storm\'s zone strikes too', () => {
    const s = stormy('Havana', (t) => place(t, 0, 'Havana', true, 'galleon'));
    const r = withRoll(s, 0, { type: 'leave-port' }, (_t, text) => text.includes('saves 0'));
    expect(r.state.seats[0]!.inPort).toBe(false);
    expect(galleonDamage(r.state)).toBe(3);
  });

  test('Storm: starting a turn at sea in the storm\'s zone strikes', () => {
    const s = stormy('Tortuga', (t) => {
      t.firstSeat = 0;
      place(t, 0, 'Nassau', false);
      place(t, 1, 'Tortuga', false, 'galleon');
    });
    // Seat 0 ends its turn; seat 1's turn starts at sea in the storm.
    const r = withRoll(s, 0, { type: 'end-turn' }, (_t, text) => text.includes('saves 0'));
    expect(r.text).toMatch(/The storm in Tortuga hits/);
    expect(galleonDamage(r.state, 1)).toBe(3);
  });

  test('Storm: NPCs in the storm\'s zone never scout', () => {
    const s = stormy('Tortuga', (t) => {
      t.npcs[4]!.stack = [EVENTS.findIndex((e) => e.kind === 'arrival' && e.slot === 4)];
      t.eventDeck = t.eventDeck.filter((c) => c !== t.npcs[4]!.stack[0]);
      t.npcs[4]!.zone = Z('Tortuga');
    });
    expect(scoutingNpcs(structuredClone(s), 0)).toEqual([]);
    const clear = structuredClone(s);
    clear.storm = Z('Nassau');
    expect(scoutingNpcs(clear, 0)).toEqual([4]);
  });
});
