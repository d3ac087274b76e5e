/**
 * Merchants & Marauders, the Seas of Glory expansion: the audit of module 2 (new special weapons)
 * and module 6 (the treasure galleon), a checklist line per rule with its scenario test below
 * (readings in docs/games/merchants-and-marauders.md). "seas-combat" = this file.
 *
 * OPTIONS
 *  - both modules are options, off by default, combinable with every other ..... seas-combat "Options: ..."
 * MODULE 2: NEW SPECIAL WEAPONS
 *  - heated shot, double shot and caltrops are sold with the module only, at the weapons' price
 *    ..................................................................... seas-combat "Weapons: the three new kinds are sold ..."
 *  - a ship holds up to 6 special weapons, one of each kind ............ seas-combat "Weapons: a ship holds six ..."
 *  - every special weapon still turns a failed raid die into a success  seas-combat "Weapons: a new weapon is spent in a raid ..."
 *  - heated shot: after rolling hit locations with a skull; the skulls do no damage, the enemy
 *    catches fire ..................................................... seas-combat "Heated shot: the skulls do no damage ..."
 *  - heated shot needs a skull ......................................... seas-combat "Heated shot: refused without a skull"
 *  - the burning ship takes 1 damage of its captain's choice before every new naval round
 *    ..................................................................... seas-combat "Heated shot: before the next round ..."
 *  - crew combat or the battle's end puts the fire out ................ seas-combat "Heated shot: boarding puts the fire out"
 *  - double shot: up to 2 hits do 1 extra hit; numbered hits land first; the rest spread evenly
 *    over the intact locations, the target's choice ................... seas-combat "Double shot: ..."
 *  - caltrops: after a contest where you chose to board, won or lost; the enemy's next SEAMANSHIP
 *    roll (or LEADERSHIP after a boarding) is 1 die less, at least 1 . seas-combat "Caltrops: ..."
 *  - grappling hooks and caltrops in the same round; one special ammunition a round
 *    ..................................................................... seas-combat "Caltrops and grappling hooks ..."
 * MODULE 6: TREASURE GALLEON
 *  - it starts in Cartagena with no gold ............................... seas-combat "Galleon: setup ..."
 *  - it moves with the first NPC icon of every event card, loads 5 gold a move, hunts nobody,
 *    and the wind does not move it ..................................... seas-combat "Galleon: it moves ..."
 *  - it never scouts or attacks ......................................... seas-combat "Galleon: it never attacks ..."
 *  - captains in its zone may scout for and attack it; the battle brings a Spanish bounty
 *    ..................................................................... seas-combat "Galleon: scouting for it ..."
 *  - beaten: 1 glory, a Spanish bounty per 10 gold aboard; after crew combat all its gold and
 *    the ship to claim; no cargo; then out of the game ................ seas-combat "Galleon: beaten by sinking ...", "... in crew combat ..."
 *  - fully repaired between battles .................................... seas-combat "Galleon: fully repaired ..."
 *  - other modules apply to it (the galleon's low MANEUVERABILITY) .... seas-combat "Galleon: it sails a galleon ..."
 * BOTS AND TABLE
 *  - the heuristic bot chases and attacks a tempting galleon ........... seas-combat "Bots: ..."
 *  - the table shows the galleon, its gold, the fire and the caltrops .. seas-combat "Table: ..."
 *  - the strong bot's sampled worlds keep the fire, caltrops, spread and galleon seas-combat "Search: ..."
 */
import { galleonShips, weaponMarks } from '../../../client/games/merchants-and-marauders/galleon';
import { npcWords, seasLines, type MmBoard } from '../../../client/games/merchants-and-marauders/words';
import { merchantsAndMarauders } from '../../../shared/games/merchants-and-marauders';
import { galleonChase, galleonWorthIt } from '../../../shared/games/merchants-and-marauders/galleon-bot';
import { distances } from '../../../shared/games/merchants-and-marauders/heuristic-trade';
import { searchHooks } from '../../../shared/games/merchants-and-marauders/determinize';
import { EVENTS } from '../../../shared/games/merchants-and-marauders/cards';
import { PRICES, SHIPS, WEAPONS } from '../../../shared/games/merchants-and-marauders/data';
import { resolveEvent } from '../../../shared/games/merchants-and-marauders/events';
import { GALLEON_SLOT } from '../../../shared/games/merchants-and-marauders/galleon-card';
import { scoutingNpcs, zoneTowards } from '../../../shared/games/merchants-and-marauders/npc';
import { defeat } from '../../../shared/games/merchants-and-marauders/spoils';
import type { MmOptions, MmState, Weapon } from '../../../shared/games/merchants-and-marauders/types';
import { createRng } from '../../../shared/core/rng';
import { act, actLog, game, place, refusal, started, withRoll, Z } from './fixtures';
import { battle, inPort, merchantFound, quiet } from './rulebook-fixtures';

