/**
 * Rulebook "Non-player captains" (hunt priority, movement letters, hostile scouting, ports'
 * invisibility, replacement captains) and "Glory cards", "Stash gold", "Dying", "Winning".
 */
import { EVENTS } from '../../../shared/games/merchants-and-marauders/cards';
import { BORDERS, ZONES } from '../../../shared/games/merchants-and-marauders/data';
import { moveNpc, npcDefeated, placeArrivals, scoutingNpcs, zoneTowards } from '../../../shared/games/merchants-and-marauders/npc';
import { totalGlory } from '../../../shared/games/merchants-and-marauders/state';
import type { Direction, MmState } from '../../../shared/games/merchants-and-marauders/types';
import { act, game, giveGlory, onTurn, place, refusal, started, withRoll, Z } from './fixtures';
import { mineOf } from '../../../shared/games/merchants-and-marauders/view';

function withNpc(t: MmState, slot: number, zone: string, cards = 1): void {
  const ids = EVENTS.map((e, i) => (e.kind === 'arrival' && e.slot === slot && t.eventDeck.includes(i) ? i : -1)).filter((i) => i >= 0).slice(0, cards);
  t.eventDeck = t.eventDeck.filter((e) => !ids.includes(e));
  t.npcs[slot]!.stack = ids;
  t.npcs[slot]!.zone = Z(zone);
}

describe('NPC movement (rulebook "NPC movement")', () => {
  test('an NPC follows its direction letter, turning clockwise when no border has it', () => {
    for (const [z, borders] of BORDERS.entries()) {
      for (const dir of ['N', 'E', 'S', 'W'] as Direction[]) {
        const to = zoneTowards(z, dir);
        expect(borders.map((b) => b.to)).toContain(to);
        const lettered = borders.filter((b) => b.dir === dir).map((b) => b.to);
        if (lettered.length) expect(lettered).toContain(to);
      }
    }
  });

  test('a naval ship next to a captain with its nation\'s bounty ignores the letter and joins that captain', () => {
    const s = onTurn(started(2, 'hunt'), 0, (t) => {
      place(t, 0, 'Havana', false);
      place(t, 1, 'Tortuga', false);
      t.seats[0]!.bounties = [0, 0, 0, 1];
      t.seats[1]!.bounties = [2, 0, 0, 0];
      withNpc(t, 0, 'Nassau');
    });
    moveNpc(s, 0, 'N', []);
    expect(s.npcs[0]!.zone).toBe(Z('Tortuga'));
  });

  test('pirates hunt the non-pirate with the most gold first, and leave pirates alone', () => {
    const s = onTurn(started(3, 'pirate-hunt'), 0, (t) => {
      place(t, 0, 'Cartagena', false);
      place(t, 1, 'Curacao', false);
      place(t, 2, 'Petit Goave', false);
      t.seats[0]!.gold = 30;
      t.seats[0]!.bounties = [1, 0, 0, 0];
      t.seats[1]!.gold = 12;
      t.seats[2]!.gold = 3;
      withNpc(t, 4, 'Caribbean Sea');
    });
    moveNpc(s, 4, 'E', []);
    expect(s.npcs[4]!.zone).toBe(Z('Curacao'));
  });
});

describe('NPC scouting (rulebook "Scouting")', () => {
  test('a hostile NPC scouts a captain who sails into its zone', () => {
    const s = onTurn(started(2, 'npc-scout'), 0, (t) => {
      place(t, 0, 'Curacao', false);
      t.seats[0]!.bounties = [1, 0, 0, 0];
      withNpc(t, 0, 'Caracas');
    });
    const { state, text } = withRoll(s, 0, { type: 'move', zone: Z('Caracas') }, (t) => t.combat !== null);
    expect(text).toContain('scouts for {s0}: found');
    expect(state.combat!.sides[0]!.fighter).toEqual({ kind: 'npc', slot: 0 });
  });

  test('pirates do not scout beside a naval ship; Trinidad hides captains from naval ships', () => {
    const s = onTurn(started(2, 'npc-quiet'), 0, (t) => {
      place(t, 0, 'Caracas', false);
      withNpc(t, 4, 'Caracas');
    });
    expect(scoutingNpcs(s, 0)).toEqual([4]);
    withNpc(s, 2, 'Caracas');
    expect(scoutingNpcs(s, 0)).toEqual([]);
    s.seats[0]!.bounties = [0, 0, 1, 0];
    s.seats[0]!.zone = Z('Trinidad');
    s.npcs[2]!.zone = Z('Trinidad');
    expect(scoutingNpcs(s, 0)).toEqual([]);
  });

  test('a defeated NPC captain is replaced by the card below, back in that captain\'s home at the end of the round', () => {
    const s = onTurn(started(2, 'npc-replace'), 0, (t) => withNpc(t, 1, 'Caribbean Sea', 2));
    const below = s.npcs[1]!.stack[0]!;
    npcDefeated(s, 1, []);
    expect(s.npcs[1]!.stack).toEqual([below]);
    expect(ZONES[s.npcs[1]!.zone]!.name).toBe('Caribbean Sea');
    placeArrivals(s, []);
    expect(ZONES[s.npcs[1]!.zone]!.name).toBe(EVENTS[below]!.zone);
    npcDefeated(s, 1, []);
    expect(s.npcs[1]!.stack).toEqual([]);
  });
});

