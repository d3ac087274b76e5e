/**
 * Merchants & Marauders, Seas of Glory module 10 "Favors": an NPC's SCOUTING roll at the very
 * start of a turn, rolled again for a favor. The audit, a checklist line per rule with its
 * scenario test below (reading 39 in docs/games/merchants-and-marauders.md).
 * "start" = this file.
 *
 * SPENDING FAVORS: MAKE AN NPC RE-ROLL A SCOUTING ROLL MADE TO FIND YOU
 *  - found at the very start of his turn, the player answers before the battle: a favor or not
 *    ..................................................................... start "Start: an NPC that finds a captain at the start of his turn waits ..."
 *  - a favor makes the NPC roll again; lost, no battle ................. start "Start: a favor makes the NPC roll again ..."
 *  - found again (or the find let stand), the battle begins as before . start "Start: found again, or the find let stand ..."
 *  - a contraband search (module 7) is a find too ....................... start "Start: a naval ship's search for contraband ..."
 *  - asked with or without a favor in hand (the count stays secret); without one only "stand"
 *    ..................................................................... start "Start: asked with or without a favor ..."
 *  - later finds in the turn keep the favor held ready (no question) ... start "Start: a find after the turn's first action ..."
 *  - without the module nothing waits ................................... start "Start: without the module ..."
 * BOTS
 *  - the heuristic spends a favor on a hunter it does not outgun, lets a weak one come
 *    ..................................................................... start "Bots: the heuristic ..."
 */
import { EVENTS } from '../../../shared/games/merchants-and-marauders/cards';
import { neighbours } from '../../../shared/games/merchants-and-marauders/data';
import { heuristicBot } from '../../../shared/games/merchants-and-marauders/heuristic';
import { createRng } from '../../../shared/core/rng';
import { CARGO } from '../../../shared/games/merchants-and-marauders/cards';
import type { MmState } from '../../../shared/games/merchants-and-marauders/types';
import { act, actLog, game, onTurn, place, refusal, started, withRoll, Z } from './fixtures';
import { HARLOW } from './rulebook-fixtures';

const pirateSloop = EVENTS.findIndex((e) => e.kind === 'arrival' && e.slot === 4);

/**
 * Seat 1 ends its turn in Havana; seat 0 (Harlow, at sea in the Caribbean Sea with `favors`)
 * starts the next one beside the pirate sloop, which scouts for him at once.
 */
function beside(favors: number | undefined, patch: (t: MmState) => void = () => {}): MmState {
  return onTurn(started(2, 'favor-start'), 1, (t) => {
    t.firstSeat = 1;
    if (favors !== undefined) {
      t.options.favors = true;
      t.favors = [favors, 0];
    }
    t.seats[0]!.captain = HARLOW;
    place(t, 0, 'Caribbean Sea', false);
    place(t, 1, 'Havana', true);
    t.eventDeck = t.eventDeck.filter((c) => c !== pirateSloop);
    t.npcs[4]!.stack = [pirateSloop];
    t.npcs[4]!.zone = Z('Caribbean Sea');
    patch(t);
  });
}

/** The table once the sloop has found seat 0 at the start of his turn. */
const found = (favors: number | undefined, patch?: (t: MmState) => void): { state: MmState; text: string } =>
  withRoll(beside(favors, patch), 1, { type: 'end-turn' }, (_, text) => /scouts for \{s0\}: found/.test(text));

