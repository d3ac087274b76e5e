/**
 * Rulebook "Naval combat", "Hit locations and damage", "Crew combat", "Special weapons",
 * "Plunder", "Bounties and rewards": stacked battles between players and against NPCs.
 */
import { EVENTS } from '../../../shared/games/merchants-and-marauders/cards';
import { contestWinner } from '../../../shared/games/merchants-and-marauders/combat';
import { CARIBBEAN_SEA } from '../../../shared/games/merchants-and-marauders/data';
import { hitShip, newShip } from '../../../shared/games/merchants-and-marauders/state';
import type { MmState, ShipType } from '../../../shared/games/merchants-and-marauders/types';
import { act, game, giveGlory, onTurn, place, refusal, started, takeCargo, withRoll } from './fixtures';
import { mineOf } from '../../../shared/games/merchants-and-marauders/view';

/** Seat 0 (Thomas Harlow, English) and seat 1 (Samuel Greaves, English) at sea; neither ability touches battle. */
function twoShips(mine: ShipType, theirs: ShipType, patch: (t: MmState) => void = () => {}): MmState {
  return onTurn(started(2, 'combat'), 0, (t) => {
    t.seats[0]!.captain = 1;
    t.seats[1]!.captain = 4;
    place(t, 0, 'Caribbean Sea', false, mine);
    place(t, 1, 'Caribbean Sea', false, theirs);
    patch(t);
  });
}

function engage(s: MmState): MmState {
  return withRoll(s, 0, { type: 'scout', target: 'player', id: 1 }, (t) => t.combat !== null).state;
}

describe('naval combat', () => {
  test('attacking a captain without bounties earns a bounty of their nation; round 1 allows only shoot', () => {
    const s = engage(twoShips('frigate', 'sloop'));
    expect(s.seats[0]!.bounties).toEqual([1, 0, 0, 0]);
    expect(game.toAct(s)).toEqual([0]);
    expect(game.legalActions(s, 0)).toEqual([{ type: 'declare', action: 'shoot' }]);
    const declared = act(s, 0, { type: 'declare', action: 'shoot' });
    expect(game.toAct(declared)).toEqual([1]);
    expect(game.view(declared, 1).combat.attacker.declared).toBe('shoot');
  });

  test('most successes win the contest; ties go to the higher pips; no success is nobody\'s win', () => {
    expect(contestWinner([0, 1], [1, 1])).toBe(0);
    expect(contestWinner([0, 1], [0, 3])).toBe(1);
    expect(contestWinner([0, 2], [0, 2])).toBe(-1);
    expect(contestWinner([1, 2], [3, 4])).toBe(-1);
  });

  test('the winner of a shoot hits with all cannons; the loser hits once per success up to its cannons', () => {
    const s = act(engage(twoShips('frigate', 'sloop')), 0, { type: 'declare', action: 'shoot' });
    const won = withRoll(s, 1, { type: 'declare', action: 'shoot' }, (t) => t.combat?.contestWinner === 0).state.combat!;
    expect(won.sides[0]!.hitRolls).toHaveLength(3);
    expect(won.sides[1]!.hitRolls.length).toBeLessThanOrEqual(1);
    const lost = withRoll(s, 1, { type: 'declare', action: 'shoot' }, (t) => t.combat?.contestWinner === 1 && t.combat.sides[0]!.dice.filter((d) => d === 0).length === 1).state.combat!;
    expect(lost.sides[0]!.hitRolls).toHaveLength(1);
  });

  test('the target decides where a skull hits its ship', () => {
    const s = act(engage(twoShips('frigate', 'galleon')), 0, { type: 'declare', action: 'shoot' });
    const { state } = withRoll(s, 1, { type: 'declare', action: 'shoot' }, (t) => t.combat?.step === 'assign' && game.toAct(t)[0] === 1);
    expect(game.legalActions(state, 1).map((a) => a.type)).toEqual(Array(5).fill('assign-hit'));
    const cargo = state.seats[1]!.ship!.cargo;
    const after = act(state, 1, { type: 'assign-hit', location: 'cargo' });
    expect(after.seats[1]!.ship!.cargo).toBe(cargo - 1);
  });

  test('hits to a destroyed location go to the hull, except chain-shot and grapeshot hits', () => {
    const ship = newShip('frigate');
    ship.masts = 0;
    expect(hitShip(ship, 'masts')).toBe('hull');
    expect(ship.hull).toBe(2);
    expect(hitShip(ship, 'masts', true)).toBe('');
    expect(ship.hull).toBe(2);
  });

  test('destroyed masts allow only shoot; a ship without crew cannot board', () => {
    const s = engage(twoShips('frigate', 'sloop'));
    s.combat!.round = 2;
    expect(game.legalActions(s, 0).map((a) => (a.type === 'declare' ? a.action : ''))).toEqual(['shoot', 'board', 'flee']);
    const masts = structuredClone(s);
    masts.seats[0]!.ship!.masts = 0;
    expect(refusal(masts, 0, { type: 'declare', action: 'board' })).toBe('not-allowed');
    const crew = structuredClone(s);
    crew.seats[0]!.ship!.crew = 0;
    expect(game.legalActions(crew, 0).map((a) => (a.type === 'declare' ? a.action : ''))).toEqual(['shoot', 'flee']);
  });

  test('fleeing succeeds only when the winner\'s opponent made no success', () => {
    const s = engage(twoShips('sloop', 'frigate'));
    s.combat!.round = 2;
    const fled = act(s, 0, { type: 'declare', action: 'flee' });
    const escaped = withRoll(fled, 1, { type: 'declare', action: 'shoot' }, (t, text) => text.includes('escapes'));
    expect(escaped.state.combat).toBeNull();
    expect(escaped.state.seats[0]!.captain).toBe(1);
    const held = withRoll(fled, 1, { type: 'declare', action: 'shoot' }, (t) => t.combat?.contestWinner === 0 && t.combat.sides[1]!.dice.includes(0));
    expect(held.text).not.toContain('escapes');
  });

  test('chain-shot turns skull hits into hits on the enemy masts', () => {
    const s = act(engage(twoShips('frigate', 'galleon', (t) => (t.seats[0]!.weapons = ['chain-shot']))), 0, { type: 'declare', action: 'shoot' });
    const { state } = withRoll(s, 1, { type: 'declare', action: 'shoot' }, (t) => t.combat?.step === 'shot');
    const masts = state.seats[1]!.ship!.masts;
    const skulls = state.combat!.sides[0]!.hitRolls.filter((r) => r === 0).length;
    const numbered = state.combat!.sides[0]!.hitRolls.filter((r) => r === 2).length;
    const after = act(state, 0, { type: 'special-shot', weapon: 'chain-shot' });
    expect(after.seats[0]!.weapons).toEqual([]);
    expect(after.seats[1]!.ship!.masts).toBe(Math.max(0, masts - skulls - numbered));
  });
});

