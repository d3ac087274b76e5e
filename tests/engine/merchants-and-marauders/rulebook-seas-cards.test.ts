/**
 * Merchants & Marauders, Seas of Glory module 1 "Rumors, missions, events & captains": the audit,
 * a checklist line per rule with its scenario test below (readings and the card list in
 * docs/games/merchants-and-marauders.md). "cards" = this file.
 *
 * THE NEW CARDS (our own texts, in the base decks' structure)
 *  - 12 captains, 16 rumors, 16 missions, 10 events, each with its rules text
 *    ..................................................................... cards "Cards: the new cards follow the base decks' rules ..."
 * USING THEM
 *  - off by default: the base decks exactly ................................ cards "Decks: off by default ..."
 *  - rumors, missions and captains either shuffled in with the base cards  cards "Decks: shuffled in ..."
 *  - ... or separately, as new decks on their own .......................... cards "Decks: separately ..."
 *  - new events only together with the base events ......................... cards "Decks: separately ..." (events), "Decks: shuffled in ..."
 *  - the decks in play reach the search bot's sampling ..................... cards "Decks: the search bot samples only cards in play"
 * NEW EVENTS
 *  - naval man-o-wars even without a war ................................... cards "Events: a naval man-o-war sails without a war ..."
 *  - NPC pirate brigs and man-o-wars ....................................... cards "Events: pirate brigs and man-o-wars ..."
 *  - any 2 man-o-wars in the same sea zone do not scout for players ...... cards "Events: two man-o-wars in one zone never scout ..."
 * MISSION TOKENS
 *  - the third pair of tokens: "Employers calling" adds a third mission ... cards "Employers calling: a third mission ..."
 *  - active missions marked on the chart where they are claimed .......... cards "Chart: mission tokens, home-port flags and spawn flags ..."
 * HOME-PORT AND NPC SPAWN TOKENS (display)
 *  - a flag on each player's home port; brown/black flags where NPCs will appear
 *    ..................................................................... cards "Chart: mission tokens, home-port flags and spawn flags ..."
 * THE NEW CAPTAINS' ABILITIES (our own, one each, in the base captains' manner)
 *  - each new captain an ability of its own with its rules text ........ cards "Captains: each new captain has an ability of its own ..."
 *  - treasure hunter, patron: 2 more gold for a true rumor, a completed mission
 *    ..................................................................... cards "Treasure hunter: ...", "Patron: ..."
 *  - navigator: a SEAMANSHIP die more in merchant raids ................ cards "Navigator: ..."
 *  - salvager: 2 gold from a raid that fails or lets the merchant go .. cards "Salvager: ..."
 *  - gunsmith, chandler: weapons, modifications 1 gold cheaper ........ cards "Gunsmith: ..."
 *  - drillmaster: a LEADERSHIP die more recruiting ..................... cards "Drillmaster: ..."
 *  - tracker (merchants), hunter (players, NPCs): a SCOUTING die more .. cards "Tracker: ..."
 *  - boarder, marksman: a SEAMANSHIP die more declaring Board, Shoot .. cards "Boarder: ..."
 *  - stalwart: the first crew hit of a crew combat or ground assault ignored
 *    ..................................................................... locations "Raid: ... a stalwart captain ignores the first crew hit"
 */
import type { LogEntry } from '../../../shared/core/log';
import { merchantsAndMarauders } from '../../../shared/games/merchants-and-marauders';
import { CAPTAINS, EVENTS } from '../../../shared/games/merchants-and-marauders/cards';
import { ZONES, zoneIndex } from '../../../shared/games/merchants-and-marauders/data';
import { determinize } from '../../../shared/games/merchants-and-marauders/determinize';
import { resolveEvent } from '../../../shared/games/merchants-and-marauders/events';
import { MISSIONS, MYRIAD_OF_GOODS, RUMORS } from '../../../shared/games/merchants-and-marauders/glory';
import { npcShipType, scoutingNpcs } from '../../../shared/games/merchants-and-marauders/npc';
import { deckIds } from '../../../shared/games/merchants-and-marauders/seas-cards';
import type { MmOptions, MmState } from '../../../shared/games/merchants-and-marauders/types';
import { createRng } from '../../../shared/core/rng';
import { chartFlags } from '../../../client/games/merchants-and-marauders/seas-flags';
import { seasLines } from '../../../client/games/merchants-and-marauders/words';
import { randomInt } from '../../../shared/core/rng';
import { act, actLog, game, logText, onTurn, place, started, withRoll, Z } from './fixtures';
import { battle, escapes, HARLOW, inPort, merchantFound, quiet, takeMod } from './rulebook-fixtures';

