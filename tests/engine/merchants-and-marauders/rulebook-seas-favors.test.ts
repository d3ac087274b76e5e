/**
 * Merchants & Marauders, Seas of Glory module 10 "Favors": the audit, a checklist line per rule
 * with its scenario test below (readings in docs/games/merchants-and-marauders.md).
 * "favors" = this file.
 *
 * SETUP
 *  - the module is an option, off by default; every player starts with no favor
 *    ..................................................................... favors "Setup: off by default ..."
 * GAINING FAVORS
 *  - a port activity: 2 gold each, up to 5 held ......................... favors "Gaining: favors are bought in a port ..."
 *  - never more than 5 ..................................................... favors "Gaining: favors are bought in a port ..."
 *  - 1 favor for taking a mission, 1 for completing it .................. favors "Gaining: a favor for taking a mission ..."
 * SPENDING FAVORS
 *  - re-roll one of your non-combat skill rolls (scouting, rumors, missions ...)
 *    ..................................................................... favors "Spending: a favor held ready rolls a failed SCOUTING roll again ..."
 *  - not spent when the roll already succeeded .......................... favors "Spending: a favor held ready rolls a failed SCOUTING roll again ..."
 *  - other non-combat rolls too: a port's reef (Bridgetown) ............. favors "Spending: Bridgetown's reef roll is rolled again ..."
 *  - make an NPC re-roll the SCOUTING roll that found you ............... favors "Spending: an NPC that found you scouts again ..."
 *  - redraw all cards of one draw (the goods for sale), once ............ favors "Spending: a favor draws the goods for sale anew ..."
 *  - ... a merchant raid's opening line (Havana's fourth card as drawn) favors "Spending: a favor draws a merchant raid's opening cards anew ..."
 *  - ... and each later draw of the raid, one favor each ................ favors "Spending: each later draw of a raid ..."
 *  - enter a port illegally: 1 favor per bounty of its nation, 1 more in a war
 *    ..................................................................... favors "Spending: a closed port is entered for 1 favor per bounty ..."
 *  - only 1 favor per situation ........................................... favors "Spending: one favor at a time ..."
 *  - all favors are lost when the captain dies .......................... favors "Spending: a dead captain's favors are lost"
 * HIDDEN INFORMATION
 *  - the count is its owner's: others' views and the log hold none, the replay shows it
 *    ..................................................................... favors "Secret: only the owner sees the count ..."
 */
import { merchantsAndMarauders } from '../../../shared/games/merchants-and-marauders';
import { CARGO } from '../../../shared/games/merchants-and-marauders/cards';
import { neighbours } from '../../../shared/games/merchants-and-marauders/data';
import { EVENTS } from '../../../shared/games/merchants-and-marauders/cards';
import { killCaptain } from '../../../shared/games/merchants-and-marauders/life';
import { MISSIONS } from '../../../shared/games/merchants-and-marauders/glory';
import { reveal } from '../../../shared/games/merchants-and-marauders/reveal';
import type { MmOptions, MmState } from '../../../shared/games/merchants-and-marauders/types';
import { act, actLog, game, logText, place, refusal, started, withRoll, Z } from './fixtures';
import { cargoCard, escapes, inPort, merchantFound, quiet } from './rulebook-fixtures';

/** The module switched on in a stacked table, seat 0 holding `n` favors. */
function withFavors(t: MmState, n: number): void {
  t.options.favors = true;
  t.favors = t.seats.map((_, i) => (i === 0 ? n : 0));
}

describe('Setup', () => {
  test('Setup: off by default; with the module every player starts with no favor, and only the module offers the actions', () => {
    expect((merchantsAndMarauders.optionsSchema.parse({}) as MmOptions).favors).toBe(false);
    const s = started(3, 'fav', { favors: true });
    expect(s.favors).toEqual([0, 0, 0]);
    expect(started(2, 'fav').favors).toBeUndefined();
    expect(refusal(inPort('Nassau'), 0, { type: 'buy-favors', amount: 1 })).toBe('no-favors-module');
  });
});