describe('crew combat and plunder', () => {
  test('a boarding win leads to crew combat; the captain who loses the last crew dies and is plundered', () => {
    const s = engage(twoShips('frigate', 'sloop', (t) => {
      t.seats[1]!.gold = 7;
      t.seats[1]!.cargo = takeCargo(t, 'rum', 1);
    }));
    s.combat!.round = 2;
    s.seats[1]!.ship!.crew = 1;
    const boarded = act(s, 0, { type: 'declare', action: 'board' });
    const { state, text } = withRoll(boarded, 1, { type: 'declare', action: 'shoot' }, (t) => t.seats[1]!.captain === -1 && t.combat?.step === 'plunder');
    expect(text).toContain('crew combat begins');
    expect(state.seats[0]!.gold).toBe(10 + 7);
    expect(state.seats[0]!.glory).toBe(1);
    expect(state.combat!.plunderCards).toHaveLength(1);
    let after = act(state, 0, { type: 'take-card', card: state.combat!.plunderCards[0]! });
    after = act(after, 0, { type: 'take-done' });
    expect(game.legalActions(after, 0)).toEqual([{ type: 'claim-ship', take: true }, { type: 'claim-ship', take: false }]);
    after = act(after, 0, { type: 'claim-ship', take: false });
    expect(after.combat).toBeNull();
    expect(after.seats[0]!.cargo).toHaveLength(1);
  });

  test('a defeat that ends the game (no captain left) returns the plunder to the discard pile', () => {
    const s = engage(twoShips('frigate', 'sloop', (t) => {
      t.seats[1]!.cargo = takeCargo(t, 'rum', 1);
      t.captainDiscard.push(...t.captainDeck.splice(0));
    }));
    s.combat!.round = 2;
    s.seats[1]!.ship!.crew = 1;
    const boarded = act(s, 0, { type: 'declare', action: 'board' });
    const { state } = withRoll(boarded, 1, { type: 'declare', action: 'shoot' }, (t) => t.phase === 'over' && t.seats[1]!.captain === -1);
    expect(state.endReason).toBe('captains');
    const cargo = [...state.cargoDeck, ...state.cargoDiscard, ...state.seats.flatMap((p) => p.cargo)].sort((a, b) => a - b);
    expect(cargo).toEqual(Array.from({ length: 64 }, (_, i) => i));
    expect(state.cargoDiscard).toContain(s.seats[1]!.cargo[0]);
  });

  test('crew combat hits are capped by one\'s own crew', () => {
    const s = engage(twoShips('sloop', 'galleon'));
    s.combat!.round = 2;
    s.seats[0]!.ship!.crew = 1;
    s.seats[1]!.ship!.crew = 4;
    const boarded = act(s, 0, { type: 'declare', action: 'board' });
    const { text, state } = withRoll(boarded, 1, { type: 'declare', action: 'shoot' }, (_t, x) => x.includes('Crew combat round 1'));
    // Seat 0 has one crew member, so it kills at most one of seat 1's four.
    expect(state.seats[1]!.ship === null || state.seats[1]!.ship!.crew >= 3).toBe(true);
    expect(text).toContain('crew combat begins');
  });
});

