/**
 * Merchants & Marauders rulebook scenarios: merchant raids, bounties, pardons and the
 * non-player captains (the checklist is in rulebook.test.ts).
 */
import { createRng } from '../../../shared/core/rng';
import { CARGO, EVENTS } from '../../../shared/games/merchants-and-marauders/cards';
import { legalDeclarations, startCombat } from '../../../shared/games/merchants-and-marauders/combat';
import { CARIBBEAN_SEA } from '../../../shared/games/merchants-and-marauders/data';
import { hostile, moveNpc, npcScoutRoll, scoutingNpcs } from '../../../shared/games/merchants-and-marauders/npc';
import { defeat } from '../../../shared/games/merchants-and-marauders/spoils';
import { addBounty, newShip, successes } from '../../../shared/games/merchants-and-marauders/state';
import type { MmState } from '../../../shared/games/merchants-and-marauders/types';
import { act, actLog, game, giveGlory, onTurn, place, refusal, started, takeCargo, withRoll, Z } from './fixtures';
import { HARLOW, quiet, battle, merchantFound, cargoCard, escapes } from './rulebook-fixtures';

describe('Merchant raids', () => {
  test('Merchant raids: a special weapon token turns a failed die into a success', () => {
    const s = merchantFound('Caribbean Sea', (t) => escapes(t, 3), (t) => {
      t.seats[0]!.weapons = ['chain-shot'];
    });
    const engage = game.legalActions(s, 0).find((a) => a.type === 'raid')!;
    const raided = withRoll(s, 0, engage, (t) => t.raid!.dice.some((d) => d !== 0)).state;
    const before = raided.raid!.successes;
    const supply = raided.weaponSupply.reduce((a, b) => a + b, 0);
    const after = act(raided, 0, { type: 'raid-weapon', weapon: 'chain-shot' });
    expect(after.raid!.successes).toBe(before + 1);
    expect(successes(after.raid!.dice)).toBe(successes(raided.raid!.dice) + 1);
    expect(after.seats[0]!.weapons).toEqual([]);
    expect(after.weaponSupply.reduce((a, b) => a + b, 0)).toBe(supply + 1);
  });

  test('Merchant raids: the raider keeps only the plundered cargo cards there is room for', () => {
    let s = merchantFound('Caribbean Sea', (t) => escapes(t, 3), (t) => {
      t.seats[0]!.cargo = takeCargo(t, 'wood', 1);
    });
    s = act(s, 0, game.legalActions(s, 0).find((a) => a.type === 'raid')!);
    s = act(s, 0, { type: 'raid-finish' });
    expect(s.raid!.step).toBe('keep');
    s = act(s, 0, { type: 'take-card', card: s.raid!.cards[0]! });
    expect(s.seats[0]!.cargo).toHaveLength(2);
    expect(refusal(s, 0, { type: 'take-card', card: s.raid!.cards[0]! })).toBe('hold-full');
  });

  test('Merchant raids: the merchant escapes on escape icons reaching the maneuverability, and its hits still land', () => {
    let s = merchantFound('Caribbean Sea', (t) => [...escapes(t, 2), cargoCard(t, 'cargo')], (t) => {
      place(t, 0, 'Caribbean Sea', false, 'flute');
    });
    s = act(s, 0, game.legalActions(s, 0).find((a) => a.type === 'raid')!);
    // Spend no success: the three cards stand (flute maneuverability 2).
    s = act(s, 0, { type: 'raid-finish' });
    expect(s.raid).toBeNull();
    expect(s.seats[0]!.gold).toBe(10);
    expect(s.seats[0]!.ship!.cargo).toBe(3);
  });

  test('Cartagena: a merchant taken as Spanish is found without a SCOUTING roll', () => {
    const s = quiet('cartagena-raid', (t) => {
      place(t, 0, 'Cartagena', false);
      if (t.merchants[Z('Cartagena')]! < 0) t.merchants[Z('Cartagena')] = t.merchantTrack.pop()!;
    });
    for (let k = 0; k < 12; k++) {
      const t = structuredClone(s);
      t.rng = createRng(`cartagena-${k}`);
      const after = act(t, 0, { type: 'scout', target: 'merchant', id: Z('Cartagena') });
      expect(after.raid).not.toBeNull();
      expect(game.legalActions(after, 0).filter((a) => a.type === 'raid')).toEqual([{ type: 'raid', nation: 'spanish' }]);
    }
  });

  test('San Juan: raiding a Spanish merchant gives 3 more gold of plunder', () => {
    let s = merchantFound('San Juan', (t) => escapes(t, 3));
    const cards = s.cargoDeck.slice(-3);
    s = act(s, 0, { type: 'raid', nation: 'spanish' });
    s = act(s, 0, { type: 'raid-finish' });
    expect(s.seats[0]!.gold).toBe(10 + cards.reduce((a, c) => a + CARGO[c]!.plunder, 0) + 3);
  });

  test('Havana: raiding a Spanish merchant shows a fourth card, kept only if it shows a hit', () => {
    const hit = merchantFound('Havana', (t) => [...escapes(t, 3), cargoCard(t, 'masts')]);
    expect(act(hit, 0, { type: 'raid', nation: 'spanish' }).raid!.cards).toHaveLength(4);
    const miss = merchantFound('Havana', (t) => escapes(t, 4));
    const after = act(miss, 0, { type: 'raid', nation: 'spanish' });
    expect(after.raid!.cards).toHaveLength(3);
    expect(after.cargoDiscard).toContain(miss.cargoDeck[miss.cargoDeck.length - 4]);
  });
});

