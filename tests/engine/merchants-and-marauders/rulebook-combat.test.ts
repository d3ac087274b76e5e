/**
 * Merchants & Marauders rulebook scenarios: naval and crew combat (the checklist is in
 * rulebook.test.ts).
 */
import type { LogEntry } from '../../../shared/core/log';
import { createRng } from '../../../shared/core/rng';
import { CARGO, EVENTS } from '../../../shared/games/merchants-and-marauders/cards';
import { startCombat } from '../../../shared/games/merchants-and-marauders/combat';
import { grapple } from '../../../shared/games/merchants-and-marauders/decisions';
import { landHit } from '../../../shared/games/merchants-and-marauders/fighters';
import { crewRound, startCrewCombat } from '../../../shared/games/merchants-and-marauders/crew';
import { CARIBBEAN_SEA } from '../../../shared/games/merchants-and-marauders/data';
import { bothSunk, defeat } from '../../../shared/games/merchants-and-marauders/spoils';
import { pips, successes, trimCargo } from '../../../shared/games/merchants-and-marauders/state';
import type { MmState } from '../../../shared/games/merchants-and-marauders/types';
import { act, actLog, game, place, takeCargo, withRoll } from './fixtures';
import { HARLOW, GREAVES, quiet, battle, takeMod, modsOnBoard, escapes } from './rulebook-fixtures';

