/**
 * Port Royal's log as data (shared/core/log.ts): each kind of entry with its arguments, and the
 * words each reads as. The engine writes the data; the client (and the tests, through the same
 * function) word it, so a line crosses the wire in a few bytes.
 */
import type { Seat } from '../../core/engine';
import { logEntry, type LogData, type LogEntry } from '../../core/log';
import { cardDef, cardLabel, cardName, plural } from './data';
import type { CardId } from './types';

/** Every kind of Port Royal entry and its arguments. */
export type PortRoyalLogData =
  /** A card turned up from the deck (its kind says where it went). */
  | readonly ['reveal', seat: Seat, card: CardId]
  | readonly ['repel', seat: Seat, ship: CardId]
  | readonly ['stay', seat: Seat, ship: CardId]
  /** A second ship of a type already in the harbor: the harbor's cards are lost. */
  | readonly ['bust', seat: Seat, ship: CardId, harborCards: number]
  | readonly ['tax', seat: Seat, coinsHeld: number]
  | readonly ['tax-bonus', rule: 0 | 1, best: number, winners: readonly Seat[]]
  | readonly ['shuffled', cards: number]
  | readonly ['short', seat: Seat, gained: number]
  | readonly ['stop', seat: Seat, harborCards: number, shipTypes: number, picks: number]
  | readonly ['admirals', seat: Seat, count: number]
  | readonly ['jesters', seat: Seat, count: number]
  | readonly ['nothing', seat: Seat, more: 0 | 1]
  | readonly ['paid', seat: Seat, to: Seat]
  | readonly ['loot', seat: Seat, ship: CardId, coins: number, traders: number]
  | readonly ['hire', seat: Seat, person: CardId, cost: number]
  | readonly ['pass', seat: Seat]
  | readonly ['expedition', seat: Seat, card: CardId, persons: readonly CardId[]]
  | readonly ['last-round', seat: Seat, influence: number, withExpedition: 0 | 1]
  | readonly ['turn', turn: number, seat: Seat]
  | readonly ['no-move', seat: Seat]
  | readonly ['turn-limit', turns: number]
  | readonly ['out-of-cards']
  | readonly ['over', winners: readonly Seat[], influence: number];

/** The `rule` of a tax bonus entry. */
export const TAX_MOST_SABERS = 0;
export const TAX_FEWEST_INFLUENCE = 1;

/** An entry every viewer reads alike (Port Royal keeps no secret in its log). */
export function said(data: PortRoyalLogData): LogEntry {
  return logEntry(data);
}

const seat = (n: Seat) => `{s${n}}`;
const several = (count: number, one: string, many: string) => (count === 1 ? one : `${count} ${many}`);

function words(data: PortRoyalLogData): string {
  switch (data[0]) {
    case 'reveal': {
      const [, who, card] = data;
      const kind = cardDef(card).kind;
      if (kind === 'expedition') return `${seat(who)} revealed the ${cardLabel(card)}: it joins the expedition requests.`;
      return `${seat(who)} revealed ${kind === 'tax' ? 'a' : 'the'} ${cardLabel(card)}.`;
    }
    case 'repel':
      return `${seat(data[1])} repelled the ${cardName(data[2])}.`;
    case 'stay':
      return `${seat(data[1])} let the ${cardName(data[2])} stay.`;
    case 'bust':
      return `${seat(data[1])} revealed a second ${cardName(data[2])}: the harbor (${plural(data[3], 'card')}) is lost.`;
    case 'tax':
      return `Tax: ${seat(data[1])} had ${data[2]} coins and loses ${Math.floor(data[2] / 2)}.`;
    case 'tax-bonus': {
      const [, rule, best, winners] = data;
      const why = rule === TAX_MOST_SABERS ? `most sabers (${best})` : `fewest influence (${best})`;
      return `Tax bonus for the ${why}: ${winners.map(seat).join(', ')} ${winners.length === 1 ? 'gains' : 'gain'} 1 coin.`;
    }
    case 'shuffled':
      return `The deck ran out: the discard pile (${plural(data[1], 'card')}) was shuffled into a new deck.`;
    case 'short':
      return `No card is left to draw: ${seat(data[1])} gained only ${plural(data[2], 'coin')}.`;
    case 'stop':
      return `${seat(data[1])} stopped with ${plural(data[2], 'card')} and ${plural(data[3], 'ship type')} in the harbor: ${plural(data[4], 'pick')}.`;
    case 'admirals':
      return `${seat(data[1])}'s ${several(data[2], 'Admiral', 'Admirals')}: +${2 * data[2]} coins (5 or more cards in the harbor).`;
    case 'jesters':
      return `${seat(data[1])}'s ${several(data[2], 'Jester', 'Jesters')}: +${plural(data[2], 'coin')} (the harbor is empty).`;
    case 'nothing':
      return `${seat(data[1])} can take nothing ${data[2] ? 'more ' : ''}from the harbor.`;
    case 'paid':
      return `${seat(data[1])} paid 1 coin to ${seat(data[2])}.`;
    case 'loot': {
      const [, who, ship, coins, traders] = data;
      const bonus = traders > 0 ? ` (${several(traders, 'Trader', 'Traders')} +${traders})` : '';
      return `${seat(who)} looted the ${cardName(ship)} for ${plural(coins, 'coin')}${bonus}.`;
    }
    case 'hire':
      return `${seat(data[1])} hired the ${cardName(data[2])} for ${plural(data[3], 'coin')}.`;
    case 'pass':
      return `${seat(data[1])} passed.`;
    case 'expedition': {
      const [, who, card, persons] = data;
      const def = cardDef(card);
      const reward = def.kind === 'expedition' ? def : { influence: 0, coins: 0 };
      const names = persons.map((id) => `the ${cardName(id)}`).join(', ');
      return `${seat(who)} completed the ${cardName(card)} with ${names}: ${reward.influence} influence and ${plural(reward.coins, 'coin')}.`;
    }
    case 'last-round':
      return `${seat(data[1])} has ${data[2]} influence${data[3] ? ' and an expedition' : ''}: this round is the last.`;
    case 'turn':
      return `Turn ${data[1]}: ${seat(data[2])} discovers.`;
    case 'no-move':
      return `No card is left to reveal and ${seat(data[1])} can complete no expedition: the turn passes.`;
    case 'turn-limit':
      return `${data[1]} turns have been played: the game ends here.`;
    case 'out-of-cards':
      return 'Every card is held by a player and nobody can complete an expedition: the game ends here.';
    case 'over': {
      const [, winners, influence] = data;
      return `The game is over: ${winners.map(seat).join(' and ')} ${winners.length > 1 ? 'share the win' : 'wins'} with ${influence} influence.`;
    }
  }
}

/** Port Royal's log words (shared/core/log.ts `LogWords`): the sentence an entry's data reads as. */
export function portRoyalLogWords(data: LogData): string {
  // Data from an older or newer engine still reads as something.
  return words(data as PortRoyalLogData) ?? data.join(' ');
}
