/**
 * Merchants & Marauders, Seas of Glory variant 5 "Cutthroat" and variant 2's "It'll cost ya!":
 * a checklist line per rule with its scenario test below (readings in
 * docs/games/merchants-and-marauders.md). "cut" = this file.
 *
 * OPTIONS
 *  - both are switches, off by default ................................ cut "Options: both variants are off by default ..."
 *  - "It'll cost ya!" starts from one captain dealt (refused with two) cut "Options: It'll cost ya! needs one captain dealt ..."
 * VARIANT 2: CAPTAINS, CAPTAINS, CAPTAINS! ("It'll cost ya!")
 *  - one captain dealt; a second for 2 gold, a third for 2 more; no fourth
 *    ..................................................................... cut "It'll cost ya: a second captain for 2 gold ..."
 *  - the gold comes out of the starting gold; the captains not chosen go back
 *    ..................................................................... cut "It'll cost ya: the captains drawn are paid ..."
 *  - not without the variant, nor after choosing ...................... cut "It'll cost ya: no captain for gold without the variant ..."
 * VARIANT 5: CUTTHROAT
 *  - captains at sea in the zone the active player sails into may scout off-turn; in port they may not
 *    ..................................................................... cut "Cutthroat: a captain at sea in the zone ..."
 *  - moving out of port counts as moving into the zone ................ cut "Cutthroat: putting to sea from a port ..."
 *  - declining changes nothing; the active player goes on ............ cut "Cutthroat: a captain who lets the player pass ..."
 *  - trying flips the captain card; success finds the player and a battle follows
 *    ..................................................................... cut "Cutthroat: a successful off-turn scout ..."
 *  - the active player goes on with the turn after the attempt ....... cut "Cutthroat: a successful off-turn scout ...", "Cutthroat: after the off-turn battle ..."
 *  - bots meet the prompt in play, and games still end ............... cut "Cutthroat: in seeded games of random bots ..."
 *  - a flipped card cannot try again; it turns back on the player's next turn, 2 actions less
 *    ..................................................................... cut "Cutthroat: a flipped captain card ..."
 *  - several captains declare in turn order; only the most successes finds; all who try lose 2 actions
 *    ..................................................................... cut "Cutthroat: several captains ..."
 *  - ties by pips, then a re-roll ..................................... cut "Cutthroat: equal rolls ..."
 *  - off-turn scouting comes before the NPCs in the zone .............. cut "Cutthroat: off-turn scouting comes before the NPCs ..."
 *  - the table prompts the asked seat, shows the others who decides, draws the flipped card
 *    ..................................................................... cut "Cutthroat on the table: ..."
 *  - without the variant nobody is asked; the view has no cutthroat part cut "Cutthroat off: nobody is asked ..."
 */
import { merchantsAndMarauders } from '../../../shared/games/merchants-and-marauders';
import { createRng, pick } from '../../../shared/core/rng';
import { EVENTS } from '../../../shared/games/merchants-and-marauders/cards';
import { STARTING_GOLD } from '../../../shared/games/merchants-and-marauders/data';
import { legalActions } from '../../../shared/games/merchants-and-marauders/rules';
import type { MmState } from '../../../shared/games/merchants-and-marauders/types';
import type { TableView } from '../../../client/table/renderer';
import type { Action } from '../../../client/table/session';
import { flippedSeats } from '../../../client/games/merchants-and-marauders/cutthroat';
import { merchantsAndMaraudersWords } from '../../../client/games/merchants-and-marauders/words';
import { act, actLog, game, onTurn, place, refusal, started, withRoll, Z } from './fixtures';

const schema = merchantsAndMarauders.optionsSchema;

/** A table with the variant: seat 0 on its turn at sea in Havana, the others placed by `patch`. */
function cutthroatTable(patch: (t: MmState) => void, players = 3): MmState {
  return onTurn(started(players, 'cutthroat', { cutthroat: true }), 0, (t) => {
    place(t, 0, 'Havana', false);
    for (let seat = 1; seat < players; seat++) place(t, seat, 'Trinidad', true);
    patch(t);
  });
}