/** Module 2 on a stacked table: six weapon piles, seat 0 holding `weapons`. */
function armed(t: MmState, weapons: Weapon[]): void {
  t.options.newWeapons = true;
  t.weaponSupply = WEAPONS.map(() => 4);
  t.seats[0]!.weapons = [...weapons];
  for (const w of weapons) t.weaponSupply[WEAPONS.indexOf(w)]! -= 1;
}

/** Round 2 of a frigate against a frigate, at the shot step, seat 0 to decide with these hit rolls. */
function atShot(weapons: Weapon[], mine: number[], theirs: number[] = [], declared: 'shoot' | 'board' = 'shoot'): MmState {
  const s = battle('frigate', 'frigate', (t) => armed(t, weapons));
  const c = s.combat!;
  c.round = 2;
  c.step = 'shot';
  c.queue = [0];
  c.contestWinner = -1;
  c.sides[0]!.declared = declared;
  c.sides[1]!.declared = 'shoot';
  c.sides[0]!.hitRolls = mine;
  c.sides[1]!.hitRolls = theirs;
  return s;
}

describe('Options', () => {
  test('Options: both modules are off by default and combine with every other Seas of Glory option', () => {
    const defaults = merchantsAndMarauders.optionsSchema.parse({}) as MmOptions;
    expect(defaults).toMatchObject({ newWeapons: false, treasureGalleon: false });
    const all = { flexibleTurns: true, brig: true, wind: true, storm: true, gloryOrDeath: true, hardLife: true, newWeapons: true, treasureGalleon: true };
    expect(merchantsAndMarauders.optionsSchema.safeParse(all).success).toBe(true);
    const v = game.view(started(2, 'mods', { newWeapons: true, treasureGalleon: true }), null);
    expect(v.seas.modules).toEqual(['newWeapons', 'treasureGalleon']);
  });
});

