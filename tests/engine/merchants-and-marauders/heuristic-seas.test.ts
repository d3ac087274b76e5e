/**
 * The heuristic bot with the Seas of Glory modules: a captain with no gold on board (a new one,
 * whose player already has a stash) gets back to trading instead of idling in port while its
 * crew's loyalty sinks to a mutiny (module 11), and stays out of the way of hostile NPCs.
 */
import { createRng } from '../../../shared/core/rng';
import { CAPTAINS } from '../../../shared/games/merchants-and-marauders/cards';
import { CONTENT } from '../../../shared/games/merchants-and-marauders/loyalty';
import { spareStash } from '../../../shared/games/merchants-and-marauders/heuristic-purse';
import type { MmAction, MmState } from '../../../shared/games/merchants-and-marauders/types';
import { act, game, onTurn, place, started, takeCargo } from './fixtures';

const bot = game.bots.heuristic;
const choose = (s: MmState, seat: number): MmAction => bot.choose(game.view(s, seat), seat, game.legalActions(s, seat), createRng('choice'));

/** Isabel Marquez (INFLUENCE 3) sails the merchant plan. */
const ISABEL = 0;
const HOME = CAPTAINS[ISABEL]!.home;

/** Seat 0, Isabel with a flute and no gold, in her home port on her turn, with the loyalty track. */
function brokeAtHome(patch: (t: MmState) => void): MmState {
  return onTurn(started(2, 'purse', { loyalty: true }), 0, (t) => {
    t.seats[0]!.captain = ISABEL;
    place(t, 0, HOME, true, 'flute');
    t.seats[0]!.gold = 0;
    t.seats[0]!.loyalty = CONTENT;
    t.turn!.loyalty = { startPort: t.seats[0]!.zone, fierceTried: false, freeHired: false, cardsBarred: false };
    patch(t);
  });
}

test('gold in the chest above its last stash point can be taken back without losing glory', () => {
  const v = game.view(brokeAtHome(() => {}), 0);
  expect(spareStash(v, 14)).toBe(4);
  expect(spareStash(v, 20)).toBe(0);
  expect(spareStash(v, 9)).toBe(9);
});

test('a merchant with no gold on board takes the stash gold above its last point back out at home', () => {
  let s = brokeAtHome((t) => {
    t.seats[0]!.stash = 14;
  });
  s = act(s, 0, choose(s, 0));
  const a = choose(s, 0);
  expect(a).toEqual({ type: 'unstash', amount: 4 });
  expect(act(s, 0, a).seats[0]!.stash).toBe(10);
});

test('a broke merchant with an empty chest sells the cargo it carries to trade again', () => {
  let cards: number[] = [];
  let s = brokeAtHome((t) => {
    cards = takeCargo(t, 'sugar', 1, (id) => t.demand.every((d) => d < 0 || d !== id));
    t.seats[0]!.cargo = [...cards];
    t.demand[t.seats[0]!.zone] = -1;
  });
  s = act(s, 0, choose(s, 0));
  expect(choose(s, 0)).toEqual({ type: 'sell', cards });
});

test('a captain with nothing to do in port does not end the turn back in the port it started in (a loyalty step for nothing)', () => {
  let s = brokeAtHome(() => {});
  for (let k = 0; k < 12 && s.turn?.seat === 0; k++) s = act(s, 0, choose(s, 0));
  expect(s.turn?.seat).not.toBe(0);
  expect(s.seats[0]!.loyalty).toBe(CONTENT);
});
