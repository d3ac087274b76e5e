/**
 * Libertalia, rule by rule: which named test covers each rule of the rulebook, each character
 * and each of our readings (docs/games/libertalia.md says why). Files are in
 * tests/engine/libertalia/; "here" is this file. Keep this list in step with the tests. Each
 * test plays a stacked table (helpers.ts) or a fixed seed.
 *
 * The cards and the game
 *   G1 30 characters, ranks 1 to 30, each with its ability ....... contract › the character table has ranks 1 to 30 in order, ...
 *   G2 same rank played twice: the higher influence ranks higher . sunrise › the same character played twice: the higher influence ranks higher ...
 *   G3 influence numbers differ by colour, fairly ................ sunrise › the influence numbers follow the table and differ between colours; %i players sit in colour slots ...
 *   G4 abilities are compulsory unless "may"; impossible ones
 *      are ignored .............................................. characters-day › Recruiter (4) does nothing with an empty den; Merchant (21) does nothing ...; here › Day: ...
 *   G5 3 campaigns of 6 days and a day of rest ................... campaign › the next campaign adds 6 new ranks ...; after the third campaign the game is over; ...
 * Phase 1: Sunrise
 *   U1 secret picks, revealed at once, placed by rank ............ sunrise › every seat is to act at once, ...; when the last seat picks, all characters are revealed ...
 *   U2 the others learn only that a seat has chosen .............. sunrise › the others see only "has chosen"; ...; which card was picked changes nothing ...
 * Phase 2: Day
 *   Y1 day actions in increasing order of rank ................... characters-day › day actions run in increasing rank order: ...
 *   Y2 each day character (Parrot to Spanish Governor) ........... characters-day › (one describe per character)
 * Phase 3: Dusk
 *   K1 booty taken in decreasing order of rank ................... dusk-night › characters take booty in decreasing order of rank, ...
 *   K2 the character then goes to the den ........................ dusk-night › characters take booty ...; Cabin Boy (5) takes no booty but still enters the den
 *   K3 a saber: discard a neighbour's character; none: nothing ... dusk-night › a saber discards a character ...; a saber with both neighbours' dens empty ...;
 *                                                                  here › Dusk: with two players the left and the right neighbour are the same player
 *   K4 a Spanish officer: the taker is discarded ................. dusk-night › a Spanish officer sends the character that took it to the discard pile
 *   K5 booty left stays on the board for the campaign ............ dusk-night › booty left at dusk stays on its space until the end of the campaign
 *   K6 Cook two tokens, Cabin Boy none ........................... dusk-night › Cook (18) takes two tokens and can leave a later player with nothing; Cabin Boy (5) ...
 * Phase 4: Night
 *   N1 every den's night characters, at once ..................... dusk-night › Mutineer (13) ... the night is simultaneous; Waitress (8): every seat that can is asked at once, ...
 *   N2 each night character ...................................... dusk-night › (Barkeep, Waitress, Freed Slave, Mutineer, Armorer, Granny Wata)
 * The day of rest
 *   R1 end-of-campaign characters, only while in the den ......... campaign › end-of-campaign characters ...; a character that left the den before the day of rest earns nothing
 *   R2 chest 5, jewels 3, goods 1, relic -3, sabers/officers 0 ... campaign › doubloons plus booty: ...
 *   R3 12 per set of 3 maps; incomplete sets nothing .............. campaign › treasure maps score 12 per complete set of 3; ...
 *   R4 the campaign's fortune is added to the score track ........ campaign › doubloons plus booty: ...; a campaign never scores below 0
 *   R5 the richest after three campaigns wins .................... campaign › after the third campaign the game is over; tied totals share a place
 * Our readings (each in docs/games/libertalia.md)
 *   H1 a payment that cannot be made in full takes what there is;
 *      doubloons never go below 0 ................................ characters-day › Beggar (3) takes 3 doubloons ... or what they have; Gunner (15) pays what there is ...; Gambler (24) ...
 *   H2 a campaign never scores below 0 ........................... campaign › a campaign never scores below 0
 *   H3 hands: the same 9 ranks, then 6 new ranks each campaign ... campaign › setup: the same 9 ranks in every hand, ...; the next campaign adds 6 new ranks ...
 *   H4 10 doubloons at the start of each campaign ................ campaign › setup: ... 10 doubloons, ...
 *   H5 the bag is refilled to 50 before each campaign ............ campaign › the next campaign adds 6 new ranks ... (and playouts › conserve)
 *   H6 a question with one answer answers itself; none: skipped .. dusk-night › a saber with both neighbours' dens empty ...; here › Day: a Parrot with no other character ...
 *   H7 dens are shown face up (everybody saw each token taken) ... contract › views are schema-friendly, ...
 *   H8 final ties shared; option: most points in the last
 *      campaign, then shared ..................................... campaign › with the tie-break option, ...; here › End: with the tie-break option, equal last campaigns ...
 *   H9 an empty bag gives fewer tokens (never in play: at most
 *      42 of the 50 leave it in a campaign) ...................... characters-day › Spanish Spy (17) ...; here › Day: the Spanish Spy with an empty bag ...
 *   H10 a player with no card in hand sits the day out (never in
 *       play: a hand never runs out before the sixth day) ........ here › Sunrise: a player with no character in hand sits the day out; ...
 */