describe('Module 2: new special weapons', () => {
  test('Weapons: the three new kinds are sold with the module only, at the weapons\' price, from their own piles', () => {
    const off = inPort('Havana');
    expect(off.weaponSupply).toHaveLength(3);
    expect(refusal(off, 0, { type: 'buy-weapon', weapon: 'heated-shot' })).toBe('no-such-weapon');
    expect(started(2, 'w', { newWeapons: true }).weaponSupply).toEqual([4, 4, 4, 4, 4, 4]);
    const on = inPort('Havana', (t) => armed(t, []));
    const after = act(on, 0, { type: 'buy-weapon', weapon: 'caltrops' });
    expect(after.seats[0]!.gold).toBe(10 - PRICES.weapon);
    expect(after.seats[0]!.weapons).toEqual(['caltrops']);
    expect(after.weaponSupply[WEAPONS.indexOf('caltrops')]).toBe(3);
  });

  test('Weapons: a ship holds six special weapons, one of each kind', () => {
    const s = inPort('Havana', (t) => {
      armed(t, ['grappling-hooks', 'chain-shot', 'grapeshot', 'heated-shot', 'double-shot']);
      t.seats[0]!.gold = 20;
    });
    expect(refusal(s, 0, { type: 'buy-weapon', weapon: 'double-shot' })).toBe('have-weapon');
    const six = act(s, 0, { type: 'buy-weapon', weapon: 'caltrops' });
    expect(six.seats[0]!.weapons).toHaveLength(6);
  });

  test('Weapons: a new weapon is spent in a raid to turn a failed die into a success', () => {
    const s = merchantFound('Havana', () => [], (t) => armed(t, ['double-shot']));
    const raided = withRoll(s, 0, { type: 'raid', nation: 'spanish' }, (t) => t.raid?.step === 'spend' && t.raid.dice.some((d) => d !== 0)).state;
    const after = act(raided, 0, { type: 'raid-weapon', weapon: 'double-shot' });
    expect(after.raid!.successes).toBe(raided.raid!.successes + 1);
    expect(after.seats[0]!.weapons).toEqual([]);
    expect(after.weaponSupply[WEAPONS.indexOf('double-shot')]).toBe(4);
  });

  test('Heated shot: the skulls do no damage, but the enemy ship catches fire; numbered hits land as rolled', () => {
    const s = atShot(['heated-shot'], [0, 0, 3]);
    expect(game.legalActions(s, 0)).toContainEqual({ type: 'special-shot', weapon: 'heated-shot' });
    const { state, text } = actLog(s, 0, { type: 'special-shot', weapon: 'heated-shot' });
    expect(state.combat!.burning).toEqual([1]);
    // The two skulls did nothing; the one point to place now is the fire's, before round 3.
    expect(state.combat!.sides[1]!.skullsToAssign).toBe(1);
    expect(state.seats[1]!.ship!.crew).toBe(2);
    expect(state.seats[1]!.ship!.hull).toBe(3);
    expect(text).toMatch(/catches fire/);
    expect(state.weaponSupply[WEAPONS.indexOf('heated-shot')]).toBe(4);
  });

  test('Heated shot: refused without a skull among the hit locations', () => {
    const s = atShot(['heated-shot', 'double-shot'], [3, 4]);
    expect(refusal(s, 0, { type: 'special-shot', weapon: 'heated-shot' })).toBe('no-skull');
  });

  test('Heated shot: before the next round the burning ship takes 1 damage of its captain\'s choice, once a round', () => {
    let s = atShot(['heated-shot'], [0]);
    s = act(s, 0, { type: 'special-shot', weapon: 'heated-shot' });
    // Nobody boarded or fled: before round 3 the fire burns, seat 1 chooses where.
    expect(s.combat!.step).toBe('assign');
    expect(game.toAct(s)).toEqual([1]);
    s = act(s, 1, { type: 'assign-hit', location: 'cargo' });
    expect(s.seats[1]!.ship!.cargo).toBe(2);
    expect(s.combat!.round).toBe(3);
    expect(s.combat!.step).not.toBe('assign');
    expect(game.view(s, null).combat.burning).toEqual([1]);
  });

  test('Heated shot: boarding puts the fire out (no damage once crew combat begins)', () => {
    const s = atShot(['heated-shot'], [0], [], 'shoot');
    s.combat!.contestWinner = 1;
    s.combat!.sides[1]!.declared = 'board';
    // Without glory cards the crew rounds run on by themselves: the log tells the whole fight.
    const { text } = actLog(s, 0, { type: 'special-shot', weapon: 'heated-shot' });
    expect(text).toMatch(/catches fire/);
    expect(text).toMatch(/crew combat begins/);
    expect(text).not.toMatch(/The fire aboard/);
    const boarded = structuredClone(s);
    boarded.combat!.stage = 'crew';
    boarded.combat!.burning = [1];
    expect(game.view(boarded, null).combat.burning).toBeUndefined();
  });

  test('Double shot: numbered hits land first, then the skulls and up to 2 extra hits spread over intact locations (target\'s choice)', () => {
    const s = atShot(['double-shot'], [3, 0, 0]);
    let t = act(s, 0, { type: 'special-shot', weapon: 'double-shot' });
    expect(t.seats[1]!.ship!.crew).toBe(2);
    // 2 skulls + 2 extra hits (3 hits rolled, at most 2 doubled).
    expect(t.combat!.sides[1]!.skullsToAssign).toBe(4);
    t = act(t, 1, { type: 'assign-hit', location: 'cannons' });
    expect(refusal(t, 1, { type: 'assign-hit', location: 'cannons' })).toBe('spread-hits');
    t = act(t, 1, { type: 'assign-hit', location: 'masts' });
    t = act(t, 1, { type: 'assign-hit', location: 'hull' });
    t = act(t, 1, { type: 'assign-hit', location: 'cargo' });
    expect(t.combat!.sides[1]!.spread).toBeUndefined();
    const ship = t.seats[1]!.ship!;
    expect([ship.hull, ship.cargo, ship.masts, ship.crew, ship.cannons]).toEqual([2, 2, 2, 2, 2]);
  });

  test('Double shot: with a single hit rolled, one extra hit', () => {
    const t = act(atShot(['double-shot'], [4]), 0, { type: 'special-shot', weapon: 'double-shot' });
    expect(t.seats[1]!.ship!.cannons).toBe(2);
    expect(t.combat!.sides[1]!.skullsToAssign).toBe(1);
  });

  test('Caltrops: spent after a contest where you chose to board, even lost; the enemy\'s next SEAMANSHIP roll is 1 die less', () => {
    const s = atShot(['caltrops'], [], [], 'board');
    s.combat!.contestWinner = 1;
    expect(refusal(atShot(['caltrops'], [3]), 0, { type: 'special-shot', weapon: 'caltrops' })).toBe('not-boarding');
    let t = act(s, 0, { type: 'special-shot', weapon: 'caltrops' });
    expect(t.combat!.sides[1]!.caltropped).toBe(true);
    expect(t.combat!.round).toBe(3);
    t = act(t, 0, { type: 'declare', action: 'shoot' });
    t = act(t, 1, { type: 'declare', action: 'shoot' });
    // Greaves has SEAMANSHIP 2: one die this round; Harlow (2) rolls both.
    const c = t.combat!;
    expect(c.sides[1]!.dice).toHaveLength(1);
    expect(c.sides[0]!.dice).toHaveLength(2);
    expect(c.sides[1]!.caltropped).toBeUndefined();
  });

  test('Caltrops: after a won boarding the enemy\'s first LEADERSHIP roll is 1 die less', () => {
    const s = atShot(['caltrops'], [], [], 'board');
    s.combat!.contestWinner = 0;
    // No glory cards in hand: the crew rounds are rolled at once; the log shows round 1's dice.
    const { text } = actLog(s, 0, { type: 'special-shot', weapon: 'caltrops' });
    const round1 = /Crew combat round 1: \{s0\} rolls (.*), \{s1\} rolls (.*)\./.exec(text)!;
    const count = (dice: string): number => dice.split(', ').length;
    // LEADERSHIP 3 each: Harlow rolls 3 dice, Greaves 2; in round 2 (if any) Greaves rolls 3 again.
    expect([count(round1[1]!), count(round1[2]!)]).toEqual([3, 2]);
    const round2 = /Crew combat round 2: \{s0\} rolls (.*), \{s1\} rolls (.*)\./.exec(text);
    if (round2) expect(count(round2[2]!)).toBe(3);
  });

  test('Caltrops and grappling hooks are both used in one round; one special ammunition a round', () => {
    let s = battle('frigate', 'frigate', (t) => armed(t, ['grappling-hooks', 'caltrops']));
    s.combat!.round = 2;
    s = act(s, 0, { type: 'declare', action: 'board' });
    s = withRoll(s, 1, { type: 'declare', action: 'shoot' }, (t) => t.combat?.step === 'grapple').state;
    s = act(s, 0, { type: 'grapple', use: true });
    expect(s.combat!.step).toBe('shot');
    const t = act(s, 0, { type: 'special-shot', weapon: 'caltrops' });
    expect(t.seats[0]!.weapons).toEqual([]);
    // A ship holding caltrops and two ammunitions: after a double shot it is no longer asked.
    const u = act(atShot(['caltrops', 'double-shot', 'chain-shot'], [0]), 0, { type: 'special-shot', weapon: 'double-shot' });
    expect(u.combat!.step).toBe('assign');
    expect(u.seats[0]!.weapons).toEqual(['caltrops', 'chain-shot']);
  });
});