describe('Gaining favors', () => {
  test('Gaining: favors are bought in a port for 2 gold each as a port activity, never more than 5 held', () => {
    const s = inPort('Nassau', (t) => withFavors(t, 1));
    const { state, text } = actLog(s, 0, { type: 'buy-favors', amount: 3 });
    expect(state.favors![0]).toBe(4);
    expect(state.seats[0]!.gold).toBe(10 - 6);
    expect(text).toContain('pays 6 gold for favors');
    expect(refusal(state, 0, { type: 'buy-favors', amount: 1 })).toBe('activity-done');
    expect(refusal(s, 0, { type: 'buy-favors', amount: 5 })).toBe('too-many-favors');
    expect(refusal(inPort('Nassau', (t) => { withFavors(t, 0); t.seats[0]!.gold = 3; }), 0, { type: 'buy-favors', amount: 2 })).toBe('no-gold');
    // Not at sea, not before the port action.
    expect(refusal(quiet('fav-sea', (t) => { withFavors(t, 0); place(t, 0, 'Nassau', false); }), 0, { type: 'buy-favors', amount: 1 })).toBe('not-in-port');
    expect(refusal(quiet('fav-sea', (t) => { withFavors(t, 0); place(t, 0, 'Nassau', true); }), 0, { type: 'buy-favors', amount: 1 })).toBe('no-port-action');
  });

  test('Gaining: a favor for taking a mission and another for completing it (never past 5)', () => {
    const ransom = MISSIONS.findIndex((m) => m.title === 'Ransom a merchant');
    const s = inPort('Nassau', (t) => {
      withFavors(t, 1);
      t.missionDeck = t.missionDeck.filter((m) => m !== ransom);
      t.missionsOnBoard = [ransom, t.missionsOnBoard[1]!].filter((m, i, all) => all.indexOf(m) === i);
    });
    const claimed = actLog(s, 0, { type: 'claim-mission', mission: ransom });
    expect(claimed.state.favors![0]).toBe(2);
    expect(claimed.text).toContain('earns a favor for taking a mission');
    const havana = inPort('Havana', (t) => {
      withFavors(t, 5);
      t.seats[0]!.mission = ransom;
      t.missionDeck = t.missionDeck.filter((m) => m !== ransom);
      t.missionsOnBoard = t.missionsOnBoard.filter((m) => m !== ransom);
    });
    const done = act(havana, 0, { type: 'deliver' });
    expect(done.favors![0]).toBe(5);
    const fresh = inPort('Havana', (t) => {
      withFavors(t, 2);
      t.seats[0]!.mission = ransom;
      t.missionDeck = t.missionDeck.filter((m) => m !== ransom);
      t.missionsOnBoard = t.missionsOnBoard.filter((m) => m !== ransom);
    });
    expect(act(fresh, 0, { type: 'deliver' }).favors![0]).toBe(3);
  });
});

