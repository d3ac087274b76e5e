/**
 * The day actions, in increasing order of rank (rulebook "Phase 2: Day"; the character table of data.ts).
 * Today's booty space is empty unless a scenario needs booty, so dusk only sends the characters
 * to their dens.
 */
import { R } from '../../../shared/games/libertalia/data';
import { act, answerAll, game, logLines, pickAll, seat, stack } from './helpers';

describe('Parrot (1)', () => {
  test('is discarded and replaced by a character from the hand, which then acts in rank order', () => {
    const s = stack({ seats: [{ hand: [R.parrot, R.frenchOfficer, R.armorer], doubloons: 5 }, { hand: [R.barkeep, R.beggar] }] });
    const { state } = pickAll(s, [R.parrot, R.barkeep]);
    expect(game.toAct(state)).toEqual([0]);
    expect(game.legalActions(state, 0)).toEqual([
      { type: 'parrot', rank: R.frenchOfficer },
      { type: 'parrot', rank: R.armorer },
    ]);
    const after = act(state, 0, { type: 'parrot', rank: R.frenchOfficer }).state;
    // The French Officer took the Parrot's place and used its own day action (5 < 9: +5).
    expect(seat(after, 0).doubloons).toBe(10);
    expect(seat(after, 0).discard).toEqual([R.parrot]);
    expect(seat(after, 0).den).toEqual([R.frenchOfficer]);
    expect(seat(after, 0).hand).toEqual([R.armorer]);
  });

  test('Parrot chain: the Surgeon played in its place takes the Parrot straight back', () => {
    const s = stack({ seats: [{ hand: [R.parrot, R.surgeon, R.carpenter] }, { hand: [R.barkeep, R.beggar] }] });
    const played = answerAll(pickAll(s, [R.parrot, R.barkeep]), [[0, { type: 'parrot', rank: R.surgeon }]]);
    // The Parrot is the only card in the discard pile: the Surgeon's choice makes itself.
    expect(seat(played.state, 0).hand).toEqual([R.parrot, R.carpenter]);
    expect(seat(played.state, 0).discard).toEqual([]);
    expect(seat(played.state, 0).den).toEqual([R.surgeon]);
  });

  test('two Parrots resolve by influence, and a Beggar played for one sees the other\'s replacement', () => {
    const s = stack({ seats: [{ hand: [R.parrot, R.beggar, R.cook] }, { hand: [R.parrot, R.captain, R.cook] }] });
    let played = pickAll(s, [R.parrot, R.parrot]);
    // Two players sit in colour slots 0 and 3: influence(1, slot 0) = 1 < influence(1, slot 3) = 4,
    // so seat 0's Parrot resolves first.
    expect(game.toAct(played.state)).toEqual([0]);
    played = answerAll(played, [[0, { type: 'parrot', rank: R.beggar }]]);
    expect(game.toAct(played.state)).toEqual([1]);
    played = answerAll(played, [[1, { type: 'parrot', rank: R.captain }]]);
    // Beggar (3) acts before the Captain (29), which is then the highest on the ship.
    expect(seat(played.state, 0).doubloons).toBe(13);
    expect(seat(played.state, 1).doubloons).toBe(10 - 3 + 3);
    expect(seat(played.state, 0).discard).toEqual([R.parrot]);
    expect(seat(played.state, 1).discard).toEqual([R.parrot]);
  });
});

describe('Monkey (2)', () => {
  test('moves all cursed relics to the den of the player on the left', () => {
    const s = stack({
      seats: [{ hand: [R.monkey, R.cook], booty: { relic: 2, goods: 1 } }, { hand: [R.barkeep, R.cook], booty: { relic: 1 } }, { hand: [R.bosun, R.cook] }],
    });
    const { state, log } = pickAll(s, [R.monkey, R.barkeep, R.bosun]);
    expect(seat(state, 0).booty.relic).toBe(0);
    expect(seat(state, 0).booty.goods).toBe(1);
    expect(seat(state, 1).booty.relic).toBe(3);
    expect(seat(state, 2).booty.relic).toBe(0);
    expect(logLines(log).some((l) => l.includes("moves 2 cursed relics to s1's den"))).toBe(true);
  });
});