describe('glory (rulebook "Glory cards", "Stash gold", "Winning")', () => {
  test('a fifth glory card must be discarded before anything else', () => {
    let s = onTurn(started(2, 'hand'), 0, (t) => {
      place(t, 0, 'Havana', true);
      for (const key of ['windfall', 'windfall', 'tip-off', 'fair-winds', 'brace']) giveGlory(t, 0, key);
      t.gloryDiscards = [0];
    });
    expect(game.legalActions(s, 0).every((a) => a.type === 'discard-glory')).toBe(true);
    expect(refusal(s, 0, { type: 'port' })).toBe('not-now');
    s = act(s, 0, { type: 'discard-glory', card: s.seats[0]!.gloryHand[0]! });
    expect(s.seats[0]!.gloryHand).toHaveLength(4);
    expect(refusal(s, 0, { type: 'port' })).toBe('accepted');
  });

  test('every 10 gold stashed in the home port counts as a glory point, up to half the target; the amount is secret', () => {
    let s = onTurn(started(2, 'stash'), 0, (t) => {
      t.seats[0]!.captain = 1;
      place(t, 0, 'Nassau', true);
      t.seats[0]!.gold = 25;
    });
    s = act(act(s, 0, { type: 'port' }), 0, { type: 'stash', amount: 20 });
    expect(s.seats[0]!.stash).toBe(20);
    expect(totalGlory(s, s.seats[0]!)).toBe(2);
    expect(game.view(s, 1).seats[0]!.hasStashed).toBe(true);
    expect(game.view(s, 1).seats[0]!.stashShown).toBe(-1);
    expect(mineOf(game.view(s, 0), 0)?.stash).toBe(20);
    s.seats[0]!.stash = 90;
    expect(totalGlory(s, s.seats[0]!)).toBe(5);
    const away = onTurn(started(2, 'stash'), 0, (t) => place(t, 0, 'Havana', true));
    expect(refusal(act(away, 0, { type: 'port' }), 0, { type: 'stash', amount: 5 })).toBe('not-here');
  });

  test('reaching the target is declared with the stash shown, and the game ends after the round; ties go to the larger stash', () => {
    let s = onTurn(started(2, 'declare', { gloryTarget: 5 }), 0, (t) => {
      t.firstSeat = 0;
      t.seats[0]!.captain = 1;
      place(t, 0, 'Nassau', true);
      t.seats[0]!.glory = 4;
      t.seats[0]!.gold = 12;
      t.seats[1]!.glory = 5;
    });
    s = act(act(s, 0, { type: 'port' }), 0, { type: 'stash', amount: 10 });
    expect(s.endTriggered).toBe(true);
    expect(s.seats[0]!.declared).toBe(true);
    expect(game.view(s, 1).seats[0]!.stashShown).toBe(10);
    expect(s.phase).toBe('play');
    s = act(s, 0, { type: 'end-turn' });
    s = act(s, 1, { type: 'end-turn' });
    expect(s.phase).toBe('over');
    const o = game.outcome(s)!;
    expect(o.scores).toEqual([5, 5]);
    expect(o.ranking).toEqual([[0], [1]]);
  });

  test('the game ends at once when the event deck is empty at the start of a round', () => {
    let s = onTurn(started(2, 'events-out'), 1, (t) => {
      t.firstSeat = 0;
      t.eventDiscard.push(...t.eventDeck.splice(0));
    });
    s = act(s, 1, { type: 'end-turn' });
    expect(s.phase).toBe('over');
    expect(s.endReason).toBe('events');
  });

  test('a captain dying with no captain left to draw ends the game', () => {
    const s = onTurn(started(2, 'no-captains'), 0, (t) => {
      place(t, 0, 'Bridgetown', false, 'galleon');
      t.seats[0]!.ship!.hull = 1;
      t.captainDiscard.push(...t.captainDeck.splice(0));
    });
    const { state } = withRoll(s, 0, { type: 'enter-port', method: 'free' }, (t) => t.phase === 'over');
    expect(state.endReason).toBe('captains');
    expect(state.seats[0]!.captain).toBe(-1);
  });

  test('buying a frigate or galleon gains a glory point once per captain', () => {
    let s = onTurn(started(2, 'big-ship'), 0, (t) => {
      t.seats[0]!.captain = 1;
      place(t, 0, 'Nassau', true);
      t.seats[0]!.gold = 80;
    });
    s = act(act(s, 0, { type: 'port' }), 0, { type: 'buy-ship', ship: 'frigate', transferMods: false });
    expect(s.seats[0]!.glory).toBe(1);
    expect(s.seats[0]!.gold).toBe(80 - 35 + 5);
    s = act(s, 0, { type: 'buy-ship', ship: 'galleon', transferMods: false });
    expect(s.seats[0]!.glory).toBe(1);
  });
});