describe('Bounties and rewards', () => {
  test('Bounties: at most 5 from one nation', () => {
    const s = quiet('bounty-cap', (t) => {
      t.seats[0]!.bounties = [5, 0, 0, 0];
    });
    const t = structuredClone(s);
    addBounty(t, 0, 'english', []);
    addBounty(t, 0, 'french', []);
    expect(t.seats[0]!.bounties).toEqual([5, 1, 0, 0]);
  });

  test('Bounties: attacking a pirate captain earns no bounty', () => {
    const s = battle('frigate', 'sloop', (t) => {
      t.seats[1]!.bounties = [0, 1, 0, 0];
    });
    expect(s.seats[0]!.bounties).toEqual([0, 0, 0, 0]);
  });

  test('Rewards: beating a pirate player pays 5 gold per bounty of one nation, never of a nation that wants the winner; the loser\'s mission is discarded', () => {
    const s = battle('frigate', 'sloop', (t) => {
      t.seats[0]!.bounties = [0, 1, 0, 0];
      t.seats[1]!.bounties = [2, 3, 0, 0];
      t.seats[1]!.gold = 4;
      t.seats[1]!.mission = t.missionDeck.pop()!;
    });
    const t = structuredClone(s);
    const mission = t.seats[1]!.mission;
    defeat(t, t.combat!, 0, 'crew', []);
    // 2 English bounties (the French one is closed to a captain the French want) and the loser's 4 gold.
    expect(t.seats[0]!.gold).toBe(10 + 10 + 4);
    expect(t.seats[0]!.glory).toBe(1);
    expect(t.seats[1]!.captain).toBe(-1);
    expect(t.missionDiscard).toContain(mission);
    // Nor from a nation at war with the winner's.
    const war = structuredClone(s);
    war.seats[1]!.bounties = [0, 0, 3, 0];
    war.seats[1]!.gold = 0;
    war.wars = [{ a: 'english', b: 'spanish' }];
    defeat(war, war.combat!, 0, 'crew', []);
    expect(war.seats[0]!.gold).toBe(10);
  });
});

describe('Pardons', () => {
  test('Bounties: a pardon that brings a nation\'s bounty to 0 removes it, and a captain without bounties is no pirate', () => {
    let s = quiet('pardon', (t) => {
      giveGlory(t, 0, 'royal-pardon');
      t.seats[0]!.bounties = [0, 0, 2, 0];
      place(t, 0, 'Havana', false);
    });
    expect(refusal(s, 0, { type: 'enter-port', method: 'free' })).toBe('barred');
    expect(hostile(s, 4, 0)).toBe(false);
    s = act(s, 0, { type: 'play-glory', card: s.seats[0]!.gloryHand[0]!, nation: 'spanish' });
    expect(s.seats[0]!.bounties).toEqual([0, 0, 0, 0]);
    expect(refusal(s, 0, { type: 'enter-port', method: 'free' })).toBe('accepted');
    expect(hostile(s, 4, 0)).toBe(true);
  });
});