describe('Beggar (3)', () => {
  test("takes 3 doubloons from the owner of the highest character, or what they have", () => {
    const s = stack({ seats: [{ hand: [R.beggar, R.cook] }, { hand: [R.captain, R.cook], doubloons: 2 }] });
    const { state } = pickAll(s, [R.beggar, R.captain]);
    expect(seat(state, 0).doubloons).toBe(12);
    // Paid 2 (all there was), then the Captain's own +3.
    expect(seat(state, 1).doubloons).toBe(3);
  });

  test('gets nothing when the highest character on the ship is its owner\'s own', () => {
    const s = stack({ seats: [{ hand: [R.beggar, R.cook] }, { hand: [R.monkey, R.cook] }] });
    const { state } = pickAll(s, [R.beggar, R.monkey]);
    expect(seat(state, 0).doubloons).toBe(10);
    expect(seat(state, 1).doubloons).toBe(10);
  });
});

describe('Recruiter (4)', () => {
  test('takes the chosen character from the den back into the hand', () => {
    const s = stack({ seats: [{ hand: [R.recruiter, R.cook], den: [R.topman, R.armorer] }, { hand: [R.bosun, R.cook] }] });
    const played = pickAll(s, [R.recruiter, R.bosun]);
    expect(game.legalActions(played.state, 0)).toEqual([
      { type: 'recruiter', rank: R.topman },
      { type: 'recruiter', rank: R.armorer },
    ]);
    const { state } = answerAll(played, [[0, { type: 'recruiter', rank: R.armorer }]]);
    expect(seat(state, 0).hand).toEqual([R.cook, R.armorer]);
    expect(seat(state, 0).den).toEqual([R.recruiter, R.topman]);
  });

  test('does nothing with an empty den', () => {
    const s = stack({ seats: [{ hand: [R.recruiter, R.cook] }, { hand: [R.bosun, R.cook] }] });
    const { state, log } = pickAll(s, [R.recruiter, R.bosun]);
    expect(seat(state, 0).hand).toEqual([R.cook]);
    expect(logLines(log).some((l) => l.includes("s0's den is empty"))).toBe(true);
  });
});

describe('Preacher (6), day', () => {
  test('discards all booty but the one token its owner keeps', () => {
    const s = stack({ seats: [{ hand: [R.preacher, R.cook], booty: { chest: 1, goods: 2, relic: 1 } }, { hand: [R.bosun, R.cook] }] });
    const played = pickAll(s, [R.preacher, R.bosun]);
    expect(game.legalActions(played.state, 0).map((a) => (a.type === 'preacher' ? a.booty : ''))).toEqual(['chest', 'goods', 'relic']);
    const { state } = answerAll(played, [[0, { type: 'preacher', booty: 'chest' }]]);
    expect(seat(state, 0).booty).toEqual({ chest: 1, jewels: 0, goods: 0, map: 0, relic: 0, saber: 0, officer: 0 });
    expect(state.bootyDiscard.goods).toBe(2);
    expect(state.bootyDiscard.relic).toBe(1);
  });
});

describe('Carpenter (9), day', () => {
  test('loses half the doubloons, keeping the odd one', () => {
    const s = stack({ seats: [{ hand: [R.carpenter, R.cook], doubloons: 7 }, { hand: [R.bosun, R.cook] }] });
    expect(seat(pickAll(s, [R.carpenter, R.bosun]).state, 0).doubloons).toBe(4);
  });
});

describe('French Officer (10)', () => {
  test('gains 5 with fewer than 9 doubloons, nothing with 9', () => {
    const s = stack({ seats: [{ hand: [R.frenchOfficer, R.cook], doubloons: 8 }, { hand: [R.frenchOfficer, R.cook], doubloons: 9 }] });
    const { state } = pickAll(s, [R.frenchOfficer, R.frenchOfficer]);
    expect(seat(state, 0).doubloons).toBe(13);
    expect(seat(state, 1).doubloons).toBe(9);
  });
});

describe('Voodoo Witch (11)', () => {
  test('gains 2 per character in the discard pile', () => {
    const s = stack({ seats: [{ hand: [R.voodooWitch, R.cook], discard: [R.parrot, R.recruiter, R.barkeep] }, { hand: [R.bosun, R.cook] }] });
    expect(seat(pickAll(s, [R.voodooWitch, R.bosun]).state, 0).doubloons).toBe(16);
  });
});

