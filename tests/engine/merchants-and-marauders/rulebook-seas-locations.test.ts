/**
 * Merchants & Marauders, Seas of Glory module 9 "Location tokens": a checklist line per rule with
 * its scenario test below (readings in docs/games/merchants-and-marauders.md). "locations" = this file.
 *
 * SETUP
 *  - an option, off by default; without it no token and no view part . locations "Options: module 9 is off by default ..."
 *  - a face-up token in every zone but the Caribbean Sea (two of each kind), seen by everyone
 *    ..................................................................... locations "Setup: a face-up token in every sea zone ..."
 *  - the two trade stations never in neighbouring zones ................ locations "Setup: the two trade stations never border ..."
 * VISIT A LOCATION
 *  - an action at sea, in the location's zone, once per turn per location locations "Visit: an action at sea ..."
 *  - some locations admit pirates only, some non-pirates only ......... locations "Visit: the trade station and the fort turn pirates away ..."
 *  - a location is no port: no zone's own rule applies ................ locations "Visit: no zone's own rule applies ..."
 *  - visiting does not hide the captain (NPCs and players still find him) locations "Visit: the captain stays at sea ..."
 * THE LOCATIONS
 *  - missionary: 3 gold per bounty lifted, one nation a visit ......... locations "Missionary: ..."
 *  - natives: a cargo card for full repairs, not the crew ............. locations "Natives: ..."
 *  - naval fort: the local naval ship moved to a neighbouring zone, or called from the event deck
 *    ..................................................................... locations "Naval fort: ...", "Naval fort: called ..."
 *  - naval fort: the called card is an extra event draw for the loyalty track (module 11)
 *    ..................................................................... locations "Naval fort: with the loyalty track ..."
 *  - pirate haven: free crew and a free rumor ........................... locations "Pirate haven: ..."
 *  - prison: 5 gold, the first specialist you lack joins ............... locations "Prison: ..."
 *  - reef: SCOUTING finds, a hull hit each less SEAMANSHIP successes; no raid
 *    ..................................................................... locations "Reef: ..."
 *  - town: one port activity, 4 goods for sale (3 after buying there last turn)
 *    ..................................................................... locations "Town: ...", "Town: recruiting ..."
 *  - town: buying favors (module 10) and raising loyalty (module 11) are its activities too
 *    ..................................................................... locations "Town: with favors ...", "Town: with the loyalty track ..."
 *  - town: favors re-roll its non-combat rolls and draw its goods anew . locations "Town: favors are spent at a town as in port ..."
 *  - trade station: sell or buy, 6 goods for sale, the local good in demand
 *    ..................................................................... locations "Trade station: ..."
 * LOCATION RAID
 *  - an action, no SCOUTING roll, not with a destroyed hit location .. locations "Raid: an action with no SCOUTING roll ..."
 *  - the location's defense cards are drawn; a bounty for attacking ... locations "Raid: the defense cards ..."
 *  - bombardment: a die per cannon, one at a time, a success discards a card of choice; stop any time
 *    ..................................................................... locations "Raid: bombardment ..."
 *  - hits: 1 per hit icon, 2 when the escapes match MANEUVERABILITY; the missionary's hits are ignored
 *    ..................................................................... locations "Raid: each hit icon ...", "Raid: the missionary ..."
 *  - a destroyed location fails the raid; a destroyed hull sinks the raider
 *    ..................................................................... locations "Raid: a destroyed location fails ..."
 *  - retreat after the bombardment ...................................... locations "Raid: the raider may retreat ..."
 *  - ground assault: a crew hit per escape less LEADERSHIP successes; crew 0 kills
 *  - taken: plunder gold, cargo cards kept, token gone, the second bounty, glory at 12+
 *    ..................................................................... locations "Raid: the ground assault ...", "Raid: 12 gold ..."
 *  - the ground assault is crew combat for abilities (born leader, master-at-arms, surgeon, stalwart)
 *    ..................................................................... locations "Raid: the ground assault is a round of crew combat ...", "Raid: ... a stalwart captain ..."
 *  - crew combat glory cards may be used once the ground assault begins (the boarding party)
 *    ..................................................................... locations "Raid: a crew combat glory card ..."
 *  - the crew's loyalty counts ashore (Happy +1, Angry -1 LEADERSHIP) . locations "Raid: the crew's loyalty (module 11) counts ashore ..."
 *  - the prison's prisoner for free ..................................... locations "Raid: taking the prison ..."
 * THE TABLE
 *  - the locations line, visit and raid labels, the raid's prompt ...... locations "Table: the side panel ..."
 *  - one sale button per mix of goods at a location, as in port ........ locations "Table: one sale offered ..."
 */