describe('Naval and crew combat', () => {
  test('Declaration: the aggressor declares first', () => {
    const s = battle('frigate', 'sloop');
    expect(game.toAct(s)).toEqual([0]);
    expect(game.toAct(act(s, 0, { type: 'declare', action: 'shoot' }))).toEqual([1]);
  });

  test('Seamanship contest: a ship 2 or more maneuverability faster rolls 1 more die; destroyed masts roll one', () => {
    const s = act(battle('sloop', 'galleon'), 0, { type: 'declare', action: 'shoot' });
    const rolled = withRoll(s, 1, { type: 'declare', action: 'shoot' }, (t) => t.combat !== null).state;
    expect(rolled.combat!.sides[0]!.dice).toHaveLength(3);
    expect(rolled.combat!.sides[1]!.dice).toHaveLength(2);
    const broken = act(battle('sloop', 'sloop', (t) => {
      t.seats[0]!.ship!.masts = 0;
    }), 0, { type: 'declare', action: 'shoot' });
    const one = withRoll(broken, 1, { type: 'declare', action: 'shoot' }, (t) => t.combat !== null).state;
    expect(one.combat!.sides[0]!.dice).toHaveLength(1);
  });

  test('Hull destroyed: the ship sinks, its captain dies, and the winner gains a glory point and a glory card', () => {
    const s = act(battle('galleon', 'sloop', (t) => {
      Object.assign(t.seats[1]!.ship!, { hull: 1, cargo: 0, masts: 0, crew: 0, cannons: 0 });
    }), 0, { type: 'declare', action: 'shoot' });
    const sunk = withRoll(s, 1, { type: 'declare', action: 'shoot' }, (t) => t.seats[1]!.captain === -1).state;
    expect(sunk.combat).toBeNull();
    expect(sunk.seats[0]!.glory).toBe(1);
    expect(sunk.seats[0]!.gloryHand).toHaveLength(1);
    expect(sunk.seats[1]!.glory).toBe(0);
  });

  test('Cargo damage: cargo cards beyond the cargo value are thrown overboard at random', () => {
    const s = quiet('trim', (t) => {
      place(t, 0, 'Caribbean Sea', false, 'flute');
      t.seats[0]!.cargo = takeCargo(t, 'rum', 4);
      t.seats[0]!.ship!.cargo = 2;
    });
    const t = structuredClone(s);
    const discard = t.cargoDiscard.length;
    trimCargo(t, 0, []);
    expect(t.seats[0]!.cargo).toHaveLength(2);
    expect(t.cargoDiscard.length).toBe(discard + 2);
  });

  test('Crew destroyed: a ship without crew loses crew combat as soon as it begins', () => {
    const s = battle('frigate', 'sloop');
    const t = structuredClone(s);
    t.seats[1]!.ship!.crew = 0;
    startCrewCombat(t, t.combat!, 0, []);
    expect(t.seats[1]!.captain).toBe(-1);
    expect(t.seats[0]!.glory).toBe(1);
  });

  test('Crew combat: when both lose their last crew in one round, most successes win, then the pips; else nobody wins', () => {
    const s = battle('sloop', 'sloop');
    let decided = 0;
    let drawn = 0;
    for (let k = 0; k < 400 && (decided === 0 || drawn === 0); k++) {
      const t = structuredClone(s);
      t.rng = createRng(`crew-${k}`);
      const c = t.combat!;
      c.stage = 'crew';
      t.seats[0]!.ship!.crew = 1;
      t.seats[1]!.ship!.crew = 1;
      const log: LogEntry[] = [];
      crewRound(t, c, log);
      if (t.seats[0]!.ship && t.seats[1]!.ship && (t.seats[0]!.ship.crew > 0 || t.seats[1]!.ship.crew > 0)) continue;
      const [a, b] = c.sides.map((x) => x.dice);
      if (successes(a!) === 0 || successes(b!) === 0) continue;
      const w = successes(a!) !== successes(b!) ? (successes(a!) > successes(b!) ? 0 : 1) : pips(a!) !== pips(b!) ? (pips(a!) > pips(b!) ? 0 : 1) : -1;
      if (w < 0) {
        drawn++;
        expect(t.seats.map((p) => p.captain)).toEqual([HARLOW, GREAVES]);
        expect(t.combat).toBeNull();
      } else {
        decided++;
        expect(t.seats[1 - w]!.captain).toBe(-1);
        expect(t.seats[w]!.captain).not.toBe(-1);
      }
    }
    expect(decided).toBeGreaterThan(0);
    expect(drawn).toBeGreaterThan(0);
  });

  test('Simultaneous hits: ships sinking in the same round both go down, and nobody wins', () => {
    const t = structuredClone(battle('sloop', 'sloop'));
    bothSunk(t, t.combat!, []);
    expect(t.seats.map((p) => p.captain)).toEqual([-1, -1]);
    expect(t.seats.map((p) => p.glory)).toEqual([0, 0]);
    expect(t.combat).toBeNull();
  });

  test('Grappling hooks: after a contest where you chose to board, the token is spent to re-roll the failed dice', () => {
    let s = battle('frigate', 'sloop', (t) => {
      t.seats[0]!.weapons = ['grappling-hooks'];
    });
    s.combat!.round = 2;
    s = act(s, 0, { type: 'declare', action: 'board' });
    s = withRoll(s, 1, { type: 'declare', action: 'shoot' }, (t) => t.combat?.step === 'grapple').state;
    expect(game.toAct(s)).toEqual([0]);
    const before = s.combat!.sides[0]!.dice;
    let changed = false;
    for (let k = 0; k < 20; k++) {
      const t = structuredClone(s);
      t.rng = createRng(`hooks-${k}`);
      grapple.run(t, 0, { type: 'grapple', use: true }, []);
      const after = t.combat!.sides[0]!.dice;
      expect(after).toHaveLength(before.length);
      before.forEach((d, i) => {
        if (d === 0) expect(after[i]).toBe(0);
        else if (after[i] !== d) changed = true;
      });
      expect(t.seats[0]!.weapons).toEqual([]);
      expect(t.weaponSupply.reduce((a, b) => a + b, 0)).toBe(s.weaponSupply.reduce((a, b) => a + b, 0) + 1);
    }
    expect(changed).toBe(true);
  });

  test('Chain-shot: in that round no hit to destroyed masts moves to the hull, numbered hits included', () => {
    const s = battle('frigate', 'sloop', (t) => {
      t.seats[0]!.weapons = ['chain-shot'];
      t.seats[1]!.ship!.masts = 0;
    });
    const c = s.combat!;
    c.step = 'shot';
    c.queue = [0];
    c.sides[0]!.hitRolls = [2, 0];
    c.sides[1]!.hitRolls = [];
    const after = act(s, 0, { type: 'special-shot', weapon: 'chain-shot' });
    expect(after.seats[1]!.ship!.hull).toBe(2);
    expect(after.seats[1]!.ship!.masts).toBe(0);
  });

  test('Chasers: the token fires once when its own captain declares Flee', () => {
    let s = battle('sloop', 'frigate', (t) => {
      t.seats[0]!.ship!.mods = [takeMod(t, 'chasers')];
    });
    s.combat!.round = 2;
    s = act(s, 0, { type: 'declare', action: 'flee' });
    // Seat 0 fires nothing but its chaser; the battle goes on (the flight failed).
    const fled = withRoll(s, 1, { type: 'declare', action: 'shoot' }, (t) => t.combat !== null).state;
    expect(fled.combat!.sides[0]!.hitRolls).toHaveLength(1);
    expect(fled.seats[0]!.ship!.chasersSpent).toBe(true);
  });

  test('Cannons: a won shot hits once per remaining cannon, a lost one once per success up to the cannons', () => {
    let s = battle('galleon', 'galleon', (t) => {
      t.seats[0]!.ship!.cannons = 2;
    });
    const c = s.combat!;
    c.round = 2;
    c.step = 'grapple';
    c.queue = [0];
    c.sides[0]!.declared = 'shoot';
    c.sides[1]!.declared = 'shoot';
    c.sides[0]!.dice = [0, 0, 3];
    c.sides[1]!.dice = [0, 4];
    s = act(s, 0, { type: 'grapple', use: false });
    expect(s.combat!.sides.map((x) => x.hitRolls.length)).toEqual([2, 1]);
  });

  test('Board win: the hits land first, and a boarder left without crew fights on at sea', () => {
    const stacked = (crew: number): { state: MmState; text: string } => {
      const s = battle('frigate', 'frigate', (t) => {
        t.seats[0]!.ship!.crew = crew;
      });
      const c = s.combat!;
      c.round = 2;
      c.step = 'shot';
      c.queue = [0];
      c.contestWinner = 0;
      c.sides[0]!.declared = 'board';
      c.sides[0]!.hitRolls = [];
      c.sides[1]!.declared = 'shoot';
      c.sides[1]!.hitRolls = [3];
      return actLog(s, 0, { type: 'special-shot', weapon: '' });
    };
    const stranded = stacked(1).state;
    expect(stranded.seats[0]!.ship!.crew).toBe(0);
    expect(stranded.combat!.stage).toBe('naval');
    expect(stranded.combat!.round).toBe(3);
    const boarded = stacked(2).text;
    expect(boarded.indexOf('takes a hit to the crew')).toBeGreaterThanOrEqual(0);
    expect(boarded.indexOf('crew combat begins')).toBeGreaterThan(boarded.indexOf('takes a hit to the crew'));
  });

  test('Long guns: before the first round, a die per cannon and a hit per success, without chain-shot or grapeshot', () => {
    const s = quiet('long-guns', (t) => {
      place(t, 0, 'Caribbean Sea', false, 'frigate');
      place(t, 1, 'Caribbean Sea', false, 'sloop');
      t.seats[0]!.ship!.mods = [takeMod(t, 'long-guns')];
      t.seats[0]!.weapons = ['chain-shot', 'grapeshot'];
    });
    let volleys = 0;
    for (let k = 0; k < 30; k++) {
      const t = structuredClone(s);
      t.rng = createRng(`volley-${k}`);
      startCombat(t, { kind: 'player', seat: 0 }, { kind: 'player', seat: 1 }, []);
      const c = t.combat!;
      if (!c.preRound) {
        expect(c.step).toBe('declare');
        continue;
      }
      volleys++;
      expect(c.sides[0]!.hitRolls.length).toBeGreaterThan(0);
      expect(c.sides[0]!.hitRolls.length).toBeLessThanOrEqual(3);
      expect(c.sides[1]!.hitRolls).toEqual([]);
      expect(c.queue).toEqual([]);
    }
    expect(volleys).toBeGreaterThan(15);
  });

  test('Swivel guns: just before crew combat, 2 dice and one hit to the enemy crew on any success, whoever boarded', () => {
    const s = battle('frigate', 'frigate', (t) => {
      t.seats[1]!.ship!.mods = [takeMod(t, 'swivel-guns')];
    });
    const crews = new Set<number>();
    for (let k = 0; k < 30; k++) {
      const t = structuredClone(s);
      t.rng = createRng(`swivel-${k}`);
      startCrewCombat(t, t.combat!, 0, []);
      crews.add(t.seats[0]!.ship!.crew);
      expect(t.seats[1]!.ship!.crew).toBe(3);
    }
    expect([...crews].sort()).toEqual([2, 3]);
  });

  test('Reinforced hull: the token absorbs the hit that would destroy a location, once until refreshed', () => {
    const s = battle('sloop', 'sloop', (t) => {
      t.seats[0]!.ship!.mods = [takeMod(t, 'reinforced-hull')];
    });
    const t = structuredClone(s);
    landHit(t, t.combat!, 0, 'cannons', false, []);
    expect(t.seats[0]!.ship!.cannons).toBe(1);
    expect(t.seats[0]!.ship!.reinforcedSpent).toBe(true);
    landHit(t, t.combat!, 0, 'cannons', false, []);
    expect(t.seats[0]!.ship!.cannons).toBe(0);
  });

  test('NPC combat control (docs/games/merchants-and-marauders.md): the NPC\'s side is played by the server, no player is ever asked for it', () => {
    const s = quiet('npc-control', (t) => {
      place(t, 0, 'Caribbean Sea', false, 'frigate');
      t.npcs[4]!.stack = [EVENTS.findIndex((e) => e.kind === 'arrival' && e.slot === 4)];
      t.npcs[4]!.zone = CARIBBEAN_SEA;
    });
    let b = withRoll(s, 0, { type: 'scout', target: 'npc', id: 4 }, (t) => t.combat !== null).state;
    for (let guard = 0; guard < 300 && b.combat; guard++) {
      expect(game.toAct(b)).toEqual([0]);
      b = act(b, 0, game.legalActions(b, 0)[0]!);
    }
    expect(b.combat).toBeNull();
  });

  test('Chasers: the token fires when the opponent declares Flee, and is ready again after the battle', () => {
    let s = battle('frigate', 'sloop', (t) => {
      t.seats[0]!.ship!.mods = [takeMod(t, 'chasers')];
    });
    s.combat!.round = 2;
    s = act(s, 0, { type: 'declare', action: 'board' });
    const { state, text } = withRoll(s, 1, { type: 'declare', action: 'flee' }, (t, log) => t.combat === null && log.includes('escapes'));
    expect(text).toMatch(/scores \d+ hits?/);
    expect(state.seats[0]!.ship!.chasersSpent).toBe(false);
  });

  test('Plundering naval ships: 3 cargo cards give their plunder in gold; one card is lost per hit the ship took to its cargo', () => {
    const s = quiet('naval-plunder', (t) => {
      place(t, 0, 'Caribbean Sea', false, 'galleon');
      const card = EVENTS.findIndex((e) => e.kind === 'arrival' && e.slot === 0);
      t.eventDeck = t.eventDeck.filter((e) => e !== card);
      t.npcs[0]!.stack = [card];
      t.npcs[0]!.zone = CARIBBEAN_SEA;
    });
    const t = structuredClone(s);
    startCombat(t, { kind: 'player', seat: 0 }, { kind: 'npc', slot: 0 }, []);
    const top = t.cargoDeck.slice(-3);
    t.combat!.npcShips[1]!.cargo -= 2;
    defeat(t, t.combat!, 0, 'crew', []);
    expect(t.seats[0]!.gold).toBe(10 + top.reduce((a, c) => a + CARGO[c]!.plunder, 0));
    expect(t.combat!.plunderCards).toHaveLength(1);
    expect(t.combat!.prize!.type).toBe('frigate');
  });

  test('Claiming ships: the winner of a boarding may take the beaten ship; the old ship\'s modifications re-enter the game', () => {
    const s = battle('frigate', 'sloop', (t) => {
      t.seats[0]!.ship!.mods = [takeMod(t, 'long-guns')];
    });
    const t = structuredClone(s);
    defeat(t, t.combat!, 0, 'crew', []);
    expect(t.combat!.step).toBe('claim');
    const before = modsOnBoard(t);
    const after = act(t, 0, { type: 'claim-ship', take: true });
    expect(after.seats[0]!.ship!.type).toBe('sloop');
    expect(after.seats[0]!.ship!.mods).toEqual([]);
    expect(modsOnBoard(after)).toBe(before + 1);
    expect(after.combat).toBeNull();
  });
});
