/**
 * A part of a board present only with some option (Merchants & Marauders' treasure galleon, a
 * burning ship's marks) is an optional child of the schema: the projection leaves it unwritten
 * while the view lacks it, writes it when it appears and removes it when it is gone, so the
 * decoded board always has exactly the view's keys.
 */
import { sync } from '../../server/sync/merchants-and-marauders';
import { merchantsAndMarauders as game } from '../../shared/games/merchants-and-marauders';
import { started } from '../engine/merchants-and-marauders/fixtures';
import { battle } from '../engine/merchants-and-marauders/rulebook-fixtures';

const plain = (board: unknown): Record<string, unknown> => (board as { toJSON(): Record<string, unknown> }).toJSON();

test('optional parts of the board appear, change and go as the view has them', () => {
  const off = game.view(started(2, 'optional-off'), null);
  const on = started(2, 'optional-on', { treasureGalleon: true });
  const board = sync.createBoard();
  sync.writePublic(board, off);
  expect(plain(board).seas).toEqual(off.seas);
  expect(plain(board).seas).not.toHaveProperty('galleon');
  sync.writePublic(board, game.view(on, null));
  expect((plain(board).seas as { galleon: unknown }).galleon).toEqual(on.galleon);
  sync.writePublic(board, off);
  expect(plain(board).seas).not.toHaveProperty('galleon');
  // A list: the burning ships of a battle, present only while one burns.
  const fight = battle('frigate', 'frigate');
  const calm = game.view(fight, null);
  fight.combat!.burning = [1];
  fight.combat!.burnedRound = 2;
  const fire = game.view(fight, null);
  sync.writePublic(board, calm);
  expect(plain(board).combat).not.toHaveProperty('burning');
  sync.writePublic(board, fire);
  expect(plain(board).combat).toMatchObject({ burning: [1], burnedRound: 2 });
  sync.writePublic(board, calm);
  expect(plain(board).combat).toEqual(calm.combat);
});