import { describeLocationAction, locationPrompt } from '../../../client/games/merchants-and-marauders/location-words';
import { seasLines } from '../../../client/games/merchants-and-marauders/words';
import type { TableView } from '../../../client/table/renderer';
import { merchantsAndMarauders } from '../../../shared/games/merchants-and-marauders';
import { CAPTAINS, CARGO, EVENTS } from '../../../shared/games/merchants-and-marauders/cards';
import { CARIBBEAN_SEA, DEMAND_TOKENS, NATIONS, neighbours } from '../../../shared/games/merchants-and-marauders/data';
import { GLORY } from '../../../shared/games/merchants-and-marauders/glory';
import { LOCATION_TOKENS, type LocationKind } from '../../../shared/games/merchants-and-marauders/locations';
import { buyPrices } from '../../../shared/games/merchants-and-marauders/port';
import { newShip } from '../../../shared/games/merchants-and-marauders/state';
import type { MmOptions, MmState, ShipType } from '../../../shared/games/merchants-and-marauders/types';
import { act, actLog, game, giveGlory, onTurn, place, refusal, stackCargo, started, takeCargo, withRoll, Z } from './fixtures';
import { cargoCard, escapes, GREAVES, HARLOW } from './rulebook-fixtures';

const HARLOW_LEADERSHIP = 3;
const tokenOf = (kind: LocationKind, nth = 0): number => LOCATION_TOKENS.map((k, i) => (k === kind ? i : -1)).filter((i) => i >= 0)[nth]!;

/** Seat 0 (Harlow, English) at sea in `zone` with a `kind` location there, seat 1 (Greaves) in Havana's port. */
function atLocation(kind: LocationKind, zone: string, patch: (t: MmState) => void = () => {}, ship: ShipType = 'sloop', options: Partial<MmOptions> = {}): MmState {
  return onTurn(started(2, `loc-${kind}-${zone}`, { locations: true, ...options }), 0, (t) => {
    t.seats[0]!.captain = HARLOW;
    t.seats[1]!.captain = GREAVES;
    place(t, 0, zone, false, ship);
    place(t, 1, 'Havana', true);
    const z = Z(zone);
    const other = t.locations!.indexOf(tokenOf(kind));
    if (other >= 0) t.locations![other] = t.locations![z]!;
    t.locations![z] = tokenOf(kind);
    patch(t);
  });
}

const pirate = (t: MmState): void => {
  t.seats[0]!.bounties = [0, 0, 1, 0];
};

describe('Setup', () => {
  test('Options: module 9 is off by default; without it no token and no view part', () => {
    expect((merchantsAndMarauders.optionsSchema.parse({}) as MmOptions).locations).toBe(false);
    const s = started(2, 'off');
    expect(s.locations).toBeUndefined();
    expect(game.view(s, null).seas.locations).toBeUndefined();
    expect(refusal(atLocation('town', 'Nassau', (t) => (t.options.locations = false)), 0, { type: 'visit-buy' })).toBe('no-location');
  });

  test('Setup: a face-up token in every sea zone but the Caribbean Sea, two of each kind, seen by everyone', () => {
    const s = started(3, 'setup', { locations: true });
    expect(s.locations![CARIBBEAN_SEA]).toBe(-1);
    const placed = s.locations!.filter((x) => x >= 0);
    expect(placed).toHaveLength(16);
    expect(new Set(placed).size).toBe(16);
    for (const viewer of [null, 0, 1, 2] as const) expect(game.view(s, viewer).seas.locations!.tokens).toEqual(s.locations);
  });

  test('Setup: the two trade stations never border each other', () => {
    for (let k = 0; k < 40; k++) {
      const s = game.setup(2, `stations-${k}`, { gloryTarget: 10, captainsDealt: 1, locations: true });
      const [a, b] = s.locations!.map((tok, z) => (LOCATION_TOKENS[tok] === 'trade-station' ? z : -1)).filter((z) => z >= 0);
      expect(neighbours(a!)).not.toContain(b);
    }
  });
});