const BASE = { captains: 16, rumors: 25, missions: 25, events: 34 };
const isNew = (kind: keyof typeof BASE) => (id: number): boolean => id >= BASE[kind];
const newEvent = (pred: (e: (typeof EVENTS)[number]) => boolean): number => EVENTS.findIndex((e, i) => i >= BASE.events && pred(e));

/** An NPC of `slot` commanded by event card `card` in `zone`. */
function npcAt(t: MmState, slot: number, card: number, zone: string): void {
  t.eventDeck = t.eventDeck.filter((c) => c !== card);
  t.eventDiscard = t.eventDiscard.filter((c) => c !== card);
  t.npcs[slot]!.stack = [card];
  t.npcs[slot]!.zone = zoneIndex(zone);
}

describe('The new cards', () => {
  test('Cards: the new cards follow the base decks\' rules: skills 1-4 summing to 10, homes in their nation, real zones, a text each', () => {
    const captains = CAPTAINS.slice(BASE.captains);
    expect(captains).toHaveLength(12);
    for (const c of captains) {
      expect(ZONES[zoneIndex(c.home)]!.nation).toBe(c.nation);
      expect(c.seamanship + c.scouting + c.leadership + c.influence).toBe(10);
      expect(Math.max(c.seamanship, c.scouting, c.leadership, c.influence)).toBeLessThanOrEqual(4);
      expect(c.text.length).toBeGreaterThan(20);
    }
    expect(new Set(CAPTAINS.map((c) => c.name)).size).toBe(CAPTAINS.length);
    expect(RUMORS.slice(BASE.rumors, MYRIAD_OF_GOODS)).toHaveLength(16);
    expect(MISSIONS.slice(BASE.missions)).toHaveLength(16);
    for (const r of RUMORS.slice(BASE.rumors, MYRIAD_OF_GOODS)) expect(zoneIndex(r.zone)).toBeGreaterThanOrEqual(0);
    for (const m of MISSIONS.slice(BASE.missions)) {
      expect(ZONES[zoneIndex(m.claimAt)]!.port).toBe(true);
      expect(ZONES[zoneIndex(m.deliverTo)]!.port).toBe(true);
      expect(m.claimAt).not.toBe(m.deliverTo);
    }
    const events = EVENTS.slice(BASE.events);
    expect(events).toHaveLength(10);
    for (const e of events) {
      expect(e.moves.length).toBeLessThanOrEqual(3);
      expect(e.text.length).toBeGreaterThan(20);
    }
    // Balance as the base decks: rumor gold and mission rewards in the same ranges.
    const range = (xs: number[]) => [Math.min(...xs), Math.max(...xs)];
    expect(range(RUMORS.slice(BASE.rumors, MYRIAD_OF_GOODS).map((r) => r.gold))).toEqual([7, 13]);
    expect(range(MISSIONS.slice(BASE.missions).map((m) => m.reward))).toEqual([7, 13]);
  });
});