/** Seat 0 at sea in the galleon's zone, the galleon carrying `gold`. */
function nearGalleon(gold: number, ship: 'frigate' | 'sloop' = 'frigate'): MmState {
  return quiet('galleon', (t) => {
    t.options.treasureGalleon = true;
    t.galleon = { zone: Z('Cartagena'), gold };
    place(t, 0, 'Cartagena', false, ship);
  });
}

describe('Module 6: treasure galleon', () => {
  test('Galleon: setup puts it in Cartagena with no gold; without the module there is none', () => {
    expect(game.setup(2, 'g', { gloryTarget: 10, captainsDealt: 1, treasureGalleon: true }).galleon).toEqual({ zone: Z('Cartagena'), gold: 0 });
    const off = started(2, 'g');
    expect(off.galleon).toBeUndefined();
    expect(game.view(off, null).seas).not.toHaveProperty('galleon');
    const on = started(2, 'g', { treasureGalleon: true });
    expect(game.view(on, 1).seas.galleon).toEqual(on.galleon);
  });

  test('Galleon: it moves with the first NPC icon of every event card, loads 5 gold a move, hunts nobody, and the wind does not move it', () => {
    const s = nearGalleon(0, 'sloop');
    s.options.wind = true;
    s.wind = 'N';
    for (const [card, e] of EVENTS.entries()) {
      const t = structuredClone(s);
      resolveEvent(t, card, []);
      const first = e.moves[0]!;
      expect(t.galleon).toEqual({ zone: zoneTowards(Z('Cartagena'), first[1]), gold: 5 });
    }
  });

  test('Galleon: it never attacks: it does not scout for a captain at sea in its zone', () => {
    const s = nearGalleon(20);
    expect(scoutingNpcs(s, 0)).toEqual([]);
  });

  test('Galleon: scouting for it in its zone starts a naval battle and brings a Spanish bounty; not elsewhere', () => {
    const s = nearGalleon(20);
    expect(game.legalActions(s, 0)).toContainEqual({ type: 'scout', target: 'npc', id: GALLEON_SLOT });
    const far = structuredClone(s);
    far.galleon!.zone = Z('Havana');
    expect(refusal(far, 0, { type: 'scout', target: 'npc', id: GALLEON_SLOT })).toBe('no-target');
    const { state, text } = withRoll(s, 0, { type: 'scout', target: 'npc', id: GALLEON_SLOT }, (t) => t.combat !== null);
    expect(state.combat!.sides[1]!.fighter).toEqual({ kind: 'npc', slot: GALLEON_SLOT });
    expect(state.combat!.npcShips[1]!.type).toBe('galleon');
    expect(state.seats[0]!.bounties).toEqual([0, 0, 1, 0]);
    expect(text).toMatch(/treasure galleon/);
  });

  test('Galleon: beaten by sinking: 1 glory, a Spanish bounty per 10 gold aboard, no gold, and it is out of the game', () => {
    const s = withRoll(nearGalleon(25), 0, { type: 'scout', target: 'npc', id: GALLEON_SLOT }, (t) => t.combat !== null).state;
    const t = structuredClone(s);
    defeat(t, t.combat!, 0, 'sunk', []);
    expect(t.seats[0]!.glory).toBe(1);
    expect(t.seats[0]!.bounties).toEqual([0, 0, 3, 0]);
    expect(t.seats[0]!.gold).toBe(10);
    expect(t.galleon!.zone).toBe(-1);
    expect(t.combat).toBeNull();
    expect(refusal(onTurnAgain(t), 0, { type: 'scout', target: 'npc', id: GALLEON_SLOT })).toBe('no-target');
  });

  test('Galleon: beaten in crew combat: all its gold, no cargo, and the galleon to claim', () => {
    const s = withRoll(nearGalleon(30), 0, { type: 'scout', target: 'npc', id: GALLEON_SLOT }, (t) => t.combat !== null).state;
    const t = structuredClone(s);
    t.combat!.stage = 'crew';
    defeat(t, t.combat!, 0, 'crew', []);
    expect(t.seats[0]!.gold).toBe(40);
    expect(t.galleon).toEqual({ zone: -1, gold: 0 });
    expect(t.combat!.plunderCards).toEqual([]);
    expect(t.combat!.step).toBe('claim');
    const claimed = act(t, 0, { type: 'claim-ship', take: true });
    expect(claimed.seats[0]!.ship!.type).toBe('galleon');
  });

  test('Galleon: fully repaired between battles', () => {
    const s = withRoll(nearGalleon(10), 0, { type: 'scout', target: 'npc', id: GALLEON_SLOT }, (t) => t.combat !== null).state;
    expect(s.combat!.npcShips[1]).toMatchObject({ hull: 4, masts: 4, crew: 4, cannons: 4 });
    const again = onTurnAgain(s);
    again.galleon!.zone = Z('Cartagena');
    const next = withRoll(again, 0, { type: 'scout', target: 'npc', id: GALLEON_SLOT }, (t) => t.combat !== null).state;
    expect(next.combat!.npcShips[1]).toMatchObject({ hull: 4, masts: 4, crew: 4, cannons: 4 });
  });

  test('Galleon: it sails a galleon, MANEUVERABILITY 1 as the modified galleons of module 5', () => {
    expect(SHIPS.galleon.maneuverability).toBe(1);
    const s = withRoll(nearGalleon(0), 0, { type: 'scout', target: 'npc', id: GALLEON_SLOT }, (t) => t.combat !== null).state;
    expect(game.view(s, 0).combat.defender).toMatchObject({ kind: 'npc', id: GALLEON_SLOT, shipType: 'galleon' });
  });
});