describe('Spending favors', () => {
  /** Seat 0 at sea in Nassau beside a merchant, holding `n` favors. */
  const atSea = (n: number): MmState => quiet('fav-scout', (t) => {
    withFavors(t, n);
    place(t, 0, 'Nassau', false);
    if (t.merchants[Z('Nassau')]! < 0) t.merchants[Z('Nassau')] = t.merchantTrack.pop()!;
  });

  test('Spending: a favor held ready rolls a failed SCOUTING roll again, and is kept when the roll succeeds', () => {
    const ready = act(atSea(2), 0, { type: 'ready-favor' });
    expect(ready.turn!.favorReady).toBe(true);
    const again = withRoll(ready, 0, { type: 'scout', target: 'merchant', id: Z('Nassau') }, (_, text) => text.includes('spends a favor to roll again'));
    expect(again.state.favors![0]).toBe(1);
    expect(again.state.turn!.favorReady).toBe(false);
    const first = withRoll(ready, 0, { type: 'scout', target: 'merchant', id: Z('Nassau') }, (_, text) => text.includes('found') && !text.includes('not found'));
    expect(first.text).not.toContain('favor');
    expect(first.state.favors![0]).toBe(2);
    // Without a favor held ready a failed roll stands.
    const plain = withRoll(atSea(2), 0, { type: 'scout', target: 'merchant', id: Z('Nassau') }, (_, text) => text.includes('not found'));
    expect(plain.state.favors![0]).toBe(2);
  });

  test('Spending: Bridgetown\'s reef roll is rolled again for a favor held ready', () => {
    const s = act(quiet('fav-reef', (t) => {
      withFavors(t, 1);
      place(t, 0, 'Bridgetown', false, 'frigate');
    }), 0, { type: 'ready-favor' });
    const { state, text } = withRoll(s, 0, { type: 'enter-port', method: 'free' }, (_, log) => log.includes('spends a favor to roll again'));
    expect(state.favors![0]).toBe(0);
    expect(state.seats[0]!.inPort).toBe(true);
    expect(text).toContain('enters the port of Bridgetown');
  });

  test('Spending: one favor at a time: a second cannot be held ready, nor one without favors', () => {
    const ready = act(atSea(3), 0, { type: 'ready-favor' });
    expect(refusal(ready, 0, { type: 'ready-favor' })).toBe('favor-ready');
    expect(refusal(atSea(0), 0, { type: 'ready-favor' })).toBe('no-favor');
  });

  test('Spending: an NPC that found you scouts again for a favor held ready', () => {
    const pirate = EVENTS.findIndex((e) => e.kind === 'arrival' && e.slot === 4);
    const from = Z('Nassau');
    const to = neighbours(from)[0]!;
    const s = act(quiet('fav-npc', (t) => {
      withFavors(t, 1);
      place(t, 0, 'Nassau', false);
      t.eventDeck = t.eventDeck.filter((c) => c !== pirate);
      t.npcs[4]!.stack = [pirate];
      t.npcs[4]!.zone = to;
    }), 0, { type: 'ready-favor' });
    const { state, text } = withRoll(s, 0, { type: 'move', zone: to }, (_, log) => log.includes('spends a favor: the NPC scouts again'));
    expect(state.favors![0]).toBe(0);
    expect(text).toMatch(/scouts for \{s0\}: found/);
  });

  test('Spending: a favor draws the goods for sale anew, once and before buying', () => {
    const s = act(inPort('Havana', (t) => withFavors(t, 2)), 0, { type: 'buy-draw' });
    const before = s.buy!.cards;
    const { state, text } = actLog(s, 0, { type: 'favor-redraw' });
    expect(text).toContain('spends a favor to see other goods');
    expect(state.buy!.cards).toHaveLength(before.length);
    expect(state.cargoDiscard).toEqual(expect.arrayContaining(before));
    expect(state.favors![0]).toBe(1);
    expect(refusal(state, 0, { type: 'favor-redraw' })).toBe('redraw-used');
    const bought = act(s, 0, { type: 'buy-card', card: s.buy!.cards[0]! });
    expect(refusal(bought, 0, { type: 'favor-redraw' })).toBe('redraw-used');
    expect(CARGO[state.buy!.cards[0]!]).toBeDefined();
  });

  test('Spending: a favor draws a merchant raid\'s opening cards anew, once; Havana\'s fourth card is drawn as before', () => {
    const s = act(merchantFound('Caribbean Sea', (t) => escapes(t, 3), (t) => withFavors(t, 2)), 0, { type: 'raid', nation: 'english' });
    const line = s.raid!.cards;
    expect(line).toHaveLength(3);
    const { state, text } = actLog(s, 0, { type: 'favor-redraw' });
    expect(text).toContain('spends a favor to draw the merchant\'s cards anew');
    expect(state.raid!.cards).toHaveLength(3);
    expect(state.raid!.cards.some((c) => line.includes(c))).toBe(false);
    expect(state.cargoDiscard).toEqual(expect.arrayContaining(line));
    expect(state.favors![0]).toBe(1);
    expect(refusal(state, 0, { type: 'favor-redraw' })).toBe('redraw-used');
    const plain = act(merchantFound('Caribbean Sea', (t) => escapes(t, 3)), 0, { type: 'raid', nation: 'english' });
    expect(refusal(plain, 0, { type: 'favor-redraw' })).toBe('no-favors-module');
    // Havana, a Spanish merchant: the whole line of four goes, and the fourth card's rule applies to the new draw.
    const havana = act(merchantFound('Havana', (t) => [...escapes(t, 3), cargoCard(t, 'masts')], (t) => withFavors(t, 1)), 0, { type: 'raid', nation: 'spanish' });
    expect(havana.raid!.cards).toHaveLength(4);
    const again = act(havana, 0, { type: 'favor-redraw' });
    expect(again.cargoDiscard).toEqual(expect.arrayContaining(havana.raid!.cards));
    const fourth = again.raid!.cards[3];
    expect(fourth === undefined || CARGO[fourth]!.icon !== 'escape').toBe(true);
  });

  test('Spending: each later draw of a raid (a card a success drew or exchanged) can be drawn anew for a favor of its own', () => {
    const raided = act(merchantFound('Caribbean Sea', (t) => escapes(t, 3), (t) => withFavors(t, 3)), 0, { type: 'raid', nation: 'english' });
    raided.raid!.successes = 2;
    const line = raided.raid!.cards;
    const drawn = act(raided, 0, { type: 'raid-draw' });
    const card = drawn.raid!.cards[3]!;
    const redrawn = act(drawn, 0, { type: 'favor-redraw' });
    expect(redrawn.raid!.cards.slice(0, 3)).toEqual(line);
    expect(redrawn.raid!.cards).toHaveLength(4);
    expect(redrawn.raid!.cards[3]).not.toBe(card);
    expect(redrawn.favors![0]).toBe(2);
    // A discard draws nothing: the chance to redraw the earlier draw is gone.
    const discarded = act(drawn, 0, { type: 'raid-discard', card: line[0]! });
    expect(refusal(discarded, 0, { type: 'favor-redraw' })).toBe('redraw-used');
  });

  test('Spending: a closed port is entered for 1 favor per bounty of its nation, 1 more in a war', () => {
    // Harlow (English) at sea off Havana with 2 Spanish bounties; England and Spain at war.
    const off = (n: number, war: boolean): MmState => quiet('fav-port', (t) => {
      withFavors(t, n);
      place(t, 0, 'Havana', false);
      t.seats[0]!.bounties = [0, 0, 2, 0];
      if (war) t.wars = [{ a: 'english', b: 'spanish' }];
    });
    expect(refusal(off(2, false), 0, { type: 'enter-port', method: 'free' })).toBe('barred');
    const { state, text } = actLog(off(2, false), 0, { type: 'enter-port', method: 'favor' });
    expect(state.seats[0]!.inPort).toBe(true);
    expect(state.favors![0]).toBe(0);
    expect(text).toContain('calls in 2 favors');
    expect(refusal(off(2, true), 0, { type: 'enter-port', method: 'favor' })).toBe('no-favor');
    expect(act(off(3, true), 0, { type: 'enter-port', method: 'favor' }).favors![0]).toBe(0);
    // An open port needs no favor.
    const open = quiet('fav-open', (t) => {
      withFavors(t, 2);
      place(t, 0, 'Havana', false);
    });
    expect(refusal(open, 0, { type: 'enter-port', method: 'favor' })).toBe('not-barred');
  });

  test('Spending: a dead captain\'s favors are lost', () => {
    const s = structuredClone(quiet('fav-dead', (t) => withFavors(t, 4)));
    killCaptain(s, 0, []);
    expect(s.favors![0]).toBe(0);
  });
});

describe('Hidden information', () => {
  test('Secret: only the owner sees the count; others and the log learn only that favors were bought or spent', () => {
    const s = inPort('Nassau', (t) => withFavors(t, 3));
    const { state, log } = actLog(s, 0, { type: 'buy-favors', amount: 1 });
    expect(game.view(state, 0).mine!['0']!.favors).toBe(4);
    const other = game.view(state, 1);
    expect(other.mine!['1']!.favors).toBe(0);
    expect(JSON.stringify(other.seats)).not.toContain('favor');
    expect(game.view(state, null).mine).toBeUndefined();
    expect(logText(log)).not.toMatch(/\d favors? now/);
    expect(reveal(state).find((p) => p.seat === 0)!.text).toContain('favors: 4');
    // Without the module the views carry no favor field at all.
    expect(game.view(inPort('Nassau'), 0).mine!['0']!).not.toHaveProperty('favors');
  });
});
