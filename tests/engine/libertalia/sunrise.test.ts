/**
 * Sunrise (rulebook "Phase 1: Sunrise"): simultaneous secret picks, revealed all at once and
 * placed in rank order, ties broken by the influence number (docs/games/libertalia.md, "Characters").
 */
import { colourSlot, influence, R } from '../../../shared/games/libertalia/data';
import type { LibertaliaState } from '../../../shared/games/libertalia/types';
import { act, answerAll, game, logLines, pickAll, seat, stack } from './helpers';

describe('secret picks', () => {
  const start = (): LibertaliaState => game.setup(3, 'secret sunrise', { lastCampaignTieBreak: false });

  test('every seat is to act at once, and a pick leaves the list', () => {
    const s = start();
    expect(game.toAct(s)).toEqual([0, 1, 2]);
    const rank = seat(s, 1).hand[2] ?? 0;
    const { state, log } = act(s, 1, { type: 'pick', rank });
    expect(game.toAct(state)).toEqual([0, 2]);
    // Not even a log line: it would tell the others when the pick was made.
    expect(log).toEqual([]);
  });

  test('the others see only "has chosen"; the owner sees the pick', () => {
    const s = start();
    const rank = seat(s, 1).hand[4] ?? 0;
    const { state } = act(s, 1, { type: 'pick', rank });
    for (const viewer of [0, 2, null]) {
      const before = game.view(s, viewer);
      const after = game.view(state, viewer);
      expect(after.seats[1]?.hasChosen).toBe(true);
      expect(after.mine?.['1']).toBeUndefined();
      // Nothing else moved: the card is still shown in the public hand.
      const expected = { ...before, toAct: [0, 2], seats: before.seats.map((st, n) => (n === 1 ? { ...st, hasChosen: true } : st)) };
      expect(after).toEqual(expected);
    }
    expect(game.view(state, 1).mine).toEqual({ '1': { pick: rank } });
    expect(game.view(state, null).mine).toBeUndefined();
  });

  test('which card was picked changes nothing in any other viewer\'s view', () => {
    const s = start();
    const hand = seat(s, 2).hand;
    const views = hand.map((rank) => {
      const state = act(s, 2, { type: 'pick', rank }).state;
      return [0, 1, null].map((viewer) => JSON.stringify(game.view(state, viewer)));
    });
    for (const v of views) expect(v).toEqual(views[0]);
  });

  test('picking a card not in hand, or picking twice, is refused', () => {
    const s = start();
    const missing = [...Array(30).keys()].map((i) => i + 1).find((r) => !seat(s, 0).hand.includes(r)) ?? 0;
    expect(game.apply(s, 0, { type: 'pick', rank: missing })).toMatchObject({ ok: false, error: { code: 'not-in-hand' } });
    const picked = act(s, 0, { type: 'pick', rank: seat(s, 0).hand[0] ?? 0 }).state;
    expect(game.apply(picked, 0, { type: 'pick', rank: seat(s, 0).hand[1] ?? 0 })).toMatchObject({ ok: false, error: { code: 'already-chosen' } });
    expect(game.legalActions(picked, 0)).toEqual([]);
  });

  test('when the last seat picks, all characters are revealed at once in rank order', () => {
    const s = stack({ seats: [{ hand: [R.captain, R.cook] }, { hand: [R.cabinBoy, R.cook] }, { hand: [R.topman, R.cook] }], today: ['chest', 'goods', 'jewels'] });
    let played = act(s, 2, { type: 'pick', rank: R.topman });
    played = act(played.state, 0, { type: 'pick', rank: R.captain }, played.log);
    expect(played.state.ship).toEqual([]);
    played = act(played.state, 1, { type: 'pick', rank: R.cabinBoy }, played.log);
    const { state, log } = played;
    expect(state.ship.map((x) => [x.seat, x.rank])).toEqual([[1, R.cabinBoy], [2, R.topman], [0, R.captain]]);
    expect(logLines(log)[0]).toContain("s1's Cabin Boy (5), s2's Topman (16), s0's Captain (29)");
    expect(seat(state, 0).hand).toEqual([R.cook]);
    // Views never carry the RNG, the deal order or the bag's contents.
    for (const viewer of [0, 1, 2, null]) {
      const text = JSON.stringify(game.view(state, viewer));
      expect(text).not.toMatch(/rng|rankDeck|"bag"/);
    }
  });
});

describe('ties by influence', () => {
  test('the influence numbers follow the table and differ between colours', () => {
    expect([1, 7, 13, 19, 25].map((rank) => influence(rank, 0))).toEqual([1, 6, 5, 4, 3]);
    expect([30, 29, 28].map((rank) => influence(rank, 0))).toEqual([2, 1, 6]);
    for (let rank = 1; rank <= 30; rank++) {
      const numbers = [0, 1, 2, 3, 4, 5].map((s) => influence(rank, s));
      expect([...numbers].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });

  test.each([2, 3, 4, 5, 6])('%i players sit in colour slots spread over the six, so ties between copies favour no seat', (players) => {
    const slots = Array.from({ length: players }, (_, seat) => colourSlot(seat, players));
    expect(new Set(slots).size).toBe(players);
    // Each seat's share of the ties it would win, over every rank and every other seat. With the
    // seats in adjacent slots the second of two players would win 25 of 30 (83%).
    const shares = slots.map((mine, seat) => {
      let won = 0;
      let ties = 0;
      slots.forEach((theirs, other) => {
        if (other === seat) return;
        for (let rank = 1; rank <= 30; rank++, ties++) if (influence(rank, mine) > influence(rank, theirs)) won++;
      });
      return won / ties;
    });
    // Even for 2, 3 and 6 players. Four or five seats cannot be spread evenly over six slots:
    // the best of them give 44-56% (4) and 42-58% (5), which is what the printed cards allow.
    const spread = players === 4 ? 1 / 18 : players === 5 ? 1 / 12 : 0;
    for (const share of shares) expect(Math.abs(share - 0.5)).toBeLessThanOrEqual(spread + 1e-9);
  });

  test('the same character played twice: the higher influence ranks higher and chooses booty first', () => {
    // Three players sit in colour slots 0, 2 and 4: the Barkeep's influence is 6, 2 and 4.
    const s = stack({ seats: [{ hand: [R.barkeep, R.cook] }, { hand: [R.barkeep, R.cook] }, { hand: [R.barkeep, R.cook] }], today: ['chest', 'jewels', 'goods'] });
    let played = pickAll(s, [R.barkeep, R.barkeep, R.barkeep]);
    expect(played.state.ship.map((x) => x.seat)).toEqual([1, 2, 0]);
    expect(game.toAct(played.state)).toEqual([0]);
    played = answerAll(played, [[0, { type: 'loot', booty: 'goods' }]]);
    expect(game.toAct(played.state)).toEqual([2]);
    played = answerAll(played, [[2, { type: 'loot', booty: 'chest' }]]);
    expect(seat(played.state, 1).booty.jewels).toBe(1);
  });
});