describe('Visit a location', () => {
  test('Visit: an action at sea, in the location\'s zone, once per turn per location', () => {
    const s = atLocation('trade-station', 'Nassau', (t) => (t.seats[0]!.cargo = takeCargo(t, 'rum', 2)));
    const [a, b] = s.seats[0]!.cargo;
    const after = act(s, 0, { type: 'visit-sell', cards: [a!] });
    expect(after.turn!.actionsLeft).toBe(2);
    expect(refusal(after, 0, { type: 'visit-sell', cards: [b!] })).toBe('visited');
    expect(refusal(atLocation('trade-station', 'Nassau', (t) => (t.seats[0]!.inPort = true)), 0, { type: 'visit-buy' })).toBe('in-port');
    expect(refusal(atLocation('trade-station', 'Nassau', (t) => (t.turn!.actionsLeft = 0)), 0, { type: 'visit-buy' })).toBe('no-actions');
    expect(refusal(atLocation('town', 'Nassau'), 0, { type: 'visit-prison' })).toBe('no-location');
  });

  test('Visit: the trade station and the fort turn pirates away; the haven turns non-pirates away', () => {
    expect(refusal(atLocation('trade-station', 'Nassau', pirate), 0, { type: 'visit-buy' })).toBe('not-admitted');
    expect(refusal(atLocation('naval-fort', 'Nassau', pirate), 0, { type: 'visit-fort', zone: -1 })).toBe('not-admitted');
    expect(refusal(atLocation('pirate-haven', 'Nassau', (t) => (t.seats[0]!.ship!.crew = 1)), 0, { type: 'visit-haven' })).toBe('not-admitted');
    expect(refusal(atLocation('town', 'Nassau', pirate), 0, { type: 'visit-buy' })).toBe('accepted');
  });

  test('Visit: no zone\'s own rule applies at a location (Havana\'s 7 gold, Nassau\'s cheaper goods)', () => {
    const s = atLocation('trade-station', 'Havana', (t) => (t.seats[0]!.cargo = takeCargo(t, DEMAND_TOKENS[t.demand[Z('Havana')]!]!, 1)));
    expect(act(s, 0, { type: 'visit-sell', cards: s.seats[0]!.cargo }).seats[0]!.gold).toBe(10 + 6);
    const b = act(atLocation('town', 'Nassau'), 0, { type: 'visit-buy' }).buy!;
    const alone = b.cards.map((c, i) => (b.cards.filter((x) => CARGO[x]!.good === CARGO[c]!.good).length === 1 ? b.prices[i] : 3));
    expect(alone.every((price) => price === 3)).toBe(true);
    expect(b.location).toBe(true);
  });

  test('Visit: the captain stays at sea and can still be found by another captain', () => {
    const s = atLocation('missionary', 'Nassau', (t) => {
      place(t, 1, 'Nassau', false);
      t.seats[0]!.bounties = [1, 0, 0, 0];
    });
    const after = act(s, 0, { type: 'visit-missionary', nation: 'english', count: 1 });
    expect(after.seats[0]!.inPort).toBe(false);
    expect(after.seats[0]!.zone).toBe(Z('Nassau'));
  });
});

