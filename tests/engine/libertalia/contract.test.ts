/**
 * Libertalia on the Game contract: the action schema and the character table. What every game
 * must hold (options, player counts, determinism, purity, views a schema can mirror, replay) is
 * tests/engine/every-game.test.ts.
 */
import { libertalia } from '../../../shared/games/libertalia';
import { CHARACTERS, R } from '../../../shared/games/libertalia/data';

test('the action schema accepts every action shape and refuses malformed ones', () => {
  const good = [
    { type: 'pick', rank: 18 },
    { type: 'parrot', rank: 2 },
    { type: 'recruiter', rank: 30 },
    { type: 'surgeon', rank: 1 },
    { type: 'gunner', seat: 5, rank: 7 },
    { type: 'merchant', booty: 'relic', count: 3 },
    { type: 'preacher', booty: 'chest' },
    { type: 'loot', booty: 'officer' },
    { type: 'saber', seat: 0, rank: 12 },
    { type: 'waitress', use: false },
  ];
  for (const a of good) expect(libertalia.actionSchema.parse(a)).toEqual(a);
  const bad = [
    { type: 'pick', rank: 31 },
    { type: 'pick', rank: '3' },
    { type: 'pick', rank: 3, extra: true },
    { type: 'merchant', booty: 'relic', count: 4 },
    { type: 'loot', booty: 'rum' },
    { type: 'gunner', seat: 6, rank: 3 },
    { type: 'waitress' },
    { type: 'cheat' },
  ];
  for (const a of bad) expect(libertalia.actionSchema.safeParse(a).success).toBe(false);
});

test('the character table has ranks 1 to 30 in order, each with a name and ability text', () => {
  expect(CHARACTERS.map((c) => c.rank)).toEqual([...Array(30).keys()].map((i) => i + 1));
  for (const c of CHARACTERS) expect(c.name.length * c.text.length).toBeGreaterThan(0);
});
