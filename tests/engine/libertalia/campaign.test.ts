/**
 * The day of rest (rulebook "Scoring phase", end-of-campaign characters), hands across
 * campaigns (docs/games/libertalia.md, "Hands and doubloons") and the end of the game.
 */
import { createRng } from '../../../shared/core/rng';
import { BOOTY_KINDS, R } from '../../../shared/games/libertalia/data';
import type { LibertaliaState } from '../../../shared/games/libertalia/types';
import { game, pickAll, seat, stack } from './helpers';
import type { SeatSpec } from './helpers';

/** Plays the sixth day with every seat playing the Cabin Boy (no booty, no action). */
function lastDay(seats: SeatSpec[], extra: Partial<Parameters<typeof stack>[0]> = {}): LibertaliaState {
  const s = stack({ seats: seats.map((x) => ({ ...x, hand: [R.cabinBoy, ...(x.hand ?? [])] })), day: 6, ...extra });
  return pickAll(s, seats.map(() => R.cabinBoy)).state;
}

function firstCampaignScore(s: LibertaliaState, n: number): number {
  return seat(s, n).campaignScores[0] ?? NaN;
}

describe('scoring a campaign', () => {
  test('doubloons plus booty: chest 5, jewels 3, goods 1, relic -3, sabers and officers nothing', () => {
    const s = lastDay([{ booty: { chest: 1, jewels: 2, goods: 3, relic: 1, saber: 2, officer: 1 } }, {}]);
    expect(firstCampaignScore(s, 0)).toBe(10 + 5 + 6 + 3 - 3);
    expect(firstCampaignScore(s, 1)).toBe(10);
    expect(seat(s, 0).score).toBe(21);
  });

  test('treasure maps score 12 per complete set of 3; incomplete sets are worthless', () => {
    const s = lastDay([{ booty: { map: 2 } }, { booty: { map: 3 } }, { booty: { map: 5 } }, { booty: { map: 6 } }]);
    expect([0, 1, 2, 3].map((n) => firstCampaignScore(s, n))).toEqual([10, 22, 22, 34]);
  });

  test('a campaign never scores below 0', () => {
    const s = lastDay([{ booty: { relic: 5 }, doubloons: 3 }, {}]);
    expect(firstCampaignScore(s, 0)).toBe(0);
  });
});

describe('end-of-campaign characters (only while still in the den)', () => {
  test('Preacher (6) +5, Carpenter (9) +10, Gambler (24) +8', () => {
    const s = lastDay([{ den: [R.preacher] }, { den: [R.carpenter] }, { den: [R.gambler] }]);
    expect([0, 1, 2].map((n) => firstCampaignScore(s, n))).toEqual([15, 20, 18]);
  });

  test('Topman (16) +5 when nobody has fewer characters in the den (ties count)', () => {
    const s = lastDay([{ den: [R.topman] }, { den: [R.treasurer] }, { den: [R.topman, R.treasurer] }]);
    // Dens after the Cabin Boys: 2, 2 and 3 characters.
    expect(firstCampaignScore(s, 0)).toBe(15);
    expect(firstCampaignScore(s, 2)).toBe(10);
  });

  test('Treasurer (23) +1 per goods, jewels and chest token', () => {
    const s = lastDay([{ den: [R.treasurer], booty: { goods: 2, jewels: 1, chest: 1, map: 2, relic: 1 } }, {}]);
    expect(firstCampaignScore(s, 0)).toBe(10 + 4 + (2 + 3 + 5 - 3));
  });

  test("Governor's Daughter (25): +6 alone; with duplicates every holder pays 3", () => {
    const alone = lastDay([{ den: [R.governorsDaughter] }, {}]);
    expect(firstCampaignScore(alone, 0)).toBe(16);
    const crowded = lastDay([{ den: [R.governorsDaughter] }, { den: [R.governorsDaughter] }, {}]);
    expect([0, 1, 2].map((n) => firstCampaignScore(crowded, n))).toEqual([7, 7, 10]);
  });

  test('Quartermaster (26) pays 8, never below 0, before the booty is added', () => {
    const s = lastDay([{ den: [R.quartermaster], doubloons: 5, booty: { chest: 1 } }, {}]);
    expect(firstCampaignScore(s, 0)).toBe(5);
  });

  test('First Mate (28) +1 per character in the den, itself included', () => {
    const s = lastDay([{ den: [R.firstMate, R.topman] }, {}]);
    // First Mate, Topman and the Cabin Boy: +3. The Topman earns nothing: seat 1 has only 1.
    expect(firstCampaignScore(s, 0)).toBe(13);
  });

  test('Captain (29) pays 3 per cursed relic', () => {
    const s = lastDay([{ den: [R.captain], booty: { relic: 2, chest: 2 } }, {}]);
    expect(firstCampaignScore(s, 0)).toBe(10 - 6 + 10 - 6);
  });

  test('a character that left the den before the day of rest earns nothing', () => {
    const s = stack({ seats: [{ hand: [R.carpenter, R.cook] }, { hand: [R.cabinBoy, R.cook] }], day: 6, today: ['officer'] });
    const { state } = pickAll(s, [R.carpenter, R.cabinBoy]);
    // The Carpenter halved the doubloons and then fell to the Spanish officer: no +10.
    expect(firstCampaignScore(state, 0)).toBe(5);
  });
});