describe('Decks', () => {
  const decks = (s: MmState) => ({
    captains: [...s.captainDeck, ...s.seats.flatMap((p) => [...p.offer, ...(p.captain >= 0 ? [p.captain] : [])])],
    rumors: s.rumorDeck,
    missions: [...s.missionDeck, ...s.missionsOnBoard],
    events: s.eventDeck,
  });

  test('Decks: off by default, and without the module a table plays exactly the base decks', () => {
    expect((merchantsAndMarauders.optionsSchema.parse({}) as MmOptions).newCards).toBe('off');
    const d = decks(game.setup(2, 'nc', { gloryTarget: 10, captainsDealt: 1 }));
    for (const kind of ['captains', 'rumors', 'missions', 'events'] as const) expect([...d[kind]].sort((a, b) => a - b)).toEqual(deckIds(kind, {}));
    expect(d.captains.some(isNew('captains'))).toBe(false);
    expect(game.view(started(2, 'nc'), 0).seas).not.toHaveProperty('newCards');
    expect(merchantsAndMarauders.optionsSchema.safeParse({ newCards: 'sometimes' }).success).toBe(false);
  });

  test('Decks: shuffled in: every deck holds the base cards and the new ones', () => {
    const d = decks(game.setup(2, 'nc', { gloryTarget: 10, captainsDealt: 1, newCards: 'shuffled' }));
    expect(d.captains).toHaveLength(28);
    expect(d.rumors).toHaveLength(41);
    expect(d.missions).toHaveLength(41);
    expect(d.events).toHaveLength(44);
    expect(game.view(started(2, 'nc', { newCards: 'shuffled' }), null).seas.newCards).toBe('shuffled');
  });

  test('Decks: separately: the new rumors, missions and captains are the decks on their own; the new events still join the base events', () => {
    const d = decks(game.setup(4, 'nc', { gloryTarget: 10, captainsDealt: 2, newCards: 'separate' }));
    expect(d.captains).toHaveLength(12);
    expect(d.captains.every(isNew('captains'))).toBe(true);
    expect(d.rumors.every(isNew('rumors'))).toBe(true);
    expect(d.missions.every(isNew('missions'))).toBe(true);
    expect(d.events).toHaveLength(44);
    expect(d.events.filter((e) => !isNew('events')(e))).toHaveLength(34);
  });

  test('Decks: the search bot samples only cards in play', () => {
    const s = started(2, 'nc-search', { newCards: 'separate' });
    const t = determinize(game.view(s, 0), 0, createRng('sample'));
    expect(t.rumorDeck.every(isNew('rumors'))).toBe(true);
    expect(t.captainDeck.every(isNew('captains'))).toBe(true);
    expect([...t.missionDeck, ...t.missionsOnBoard].every(isNew('missions'))).toBe(true);
    expect(t.eventDeck.length).toBe(s.eventDeck.length);
    expect(t.options.newCards).toBe('separate');
  });
});