describe('Non-player captains', () => {
  const navalCard = (t: MmState, slot: number): number => {
    const card = EVENTS.findIndex((e, i) => e.kind === 'arrival' && e.slot === slot && t.eventDeck.includes(i));
    t.eventDeck = t.eventDeck.filter((e) => e !== card);
    return card;
  };

  test('Scouting: a hostile NPC scouts a captain who starts the turn at sea in its zone, not one in port', () => {
    const setUp = (inPortNow: boolean): MmState => {
      const s0 = started(2, 'npc-turn-start');
      return onTurn(s0, 1, (t) => {
        t.firstSeat = 1;
        t.seats[0]!.captain = HARLOW;
        t.seats[0]!.bounties = [1, 0, 0, 0];
        place(t, 0, 'Port Royal', inPortNow);
        place(t, 1, 'Havana', true);
        t.npcs[0]!.stack = [navalCard(t, 0)];
        t.npcs[0]!.zone = Z('Port Royal');
      });
    };
    expect(actLog(setUp(false), 1, { type: 'end-turn' }).text).toMatch(/scouts for \{s0\}/);
    expect(actLog(setUp(true), 1, { type: 'end-turn' }).text).not.toMatch(/scouts for \{s0\}/);
  });

  test('Scouting: two man-o-wars in one sea zone do not scout for players', () => {
    const s = quiet('man-o-wars', (t) => {
      place(t, 0, 'Caribbean Sea', false);
      t.seats[0]!.bounties = [1, 0, 1, 0];
      for (const slot of [0, 2]) {
        t.npcs[slot]!.stack = [navalCard(t, slot)];
        t.npcs[slot]!.zone = CARIBBEAN_SEA;
      }
    });
    const peace = structuredClone(s);
    expect(scoutingNpcs(peace, 0).sort()).toEqual([0, 2]);
    const war = structuredClone(s);
    war.wars = [{ a: 'english', b: 'spanish' }];
    expect(scoutingNpcs(war, 0)).toEqual([]);
  });

  test('Scouting: when several hostile NPCs find one player, the order of their battles is drawn at random', () => {
    const s = quiet('npc-order', (t) => {
      place(t, 0, 'Caribbean Sea', false);
      t.seats[0]!.bounties = [1, 1, 0, 0];
      for (const slot of [0, 1]) {
        t.npcs[slot]!.stack = [navalCard(t, slot)];
        t.npcs[slot]!.zone = CARIBBEAN_SEA;
      }
    });
    const orders = new Set<string>();
    for (let k = 0; k < 20; k++) {
      const t = structuredClone(s);
      t.rng = createRng(`npc-order-${k}`);
      orders.add(scoutingNpcs(t, 0).join(','));
    }
    expect([...orders].sort()).toEqual(['0,1', '1,0']);
  });

  test('NPC movement: two players equal on every hunt priority are targeted at random', () => {
    const s = quiet('npc-tie', (t) => {
      place(t, 0, 'Curacao', false);
      place(t, 1, 'Caracas', false);
      t.npcs[4]!.stack = [navalCard(t, 4)];
      t.npcs[4]!.zone = CARIBBEAN_SEA;
    });
    const zones = new Set<number>();
    for (let k = 0; k < 20; k++) {
      const t = structuredClone(s);
      t.rng = createRng(`npc-tie-${k}`);
      moveNpc(t, 4, 'N', []);
      zones.add(t.npcs[4]!.zone);
    }
    expect([...zones].sort()).toEqual([Z('Curacao'), Z('Caracas')].sort());
  });

  test('Tortuga: pirates are invisible to French naval ships unless the French want them; NPC pirates never scout French captains there', () => {
    const s = quiet('tortuga', (t) => {
      place(t, 0, 'Tortuga', false);
      t.seats[0]!.bounties = [1, 0, 0, 0];
    });
    expect(hostile(s, 1, 0)).toBe(false);
    expect(hostile(s, 0, 0)).toBe(true);
    const wanted = structuredClone(s);
    wanted.seats[0]!.bounties = [1, 1, 0, 0];
    expect(hostile(wanted, 1, 0)).toBe(true);
    const french = structuredClone(s);
    french.seats[0]!.captain = 2;
    french.seats[0]!.bounties = [0, 0, 0, 0];
    expect(hostile(french, 4, 0)).toBe(false);
    french.seats[0]!.zone = Z('Havana');
    expect(hostile(french, 4, 0)).toBe(true);
  });

  test('NPC ships in combat: an NPC may flee only with fewer cannons or crew than its enemy; it fights on a repaired ship', () => {
    const s = quiet('npc-flee', (t) => place(t, 0, 'Caribbean Sea', false, 'sloop'));
    const weak = structuredClone(s);
    startCombat(weak, { kind: 'player', seat: 0 }, { kind: 'npc', slot: 5 }, []);
    weak.combat!.round = 2;
    expect(weak.combat!.npcShips[1]).toEqual(newShip('frigate'));
    expect(legalDeclarations(weak, weak.combat!, 1)).not.toContain('flee');
    expect(legalDeclarations(weak, weak.combat!, 0)).toContain('flee');
    const strong = structuredClone(s);
    strong.seats[0]!.ship = newShip('galleon');
    startCombat(strong, { kind: 'player', seat: 0 }, { kind: 'npc', slot: 5 }, []);
    strong.combat!.round = 2;
    expect(legalDeclarations(strong, strong.combat!, 1)).toContain('flee');
  });
});