describe('Brute (14)', () => {
  test('discards the highest character on the ship before it can act or take booty', () => {
    const s = stack({ seats: [{ hand: [R.brute, R.cook] }, { hand: [R.captain, R.cook] }], today: ['chest', 'chest'] });
    const { state } = pickAll(s, [R.brute, R.captain]);
    expect(seat(state, 1).discard).toEqual([R.captain]);
    expect(seat(state, 1).doubloons).toBe(10);
    expect(seat(state, 1).booty.chest).toBe(0);
    expect(seat(state, 0).booty.chest).toBe(1);
    expect(state.board[0]?.tokens).toEqual(['chest']);
  });

  test('discards itself when it is the highest character on the ship', () => {
    const s = stack({ seats: [{ hand: [R.brute, R.cook] }, { hand: [R.beggar, R.cook] }] });
    const { state, log } = pickAll(s, [R.brute, R.beggar]);
    expect(seat(state, 0).discard).toEqual([R.brute]);
    expect(seat(state, 0).den).toEqual([]);
    // The Beggar acted first, while the Brute was still the highest.
    expect(seat(state, 1).doubloons).toBe(13);
    expect(logLines(log).some((l) => l.includes('discards itself'))).toBe(true);
  });

  test('two Brutes: the lower (by influence) throws out the higher one, which never acts', () => {
    // Two players sit in colour slots 0 and 3: influence(14, slot 0) = 6 > influence(14, slot 3) = 3.
    const s = stack({ seats: [{ hand: [R.brute, R.cook] }, { hand: [R.brute, R.cook] }] });
    const { state } = pickAll(s, [R.brute, R.brute]);
    expect(seat(state, 0).discard).toEqual([R.brute]);
    expect(seat(state, 1).den).toEqual([R.brute]);
    expect(seat(state, 1).discard).toEqual([]);
  });
});

describe('Gunner (15)', () => {
  test('pays 3 and discards a character of its choice from any den, its own included', () => {
    const s = stack({
      seats: [{ hand: [R.gunner, R.cook], den: [R.carpenter] }, { hand: [R.bosun, R.cook], den: [R.barkeep, R.armorer] }, { hand: [R.bosun, R.cook], den: [R.firstMate] }],
    });
    const played = pickAll(s, [R.gunner, R.bosun, R.bosun]);
    expect(game.legalActions(played.state, 0)).toEqual([
      { type: 'gunner', seat: 0, rank: R.carpenter },
      { type: 'gunner', seat: 1, rank: R.barkeep },
      { type: 'gunner', seat: 1, rank: R.armorer },
      { type: 'gunner', seat: 2, rank: R.firstMate },
    ]);
    const { state } = answerAll(played, [[0, { type: 'gunner', seat: 2, rank: R.firstMate }]]);
    expect(seat(state, 0).doubloons).toBe(7);
    expect(seat(state, 2).discard).toEqual([R.firstMate]);
    expect(seat(state, 2).den).toEqual([R.bosun]);
  });

  test('pays what there is when short, and neither pays nor shoots when every den is empty', () => {
    const poor = stack({ seats: [{ hand: [R.gunner, R.cook], doubloons: 1 }, { hand: [R.bosun, R.cook], den: [R.barkeep] }] });
    const shot = pickAll(poor, [R.gunner, R.bosun]).state;
    expect(seat(shot, 0).doubloons).toBe(0);
    expect(seat(shot, 1).discard).toEqual([R.barkeep]);
    const empty = stack({ seats: [{ hand: [R.gunner, R.cook] }, { hand: [R.bosun, R.cook] }] });
    expect(seat(pickAll(empty, [R.gunner, R.bosun]).state, 0).doubloons).toBe(10);
  });
});

describe('Spanish Spy (17)', () => {
  test('discards all Spanish officers and draws as many tokens, which have no effect', () => {
    const s = stack({ seats: [{ hand: [R.spanishSpy, R.cook], booty: { officer: 2 }, den: [R.barkeep] }, { hand: [R.bosun, R.cook] }] });
    // Only a saber and an officer are left in the bag.
    s.bag = { chest: 0, jewels: 0, goods: 0, map: 0, relic: 0, saber: 1, officer: 1 };
    const { state } = pickAll(s, [R.spanishSpy, R.bosun]);
    expect(seat(state, 0).booty.officer).toBe(1);
    expect(seat(state, 0).booty.saber).toBe(1);
    expect(state.bootyDiscard.officer).toBe(2);
    // No saber victim was asked for and the Spy was not captured by the drawn officer.
    expect(seat(state, 0).den).toEqual([R.barkeep, R.spanishSpy]);
    expect(seat(state, 1).den).toEqual([R.bosun]);
  });
});

describe('Bosun (19)', () => {
  test('gains 2 per character in the den ranked below 19', () => {
    const s = stack({ seats: [{ hand: [R.bosun, R.cook], den: [R.topman, R.armorer, R.treasurer, R.carpenter] }, { hand: [R.captain, R.cook] }] });
    expect(seat(pickAll(s, [R.bosun, R.captain]).state, 0).doubloons).toBe(14);
  });
});

