/** Every game the site offers, by id. */
import type { AnyGame, GameId } from './engine';
import { libertalia } from '../games/libertalia';
import { portRoyal } from '../games/port-royal';
import { borneo } from '../games/borneo';
import { caribbean } from '../games/caribbean';
import { merchantsAndMarauders } from '../games/merchants-and-marauders';

export const games: Partial<Record<GameId, AnyGame>> = {
  'port-royal': portRoyal as AnyGame,
  borneo: borneo as AnyGame,
  libertalia: libertalia as AnyGame,
  caribbean: caribbean as AnyGame,
  'merchants-and-marauders': merchantsAndMarauders as AnyGame,
};

/** The game with this id, or undefined when the site does not (yet) offer it. */
export function getGame(id: string): AnyGame | undefined {
  return Object.prototype.hasOwnProperty.call(games, id) ? games[id as GameId] : undefined;
}

export function gameIds(): GameId[] {
  return Object.keys(games) as GameId[];
}
