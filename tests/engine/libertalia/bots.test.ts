/**
 * The bots: random plays any legal action; the heuristic values booty, avoids relics and plays
 * its characters when they pay. They only ever see the seat's view and legal actions.
 */
import { createRng } from '../../../shared/core/rng';
import { R } from '../../../shared/games/libertalia/data';
import type { LibertaliaAction, LibertaliaState } from '../../../shared/games/libertalia/types';
import { answerAll, game, pickAll, stack } from './helpers';

const heuristic = game.bots.heuristic;

function choose(s: LibertaliaState, seat: number): LibertaliaAction {
  return heuristic.choose(game.view(s, seat), seat, game.legalActions(s, seat), createRng('bot test'));
}

test('random bot: every legal action comes up, and nothing else', () => {
  const s = game.setup(3, 'random bot', { lastCampaignTieBreak: false });
  const legal = game.legalActions(s, 0);
  const rng = createRng('uniform');
  const seen = new Set<string>();
  for (let i = 0; i < 400; i++) {
    const a = game.bots.random.choose(game.view(s, 0), 0, legal, rng);
    expect(legal).toContainEqual(a);
    seen.add(JSON.stringify(a));
  }
  expect(seen.size).toBe(legal.length);
});

test('heuristic takes the chest, not the cursed relic', () => {
  const s = stack({ seats: [{ hand: [R.captain, R.cook] }, { hand: [R.cabinBoy, R.cook] }], today: ['chest', 'relic'] });
  const { state } = pickAll(s, [R.captain, R.cabinBoy]);
  expect(choose(state, 0)).toEqual({ type: 'loot', booty: 'chest' });
});

test('heuristic plays the Cabin Boy when only relics are on offer', () => {
  const s = stack({ seats: [{ hand: [R.cabinBoy, R.bosun, R.cook] }, { hand: [R.cabinBoy, R.cook] }], today: ['relic', 'relic'] });
  expect(choose(s, 0)).toEqual({ type: 'pick', rank: R.cabinBoy });
});

test('heuristic times its characters: Barkeep early, French Officer when poor, Monkey with relics', () => {
  const hand = [R.frenchOfficer, R.monkey, R.barkeep];
  const early = stack({ seats: [{ hand, doubloons: 2 }, { hand: [R.cook, R.bosun] }], today: ['goods', 'goods'] });
  expect(choose(early, 0)).toEqual({ type: 'pick', rank: R.barkeep });
  const poor = stack({ seats: [{ hand, doubloons: 2 }, { hand: [R.cook, R.bosun] }], today: ['goods', 'goods'], day: 5 });
  expect(choose(poor, 0)).toEqual({ type: 'pick', rank: R.frenchOfficer });
  const cursed = stack({ seats: [{ hand, doubloons: 12, booty: { relic: 3 } }, { hand: [R.cook, R.bosun] }], today: ['goods', 'goods'], day: 5 });
  expect(choose(cursed, 0)).toEqual({ type: 'pick', rank: R.monkey });
});

test('heuristic aims the saber at the neighbour character worth the most', () => {
  const s = stack({
    seats: [{ hand: [R.captain, R.cook] }, { hand: [R.cabinBoy, R.cook], den: [R.barkeep, R.carpenter] }, { hand: [R.cabinBoy, R.cook], den: [R.parrot] }],
    today: ['saber', 'goods', 'goods'],
  });
  const { state } = answerAll(pickAll(s, [R.captain, R.cabinBoy, R.cabinBoy]), [[0, { type: 'loot', booty: 'saber' }]]);
  expect(choose(state, 0)).toEqual({ type: 'saber', seat: 1, rank: R.carpenter });
});

test('heuristic Merchant sells its cursed relics, and the Gunner spares its own den', () => {
  const merchant = stack({ seats: [{ hand: [R.merchant, R.cook], booty: { relic: 3, goods: 2 } }, { hand: [R.cabinBoy, R.cook] }] });
  expect(choose(pickAll(merchant, [R.merchant, R.cabinBoy]).state, 0)).toEqual({ type: 'merchant', booty: 'relic', count: 3 });
  const gunner = stack({ seats: [{ hand: [R.gunner, R.cook], den: [R.carpenter] }, { hand: [R.cabinBoy, R.cook], den: [R.parrot] }] });
  expect(choose(pickAll(gunner, [R.gunner, R.cabinBoy]).state, 0)).toEqual({ type: 'gunner', seat: 1, rank: R.parrot });
});

test('heuristic Waitress trades a lone map but keeps a complete set', () => {
  const s = stack({
    seats: [{ hand: [R.cabinBoy, R.cook], den: [R.waitress], booty: { map: 1 } }, { hand: [R.cabinBoy, R.cook], den: [R.waitress], booty: { map: 3 } }],
  });
  const { state } = pickAll(s, [R.cabinBoy, R.cabinBoy]);
  expect(choose(state, 0)).toEqual({ type: 'waitress', use: true });
  expect(choose(state, 1)).toEqual({ type: 'waitress', use: false });
});

test('a bot decides from the view alone: a hidden pick of another seat changes nothing', () => {
  const s = game.setup(3, 'bot sees view', { lastCampaignTieBreak: false });
  const hand = s.seats[1]?.hand ?? [];
  const choices = hand.map((rank) => {
    const r = game.apply(s, 1, { type: 'pick', rank });
    if (!r.ok) throw new Error(r.error.message);
    return JSON.stringify(choose(r.value.state, 0));
  });
  expect(new Set(choices).size).toBe(1);
});
