/** shared/core/log.ts: one entry, read differently by each viewer. */
import type { AnyGame } from '../../shared/core/engine';
import { loadGames } from '../../shared/core/engines';
import { formatLogText, logEntry, logLineFor, logTextFor } from '../../shared/core/log';
import { logWordsOf, readLogLine } from '../../shared/core/log-words';
import { createRng, randomInt } from '../../shared/core/rng';

describe('log entries', () => {
  const secret = logEntry('{s1} drew a card', { seats: [1], text: '{s1} drew the Sailor' });

  test('an entry without a secret reads the same for everyone', () => {
    const entry = logEntry('{s0} revealed the Skiff.');
    expect(entry).toEqual({ text: '{s0} revealed the Skiff.' });
    expect(logTextFor(entry, 0)).toBe('{s0} revealed the Skiff.');
    expect(logTextFor(entry, null)).toBe('{s0} revealed the Skiff.');
  });

  test('the seats of a secret read it; other seats and spectators read the public text', () => {
    expect(logTextFor(secret, 1)).toBe('{s1} drew the Sailor');
    expect(logTextFor(secret, 0)).toBe('{s1} drew a card');
    expect(logTextFor(secret, null)).toBe('{s1} drew a card');
  });

  test('seat placeholders become names', () => {
    const names = ['Anne', 'Mary', 'Jack'];
    expect(formatLogText('{s2} paid 1 coin to {s0}; {s2} passed.', (s) => names[s]!)).toBe('Jack paid 1 coin to Anne; Jack passed.');
    expect(formatLogText('No seat here {x}.', () => 'never')).toBe('No seat here {x}.');
  });
});

describe('every game’s log reads as words for every viewer', () => {
  let games: AnyGame[] = [];
  beforeAll(async () => {
    games = await loadGames();
  });

  test('seeded games: each entry, as each seat and a spectator read it, is a sentence with names in', () => {
    for (const game of games) {
      const players = game.maxPlayers;
      const rng = createRng(`log-words-${game.id}`);
      let state = game.setup(players, `log-words-${game.id}`, game.optionsSchema.parse({}));
      const names = Array.from({ length: players }, (_, seat) => `Name${seat}`);
      for (let step = 0; step < 300 && game.outcome(state) === null; step++) {
        const seat = game.toAct(state)[0]!;
        const legal = game.legalActions(state, seat);
        const result = game.apply(state, seat, legal[randomInt(rng, legal.length)]!);
        if (!result.ok) throw new Error(result.error.message);
        state = result.value.state;
        for (const entry of result.value.log) {
          // A game that writes data has words for it.
          if (typeof entry.text !== 'string') expect(logWordsOf(game.id)).toBeDefined();
          for (const viewer of [null, ...names.keys()]) {
            const line = readLogLine(game.id, logLineFor(entry, viewer), (n) => names[n]!);
            expect(line.length).toBeGreaterThan(3);
            expect(line).not.toMatch(/\{s\d+\}/);
            // Only the seats of a secret read it; everyone else reads what a spectator reads.
            const told = entry.secret !== undefined && viewer !== null && entry.secret.seats.includes(viewer);
            if (!told) expect(line).toBe(readLogLine(game.id, entry.text, (n) => names[n]!));
          }
        }
      }
    }
  });
});
