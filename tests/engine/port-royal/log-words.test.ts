/**
 * Port Royal's log as data (shared/games/port-royal/log.ts): every kind of entry reads as the
 * sentence the engine used to write itself, and seeded games read exactly as before, word for
 * word (their text is held by its hash, taken from the engine that still wrote sentences).
 */
import { createHash } from 'node:crypto';
import { logTextFor, type LogEntry } from '../../../shared/core/log';
import { createRng, randomInt } from '../../../shared/core/rng';
import { portRoyal } from '../../../shared/games/port-royal';
import { portRoyalLogWords, TAX_FEWEST_INFLUENCE, TAX_MOST_SABERS, type PortRoyalLogData } from '../../../shared/games/port-royal/log';
import { CARDS } from '../../../shared/games/port-royal/data';

const read = (data: PortRoyalLogData) => portRoyalLogWords(data);
const first = (kind: string, extra: (card: (typeof CARDS)[number]) => boolean = () => true) => CARDS.findIndex((card) => card.kind === kind && extra(card));

describe('Port Royal log words', () => {
  const ship = first('ship', (card) => card.kind === 'ship' && card.sabers !== null);
  const person = first('person', (card) => card.kind === 'person' && !card.trades);
  const tax = first('tax');
  const expedition = first('expedition');

  test('each kind of entry reads as its sentence', () => {
    expect(read(['reveal', 1, tax])).toMatch(/^\{s1\} revealed a Tax Increase \(.+\)\.$/);
    expect(read(['reveal', 1, ship])).toMatch(/^\{s1\} revealed the \w+ \(\d sabers?, \d coins?\)\.$/);
    expect(read(['reveal', 0, expedition])).toMatch(/^\{s0\} revealed the Expedition .*: it joins the expedition requests\.$/);
    expect(read(['reveal', 2, person])).toMatch(/^\{s2\} revealed the \w+ \(cost \d, \d influence\)\.$/);
    expect(read(['bust', 0, ship, 3])).toMatch(/^\{s0\} revealed a second \w+: the harbor \(3 cards\) is lost\.$/);
    expect(read(['tax', 2, 13])).toBe('Tax: {s2} had 13 coins and loses 6.');
    expect(read(['tax-bonus', TAX_MOST_SABERS, 2, [0, 3]])).toBe('Tax bonus for the most sabers (2): {s0}, {s3} gain 1 coin.');
    expect(read(['tax-bonus', TAX_FEWEST_INFLUENCE, 0, [1]])).toBe('Tax bonus for the fewest influence (0): {s1} gains 1 coin.');
    expect(read(['shuffled', 41])).toBe('The deck ran out: the discard pile (41 cards) was shuffled into a new deck.');
    expect(read(['short', 1, 1])).toBe('No card is left to draw: {s1} gained only 1 coin.');
    expect(read(['stop', 0, 4, 2, 1])).toBe('{s0} stopped with 4 cards and 2 ship types in the harbor: 1 pick.');
    expect(read(['admirals', 0, 1])).toBe("{s0}'s Admiral: +2 coins (5 or more cards in the harbor).");
    expect(read(['admirals', 0, 2])).toBe("{s0}'s 2 Admirals: +4 coins (5 or more cards in the harbor).");
    expect(read(['jesters', 3, 2])).toBe("{s3}'s 2 Jesters: +2 coins (the harbor is empty).");
    expect(read(['nothing', 1, 1])).toBe('{s1} can take nothing more from the harbor.');
    expect(read(['nothing', 1, 0])).toBe('{s1} can take nothing from the harbor.');
    expect(read(['paid', 2, 0])).toBe('{s2} paid 1 coin to {s0}.');
    expect(read(['loot', 0, ship, 4, 1])).toMatch(/^\{s0\} looted the \w+ for 4 coins \(Trader \+1\)\.$/);
    expect(read(['loot', 0, ship, 5, 2])).toMatch(/\(2 Traders \+2\)\.$/);
    expect(read(['hire', 1, person, 1])).toMatch(/^\{s1\} hired the \w+ for 1 coin\.$/);
    expect(read(['pass', 4])).toBe('{s4} passed.');
    expect(read(['expedition', 0, expedition, [person, person]])).toMatch(/^\{s0\} completed the Expedition .* with the \w+, the \w+: \d influence and \d coins?\.$/);
    expect(read(['last-round', 1, 12, 0])).toBe('{s1} has 12 influence: this round is the last.');
    expect(read(['last-round', 1, 10, 1])).toBe('{s1} has 10 influence and an expedition: this round is the last.');
    expect(read(['turn', 7, 2])).toBe('Turn 7: {s2} discovers.');
    expect(read(['no-move', 1])).toBe('No card is left to reveal and {s1} can complete no expedition: the turn passes.');
    expect(read(['turn-limit', 50])).toBe('50 turns have been played: the game ends here.');
    expect(read(['out-of-cards'])).toBe('Every card is held by a player and nobody can complete an expedition: the game ends here.');
    expect(read(['over', [0, 1], 4])).toBe('The game is over: {s0} and {s1} share the win with 4 influence.');
    expect(read(['over', [2], 11])).toBe('The game is over: {s2} wins with 11 influence.');
  });

  test('an entry of a kind these words do not know still reads as something', () => {
    expect(portRoyalLogWords(['from-the-future', 1, 2])).toBe('from-the-future 1 2');
  });

  test('seeded games read word for word as when the engine wrote sentences', () => {
    const lines: string[] = [];
    for (const rules of ['port-royal-2014', 'merchants']) {
      for (let players = 2; players <= 5; players++) {
        const seed = `log-words-${rules}-${players}`;
        let state = portRoyal.setup(players, seed, portRoyal.optionsSchema.parse({ rules }));
        const rng = createRng(seed);
        lines.push(`# ${rules} ${players}`);
        for (let step = 0; step < 3000 && portRoyal.outcome(state) === null; step++) {
          const seat = portRoyal.toAct(state)[0]!;
          const legal = portRoyal.legalActions(state, seat);
          const result = portRoyal.apply(state, seat, legal[randomInt(rng, legal.length)]!);
          if (!result.ok) throw new Error(result.error.message);
          state = result.value.state;
          // Data, not sentences, is what the engine writes now.
          result.value.log.forEach((entry: LogEntry) => expect(Array.isArray(entry.text)).toBe(true));
          lines.push(...result.value.log.map((entry) => logTextFor(entry, null, portRoyalLogWords)));
        }
      }
    }
    expect(lines.length).toBe(3225);
    expect(createHash('sha256').update(lines.join('\n')).digest('hex')).toBe('9ded195dde5fe853030174579634c1d5948080ff5ff82c6258178ddbc7730388');
  });
});