/** The same table on a fresh turn of seat 0, out of any battle. */
function onTurnAgain(s: MmState): MmState {
  const t = structuredClone(s);
  t.combat = null;
  t.turn!.scouted = [];
  t.turn!.actionsLeft = 3;
  return t;
}

describe('Bots and table', () => {
  test('Bots: the heuristic bot chases and attacks a tempting galleon, a pirate sooner than a merchant', () => {
    const s = nearGalleon(15);
    const v = game.view(s, 0);
    const me = v.seats[0]!;
    expect(galleonWorthIt(v, me, 'pirate')).toBe(true);
    expect(galleonWorthIt(v, me, 'merchant')).toBe(false);
    const richer = game.view(nearGalleon(30), 0);
    expect(galleonWorthIt(richer, richer.seats[0]!, 'merchant')).toBe(true);
    const sloop = game.view(nearGalleon(30, 'sloop'), 0);
    expect(galleonWorthIt(sloop, sloop.seats[0]!, 'pirate')).toBe(false);
    const far = structuredClone(s);
    far.seats[0]!.zone = Z('Havana');
    const fv = game.view(far, 0);
    expect(galleonChase(fv, fv.seats[0]!, 'pirate', distances(Z('Havana')), new Set())).toBe(Z('Cartagena'));
    // 30 gold tempts either plan; with no merchant in the zone to raid first, the bot attacks.
    const tempting = nearGalleon(30);
    tempting.merchants[Z('Cartagena')] = -1;
    const tv = game.view(tempting, 0);
    expect(game.bots.heuristic.choose(tv, 0, game.legalActions(tempting, 0), createRng('chase'))).toEqual({ type: 'scout', target: 'npc', id: GALLEON_SLOT });
  });

  test('Table: the galleon sails with the fleet showing its gold, the side panel names it, and the combat panel marks fire and caltrops', () => {
    const s = nearGalleon(25);
    const board = game.view(s, 0) as unknown as MmBoard;
    expect(galleonShips(board)).toEqual([expect.objectContaining({ key: 'galleon', zone: Z('Cartagena'), label: '25g', big: true })]);
    expect(seasLines(board)).toContain('treasure galleon: 25 gold aboard');
    expect(npcWords(board, GALLEON_SLOT)).toBe("Almirante Ortiz's treasure galleon");
    const burning = atShot(['heated-shot'], [0]);
    const after = act(burning, 0, { type: 'special-shot', weapon: 'heated-shot' });
    const v = game.view(after, null) as unknown as MmBoard;
    expect(weaponMarks(v, v.combat.defender, 1)).toContain('On fire: 1 damage before every new round');
    expect(galleonShips(game.view(started(2, 'none'), 0) as unknown as MmBoard)).toEqual([]);
  });
});

test('Search: a world sampled for the strong bot keeps the fire, the caltrops, the spread hits and the galleon', () => {
  let s = atShot(['double-shot', 'caltrops'], [0, 0]);
  s.options.treasureGalleon = true;
  s.galleon = { zone: Z('Havana'), gold: 35 };
  s.combat!.burning = [0];
  s.combat!.burnedRound = 1;
  s.combat!.sides[0]!.caltropped = true;
  s = act(s, 0, { type: 'special-shot', weapon: 'double-shot' });
  expect(s.combat!.sides[1]!.spread).toEqual([]);
  for (const seat of [0, 1]) {
    const v = game.view(s, seat);
    const world = searchHooks.determinize(v, seat, createRng(`world-${seat}`)) as MmState;
    expect(game.view(world, seat)).toEqual(v);
    expect(world.combat!.burning).toEqual([0]);
    expect(world.galleon).toEqual({ zone: Z('Havana'), gold: 35 });
  }
});
