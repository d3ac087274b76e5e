/**
 * Dusk (rulebook "Phase 3: Dusk", the saber and Spanish officer insets, the Cabin Boy and the
 * Cook) and night (rulebook "Phase 4: Night" and the night characters).
 */
import { R } from '../../../shared/games/libertalia/data';
import { act, answerAll, game, logLines, pickAll, seat, stack } from './helpers';

describe('dusk', () => {
  test('characters take booty in decreasing order of rank, each choosing from what is left', () => {
    const s = stack({ seats: [{ hand: [R.bosun, R.cook] }, { hand: [R.captain, R.cook] }, { hand: [R.topman, R.cook] }], today: ['chest', 'jewels', 'relic'] });
    let played = pickAll(s, [R.bosun, R.captain, R.topman]);
    expect(game.toAct(played.state)).toEqual([1]);
    expect(played.state.question).toMatchObject({ kind: 'booty', seat: 1, rank: R.captain });
    played = answerAll(played, [[1, { type: 'loot', booty: 'chest' }]]);
    expect(game.toAct(played.state)).toEqual([0]);
    expect(game.legalActions(played.state, 0)).toEqual([{ type: 'loot', booty: 'jewels' }, { type: 'loot', booty: 'relic' }]);
    played = answerAll(played, [[0, { type: 'loot', booty: 'jewels' }]]);
    // The Topman is left with the relic: a single possibility is taken without asking.
    expect(seat(played.state, 2).booty.relic).toBe(1);
    expect(seat(played.state, 1).booty.chest).toBe(1);
    expect(seat(played.state, 0).booty.jewels).toBe(1);
    expect(played.state.day).toBe(2);
  });

  test('booty left at dusk stays on its space until the end of the campaign', () => {
    const s = stack({ seats: [{ hand: [R.cabinBoy, R.cook] }, { hand: [R.captain, R.cook] }], today: ['goods', 'map'] });
    const { state } = answerAll(pickAll(s, [R.cabinBoy, R.captain]), [[1, { type: 'loot', booty: 'map' }]]);
    expect(state.day).toBe(2);
    expect(state.board[0]?.tokens).toEqual(['goods']);
  });

  test('Cabin Boy (5) takes no booty but still enters the den', () => {
    const s = stack({ seats: [{ hand: [R.cabinBoy, R.cook] }, { hand: [R.barkeep, R.cook] }], today: ['chest', 'goods'] });
    const { state, log } = answerAll(pickAll(s, [R.cabinBoy, R.barkeep]), [[1, { type: 'loot', booty: 'chest' }]]);
    expect(seat(state, 0).booty.goods).toBe(0);
    expect(seat(state, 0).den).toEqual([R.cabinBoy]);
    expect(logLines(log).some((l) => l.includes('Cabin Boy (5) takes no booty'))).toBe(true);
  });

  test('Cook (18) takes two tokens and can leave a later player with nothing', () => {
    const s = stack({ seats: [{ hand: [R.cook, R.bosun] }, { hand: [R.barkeep, R.bosun] }], today: ['chest', 'jewels'] });
    let played = pickAll(s, [R.cook, R.barkeep]);
    expect(game.toAct(played.state)).toEqual([0]);
    played = answerAll(played, [[0, { type: 'loot', booty: 'chest' }]]);
    // The second token is the only one left: taken without asking.
    expect(seat(played.state, 0).booty).toMatchObject({ chest: 1, jewels: 1 });
    expect(seat(played.state, 1).booty).toMatchObject({ chest: 0, jewels: 0 });
    expect(seat(played.state, 1).den).toEqual([R.barkeep]);
    expect(logLines(played.log).some((l) => l.includes("s1's Barkeep (7) finds no booty left"))).toBe(true);
  });

  test('a Spanish officer sends the character that took it to the discard pile', () => {
    const s = stack({ seats: [{ hand: [R.topman, R.cook] }, { hand: [R.bosun, R.cook] }], today: ['officer', 'officer'] });
    const { state } = pickAll(s, [R.topman, R.bosun]);
    expect(seat(state, 0).discard).toEqual([R.topman]);
    expect(seat(state, 0).den).toEqual([]);
    expect(seat(state, 0).booty.officer).toBe(1);
    expect(seat(state, 1).discard).toEqual([R.bosun]);
  });

  test('a saber discards a character of the taker\'s choice from the left or right neighbour\'s den', () => {
    const s = stack({
      seats: [
        { hand: [R.captain, R.cook], den: [R.carpenter] },
        { hand: [R.bosun, R.cook], den: [R.barkeep] },
        { hand: [R.topman, R.cook], den: [R.firstMate] },
        { hand: [R.cabinBoy, R.cook], den: [R.armorer, R.treasurer] },
      ],
      today: ['saber', 'goods', 'goods', 'goods'],
    });
    let played = answerAll(pickAll(s, [R.captain, R.bosun, R.topman, R.cabinBoy]), [[0, { type: 'loot', booty: 'saber' }]]);
    // Seat 2 is across the table, and seat 0's own den is not a target.
    expect(game.legalActions(played.state, 0)).toEqual([
      { type: 'saber', seat: 1, rank: R.barkeep },
      { type: 'saber', seat: 3, rank: R.armorer },
      { type: 'saber', seat: 3, rank: R.treasurer },
    ]);
    const refused = game.apply(played.state, 0, { type: 'saber', seat: 2, rank: R.firstMate });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('not-a-neighbour-den');
    played = answerAll(played, [[0, { type: 'saber', seat: 3, rank: R.treasurer }]]);
    expect(seat(played.state, 3).discard).toEqual([R.treasurer]);
    expect(seat(played.state, 0).booty.saber).toBe(1);
    expect(seat(played.state, 0).den).toEqual([R.carpenter, R.captain]);
  });

  test('a saber with both neighbours\' dens empty does nothing, and the saber is kept', () => {
    const s = stack({ seats: [{ hand: [R.captain, R.cook] }, { hand: [R.bosun, R.cook] }], today: ['saber', 'saber'] });
    const { state, log } = pickAll(s, [R.captain, R.bosun]);
    // The Captain's saber finds nobody; the Bosun's saber then finds the Captain in the den.
    expect(seat(state, 0).booty.saber).toBe(1);
    expect(seat(state, 0).discard).toEqual([R.captain]);
    expect(seat(state, 1).den).toEqual([R.bosun]);
    expect(logLines(log).some((l) => l.includes('has a saber but no victim'))).toBe(true);
  });

  test('Spanish officer and saber at dusk: the Cook kills with the saber, then falls to the officer', () => {
    const s = stack({ seats: [{ hand: [R.cook, R.bosun] }, { hand: [R.captain, R.bosun] }], today: ['goods', 'saber', 'officer'] });
    let played = pickAll(s, [R.cook, R.captain]);
    played = answerAll(played, [[1, { type: 'loot', booty: 'goods' }]]);
    // The Captain entered the den just before: the Cook's saber can reach it.
    played = answerAll(played, [[0, { type: 'loot', booty: 'saber' }]]);
    const { state } = played;
    expect(seat(state, 1).discard).toEqual([R.captain]);
    expect(seat(state, 0).discard).toEqual([R.cook]);
    expect(seat(state, 0).booty).toMatchObject({ saber: 1, officer: 1 });
  });
});