const combatants = (s: MmState): string =>
  s.combat ? s.combat.sides.map((x) => (x.fighter.kind === 'player' ? `p${x.fighter.seat}` : `n${x.fighter.slot}`)).join(' vs ') : 'none';

describe('Options', () => {
  test('Options: both variants are off by default, and each is a switch of its own', () => {
    const defaults = schema.parse({}) as unknown as Record<string, unknown>;
    expect(defaults.cutthroat).toBe(false);
    expect(defaults.captainsForGold).toBe(false);
    expect(schema.safeParse({ cutthroat: true }).success).toBe(true);
  });

  test('Options: It\'ll cost ya! needs one captain dealt, refused with a clear message with two', () => {
    const two = schema.safeParse({ captainsForGold: true });
    expect(two.success).toBe(false);
    expect(two.error?.issues[0]?.message).toMatch(/starts from one captain dealt/);
    expect(schema.safeParse({ captainsForGold: true, captainsDealt: 1 }).success).toBe(true);
  });
});

describe("Variant 2: It'll cost ya!", () => {
  const table = () => game.setup(3, 'cost-ya', { gloryTarget: 10, captainsDealt: 1, captainsForGold: true });

  test("It'll cost ya: a second captain for 2 gold, a third for 2 more, and no fourth", () => {
    let s = table();
    expect(s.seats.map((p) => p.offer.length)).toEqual([1, 1, 1]);
    expect(game.legalActions(s, 0)).toContainEqual({ type: 'buy-captain' });
    const deck = s.captainDeck.length;
    s = act(s, 0, { type: 'buy-captain' });
    s = act(s, 0, { type: 'buy-captain' });
    expect(s.seats[0]!.offer).toHaveLength(3);
    expect(s.captainDeck).toHaveLength(deck - 2);
    expect(refusal(s, 0, { type: 'buy-captain' })).toBe('enough');
    expect(game.view(s, 1).seats[0]!.offerCount).toBe(3);
  });

  test("It'll cost ya: the captains drawn are paid from the starting gold, and those not chosen go back", () => {
    let s = table();
    s = act(s, 0, { type: 'buy-captain' });
    s = act(s, 0, { type: 'buy-captain' });
    s = act(s, 1, { type: 'buy-captain' });
    const kept = s.seats[0]!.offer[2]!;
    const back = s.seats[0]!.offer.slice(0, 2);
    s = act(s, 0, { type: 'choose-captain', captain: kept, ship: 'sloop' });
    s = act(s, 1, { type: 'choose-captain', captain: s.seats[1]!.offer[0]!, ship: 'flute' });
    const { state, text } = actLog(s, 2, { type: 'choose-captain', captain: s.seats[2]!.offer[0]!, ship: 'sloop' });
    expect(state.phase).toBe('play');
    expect(state.seats.map((p) => p.gold)).toEqual([STARTING_GOLD - 4, STARTING_GOLD - 2, STARTING_GOLD]);
    expect(state.seats[0]!.captain).toBe(kept);
    for (const c of back) expect(state.captainDeck).toContain(c);
    expect(text).toMatch(/captain/);
  });

  test("It'll cost ya: no captain for gold without the variant, after choosing, or during play", () => {
    const plain = game.setup(2, 'cost-ya', { gloryTarget: 10, captainsDealt: 1 });
    expect(refusal(plain, 0, { type: 'buy-captain' })).toBe('not-in-play');
    expect(game.legalActions(plain, 0)).not.toContainEqual({ type: 'buy-captain' });
    let s = table();
    s = act(s, 0, { type: 'choose-captain', captain: s.seats[0]!.offer[0]!, ship: 'sloop' });
    expect(refusal(s, 0, { type: 'buy-captain' })).toBe('not-your-turn');
    const playing = started(2, 'cost-ya', { captainsForGold: true });
    expect(refusal(playing, game.toAct(playing)[0]!, { type: 'buy-captain' })).toBe('not-now');
  });
});

