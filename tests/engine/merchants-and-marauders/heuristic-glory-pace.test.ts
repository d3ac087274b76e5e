/**
 * The heuristic bot's quicker glory: every captain with some INFLUENCE hears a rumor in port when
 * it holds none and has the price on board (a true rumor is a glory point for one action), keeps
 * the rumor it is likelier to prove true, takes gold for repairs out of its chest without
 * giving up a stash point unless the ship is broken, and (module 11) pays its crew up only when
 * it is Restless or lower or when gold is plentiful, so the rest reaches the chest.
 */
import { createRng } from '../../../shared/core/rng';
import { CAPTAINS } from '../../../shared/games/merchants-and-marauders/cards';
import { RUMORS } from '../../../shared/games/merchants-and-marauders/glory';
import { stashPoints } from '../../../shared/games/merchants-and-marauders/state';
import { CONTENT, RESTLESS } from '../../../shared/games/merchants-and-marauders/loyalty';
import type { MmAction, MmState } from '../../../shared/games/merchants-and-marauders/types';
import { act, game, onTurn, place, started } from './fixtures';

const bot = game.bots.heuristic;
const choose = (s: MmState, seat: number): MmAction => bot.choose(game.view(s, seat), seat, game.legalActions(s, seat), createRng('choice'));

/** Jean-Baptiste Roux: INFLUENCE 1, SEAMANSHIP 4, SCOUTING 2 (a raider). */
const ROUX = 2;

/** Seat 0, Roux with a sound sloop in a port's zone on his turn. */
function rouxIn(zone: string, inPort: boolean, patch: (t: MmState) => void = () => {}): MmState {
  return onTurn(started(2, 'rumors'), 0, (t) => {
    t.seats[0]!.captain = ROUX;
    place(t, 0, zone, inPort, 'sloop');
    t.seats[0]!.rumor = -1;
    t.seats[0]!.mission = -1;
    patch(t);
  });
}

test('a captain with INFLUENCE 1 and only 3 gold hears a rumor in port (glory for one action later)', () => {
  expect(CAPTAINS[ROUX]!.influence).toBe(1);
  let s = rouxIn('Nassau', true, (t) => {
    t.seats[0]!.gold = 3;
  });
  const first = choose(s, 0);
  expect(first).toEqual({ type: 'port' });
  s = act(s, 0, first);
  expect(choose(s, 0)).toEqual({ type: 'seek-rumor' });
});

test('of two rumors the captain keeps the one his skills are likelier to prove true, not the richer one', () => {
  // Caribbean Sea, SCOUTING, 14 gold (Roux rolls 2 dice) against Nassau, SEAMANSHIP, 11 gold (4 dice, and he is there).
  expect([RUMORS[17]!.skill, RUMORS[17]!.gold, RUMORS[19]!.skill, RUMORS[19]!.zone]).toEqual(['scouting', 14, 'seamanship', 'Nassau']);
  const s = rouxIn('Nassau', true, (t) => {
    t.rumorDeck = t.rumorDeck.filter((c) => c !== 17 && c !== 19);
    t.rumorChoice = [17, 19];
  });
  expect(choose(s, 0)).toEqual({ type: 'keep-rumor', card: 19 });
});

test('at home with a scratched ship and no gold, the captain takes only the chest gold above its last stash point for repairs', () => {
  let s = rouxIn(CAPTAINS[ROUX]!.home, true, (t) => {
    const p = t.seats[0]!;
    p.gold = 0;
    p.stash = 22;
    p.ship!.masts -= 1;
  });
  s = act(s, 0, choose(s, 0));
  const a = choose(s, 0);
  expect(a).toEqual({ type: 'unstash', amount: 2 });
  const after = act(s, 0, a);
  expect(stashPoints(after, after.seats[0]!)).toBe(2);
  expect(choose(after, 0)).toMatchObject({ type: 'repair', location: 'masts' });
});

test('with the loyalty track, a Content crew is not paid up from 10 gold (it goes to the chest), a Restless one is', () => {
  const inPort = (loyalty: number): MmState => {
    let s = onTurn(started(2, 'rumors', { loyalty: true }), 0, (t) => {
      t.seats[0]!.captain = ROUX;
      place(t, 0, 'Nassau', true, 'sloop');
      t.seats[0]!.gold = 10;
      t.seats[0]!.rumor = 0;
      t.seats[0]!.loyalty = loyalty;
      t.turn!.loyalty = { startPort: -1, fierceTried: false, freeHired: false, cardsBarred: false };
    });
    s = act(s, 0, choose(s, 0));
    return s;
  };
  expect(choose(inPort(CONTENT), 0).type).not.toBe('buy-loyalty');
  expect(choose(inPort(RESTLESS), 0)).toEqual({ type: 'buy-loyalty' });
});