describe('The locations', () => {
  test('Missionary: 3 gold for each bounty lifted, all of one nation', () => {
    const s = atLocation('missionary', 'Tortuga', (t) => (t.seats[0]!.bounties = [2, 0, 1, 0]));
    const after = act(s, 0, { type: 'visit-missionary', nation: 'english', count: 2 });
    expect(after.seats[0]!.bounties).toEqual([0, 0, 1, 0]);
    expect(after.seats[0]!.gold).toBe(4);
    expect(refusal(s, 0, { type: 'visit-missionary', nation: 'spanish', count: 2 })).toBe('no-bounty');
    expect(refusal(atLocation('missionary', 'Tortuga', (t) => ((t.seats[0]!.bounties = [4, 0, 0, 0]), (t.seats[0]!.gold = 11))), 0, { type: 'visit-missionary', nation: 'english', count: 4 })).toBe('no-gold');
  });

  test('Natives: a cargo card for full repairs of the ship, but not the crew', () => {
    const s = atLocation('natives', 'Tortuga', (t) => {
      t.seats[0]!.ship = { ...newShip('frigate'), hull: 1, masts: 1, cannons: 2, crew: 1 };
      t.seats[0]!.cargo = takeCargo(t, 'wood', 1);
    }, 'frigate');
    const after = act(s, 0, { type: 'visit-natives', card: s.seats[0]!.cargo[0]! });
    expect(after.seats[0]!.ship).toMatchObject({ hull: 3, masts: 3, cannons: 3, crew: 1 });
    expect(after.seats[0]!.cargo).toEqual([]);
    expect(refusal(atLocation('natives', 'Tortuga', (t) => (t.seats[0]!.cargo = takeCargo(t, 'wood', 1))), 0, { type: 'visit-natives', card: 0 })).not.toBe('accepted');
  });

  test('Naval fort: the local nation\'s naval ship is sent to a zone bordering it', () => {
    const english = NATIONS.indexOf('english');
    const s = atLocation('naval-fort', 'Nassau', (t) => {
      const card = t.eventDeck.find((c) => EVENTS[c]!.kind === 'arrival' && EVENTS[c]!.slot === english)!;
      t.eventDeck = t.eventDeck.filter((c) => c !== card);
      t.npcs[english] = { stack: [card], zone: Z('Port Royal'), arriving: -1, returning: false };
    });
    expect(refusal(s, 0, { type: 'visit-fort', zone: Z('St. John') })).toBe('not-adjacent');
    const after = act(s, 0, { type: 'visit-fort', zone: Z('Cartagena') });
    expect(after.npcs[english]!.zone).toBe(Z('Cartagena'));
  });

  test('Naval fort: called out of the event deck when that ship is not at sea; it sails at the end of the round', () => {
    const french = NATIONS.indexOf('french');
    const s = atLocation('naval-fort', 'Tortuga');
    const after = act(s, 0, { type: 'visit-fort', zone: -1 });
    const card = after.npcs[french]!.arriving;
    expect(EVENTS[card]).toMatchObject({ kind: 'arrival', slot: french });
    expect(after.eventDeck).not.toContain(card);
    expect(after.eventDeck).toHaveLength(s.eventDeck.length - 1);
  });

  test('Naval fort: with the loyalty track, the called card counts as an extra event card drawn: every crew loses a step', () => {
    const s = atLocation('naval-fort', 'Tortuga', (t) => {
      t.options = { ...t.options, loyalty: true };
      t.seats.forEach((p) => (p.loyalty = 4));
    });
    const { state, text } = actLog(s, 0, { type: 'visit-fort', zone: -1 });
    expect(state.seats.map((p) => p.loyalty)).toEqual([3, 3]);
    expect(text.indexOf('The fort calls')).toBeLessThan(text.indexOf('Restless'));
    // Sending a naval ship already at sea draws no card: loyalty stays.
    const sent = atLocation('naval-fort', 'Tortuga', (t) => {
      t.options = { ...t.options, loyalty: true };
      t.seats.forEach((p) => (p.loyalty = 4));
      const french = NATIONS.indexOf('french');
      const card = EVENTS.findIndex((e) => e.kind === 'arrival' && e.slot === french);
      t.eventDeck = t.eventDeck.filter((c) => c !== card);
      t.npcs[french]!.stack = [card];
      t.npcs[french]!.zone = Z('Nassau');
    });
    const moved = act(sent, 0, { type: 'visit-fort', zone: Z('Tortuga') });
    expect(moved.seats.map((p) => p.loyalty)).toEqual([4, 4]);
  });

  test('Pirate haven: pirates fill their crew and take a rumor with no gold and no roll', () => {
    const s = atLocation('pirate-haven', 'Tortuga', (t) => {
      pirate(t);
      t.seats[0]!.ship!.crew = 1;
      t.seats[0]!.rumor = -1;
    });
    const after = act(s, 0, { type: 'visit-haven' });
    expect(after.seats[0]!.ship!.crew).toBe(2);
    expect(after.seats[0]!.rumor).toBeGreaterThanOrEqual(0);
    expect(after.seats[0]!.gold).toBe(10);
  });

  test('Prison: 5 gold, and the first specialist of the glory deck you do not employ joins you', () => {
    const s = atLocation('prison', 'Tortuga', (t) => {
      const specialists = t.gloryDeck.filter((c) => GLORY[c]!.category === 'specialist');
      // The top specialist is one the captain already employs: it is passed over.
      const held = specialists[specialists.length - 1]!;
      t.gloryDeck = t.gloryDeck.filter((c) => c !== held);
      const twin = GLORY.findIndex((g, i) => i !== held && g.key === GLORY[held]!.key);
      t.gloryDeck = t.gloryDeck.filter((c) => c !== twin);
      t.seats[0]!.specialists = [held];
      t.gloryDeck.push(twin);
    });
    const after = act(s, 0, { type: 'visit-prison' });
    const joined = after.seats[0]!.specialists[1]!;
    expect(GLORY[joined]!.category).toBe('specialist');
    expect(GLORY[joined]!.key).not.toBe(GLORY[s.seats[0]!.specialists[0]!]!.key);
    expect(after.seats[0]!.gold).toBe(5);
    expect(after.gloryDeck).toHaveLength(s.gloryDeck.length - 1);
  });

  test('Reef: each SCOUTING success is a find of your choice; a hull hit per find, less SEAMANSHIP successes', () => {
    const s = atLocation('reef', 'Tortuga', (t) => (t.seats[0]!.ship!.crew = 1), 'frigate');
    const searched = withRoll(s, 0, { type: 'visit-reef' }, (t) => t.reef?.finds === 2).state;
    const one = act(searched, 0, { type: 'reef-find', find: 'crew' });
    const two = act(one, 0, { type: 'reef-find', find: 'grapeshot' });
    expect(two.seats[0]!.ship!.crew).toBe(2);
    expect(two.seats[0]!.weapons).toContain('grapeshot');
    expect(refusal(two, 0, { type: 'reef-find', find: 'cargo' })).toBe('no-finds');
    const { state, text } = withRoll(two, 0, { type: 'reef-done' }, (_t, log) => /SEAMANSHIP saves 0\)/.test(log));
    expect(state.seats[0]!.ship!.hull).toBe(1);
    expect(text).toMatch(/2 hull hits/);
    expect(state.reef).toBeNull();
    expect(refusal(s, 0, { type: 'raid-location' })).toBe('not-raidable');
  });

  test('Town: one port activity a visit; 4 goods for sale, 3 after buying at that town the turn before', () => {
    const s = atLocation('town', 'Tortuga');
    const looking = act(s, 0, { type: 'visit-buy' });
    expect(looking.buy!.cards).toHaveLength(4);
    const bought = act(looking, 0, { type: 'buy-card', card: looking.buy!.cards[0]! });
    const done = act(bought, 0, { type: 'buy-done' });
    expect(done.seats[0]!.locationBuy).toEqual([Z('Tortuga'), 0]);
    expect(refusal(done, 0, { type: 'visit-rumor' })).toBe('visited');
    const next = onTurn(done, 0, (t) => (t.seats[0]!.turnsTaken = 1));
    expect(act(next, 0, { type: 'visit-buy' }).buy!.cards).toHaveLength(3);
  });

  test('Town: with favors (module 10) a visit may buy favors, 2 gold each, never more than 5 held', () => {
    const s = atLocation('town', 'Tortuga', (t) => {
      t.options = { ...t.options, favors: true };
      t.favors = [4, 0];
    });
    expect(refusal(s, 0, { type: 'visit-favors', amount: 2 })).toBe('too-many-favors');
    const { state, text } = actLog(s, 0, { type: 'visit-favors', amount: 1 });
    expect(state.favors![0]).toBe(5);
    expect(state.seats[0]!.gold).toBe(10 - 2);
    expect(state.turn!.actionsLeft).toBe(2);
    expect(text).toMatch(/visits the Town/);
    // One activity a visit: the town is visited for this turn.
    expect(refusal(state, 0, { type: 'visit-rumor' })).toBe('visited');
    expect(refusal(atLocation('town', 'Tortuga'), 0, { type: 'visit-favors', amount: 1 })).toBe('no-favors-module');
    expect(refusal(atLocation('trade-station', 'Tortuga', (t) => {
      t.options = { ...t.options, favors: true };
      t.favors = [0, 0];
    }), 0, { type: 'visit-favors', amount: 1 })).toBe('no-location');
  });

  test('Town: favors are spent at a town as in port: a failed recruiting roll rolled again, the goods drawn anew at the town\'s prices', () => {
    const favored = (t: MmState): void => {
      t.options = { ...t.options, favors: true };
      t.favors = [2, 0];
      t.seats[0]!.ship!.crew = 1;
    };
    const ready = act(atLocation('town', 'Nassau', favored), 0, { type: 'ready-favor' });
    const again = withRoll(ready, 0, { type: 'visit-recruit', hire: 0 }, (_t, log) => log.includes('spends a favor to roll again'));
    expect(again.state.favors![0]).toBe(1);
    const buying = act(atLocation('town', 'Nassau', favored), 0, { type: 'visit-buy' });
    const redrawn = act(buying, 0, { type: 'favor-redraw' });
    expect(redrawn.favors![0]).toBe(1);
    // Nassau's own prices (2 gold a card) never apply at a location.
    expect(redrawn.buy!.prices).toEqual(buyPrices(redrawn.buy!.cards, -1));
  });

  test('Town: with the loyalty track (module 11) a visit may pay the crew the gold of the next step up', () => {
    const s = atLocation('town', 'Tortuga', (t) => {
      t.options = { ...t.options, loyalty: true };
      t.seats.forEach((p) => (p.loyalty = 3));
    });
    const after = act(s, 0, { type: 'visit-loyalty' });
    expect(after.seats[0]!.loyalty).toBe(4);
    expect(after.seats[0]!.gold).toBe(10 - 3);
    expect(refusal(after, 0, { type: 'visit-loyalty' })).toBe('visited');
    expect(refusal(atLocation('town', 'Tortuga'), 0, { type: 'visit-loyalty' })).toBe('no-loyalty');
  });

  test('Town: recruiting rolls LEADERSHIP, or hires crew for gold; the shipyard repairs', () => {
    const s = atLocation('town', 'Tortuga', (t) => (t.seats[0]!.ship = { ...newShip('frigate'), crew: 1, hull: 2 }), 'frigate');
    const failed = withRoll(s, 0, { type: 'visit-recruit', hire: 1 }, (_t, text) => /no volunteers/.test(text)).state;
    expect(failed.seats[0]!.ship!.crew).toBe(2);
    expect(failed.seats[0]!.gold).toBe(8);
    const filled = withRoll(s, 0, { type: 'visit-recruit', hire: 1 }, (_t, text) => /fills the crew/.test(text)).state;
    expect(filled.seats[0]!.ship!.crew).toBe(3);
    const repaired = act(s, 0, { type: 'visit-repair' });
    expect(repaired.seats[0]!.ship!.hull).toBe(3);
    expect(repaired.seats[0]!.gold).toBe(8);
  });

  test('Trade station: 6 goods for sale, the local good in demand left out; 3 in demand sold is a glory point', () => {
    const s = atLocation('trade-station', 'Tortuga');
    const looking = act(s, 0, { type: 'visit-buy' });
    expect(looking.buy!.cards).toHaveLength(6);
    const good = game.view(s, 0).demand[Z('Tortuga')]!;
    expect(looking.buy!.cards.some((c) => CARGO[c]!.good === DEMAND_TOKENS[good])).toBe(false);
    const selling = atLocation('trade-station', 'Tortuga', (t) => (t.seats[0]!.cargo = takeCargo(t, DEMAND_TOKENS[good]!, 3)));
    const sold = act(selling, 0, { type: 'visit-sell', cards: selling.seats[0]!.cargo });
    expect(sold.seats[0]!.gold).toBe(10 + 18);
    expect(sold.seats[0]!.glory).toBe(1);
  });
});