describe('NPCs in battle', () => {
  function npcAt(slot: number, player: 'pirate' | 'honest'): MmState {
    return onTurn(started(2, 'npc-battle'), 0, (t) => {
      t.seats[0]!.captain = 1;
      place(t, 0, 'Caribbean Sea', false, 'frigate');
      place(t, 1, 'Havana', true);
      if (player === 'pirate') t.seats[0]!.bounties = [0, 1, 0, 0];
      const card = EVENTS.findIndex((e, i) => e.kind === 'arrival' && e.slot === slot && t.eventDeck.includes(i));
      t.eventDeck = t.eventDeck.filter((e) => e !== card);
      t.npcs[slot]!.stack = [card];
      t.npcs[slot]!.zone = CARIBBEAN_SEA;
    });
  }

  function winByBoarding(s0: MmState, slot: number): { state: MmState; text: string } {
    const s = withRoll(s0, 0, { type: 'scout', target: 'npc', id: slot }, (t) => t.combat !== null && t.combat.step === 'declare' && game.toAct(t)[0] === 0).state;
    s.combat!.round = 2;
    s.combat!.npcShips[1]!.crew = 1;
    return withRoll(s, 0, { type: 'declare', action: 'board' }, (t) => t.npcs[slot]!.stack.length === 0 && t.seats[0]!.captain === 1);
  }

  test('attacking and defeating a naval ship each earn a bounty; its plunder is 3 cargo cards', () => {
    const { state } = winByBoarding(npcAt(0, 'honest'), 0);
    expect(state.seats[0]!.bounties[0]).toBe(2);
    expect(state.seats[0]!.gold).toBeGreaterThanOrEqual(13);
    expect(state.seats[0]!.glory).toBe(1);
  });

  test('a non-pirate who defeats the pirate sloop is paid 5 gold', () => {
    const { state } = winByBoarding(npcAt(4, 'honest'), 4);
    expect(state.seats[0]!.gold).toBe(15);
    expect(state.seats[0]!.bounties).toEqual([0, 0, 0, 0]);
  });

  test('a pirate gets no reward for the pirate sloop', () => {
    const { state } = winByBoarding(npcAt(4, 'pirate'), 4);
    expect(state.seats[0]!.gold).toBe(10);
  });
});

describe('glory cards in combat (rulebook "Glory cards in combat")', () => {
  test('an announced card stays hidden from the opponent until it is resolved', () => {
    let s = engage(twoShips('frigate', 'sloop', (t) => {
      giveGlory(t, 0, 'full-sail');
    }));
    const card = s.seats[0]!.gloryHand[0]!;
    s = act(act(s, 0, { type: 'declare', action: 'shoot' }), 1, { type: 'declare', action: 'shoot' });
    expect(s.combat!.step).toBe('announce');
    s = act(s, 0, { type: 'announce', card });
    expect(game.view(s, 1).combat.attacker.hasAnnounced).toBe(true);
    expect(mineOf(game.view(s, 1), 1)?.announced).toBe(-1);
    expect(mineOf(game.view(s, 0), 0)?.announced).toBe(card);
    expect(JSON.stringify(game.view(s, 1))).not.toContain(`"played":[${card}]`);
    const played = act(s, 0, { type: 'resolve-card', play: true });
    expect(played.gloryDiscard).toContain(card);
    expect(played.combat === null || played.combat.sides[0]!.dice.length >= 3).toBe(true);
  });
});