describe('Merchant (21)', () => {
  test('trades 2 or 3 identical tokens, of any kind, at its owner\'s choice', () => {
    const s = stack({ seats: [{ hand: [R.merchant, R.cook], booty: { relic: 3, goods: 2, chest: 1 } }, { hand: [R.bosun, R.cook] }] });
    const played = pickAll(s, [R.merchant, R.bosun]);
    expect(game.legalActions(played.state, 0)).toEqual([
      { type: 'merchant', booty: 'goods', count: 2 },
      { type: 'merchant', booty: 'relic', count: 2 },
      { type: 'merchant', booty: 'relic', count: 3 },
    ]);
    const { state } = answerAll(played, [[0, { type: 'merchant', booty: 'relic', count: 3 }]]);
    expect(seat(state, 0).doubloons).toBe(15);
    expect(seat(state, 0).booty.relic).toBe(0);
    expect(state.bootyDiscard.relic).toBe(3);
  });

  test('does nothing without two identical tokens', () => {
    const s = stack({ seats: [{ hand: [R.merchant, R.cook], booty: { chest: 1, goods: 1 } }, { hand: [R.bosun, R.cook] }] });
    expect(seat(pickAll(s, [R.merchant, R.bosun]).state, 0).doubloons).toBe(10);
  });
});

describe('Surgeon (22)', () => {
  test('takes the chosen character from the discard pile back into the hand', () => {
    const s = stack({ seats: [{ hand: [R.surgeon, R.cook], discard: [R.barkeep, R.captain] }, { hand: [R.bosun, R.cook] }] });
    const { state } = answerAll(pickAll(s, [R.surgeon, R.bosun]), [[0, { type: 'surgeon', rank: R.captain }]]);
    expect(seat(state, 0).hand).toEqual([R.cook, R.captain]);
    expect(seat(state, 0).discard).toEqual([R.barkeep]);
  });
});

describe('Gambler (24), day', () => {
  test('pays 1 per booty token held, never going below 0', () => {
    const s = stack({ seats: [{ hand: [R.gambler, R.cook], booty: { goods: 3, relic: 1 } }, { hand: [R.gambler, R.cook], booty: { map: 4 }, doubloons: 2 }] });
    const { state } = pickAll(s, [R.gambler, R.gambler]);
    expect(seat(state, 0).doubloons).toBe(6);
    expect(seat(state, 1).doubloons).toBe(0);
  });
});

describe('Quartermaster (26), day', () => {
  test('gains 1 per booty token held', () => {
    const s = stack({ seats: [{ hand: [R.quartermaster, R.cook], booty: { goods: 3, saber: 1, officer: 1 } }, { hand: [R.bosun, R.cook] }] });
    expect(seat(pickAll(s, [R.quartermaster, R.bosun]).state, 0).doubloons).toBe(15);
  });
});

describe('Captain (29), day', () => {
  test('gains 3', () => {
    const s = stack({ seats: [{ hand: [R.captain, R.cook] }, { hand: [R.bosun, R.cook] }] });
    expect(seat(pickAll(s, [R.captain, R.bosun]).state, 0).doubloons).toBe(13);
  });
});

describe('Spanish Governor (30)', () => {
  test('discards every character already in its owner\'s den', () => {
    const s = stack({ seats: [{ hand: [R.spanishGovernor, R.cook], den: [R.barkeep, R.armorer, R.firstMate] }, { hand: [R.bosun, R.cook] }] });
    const { state } = pickAll(s, [R.spanishGovernor, R.bosun]);
    expect(seat(state, 0).discard).toEqual([R.barkeep, R.armorer, R.firstMate]);
    expect(seat(state, 0).den).toEqual([R.spanishGovernor]);
    // The Barkeep was gone before night: no doubloon.
    expect(seat(state, 0).doubloons).toBe(10);
  });
});

test('day actions run in increasing rank order: the Beggar is paid before the French Officer counts', () => {
  // Beggar (3) takes 3 of seat 0's 10 doubloons; then the French Officer (10) sees 7 < 9.
  const s = stack({ seats: [{ hand: [R.frenchOfficer, R.cook] }, { hand: [R.beggar, R.cook] }] });
  const { state } = pickAll(s, [R.frenchOfficer, R.beggar]);
  expect(seat(state, 0).doubloons).toBe(12);
  expect(seat(state, 1).doubloons).toBe(13);
});