describe('Location raid', () => {
  /** Seat 0 raiding a `kind` in Tortuga (French) with the defense cards stacked. */
  function raiding(kind: LocationKind, stack: (t: MmState) => number[], ship: ShipType = 'frigate', patch: (t: MmState) => void = () => {}): MmState {
    return act(atLocation(kind, 'Tortuga', (t) => {
      stackCargo(t, stack(t));
      patch(t);
    }, ship), 0, { type: 'raid-location' });
  }

  test('Raid: an action with no SCOUTING roll, refused with a destroyed hit location', () => {
    const s = atLocation('town', 'Tortuga');
    const after = act(s, 0, { type: 'raid-location' });
    expect(after.turn!.actionsLeft).toBe(2);
    expect(after.locationRaid!.step).toBe('bombard');
    expect(refusal(atLocation('town', 'Tortuga', (t) => (t.seats[0]!.ship!.masts = 0)), 0, { type: 'raid-location' })).toBe('destroyed-location');
  });

  test('Raid: the defense cards are drawn (town 5, fort 6, natives 4) and attacking costs a bounty of the local nation', () => {
    expect(act(atLocation('town', 'Tortuga'), 0, { type: 'raid-location' }).locationRaid!.cards).toHaveLength(5);
    expect(act(atLocation('naval-fort', 'Tortuga'), 0, { type: 'raid-location' }).locationRaid!.cards).toHaveLength(6);
    const natives = act(atLocation('natives', 'Tortuga'), 0, { type: 'raid-location' });
    expect(natives.locationRaid!.cards).toHaveLength(4);
    expect(natives.seats[0]!.bounties).toEqual([0, 0, 0, 0]);
    expect(act(atLocation('town', 'Tortuga'), 0, { type: 'raid-location' }).seats[0]!.bounties).toEqual([0, 1, 0, 0]);
  });

  test('Raid: bombardment rolls a die per cannon, one at a time; a success discards a card of the raider\'s choice', () => {
    const s = raiding('natives', (t) => [cargoCard(t, 'hull'), ...escapes(t, 3)]);
    const hit = withRoll(s, 0, { type: 'bombard' }, (t) => t.locationRaid!.toDiscard === 1).state;
    expect(refusal(hit, 0, { type: 'bombard' })).toBe('discard-first');
    const target = hit.locationRaid!.cards.find((c) => CARGO[c]!.icon === 'hull')!;
    const silenced = act(hit, 0, { type: 'bombard-discard', card: target });
    expect(silenced.locationRaid!.cards).toHaveLength(3);
    let t = silenced;
    for (let k = 0; k < 2; k++) t = withRoll(t, 0, { type: 'bombard' }, (x) => x.locationRaid!.toDiscard === 0).state;
    expect(refusal(t, 0, { type: 'bombard' })).toBe('no-cannons');
    expect(refusal(s, 0, { type: 'bombard-stop' })).toBe('accepted');
  });

  test('Raid: each hit icon is a hit at its location, 2 when the escapes match the ship\'s MANEUVERABILITY', () => {
    const one = act(raiding('natives', (t) => [cargoCard(t, 'cannons'), cargoCard(t, 'hull'), ...escapes(t, 2)]), 0, { type: 'bombard-stop' });
    expect(one.seats[0]!.ship).toMatchObject({ cannons: 2, hull: 2 });
    const two = act(raiding('natives', (t) => [cargoCard(t, 'cannons'), ...escapes(t, 3)]), 0, { type: 'bombard-stop' });
    expect(two.seats[0]!.ship).toMatchObject({ cannons: 1, hull: 3 });
    expect(two.locationRaid!.step).toBe('assault');
  });

  test('Raid: the missionary\'s hit icons are ignored', () => {
    const s = act(raiding('missionary', (t) => [cargoCard(t, 'hull'), cargoCard(t, 'hull'), cargoCard(t, 'masts')]), 0, { type: 'bombard-stop' });
    expect(s.seats[0]!.ship).toMatchObject({ hull: 3, masts: 3 });
  });

  test('Raid: a destroyed location fails the raid; a destroyed hull sinks the raider', () => {
    const failed = act(raiding('natives', (t) => [cargoCard(t, 'cannons'), ...escapes(t, 3)], 'sloop'), 0, { type: 'bombard-stop' });
    expect(failed.locationRaid).toBeNull();
    expect(failed.locations![Z('Tortuga')]).toBe(tokenOf('natives'));
    const sunk = actLog(raiding('natives', (t) => [cargoCard(t, 'hull'), cargoCard(t, 'hull'), cargoCard(t, 'hull'), cargoCard(t, 'hull')]), 0, { type: 'bombard-stop' });
    expect(sunk.state.seats[0]!.captain).toBe(-1);
    expect(sunk.state.locationRaid).toBeNull();
  });

  test('Raid: the raider may retreat after the bombardment', () => {
    const s = act(raiding('natives', (t) => escapes(t, 4)), 0, { type: 'bombard-stop' });
    const after = act(s, 0, { type: 'retreat' });
    expect(after.locationRaid).toBeNull();
    expect(after.locations![Z('Tortuga')]).toBe(tokenOf('natives'));
  });

  test('Raid: the ground assault costs a crew per escape less LEADERSHIP successes; taken, it pays its plunder, gives up its cards and leaves the board', () => {
    const s = act(raiding('town', (t) => escapes(t, 2).concat([cargoCard(t, 'cannons'), cargoCard(t, 'cargo'), cargoCard(t, 'masts')])), 0, { type: 'bombard-stop' });
    const plunder = s.locationRaid!.cards.reduce((a, c) => a + CARGO[c]!.plunder, 0);
    const { state } = withRoll(s, 0, { type: 'ground-assault' }, (_t, text) => /, 1 crew lost/.test(text));
    expect(state.seats[0]!.ship!.crew).toBe(2);
    expect(state.seats[0]!.gold).toBe(10 + plunder);
    expect(state.locations![Z('Tortuga')]).toBe(-1);
    expect(state.seats[0]!.bounties).toEqual([0, 2, 0, 0]);
    const card = state.locationRaid!.cards[0]!;
    const kept = act(state, 0, { type: 'loot-card', card });
    expect(kept.seats[0]!.cargo).toEqual([card]);
    expect(act(kept, 0, { type: 'loot-done' }).locationRaid).toBeNull();
    const killed = withRoll(act(raiding('natives', (t) => escapes(t, 4), 'sloop'), 0, { type: 'bombard-stop' }), 0, { type: 'ground-assault' }, (_t, text) => /storms ashore/.test(text));
    expect(killed.state.seats[0]!.captain).toBe(-1);
  });

  test('Raid: the ground assault is a round of crew combat for abilities: a master-at-arms rolls a die more, a surgeon ignores a crew hit', () => {
    const specialist = (t: MmState, key: string): number => {
      const id = t.gloryDeck.find((c) => GLORY[c]!.key === key)!;
      t.gloryDeck = t.gloryDeck.filter((c) => c !== id);
      return id;
    };
    const s = act(raiding('natives', (t) => escapes(t, 4), 'galleon', (t) => {
      t.seats[0]!.ship!.crew = 4;
      t.seats[0]!.specialists = [specialist(t, 'master-at-arms'), specialist(t, 'surgeon')];
    }), 0, { type: 'bombard-stop' });
    const { state, text } = withRoll(s, 0, { type: 'ground-assault' }, (_t, log) => /storms ashore/.test(log) && !/skull/.test(log));
    expect(text.match(/LEADERSHIP (.*), \d+ crew lost/)![1]!.split(', ')).toHaveLength(HARLOW_LEADERSHIP + 1);
    expect(state.seats[0]!.ship!.crew).toBe(4 - 3);
  });

  test('Raid: the ground assault is crew combat for the new captains too: a stalwart captain ignores the first crew hit', () => {
    const rosa = CAPTAINS.findIndex((c) => c.ability === 'stalwart');
    const s = act(raiding('natives', (t) => escapes(t, 4), 'galleon', (t) => {
      t.seats[0]!.captain = rosa;
      t.seats[0]!.ship!.crew = 4;
    }), 0, { type: 'bombard-stop' });
    const { state } = withRoll(s, 0, { type: 'ground-assault' }, (_t, log) => /storms ashore/.test(log) && !/skull/.test(log));
    expect(state.seats[0]!.ship!.crew).toBe(4 - 3);
  });

  test('Raid: a crew combat glory card (the boarding party) is played once the ground assault begins: 2 dice more ashore', () => {
    let party = -1;
    let windfall = -1;
    const bombarding = raiding('natives', (t) => escapes(t, 4), 'galleon', (t) => {
      t.seats[0]!.ship!.crew = 4;
      party = giveGlory(t, 0, 'boarding-party');
      giveGlory(t, 0, 'boarding-party');
      windfall = giveGlory(t, 0, 'windfall');
    });
    expect(refusal(bombarding, 0, { type: 'play-glory', card: party, nation: '' })).toBe('not-now');
    const s = act(bombarding, 0, { type: 'bombard-stop' });
    expect(refusal(s, 0, { type: 'play-glory', card: windfall, nation: '' })).toBe('not-now');
    const played = actLog(s, 0, { type: 'play-glory', card: party, nation: '' });
    expect(played.text).toMatch(/plays Boarding party for the ground assault/);
    expect(played.state.seats[0]!.gloryHand).not.toContain(party);
    expect(played.state.gloryDiscard).toContain(party);
    expect(played.state.locationRaid!.crewBonus).toBe(2);
    const second = played.state.seats[0]!.gloryHand.find((c) => GLORY[c]!.key === 'boarding-party')!;
    expect(refusal(played.state, 0, { type: 'play-glory', card: second, nation: '' })).toBe('card-played');
    const { text } = withRoll(played.state, 0, { type: 'ground-assault' }, (_t, log) => /storms ashore/.test(log));
    expect(text.match(/LEADERSHIP (.*), \d+ crew lost/)![1]!.split(', ')).toHaveLength(HARLOW_LEADERSHIP + 2);
  });

  test('Raid: the crew\'s loyalty (module 11) counts ashore as in crew combat: Happy a die more, Angry a die less', () => {
    const assaultDice = (loyalty: number): number => {
      const s = act(raiding('natives', (t) => escapes(t, 4), 'galleon', (t) => {
        t.options = { ...t.options, loyalty: true };
        t.seats.forEach((p) => (p.loyalty = 4));
        t.seats[0]!.loyalty = loyalty;
        t.seats[0]!.ship!.crew = 4;
      }), 0, { type: 'bombard-stop' });
      const { text } = withRoll(s, 0, { type: 'ground-assault' }, (_t, log) => /storms ashore/.test(log));
      return text.match(/LEADERSHIP (.*), \d+ crew lost/)![1]!.split(', ').length;
    };
    expect(assaultDice(6)).toBe(HARLOW_LEADERSHIP + 1);
    expect(assaultDice(4)).toBe(HARLOW_LEADERSHIP);
    expect(assaultDice(1)).toBe(HARLOW_LEADERSHIP - 1);
  });

  test('Raid: 12 gold or more of plunder is a glory point', () => {
    const big = (t: MmState): number[] => CARGO.map((c, i) => (c.icon === 'escape' && c.plunder >= 4 ? i : -1)).filter((i) => i >= 0).slice(0, 4).map((id) => {
      t.cargoDeck = t.cargoDeck.filter((c) => c !== id);
      t.cargoDiscard = t.cargoDiscard.filter((c) => c !== id);
      return id;
    });
    const s = act(raiding('natives', big, 'galleon', (t) => (t.seats[0]!.ship!.crew = 4)), 0, { type: 'bombard-stop' });
    const { state } = withRoll(s, 0, { type: 'ground-assault' }, (t) => t.locationRaid?.step === 'keep');
    expect(state.locationRaid!.gold).toBeGreaterThanOrEqual(12);
    expect(state.seats[0]!.glory).toBe(1);
  });

  test('Raid: taking the prison frees a specialist for no gold', () => {
    const s = act(raiding('prison', (t) => [cargoCard(t, 'cargo'), cargoCard(t, 'cargo'), cargoCard(t, 'cargo'), cargoCard(t, 'cargo')], 'galleon'), 0, { type: 'bombard-stop' });
    const { state } = withRoll(s, 0, { type: 'ground-assault' }, (t) => t.locationRaid?.step === 'keep');
    expect(state.seats[0]!.specialists).toHaveLength(1);
    expect(GLORY[state.seats[0]!.specialists[0]!]!.category).toBe('specialist');
  });
});