describe('night', () => {
  test('Barkeep (7) earns 1 every night it is in the den', () => {
    const s = stack({ seats: [{ hand: [R.barkeep, R.cook, R.bosun] }, { hand: [R.cabinBoy, R.cook, R.bosun] }] });
    let played = pickAll(s, [R.barkeep, R.cabinBoy]);
    expect(seat(played.state, 0).doubloons).toBe(11);
    played = answerAll(played, [[0, { type: 'pick', rank: R.cook }], [1, { type: 'pick', rank: R.cook }]]);
    expect(seat(played.state, 0).doubloons).toBe(12);
  });

  test('Waitress (8): every seat that can is asked at once, and may trade a map for 3', () => {
    const s = stack({
      seats: [
        { hand: [R.cabinBoy, R.cook], den: [R.waitress], booty: { map: 1 } },
        { hand: [R.cabinBoy, R.cook], den: [R.waitress], booty: { map: 2 } },
        { hand: [R.cabinBoy, R.cook], den: [R.waitress] },
      ],
    });
    let played = pickAll(s, [R.cabinBoy, R.cabinBoy, R.cabinBoy]);
    // Seat 2 has no map to discard and is not asked.
    expect(game.toAct(played.state)).toEqual([0, 1]);
    played = answerAll(played, [[1, { type: 'waitress', use: false }]]);
    expect(game.toAct(played.state)).toEqual([0]);
    played = answerAll(played, [[0, { type: 'waitress', use: true }]]);
    expect(played.state.phase).toBe('sunrise');
    expect(seat(played.state, 0)).toMatchObject({ doubloons: 13, booty: { map: 0 } });
    expect(seat(played.state, 1)).toMatchObject({ doubloons: 10, booty: { map: 2 } });
    expect(played.state.bootyDiscard.map).toBe(1);
  });

  test('Freed Slave (12) earns 1 per character in the den ranked above 12', () => {
    const s = stack({ seats: [{ hand: [R.freedSlave, R.cook], den: [R.barkeep, R.topman, R.treasurer] }, { hand: [R.cabinBoy, R.cook] }] });
    // Topman and Treasurer count; the Barkeep (7) does not, but earns its own 1.
    expect(seat(pickAll(s, [R.freedSlave, R.cabinBoy]).state, 0).doubloons).toBe(13);
  });

  test('Mutineer (13) throws out the lowest other character for 2; the night is simultaneous', () => {
    const s = stack({ seats: [{ hand: [R.mutineer, R.cook], den: [R.barkeep, R.topman] }, { hand: [R.mutineer, R.cook] }] });
    const { state } = pickAll(s, [R.mutineer, R.mutineer]);
    // The Barkeep is thrown out but still earns its doubloon that same night.
    expect(seat(state, 0).den).toEqual([R.mutineer, R.topman]);
    expect(seat(state, 0).discard).toEqual([R.barkeep]);
    expect(seat(state, 0).doubloons).toBe(13);
    // Alone in its den, the Mutineer does nothing.
    expect(seat(state, 1).doubloons).toBe(10);
    expect(seat(state, 1).den).toEqual([R.mutineer]);
  });

  test('Armorer (20) earns 1 per saber held', () => {
    const s = stack({ seats: [{ hand: [R.armorer, R.cook], booty: { saber: 3 } }, { hand: [R.cabinBoy, R.cook] }] });
    expect(seat(pickAll(s, [R.armorer, R.cabinBoy]).state, 0).doubloons).toBe(13);
  });

  test('Granny Wata (27) earns 2 alone; duplicates in several dens are all discarded', () => {
    const alone = stack({ seats: [{ hand: [R.grannyWata, R.cook] }, { hand: [R.cabinBoy, R.cook] }] });
    expect(seat(pickAll(alone, [R.grannyWata, R.cabinBoy]).state, 0).doubloons).toBe(12);
    const crowded = stack({ seats: [{ hand: [R.cabinBoy, R.cook], den: [R.grannyWata] }, { hand: [R.grannyWata, R.cook] }, { hand: [R.cabinBoy, R.cook] }] });
    const { state } = pickAll(crowded, [R.cabinBoy, R.grannyWata, R.cabinBoy]);
    expect(seat(state, 0).discard).toEqual([R.grannyWata]);
    expect(seat(state, 1).discard).toEqual([R.grannyWata]);
    expect(seat(state, 0).doubloons).toBe(10);
    expect(seat(state, 1).doubloons).toBe(10);
  });
});

test('an answer from the wrong seat or of the wrong kind is refused with a reason', () => {
  const s = stack({ seats: [{ hand: [R.gunner, R.cook], den: [R.barkeep] }, { hand: [R.bosun, R.cook], den: [R.armorer] }] });
  const { state } = pickAll(s, [R.gunner, R.bosun]);
  const before = JSON.stringify(state);
  const wrongSeat = game.apply(state, 1, { type: 'gunner', seat: 0, rank: R.barkeep });
  expect(wrongSeat).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
  if (!wrongSeat.ok) expect(wrongSeat.error.message).toContain('Gunner');
  expect(game.apply(state, 0, { type: 'loot', booty: 'chest' })).toMatchObject({ ok: false, error: { code: 'wrong-action' } });
  expect(game.apply(state, 0, { type: 'gunner', seat: 1, rank: R.captain })).toMatchObject({ ok: false, error: { code: 'not-in-den' } });
  expect(JSON.stringify(state)).toBe(before);
  expect(act(state, 0, { type: 'gunner', seat: 1, rank: R.armorer }).state.seats[1]?.discard).toEqual([R.armorer]);
});