describe('hands and campaigns', () => {
  test('setup: the same 9 ranks in every hand, 10 doubloons, one token per player on each day space', () => {
    const s = game.setup(4, 'setup', { lastCampaignTieBreak: false });
    expect(s.dealt).toHaveLength(9);
    for (const st of s.seats) {
      expect(st.hand).toEqual(s.dealt);
      expect(st.doubloons).toBe(10);
    }
    expect(s.board).toHaveLength(6);
    for (const space of s.board) expect(space.tokens).toHaveLength(4);
    expect(BOOTY_KINDS.reduce((n, k) => n + s.bag[k], 0)).toBe(50 - 24);
    expect(s.rankDeck).toHaveLength(21);
    expect(game.toAct(s)).toEqual([0, 1, 2, 3]);
  });

  test('the next campaign adds 6 new ranks to every hand; the rest of the hand carries over', () => {
    let s = game.setup(3, 'campaigns', { lastCampaignTieBreak: false });
    const rng = createRng('campaign bots');
    while (s.campaign === 1) {
      const who = game.toAct(s)[0] ?? 0;
      const a = game.bots.random.choose(game.view(s, who), who, game.legalActions(s, who), rng);
      const r = game.apply(s, who, a);
      if (!r.ok) throw new Error(r.error.message);
      if (r.value.state.campaign === 2) {
        const before = s;
        s = r.value.state;
        const added = s.dealt.filter((rank) => !before.dealt.includes(rank));
        expect(added).toHaveLength(6);
        s.seats.forEach((st, n) => {
          const carried = seat(before, n).hand;
          expect(st.hand).toEqual([...carried, ...added].sort((a, b) => a - b));
          expect(st.den).toEqual([]);
          expect(st.discard).toEqual([]);
          expect(st.doubloons).toBe(10);
          expect(st.campaignScores).toHaveLength(1);
          // Every character dealt in the first campaign is in the new hand or out of the game.
          expect([...st.retired, ...carried].sort((a, b) => a - b)).toEqual(before.dealt);
        });
        expect(BOOTY_KINDS.reduce((n, k) => n + s.bag[k], 0)).toBe(50 - 18);
        expect(s.day).toBe(1);
        expect(s.phase).toBe('sunrise');
      } else s = r.value.state;
    }
    expect(s.campaign).toBe(2);
  });

  test('after the third campaign the game is over; tied totals share a place', () => {
    const s = lastDay([{ doubloons: 10 }, { doubloons: 10 }, { doubloons: 4 }], { campaign: 3 });
    expect(s.phase).toBe('over');
    expect(game.toAct(s)).toEqual([]);
    const out = game.outcome(s);
    expect(out?.scores).toEqual([10, 10, 4]);
    expect(out?.ranking).toEqual([[0, 1], [2]]);
  });

  test('with the tie-break option, the most points in the last campaign wins a tie', () => {
    const s0 = stack({ seats: [{ hand: [R.cabinBoy, R.cook] }, { hand: [R.cabinBoy, R.cook], doubloons: 12 }], day: 6, campaign: 3, lastCampaignTieBreak: true });
    Object.assign(seat(s0, 0), { score: 40, campaignScores: [20, 20] });
    Object.assign(seat(s0, 1), { score: 38, campaignScores: [30, 8] });
    const s = pickAll(s0, [R.cabinBoy, R.cabinBoy]).state;
    const out = game.outcome(s);
    expect(out?.scores).toEqual([50, 50]);
    expect(out?.ranking).toEqual([[1], [0]]);
  });

  test('the game is not over before the third campaign ends', () => {
    const s = lastDay([{}, {}], { campaign: 2 });
    expect(game.outcome(s)).toBeNull();
    expect(s.campaign).toBe(3);
  });
});
