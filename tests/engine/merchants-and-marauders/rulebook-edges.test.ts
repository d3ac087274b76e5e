/**
 * Merchants & Marauders rulebook scenarios at the edges: empty decks and discard piles, the last
 * card, rewards the supply cannot pay, ties at the end, a player with little left to do, and a
 * hold smaller than its cargo (the checklist is in rulebook.test.ts, section EDGES).
 */
import { cargoText } from '../../../client/games/merchants-and-marauders/words';
import { CARGO, EVENTS } from '../../../shared/games/merchants-and-marauders/cards';
import { DEMAND_TOKENS } from '../../../shared/games/merchants-and-marauders/data';
import { landHit } from '../../../shared/games/merchants-and-marauders/fighters';
import { MISSIONS } from '../../../shared/games/merchants-and-marauders/glory';
import { gainGlory } from '../../../shared/games/merchants-and-marauders/state';
import { act, game, onTurn, place, refusal, started, takeCargo } from './fixtures';
import { battle, inPort, merchantFound, quiet } from './rulebook-fixtures';

describe('Edges: empty decks and the last card', () => {
  test('Empty cargo deck and discard: buying goods is refused with a clear message, nothing changes', () => {
    const s = inPort('Port Royal', (t) => {
      t.seats[1]!.cargo = [...t.cargoDeck.splice(0), ...t.cargoDiscard.splice(0)];
    });
    const r = game.apply(s, 0, { type: 'buy-draw' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/no cargo cards left/);
    expect(game.legalActions(s, 0).some((a) => a.type === 'buy-draw')).toBe(false);
  });

  test('Last cargo card: with one card in the deck and none discarded, buying shows that card alone', () => {
    const s = inPort('Port Royal', (t) => {
      const demand = t.demand[t.seats[0]!.zone]!;
      const all = [...t.cargoDeck.splice(0), ...t.cargoDiscard.splice(0)];
      // One card of a good Port Royal does not want stays in the deck; the rest is on board ship 1.
      const last = all.findIndex((c) => demand < 0 || CARGO[c]!.good !== DEMAND_TOKENS[demand]);
      t.cargoDeck = all.splice(last, 1);
      t.seats[1]!.cargo = all;
    });
    const after = act(s, 0, { type: 'buy-draw' });
    expect(after.buy!.cards).toEqual(s.cargoDeck);
    expect(after.cargoDeck).toHaveLength(0);
  });

  test('Cargo deck runs out during a raid: the merchant shows only the cards left', () => {
    const s = merchantFound('Nassau', () => [], (t) => {
      const all = [...t.cargoDeck.splice(0), ...t.cargoDiscard.splice(0)];
      t.cargoDeck = all.splice(0, 1);
      t.seats[1]!.cargo = all;
    });
    const after = act(s, 0, { type: 'raid', nation: 'english' });
    expect(after.raid!.cards).toHaveLength(1);
  });

  test('Empty glory deck and discard: a glory point is still gained, without a card', () => {
    const s = quiet('glory-edge', (t) => {
      t.seats[1]!.gloryHand = [...t.gloryDeck.splice(0), ...t.gloryDiscard.splice(0)];
    });
    const t = structuredClone(s);
    gainGlory(t, 0, ['victory'], []);
    expect(t.seats[0]!.glory).toBe(1);
    expect(t.seats[0]!.gloryHand).toHaveLength(0);
  });

  test('Empty rumor deck: seeking a rumor is refused and not offered', () => {
    const s = inPort('Port Royal', (t) => {
      // Every rumor is out: held by players or shuffled away for this scenario.
      t.rumorDeck = [];
    });
    expect(refusal(s, 0, { type: 'seek-rumor' })).toBe('no-rumors');
    expect(game.legalActions(s, 0).some((a) => a.type === 'seek-rumor')).toBe(false);
  });

  test('Empty mission deck: a claimed mission is not replaced, the other stays on the board', () => {
    const ransom = MISSIONS.findIndex((m) => m.requirement === 'gold' && m.claimAt === 'Nassau');
    const other = MISSIONS.findIndex((m, i) => i !== ransom);
    const s = inPort('Nassau', (t) => {
      t.missionDiscard.push(...t.missionDeck.splice(0).filter((m) => m !== ransom && m !== other), ...t.missionsOnBoard.filter((m) => m !== ransom && m !== other));
      t.missionsOnBoard = [ransom, other];
    });
    const after = act(s, 0, { type: 'claim-mission', mission: ransom });
    expect(after.missionsOnBoard).toEqual([other]);
    expect(after.seats[0]!.mission).toBe(ransom);
  });

  test('Special weapons sold out: buying one is refused while the supply is empty', () => {
    const s = inPort('Port Royal', (t) => (t.weaponSupply = [0, 1, 1]));
    expect(refusal(s, 0, { type: 'buy-weapon', weapon: 'grappling-hooks' })).toBe('sold-out');
    expect(refusal(s, 0, { type: 'buy-weapon', weapon: 'chain-shot' })).toBe('accepted');
  });

  test('Last event card: the round is played with it, and the game ends at the start of the next round', () => {
    let s = onTurn(started(2, 'last-event'), 1, (t) => {
      t.firstSeat = 0;
      const quietCard = t.eventDeck.findIndex((e) => EVENTS[e]!.kind === 'calm' || EVENTS[e]!.kind === 'market' || EVENTS[e]!.kind === 'tax');
      const [keep] = t.eventDeck.splice(quietCard, 1);
      t.eventDiscard.push(...t.eventDeck.splice(0));
      t.eventDeck = [keep!];
    });
    s = act(s, 1, { type: 'end-turn' });
    expect(s.phase).toBe('play');
    expect(s.eventDeck).toHaveLength(0);
    expect(game.toAct(s)).toEqual([0]);
    s = act(s, 0, { type: 'end-turn' });
    s = act(s, 1, { type: 'end-turn' });
    expect(s.phase).toBe('over');
    expect(s.endReason).toBe('events');
  });
});

describe('Edges: ties at the end and a player with little to do', () => {
  test('End tie on glory and stash: the first place is shared', () => {
    const s = onTurn(started(3, 'tie'), 0, (t) => {
      t.phase = 'over';
      t.endReason = 'events';
      t.seats.forEach((p, i) => {
        p.glory = i === 2 ? 3 : 4;
        p.stash = 7;
      });
    });
    const o = game.outcome(s)!;
    expect(o.ranking).toEqual([[0, 1], [2]]);
  });

  test('End tie on glory: the larger stash wins even below a stash point', () => {
    const s = onTurn(started(2, 'tie-stash'), 0, (t) => {
      t.phase = 'over';
      t.endReason = 'events';
      t.seats[0]!.glory = 4;
      t.seats[0]!.stash = 3;
      t.seats[1]!.glory = 4;
      t.seats[1]!.stash = 9;
    });
    expect(game.outcome(s)!.ranking).toEqual([[1], [0]]);
  });

  test('No actions left at sea: ending the turn is always legal, and nothing else that costs an action', () => {
    const s = quiet('idle', (t) => {
      place(t, 0, 'Caribbean Sea', false);
      t.turn!.actionsLeft = 0;
    });
    const legal = game.legalActions(s, 0);
    expect(legal.some((a) => a.type === 'end-turn')).toBe(true);
    expect(legal.some((a) => a.type === 'move' || a.type === 'scout')).toBe(false);
  });

  test('Overloaded in port with no actions left: the turn may still end (the hold is checked when leaving)', () => {
    const s = quiet('overloaded', (t) => {
      place(t, 0, 'Havana', true, 'sloop');
      t.seats[0]!.cargo = takeCargo(t, 'wood', 4);
      t.turn!.actionsLeft = 0;
    });
    expect(refusal(s, 0, { type: 'end-turn' })).toBe('accepted');
  });
});

describe('Edges: a hold smaller than its cargo', () => {
  test('Cargo hit in battle: the cards beyond the damaged hold go overboard at once, before the round ends', () => {
    const s = battle('sloop', 'sloop', (t) => {
      t.seats[1]!.cargo = takeCargo(t, 'rum', 2);
    });
    const t = structuredClone(s);
    landHit(t, t.combat!, 1, 'cargo', false, []);
    expect(t.seats[1]!.ship!.cargo).toBe(1);
    expect(t.seats[1]!.cargo).toHaveLength(1);
  });

  test('In port a sloop may hold 3 cards (up to 6 in port); the table says how many must go before sailing', () => {
    expect(cargoText({ cargoCount: 3, cargoSpace: 2, inPort: true })).toBe('cargo 3/2 in port: 1 to drop before sailing');
    expect(cargoText({ cargoCount: 2, cargoSpace: 2, inPort: false })).toBe('cargo 2/2');
    const s = inPort('Havana', (t) => (t.seats[0]!.cargo = takeCargo(t, 'wood', 3)));
    expect(game.view(s, null).seats[0]!.cargoCount).toBe(3);
    expect(refusal(s, 0, { type: 'leave-port' })).toBe('overloaded');
  });
});