describe('Spending favors at the start of a turn', () => {
  test('Start: an NPC that finds a captain at the start of his turn waits for his answer before the battle', () => {
    const { state, text } = found(2);
    expect(text).toContain('{s0}\'s turn');
    expect(state.npcFound).toEqual({ seat: 0, slot: 4 });
    expect(state.combat).toBeNull();
    expect(game.toAct(state)).toEqual([0]);
    expect(game.legalActions(state, 0)).toEqual([{ type: 'favor-npc-reroll' }, { type: 'npc-find-stands' }]);
    expect(refusal(state, 0, { type: 'end-turn' })).toBe('not-now');
    expect(refusal(state, 1, { type: 'npc-find-stands' })).toBe('not-your-turn');
    // Public: every seat's view names the NPC and the seat it found.
    expect(game.view(state, 1).seas.npcFound).toEqual({ seat: 0, slot: 4 });
    expect(game.view(state, null).seas.npcFound).toEqual({ seat: 0, slot: 4 });
  });

  test('Start: a favor makes the NPC roll again; lost, the captain sails on without a battle', () => {
    const { state } = found(2);
    const lost = withRoll(state, 0, { type: 'favor-npc-reroll' }, (_, text) => text.includes('loses them'));
    expect(lost.text).toContain('{s0} spends a favor: the NPC scouts again and loses them');
    expect(lost.state.favors![0]).toBe(1);
    expect(lost.state.npcFound).toBeNull();
    expect(lost.state.combat).toBeNull();
    expect(lost.state.turn!.seat).toBe(0);
    expect(game.legalActions(lost.state, 0)).toContainEqual({ type: 'end-turn' });
  });

  test('Start: found again, or the find let stand, the battle begins with the NPC attacking', () => {
    const { state } = found(2);
    const again = withRoll(state, 0, { type: 'favor-npc-reroll' }, (_, text) => text.includes('still finds them'));
    expect(again.state.favors![0]).toBe(1);
    expect(again.state.combat!.sides[0]!.fighter).toEqual({ kind: 'npc', slot: 4 });
    expect(again.state.combat!.sides[1]!.fighter).toEqual({ kind: 'player', seat: 0 });
    const stands = actLog(state, 0, { type: 'npc-find-stands' });
    expect(stands.state.favors![0]).toBe(2);
    expect(stands.state.npcFound).toBeNull();
    expect(stands.state.combat!.sides[0]!.fighter).toEqual({ kind: 'npc', slot: 4 });
  });

  test('Start: a naval ship\'s search for contraband (module 7) is a find too: a favor may avoid it', () => {
    const havana = CARGO.findIndex((c) => c.port === 'Havana');
    const navy = EVENTS.findIndex((e) => e.kind === 'arrival' && e.slot === 2);
    const s = withRoll(beside(1, (t) => {
      t.options.contraband = true;
      t.npcs[4]!.stack = [];
      t.npcs[4]!.zone = -1;
      t.eventDeck = t.eventDeck.filter((c) => c !== navy);
      t.npcs[2]!.stack = [navy];
      t.npcs[2]!.zone = Z('Caribbean Sea');
      t.cargoDeck = t.cargoDeck.filter((c) => c !== havana);
      t.seats[0]!.cargo = [havana];
      t.seats[0]!.contraband = [havana];
    }), 1, { type: 'end-turn' }, (t) => !!t.npcFound).state;
    expect(s.npcFound).toEqual({ seat: 0, slot: 2 });
    expect(s.contrabandStop ?? null).toBeNull();
    const lost = withRoll(s, 0, { type: 'favor-npc-reroll' }, (_, text) => text.includes('loses them'));
    expect(lost.state.contrabandStop ?? null).toBeNull();
    expect(lost.state.seats[0]!.contraband).toEqual([havana]);
    expect(act(s, 0, { type: 'npc-find-stands' }).contrabandStop).toEqual({ seat: 0, slot: 2 });
  });

  test('Start: asked with or without a favor in hand (the pause tells nobody the count); without one only the find stands', () => {
    const { state } = found(0);
    expect(state.npcFound).toEqual({ seat: 0, slot: 4 });
    expect(game.legalActions(state, 0)).toEqual([{ type: 'npc-find-stands' }]);
    expect(refusal(state, 0, { type: 'favor-npc-reroll' })).toBe('no-favor');
    expect(act(state, 0, { type: 'npc-find-stands' }).combat).not.toBeNull();
  });

  test('Start: a find after the turn\'s first action asks nothing: the favor held ready answers it', () => {
    const s = beside(1, (t) => {
      t.turn = { ...t.turn!, seat: 0 };
      t.npcs[4]!.zone = neighbours(Z('Caribbean Sea'))[0]!;
    });
    const to = s.npcs[4]!.zone;
    const { state } = withRoll(s, 0, { type: 'move', zone: to }, (_, text) => /scouts for \{s0\}: found/.test(text));
    expect(state.npcFound ?? null).toBeNull();
    expect(state.combat).not.toBeNull();
  });

  test('Start: without the module nothing waits: the battle begins at once', () => {
    const { state } = found(undefined);
    expect(state.npcFound ?? null).toBeNull();
    expect(state.combat!.sides[0]!.fighter).toEqual({ kind: 'npc', slot: 4 });
  });
});

describe('Bots', () => {
  test('Bots: the heuristic spends a favor on a hunter it does not outgun, and lets a weak one come', () => {
    const { state } = found(2);
    const legal = game.legalActions(state, 0);
    expect(heuristicBot.choose(game.view(state, 0), 0, legal, createRng('h'))).toEqual({ type: 'favor-npc-reroll' });
    const strong = structuredClone(state);
    place(strong, 0, 'Caribbean Sea', false, 'frigate');
    expect(heuristicBot.choose(game.view(strong, 0), 0, legal, createRng('h'))).toEqual({ type: 'npc-find-stands' });
  });
});
