/**
 * The bot driver: a bot's legal move is played as chosen; a move outside the seat's legal
 * actions (one the engine would refuse) is logged with the game, seat and move, never replaced
 * in silence, and the first legal action keeps the table going.
 */
import type { AnyGame } from '../../shared/core/engine';
import { BotDriver } from '../../server/bots/driver';
import { hiddenHands } from './fixtures/hidden-hands';

/** Hidden Hands whose random bot answers `move` whatever it is offered. */
function gameWhoseBotPlays(move: { type: string; card?: number }): AnyGame {
  const bot = { name: 'stubborn', choose: () => move };
  return { ...(hiddenHands as unknown as AnyGame), bots: { random: bot, heuristic: bot, strong: bot } };
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

it('plays a legal choice as chosen, without a warning', () => {
  const state = hiddenHands.setup(2, 'driver-legal', {});
  const driver = new BotDriver(gameWhoseBotPlays({ type: 'draw' }), 'driver-legal');
  const legal = hiddenHands.legalActions(state, 0);
  // A copy equal to a legal action is that action (bots may build their answer anew).
  expect(driver.choose(state, 0, 'random', legal)).toBe(legal[0]);
  expect(warn).not.toHaveBeenCalled();
});

it('logs an illegal choice with the game, seat and move, then plays the first legal action', () => {
  const state = hiddenHands.setup(2, 'driver-illegal', {});
  const driver = new BotDriver(gameWhoseBotPlays({ type: 'play', card: 99 }), 'driver-illegal');
  const legal = hiddenHands.legalActions(state, 0);
  expect(driver.choose(state, 0, 'random', legal)).toBe(legal[0]);
  expect(warn).toHaveBeenCalledTimes(1);
  const line = String(warn.mock.calls[0]?.[0]);
  expect(line).toContain('hidden-hands');
  expect(line).toContain('seat 0');
  expect(line).toContain('{"type":"play","card":99}');
});

it('asks no bot when the seat has nothing to do', () => {
  const state = hiddenHands.setup(2, 'driver-idle', {});
  const driver = new BotDriver(gameWhoseBotPlays({ type: 'draw' }), 'driver-idle');
  expect(driver.choose(state, 1, 'random', [])).toBeUndefined();
  expect(warn).not.toHaveBeenCalled();
});