describe('Variant 5: Cutthroat', () => {
  test('Cutthroat: a captain at sea in the zone the active player sails into is asked; one in port is not', () => {
    const s = cutthroatTable((t) => {
      place(t, 1, 'Tortuga', false);
      place(t, 2, 'Tortuga', true);
    });
    const after = act(s, 0, { type: 'move', zone: Z('Tortuga') });
    expect(game.toAct(after)).toEqual([1]);
    expect(legalActions(after, 1)).toEqual([{ type: 'off-turn-scout', scout: true }, { type: 'off-turn-scout', scout: false }]);
    expect(refusal(after, 0, { type: 'end-turn' })).toBe('not-your-turn');
    expect(refusal(after, 2, { type: 'off-turn-scout', scout: true })).toBe('not-your-turn');
    expect(game.view(after, 2).seas.cutthroat).toEqual({ flipped: [], target: 0, asking: [1], scouts: [] });
  });

  test('Cutthroat: putting to sea from a port counts as sailing into the zone', () => {
    const s = cutthroatTable((t) => {
      place(t, 0, 'Tortuga', true);
      place(t, 1, 'Tortuga', false);
    });
    expect(game.toAct(act(s, 0, { type: 'leave-port' }))).toEqual([1]);
  });

  test('Cutthroat: a captain who lets the player pass keeps the card face up; the player goes on', () => {
    const s = cutthroatTable((t) => place(t, 1, 'Tortuga', false));
    const asked = act(s, 0, { type: 'move', zone: Z('Tortuga') });
    const { state, text } = actLog(asked, 1, { type: 'off-turn-scout', scout: false });
    expect(text).toMatch(/lets .* pass/);
    expect(game.toAct(state)).toEqual([0]);
    expect(state.turn!.actionsLeft).toBe(2);
    expect(state.seats[1]!.flipped).toBeUndefined();
    expect(state.combat).toBeNull();
  });

  test('Cutthroat: a successful off-turn scout flips the card and starts a battle; the survivor goes on with the turn', () => {
    const s = cutthroatTable((t) => place(t, 1, 'Tortuga', false));
    const asked = act(s, 0, { type: 'move', zone: Z('Tortuga') });
    const { state, text } = withRoll(asked, 1, { type: 'off-turn-scout', scout: true }, (after) => after.combat !== null);
    expect(text).toMatch(/flips the captain card/);
    expect(text).toMatch(/finds .* and attacks/);
    expect(combatants(state)).toBe('p1 vs p0');
    expect(state.seats[1]!.flipped).toBe(state.seats[1]!.captain);
    expect(game.view(state, null).seas.cutthroat!.flipped).toEqual([1]);
    // A failed try also flips the card, and the active player goes on at once.
    const missed = withRoll(asked, 1, { type: 'off-turn-scout', scout: true }, (after) => after.combat === null).state;
    expect(missed.seats[1]!.flipped).toBe(missed.seats[1]!.captain);
    expect(game.toAct(missed)).toEqual([0]);
    expect(missed.turn!.actionsLeft).toBe(2);
  });

  test('Cutthroat: after the off-turn battle the active player, if still in command, goes on with the turn', () => {
    const s = cutthroatTable((t) => place(t, 1, 'Tortuga', false));
    const asked = act(s, 0, { type: 'move', zone: Z('Tortuga') });
    let state = withRoll(asked, 1, { type: 'off-turn-scout', scout: true }, (after) => after.combat !== null).state;
    const rng = createRng('battle');
    for (let k = 0; k < 400 && state.combat; k++) {
      const seat = game.toAct(state)[0]!;
      state = act(state, seat, pick(rng, game.legalActions(state, seat)));
    }
    expect(state.combat).toBeNull();
    expect(state.turn!.seat).toBe(0);
    if (state.seats[0]!.captain >= 0) {
      expect(game.toAct(state)).toEqual([0]);
      expect(state.turn!.actionsLeft).toBe(2);
    }
  });

  test('Cutthroat: in seeded games of random bots off-turn attempts happen, and every game goes on to its end', () => {
    let attempts = 0;
    let asked = 0;
    for (const seed of ['a', 'b', 'c']) {
      let s = game.setup(4, `cut-${seed}`, { gloryTarget: 6, captainsDealt: 1, cutthroat: true });
      const rng = createRng(`cut-bots-${seed}`);
      for (let k = 0; k < 20000 && s.phase !== 'over'; k++) {
        const seat = game.toAct(s)[0]!;
        const a = pick(rng, game.legalActions(s, seat));
        if (a.type === 'off-turn-scout') {
          asked += 1;
          if (a.scout) attempts += 1;
        }
        s = act(s, seat, a);
      }
      expect(s.phase).toBe('over');
    }
    expect(asked).toBeGreaterThan(0);
    expect(attempts).toBeGreaterThan(0);
  });

  test('Cutthroat: a flipped captain card cannot scout again; it turns back on the next turn, 2 actions less', () => {
    const s = cutthroatTable((t) => {
      place(t, 1, 'Tortuga', false);
      t.seats[1]!.flipped = t.seats[1]!.captain;
    });
    const moved = act(s, 0, { type: 'move', zone: Z('Tortuga') });
    expect(moved.cutthroat).toBeUndefined();
    expect(game.toAct(moved)).toEqual([0]);
    const { state, text } = actLog(moved, 0, { type: 'end-turn' });
    expect(state.turn!.seat).toBe(1);
    expect(state.turn!.actionsLeft).toBe(1);
    expect(state.seats[1]!.flipped).toBeUndefined();
    expect(text).toMatch(/2 actions less this turn/);
    // A captain who died since took the flipped card along: the new one has its full turn.
    const died = structuredClone(moved);
    died.seats[1]!.flipped = 999;
    expect(act(died, 0, { type: 'end-turn' }).turn!.actionsLeft).toBe(3);
  });

  test('Cutthroat: several captains declare in turn order; only the most successes finds, and all who try lose 2 actions', () => {
    const s = cutthroatTable((t) => {
      place(t, 1, 'Tortuga', false);
      place(t, 2, 'Tortuga', false);
      place(t, 3, 'Tortuga', false);
    }, 4);
    let asked = act(s, 0, { type: 'move', zone: Z('Tortuga') });
    expect(asked.cutthroat!.asking).toEqual([1, 2, 3]);
    asked = act(asked, 1, { type: 'off-turn-scout', scout: true });
    expect(game.toAct(asked)).toEqual([2]);
    asked = act(asked, 2, { type: 'off-turn-scout', scout: false });
    const { state, text } = withRoll(asked, 3, { type: 'off-turn-scout', scout: true }, (after, log) => after.combat !== null && !/tied/.test(log));
    const rolls = [...text.matchAll(/\{s(\d)\} scouts off-turn: ([^.]*)\./g)].map((m) => ({ seat: Number(m[1]), skulls: (m[2]!.match(/skull/g) ?? []).length }));
    expect(rolls.map((r) => r.seat)).toEqual([1, 3]);
    const winner = state.combat!.sides[0]!.fighter;
    const best = Math.max(...rolls.map((r) => r.skulls));
    expect(rolls.find((r) => r.seat === (winner.kind === 'player' ? winner.seat : -1))!.skulls).toBe(best);
    expect(state.seats.map((p) => p.flipped !== undefined)).toEqual([false, true, false, true]);
  });

  test('Cutthroat: equal rolls are split by pips, and equal pips roll again', () => {
    const s = cutthroatTable((t) => {
      place(t, 1, 'Tortuga', false);
      place(t, 2, 'Tortuga', false);
    });
    let asked = act(s, 0, { type: 'move', zone: Z('Tortuga') });
    asked = act(asked, 1, { type: 'off-turn-scout', scout: true });
    const { state, text } = withRoll(asked, 2, { type: 'off-turn-scout', scout: true }, (after, log) => /tied: they roll again/.test(log) && after.combat !== null, 20000);
    expect(text.match(/scouts off-turn/g)!.length).toBeGreaterThanOrEqual(4);
    expect(combatants(state)).toMatch(/^p[12] vs p0$/);
  });

  test('Cutthroat: off-turn scouting comes before the NPCs in the zone', () => {
    const s = cutthroatTable((t) => {
      place(t, 1, 'Tortuga', false);
      // A pirate NPC, which scouts for honest captains, waits in Tortuga.
      const card = t.eventDeck.find((c) => EVENTS[c]!.kind === 'arrival' && EVENTS[c]!.slot === 4)!;
      t.eventDeck = t.eventDeck.filter((c) => c !== card);
      t.npcs[4]!.stack.push(card);
      t.npcs[4]!.zone = Z('Tortuga');
    });
    const asked = act(s, 0, { type: 'move', zone: Z('Tortuga') });
    expect(game.toAct(asked)).toEqual([1]);
    expect(asked.npcScouts?.slots).toEqual([4]);
    const passed = actLog(asked, 1, { type: 'off-turn-scout', scout: false });
    expect(passed.state.npcScouts).toBeNull();
    expect(passed.text).toMatch(/lets \{s0\} pass\.\n.*scouts for \{s0\}/);
  });

  test('Cutthroat on the table: the asked seat is prompted with both answers, the others wait, the flipped card is drawn', () => {
    const s = cutthroatTable((t) => place(t, 1, 'Tortuga', false));
    const asked = act(s, 0, { type: 'move', zone: Z('Tortuga') });
    const tableOf = (st: MmState, seat: number) =>
      ({ state: { phase: 'playing', toAct: game.toAct(st), board: JSON.parse(JSON.stringify(game.view(st, seat))) }, mySeat: seat, offered: [], seatName: (n: number) => `P${n + 1}` }) as unknown as TableView;
    expect(merchantsAndMaraudersWords.describe(tableOf(asked, 1)).prompt).toBe('P1 sailed into your zone: try off-turn scouting for them? (Your captain card flips: 2 actions less next turn.)');
    expect(merchantsAndMaraudersWords.describe(tableOf(asked, 0)).prompt).toBe('P2 decides on off-turn scouting for you…');
    const words = legalActions(asked, 1).map((a) => merchantsAndMaraudersWords.describeAction(a as unknown as Action, tableOf(asked, 1)).label);
    expect(words).toEqual(['Scout for them off-turn (flip your captain card: 2 actions less next turn)', 'Let them pass']);
    const flipped = withRoll(asked, 1, { type: 'off-turn-scout', scout: true }, (after) => after.combat === null).state;
    expect(flippedSeats(JSON.parse(JSON.stringify(game.view(flipped, 0))))).toEqual([1]);
    expect(flippedSeats(JSON.parse(JSON.stringify(game.view(started(2, 'none'), 0))))).toEqual([]);
  });

  test('Cutthroat off: nobody is asked, and the view has no cutthroat part', () => {
    const s = onTurn(started(3, 'cutthroat'), 0, (t) => {
      place(t, 0, 'Havana', false);
      place(t, 1, 'Tortuga', false);
      place(t, 2, 'Trinidad', true);
    });
    const moved = act(s, 0, { type: 'move', zone: Z('Tortuga') });
    expect(moved.cutthroat).toBeUndefined();
    expect(game.toAct(moved)).toEqual([0]);
    expect('cutthroat' in game.view(moved, 0).seas).toBe(false);
  });
});