import { R } from '../../../shared/games/libertalia/data';
import { answerAll, game, logLines, pickAll, seat, stack } from './helpers';
import { seatsStuck } from '../fuzz-invariants';

describe('Sunrise', () => {
  test('Sunrise: a player with no character in hand sits the day out; the others play and nobody waits for him', () => {
    const s = stack({ seats: [{ hand: [R.captain, R.cook] }, { hand: [] }, { hand: [R.bosun, R.cook] }], today: ['goods', 'goods', 'goods'] });
    expect(game.toAct(s)).toEqual([0, 2]);
    expect(game.legalActions(s, 1)).toEqual([]);
    const after = answerAll({ state: s, log: [] }, [[0, { type: 'pick', rank: R.captain }], [2, { type: 'pick', rank: R.bosun }]]);
    expect(after.state.day).toBe(2);
    expect(seat(after.state, 1).den).toEqual([]);
    expect(seat(after.state, 0).den).toEqual([R.captain]);
    expect(seatsStuck(game, after.state)).toEqual([]);
  });
});

describe('Day', () => {
  test('Day: a Parrot with no other character in hand does nothing (an impossible action is ignored)', () => {
    const s = stack({ seats: [{ hand: [R.parrot] }, { hand: [R.barkeep, R.cook] }] });
    const { state, log } = pickAll(s, [R.parrot, R.barkeep]);
    expect(seatsStuck(game, state)).toEqual([]);
    expect(seat(state, 0).den).toEqual([R.parrot]);
    expect(logLines(log).some((l) => l.includes('Parrot'))).toBe(true);
  });

  test('Day: the Spanish Spy with an empty bag still discards its officers and draws nothing', () => {
    const s = stack({ seats: [{ hand: [R.spanishSpy, R.cook], booty: { officer: 2 } }, { hand: [R.bosun, R.cook] }] });
    s.bag = { chest: 0, jewels: 0, goods: 0, map: 0, relic: 0, saber: 0, officer: 0 };
    const { state, log } = pickAll(s, [R.spanishSpy, R.bosun]);
    expect(seat(state, 0).booty.officer).toBe(0);
    expect(state.bootyDiscard.officer).toBe(2);
    expect(logLines(log)).toContain('s0\'s Spanish Spy (17) discards 2 Spanish officers and draws nothing from the bag.');
  });
});

describe('Dusk', () => {
  test('Dusk: with two players the left and the right neighbour are the same player: a saber offers his den once', () => {
    const s = stack({ seats: [{ hand: [R.captain, R.cook] }, { hand: [R.bosun, R.cook], den: [R.barkeep, R.armorer] }], today: ['saber', 'goods'] });
    const played = answerAll(pickAll(s, [R.captain, R.bosun]), [[0, { type: 'loot', booty: 'saber' }]]);
    expect(game.legalActions(played.state, 0)).toEqual([
      { type: 'saber', seat: 1, rank: R.barkeep },
      { type: 'saber', seat: 1, rank: R.armorer },
    ]);
  });
});

describe('End', () => {
  test('End: with the tie-break option, equal totals and equal last campaigns share the place', () => {
    const s0 = stack({ seats: [{ hand: [R.cabinBoy, R.cook] }, { hand: [R.cabinBoy, R.cook] }, { hand: [R.cabinBoy, R.cook], doubloons: 2 }], day: 6, campaign: 3, lastCampaignTieBreak: true });
    Object.assign(seat(s0, 0), { score: 40, campaignScores: [20, 20] });
    Object.assign(seat(s0, 1), { score: 40, campaignScores: [30, 10] });
    Object.assign(seat(s0, 2), { score: 40, campaignScores: [10, 30] });
    const s = pickAll(s0, [R.cabinBoy, R.cabinBoy, R.cabinBoy]).state;
    const out = game.outcome(s);
    expect(out?.scores).toEqual([50, 50, 42]);
    expect(out?.ranking).toEqual([[0, 1], [2]]);
  });
});