describe('NPC SCOUTING rolls (fixed seeds: the rate over 300 rolls shows how many dice and tries were used)', () => {
  /** Commodore Hale (English) and Capitaine Girard (French) both have SCOUTING 2. */
  function scoutRate(zone: string, slot: 0 | 1, bounties: number[]): number {
    const s = quiet('npc-scout-rate', (t) => {
      place(t, 0, zone, false);
      t.seats[0]!.bounties = bounties;
      const card = EVENTS.findIndex((e) => e.captain === (slot === 0 ? 'Commodore Hale' : 'Capitaine Girard'));
      t.eventDeck = t.eventDeck.filter((e) => e !== card);
      t.eventDiscard = t.eventDiscard.filter((e) => e !== card);
      t.npcs[slot]!.stack = [card];
      t.npcs[slot]!.zone = Z(zone);
    });
    let found = 0;
    for (let k = 0; k < 300; k++) {
      const t = structuredClone(s);
      t.rng = createRng(`npc-scout-${k}`);
      if (npcScoutRoll(t, slot, 0, [])) found++;
    }
    return found / 300;
  }

  test('Scouting: a naval captain rolls its SCOUTING or the target\'s bounties of its nation, whichever is higher', () => {
    // Two dice find 56% of the time, five dice 87%.
    const two = scoutRate('Caribbean Sea', 0, [1, 0, 0, 0]);
    const five = scoutRate('Caribbean Sea', 0, [5, 0, 0, 0]);
    expect(two).toBeLessThan(0.66);
    expect(five).toBeGreaterThan(0.78);
  });

  test('Nassau: naval ships must succeed two SCOUTING rolls to find a player', () => {
    expect(scoutRate('Nassau', 0, [0, 1, 0, 0])).toBeLessThan(0.42);
    expect(scoutRate('Caribbean Sea', 0, [0, 1, 0, 0])).toBeGreaterThan(0.45);
  });

  test('Basse-Terre: French naval ships may re-roll their SCOUTING rolls', () => {
    // Two SCOUTING dice: one roll finds 56% of the time, a re-roll of a miss 80%.
    expect(scoutRate('Basse-Terre', 1, [0, 0, 1, 0])).toBeGreaterThan(0.7);
    expect(scoutRate('Caribbean Sea', 1, [0, 0, 1, 0])).toBeLessThan(0.66);
  });
});