describe('New events', () => {
  test('Events: a naval man-o-war sails without a war, and fights as one', () => {
    const ashby = newEvent((e) => e.captain === 'Admiral Ashby');
    const s = onTurn(started(2, 'mow', { newCards: 'shuffled' }), 0, (t) => npcAt(t, 0, ashby, 'Port Royal'));
    expect(s.wars).toEqual([]);
    expect(npcShipType(s, 0)).toBe('man-o-war');
    expect(game.view(s, 1).npcs[0]!.shipType).toBe('man-o-war');
    // A base captain of the same slot sails a frigate in peace.
    const hale = EVENTS.findIndex((e) => e.captain === 'Commodore Hale');
    expect(npcShipType(onTurn(s, 0, (t) => npcAt(t, 0, hale, 'Port Royal')), 0)).toBe('frigate');
    // In battle the NPC's ship is a man-o-war.
    const fight = onTurn(s, 0, (t) => {
      npcAt(t, 0, ashby, 'Port Royal');
      place(t, 0, 'Port Royal', false);
      t.seats[0]!.bounties = [1, 0, 0, 0];
      t.turn!.sureScout = true;
    });
    const after = act(fight, 0, { type: 'scout', target: 'npc', id: 0 });
    expect(after.combat!.npcShips[1]!.type).toBe('man-o-war');
  });

  test('Events: pirate brigs and man-o-wars: the pirate captains of the new events bring them', () => {
    const jack = newEvent((e) => e.captain === 'Mad Jack Rackley');
    const dread = newEvent((e) => e.captain === 'Captain Dread');
    const s = onTurn(started(2, 'pir', { newCards: 'shuffled' }), 0, (t) => {
      npcAt(t, 4, jack, 'Caribbean Sea');
      npcAt(t, 5, dread, 'Tortuga');
    });
    expect([npcShipType(s, 4), npcShipType(s, 5)]).toEqual(['brig', 'man-o-war']);
    expect(EVENTS[jack]!.text).toContain('a pirate brig');
  });

  test('Events: two man-o-wars in one zone never scout for players; one alone does', () => {
    const ashby = newEvent((e) => e.captain === 'Admiral Ashby');
    const cordero = newEvent((e) => e.captain === 'Almirante Cordero');
    const one = onTurn(started(2, 'two-mow', { newCards: 'shuffled' }), 0, (t) => {
      place(t, 0, 'Havana', false);
      t.seats[0]!.bounties = [1, 0, 1, 0];
      npcAt(t, 0, ashby, 'Havana');
    });
    expect(scoutingNpcs(structuredClone(one), 0)).toEqual([0]);
    const two = onTurn(one, 0, (t) => {
      place(t, 0, 'Havana', false);
      t.seats[0]!.bounties = [1, 0, 1, 0];
      npcAt(t, 0, ashby, 'Havana');
      npcAt(t, 2, cordero, 'Havana');
    });
    expect(scoutingNpcs(structuredClone(two), 0)).toEqual([]);
  });

  test('Employers calling: a third mission is laid out, and three stay on the board as missions are taken', () => {
    const employers = newEvent((e) => e.kind === 'employers');
    const s = structuredClone(onTurn(started(2, 'emp', { newCards: 'shuffled' }), 0));
    s.eventDeck = s.eventDeck.filter((c) => c !== employers);
    expect(s.missionsOnBoard).toHaveLength(2);
    const log: LogEntry[] = [];
    resolveEvent(s, employers, log);
    expect(s.missionsOnBoard).toHaveLength(3);
    expect(logText(log)).toContain('A third mission waits to be claimed');
    // Take one (a gold mission: no roll): it is replaced from the deck as the base two are.
    const ransom = MISSIONS.findIndex((m) => m.title === 'Ransom a merchant');
    const t = onTurn(s, 0, (x) => {
      x.missionDeck = x.missionDeck.filter((m) => m !== ransom);
      if (!x.missionsOnBoard.includes(ransom)) x.missionDeck.push(x.missionsOnBoard.splice(0, 1, ransom)[0]!);
      place(x, 0, 'Nassau', true);
    });
    const u = act(act(t, 0, { type: 'port' }), 0, { type: 'claim-mission', mission: ransom });
    expect(u.seats[0]!.mission).toBe(ransom);
    expect(u.missionsOnBoard).not.toContain(ransom);
    expect(u.missionsOnBoard).toHaveLength(3);
  });
});

describe('Chart', () => {
  test('Chart: mission tokens, home-port flags and spawn flags mark the chart (display only)', () => {
    const s = onTurn(started(2, 'flags', { newCards: 'shuffled' }), 0, (t) => {
      const ashby = newEvent((e) => e.captain === 'Admiral Ashby');
      t.eventDeck = t.eventDeck.filter((c) => c !== ashby);
      t.npcs[0]!.arriving = ashby;
    });
    const v = game.view(s, null);
    const flags = chartFlags(v);
    expect(flags.missions.map((f) => f.zone).sort()).toEqual(v.missionsOnBoard.map((m) => zoneIndex(MISSIONS[m]!.claimAt)).sort());
    expect(flags.missions.map((f) => f.token)).toEqual(v.missionsOnBoard.map((_, i) => i + 1));
    expect(flags.homes).toEqual(v.seats.map((p, seat) => ({ seat, zone: zoneIndex(CAPTAINS[p.captain]!.home) })));
    expect(flags.spawns).toEqual([{ zone: zoneIndex('Port Royal'), pirate: false }]);
    expect(seasLines(game.view(started(2, 'flags', { newCards: 'separate', favors: true }), null))).toEqual(['Seas of Glory: new cards as their own decks, favors']);
    // Without the module, no flags (the base table is unchanged).
    expect(chartFlags(game.view(started(2, 'flags'), null))).toEqual({ missions: [], homes: [], spawns: [] });
  });
});

