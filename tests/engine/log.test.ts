/** shared/core/log.ts: one entry, read differently by each viewer. */
import { formatLogText, logEntry, logTextFor } from '../../shared/core/log';

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