describe('The table', () => {
  const tableView = (s: MmState, seat: number): TableView =>
    ({ state: { board: JSON.parse(JSON.stringify(game.view(s, seat))) }, mySeat: seat, offered: game.legalActions(s, seat), seatName: (x: number) => `P${x + 1}` }) as unknown as TableView;

  test('Table: the side panel counts the locations; visits and raid steps have clear labels and prompts', () => {
    const s = atLocation('town', 'Tortuga');
    const view = tableView(s, 0);
    expect(seasLines(game.view(s, 0))).toContain('16 locations on the chart (visit or raid from the sea)');
    expect(describeLocationAction({ type: 'raid-location' }, view)).toMatchObject({ label: 'Raid the town', tone: 'warning' });
    expect(describeLocationAction({ type: 'visit-buy' }, view)!.label).toBe('Buy goods at the town');
    const raid = act(s, 0, { type: 'raid-location' });
    expect(locationPrompt(tableView(raid, 0), true, 'You')).toBe('Raiding the Town: fire another cannon, or stop and take the fire.');
    expect(locationPrompt(tableView(raid, 1), false, 'P1')).toBe('P1 raids the Town…');
  });

  test('Table: one sale offered per mix of goods at a location, as in port', () => {
    const s = atLocation('trade-station', 'Tortuga', (t) => (t.seats[0]!.cargo = takeCargo(t, 'rum', 3)));
    const sales = merchantsAndMarauders.offeredActions!(s, 0).filter((a) => a.type === 'visit-sell');
    expect(sales.map((a) => (a as { cards: number[] }).cards.length).sort()).toEqual([1, 2, 3]);
    expect(game.legalActions(s, 0).filter((a) => a.type === 'visit-sell')).toHaveLength(7);
  });
});