describe('The new captains\' abilities', () => {
  const captainWith = (ability: string): number => CAPTAINS.findIndex((c) => c.ability === ability);
  /** How many dice the action rolled: the d6 draws that take the state's generator from `before` to `after`. */
  const diceRolled = (before: MmState, after: MmState): number => {
    const rng = structuredClone(before.rng);
    for (let n = 0; n <= 20; n++) {
      if (JSON.stringify(rng) === JSON.stringify(after.rng)) return n;
      randomInt(rng, 6);
    }
    throw new Error('more than 20 dice');
  };
  const as = (ability: string) => (t: MmState): void => {
    t.seats[0]!.captain = captainWith(ability);
  };

  test('Captains: each new captain has an ability of its own, none a base captain\'s, with its rules text', () => {
    const base = new Set(CAPTAINS.slice(0, BASE.captains).map((c) => c.ability));
    const added = CAPTAINS.slice(BASE.captains);
    expect(new Set(added.map((c) => c.ability)).size).toBe(12);
    for (const c of added) {
      expect(base.has(c.ability)).toBe(false);
      expect(c.text.toLowerCase().startsWith(c.ability.replace('-', ' '))).toBe(true);
    }
  });

  test('Treasure hunter: a true rumor pays 2 more gold', () => {
    const rumor = RUMORS.findIndex((r) => r.zone === 'Nassau');
    const s = quiet('hunter-rumor', (t) => {
      as('treasure-hunter')(t);
      place(t, 0, 'Nassau', false);
      t.rumorDeck = t.rumorDeck.filter((r) => r !== rumor);
      t.seats[0]!.rumor = rumor;
    });
    const truth = withRoll(s, 0, { type: 'investigate' }, (t) => t.seats[0]!.glory === 1).state;
    expect(truth.seats[0]!.gold).toBe(10 + RUMORS[rumor]!.gold + 2);
  });

  test('Patron: a completed mission pays 2 more gold', () => {
    const m = MISSIONS.findIndex((x) => x.deliverTo === 'Havana');
    const done = act(inPort('Havana', (t) => {
      as('patron')(t);
      t.missionDeck = t.missionDeck.filter((x) => x !== m);
      t.missionsOnBoard = t.missionsOnBoard.filter((x) => x !== m);
      t.seats[0]!.mission = m;
    }), 0, { type: 'deliver' });
    expect(done.seats[0]!.gold).toBe(10 + MISSIONS[m]!.reward + 2);
  });

  test('Navigator: a merchant raid rolls 1 more SEAMANSHIP die', () => {
    const raid = (ability: string) => act(merchantFound('Caribbean Sea', (t) => escapes(t, 3), as(ability)), 0, { type: 'raid', nation: 'english' });
    const seamanship = CAPTAINS[captainWith('navigator')]!.seamanship;
    expect(raid('navigator').raid!.dice).toHaveLength(seamanship + 1);
    // Harlow, a base captain, rolls his SEAMANSHIP as it is.
    expect(act(merchantFound('Caribbean Sea', (t) => escapes(t, 3)), 0, { type: 'raid', nation: 'english' }).raid!.dice).toHaveLength(2);
  });

  test('Salvager: a merchant raid that lets the merchant escape still gives 2 gold', () => {
    // A flute (maneuverability 2) facing three escape icons, no success spent.
    const found = (patch: (t: MmState) => void) => merchantFound('Caribbean Sea', (t) => escapes(t, 3), (t) => {
      place(t, 0, 'Caribbean Sea', false, 'flute');
      patch(t);
    });
    const escaped = (patch: (t: MmState) => void) => act(act(found(patch), 0, { type: 'raid', nation: 'english' }), 0, { type: 'raid-finish' });
    const salvaged = actLog(act(found(as('salvager')), 0, { type: 'raid', nation: 'english' }), 0, { type: 'raid-finish' });
    expect(salvaged.state.raid).toBeNull();
    expect(salvaged.state.seats[0]!.gold).toBe(12);
    expect(salvaged.text).toMatch(/salvages 2 gold/);
    expect(escaped(() => {}).seats[0]!.gold).toBe(10);
  });

  test('Gunsmith: a special weapon costs 1 gold less; chandler: a ship modification 1 gold less', () => {
    const weapon = act(inPort('Port Royal', as('gunsmith')), 0, { type: 'buy-weapon', weapon: 'chain-shot' });
    expect(weapon.seats[0]!.gold).toBe(10 - 2);
    const mod = act(inPort('Port Royal', (t) => {
      as('chandler')(t);
      t.mods[Z('Port Royal')] = takeMod(t, 'extended-hold');
    }), 0, { type: 'buy-mod' });
    expect(mod.seats[0]!.gold).toBe(10 - 2);
  });

  test('Drillmaster: recruiting rolls 1 more LEADERSHIP die', () => {
    const recruit = (patch: (t: MmState) => void) => {
      const s = inPort('Port Royal', (t) => {
        patch(t);
        t.seats[0]!.ship!.crew = 1;
      });
      return diceRolled(s, act(s, 0, { type: 'recruit' }));
    };
    expect(recruit(as('drillmaster'))).toBe(CAPTAINS[captainWith('drillmaster')]!.leadership + 1);
    expect(recruit(() => {})).toBe(CAPTAINS[HARLOW]!.leadership);
  });

  test('Tracker: scouting for a merchant rolls 1 more SCOUTING die; hunter: scouting for a player or an NPC', () => {
    const scout = (ability: string, target: 'merchant' | 'player') => {
      const s = quiet(`scout-${ability}`, (t) => {
        as(ability)(t);
        place(t, 0, 'Nassau', false);
        place(t, 1, 'Nassau', false);
        t.merchants[Z('Nassau')] = t.merchants[Z('Nassau')]! >= 0 ? t.merchants[Z('Nassau')]! : t.merchantTrack.pop()!;
      });
      const a = target === 'merchant' ? { type: 'scout' as const, target, id: Z('Nassau') } : { type: 'scout' as const, target, id: 1 };
      return diceRolled(s, act(s, 0, a)) - CAPTAINS[captainWith(ability)]!.scouting;
    };
    expect(scout('tracker', 'merchant')).toBe(1);
    expect(scout('tracker', 'player')).toBe(0);
    expect(scout('hunter', 'player')).toBe(1);
    expect(scout('hunter', 'merchant')).toBe(0);
  });

  test('Boarder: declaring Board rolls 1 more SEAMANSHIP die; marksman: declaring Shoot', () => {
    const contest = (ability: string, declared: 'board' | 'shoot') => {
      // A second round, where boarding is allowed.
      const second = structuredClone(battle('sloop', 'sloop', as(ability)));
      second.combat!.round = 2;
      const s = act(second, 0, { type: 'declare', action: declared });
      const { text } = actLog(s, 1, { type: 'declare', action: 'shoot' });
      const mine = text.match(/Round 2: [^;]*? rolls ([^;]+);/)![1]!;
      return mine.split(', ').length - CAPTAINS[captainWith(ability)]!.seamanship;
    };
    expect(contest('boarder', 'board')).toBe(1);
    expect(contest('boarder', 'shoot')).toBe(0);
    expect(contest('marksman', 'shoot')).toBe(1);
    expect(contest('marksman', 'board')).toBe(0);
  });
});
