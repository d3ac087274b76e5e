/**
 * Borneo's log as data (shared/core/log.ts): each kind of entry with its arguments, and the
 * words each reads as. The engine writes the data; the client (and the tests, through the same
 * function) word it, so a line crosses the wire in a few bytes. Ranks are written as the state
 * keeps them (0 is the top) and read from 1.
 */
import type { Seat } from '../../core/engine';
import { logEntry, type LogData, type LogEntry } from '../../core/log';
import { cardLabel, cardListLabel, companyName, harborLabel, harborName, missionLabel, plural } from './cards';
import { HARBORS } from './data';
import type { CardId, CompanyIndex, HarborId, MissionId } from './types';

/** Every kind of Borneo entry and its arguments. */
export type BorneoLogData =
  | readonly ['turn', turn: number, seat: Seat]
  | readonly ['place', seat: Seat, company: CompanyIndex, rank: number]
  | readonly ['mission', seat: Seat, mission: MissionId, cards: readonly CardId[], harbors: readonly HarborId[], pirate: 0 | 1]
  | readonly ['pirate-ship', seat: Seat]
  | readonly ['no-move', seat: Seat]
  | readonly ['no-mission', seat: Seat]
  | readonly ['transfer', seat: Seat, from: CompanyIndex, to: CompanyIndex, rank: number]
  | readonly ['attack', seat: Seat, defender: Seat, company: CompanyIndex, attackerRank: number, defenderRank: number, cards: readonly CardId[], flags: number]
  /** `total` is the defence's flags with the defender's bonus, against the attack's `flags`. */
  | readonly ['defend', seat: Seat, cards: readonly CardId[], flags: number, total: number, against: number]
  | readonly ['attack-wins', attacker: Seat, company: CompanyIndex, rank: number]
  | readonly ['defence-holds']
  | readonly ['drop', seat: Seat, company: CompanyIndex, rank: number]
  | readonly ['leave', seat: Seat, company: CompanyIndex, rank: number]
  | readonly ['keep', seat: Seat, card: CardId]
  | readonly ['ship', seat: Seat, card: CardId, harbor: HarborId, cardsThere: number]
  | readonly ['no-shipment', seat: Seat]
  | readonly ['monopoly', company: CompanyIndex, harbor: HarborId]
  | readonly ['shared', harbor: HarborId, companies: readonly CompanyIndex[]]
  | readonly ['harbor-card', seat: Seat, harbor: HarborId]
  | readonly ['spices-lost', harbor: HarborId]
  | readonly ['take', seat: Seat, card: CardId]
  | readonly ['new-harbor', harbor: HarborId]
  | readonly ['reshuffle']
  /** What the others read of a draw; its drawer reads `draw-seen`. */
  | readonly ['draw', seat: Seat, count: number]
  | readonly ['draw-seen', seat: Seat, cards: readonly CardId[]]
  /** What the others read of a discard; its owner reads `discard-seen`. */
  | readonly ['discard', seat: Seat]
  | readonly ['discard-seen', seat: Seat, card: CardId]
  | readonly ['end', reason: typeof END_HARBORS | typeof END_SHIPMENTS]
  | readonly ['last-chance']
  | readonly ['over', scores: readonly number[]];

/** The `reason` of an `end` entry. */
export const END_HARBORS = 0;
export const END_SHIPMENTS = 1;

/** An entry every viewer reads alike. */
export function said(data: BorneoLogData): LogEntry {
  return logEntry(data);
}

/** An entry `seat` reads as `secret` and every other viewer as `others`. */
export function saidTo(seat: Seat, secret: BorneoLogData, others: BorneoLogData): LogEntry {
  return logEntry(others, { seats: [seat], text: secret });
}

const seat = (n: Seat) => `{s${n}}`;
const company = (c: CompanyIndex) => `the ${companyName(c)} company`;

function words(data: BorneoLogData): string {
  switch (data[0]) {
    case 'turn':
      return `Turn ${data[1]}: ${seat(data[2])} to play.`;
    case 'place':
      return `${seat(data[1])} places a merchant in ${company(data[2])} (rank ${data[3]}).`;
    case 'mission': {
      const [, who, mission, cards, harbors, pirate] = data;
      const paid = [...cards.map(cardLabel), ...harbors.map((h) => `the harbor card of ${harborName(h)}`)].join(', ');
      return `${seat(who)} completes ${missionLabel(mission)} with ${paid}${pirate ? ', trading one spice with the pirates' : ''}.`;
    }
    case 'pirate-ship':
      return `${seat(data[1])} takes the pirate ship.`;
    case 'no-move':
      return `${seat(data[1])} leaves his merchants where they are.`;
    case 'no-mission':
      return `${seat(data[1])} completes no mission.`;
    case 'transfer':
      return `${seat(data[1])} moves a merchant from ${company(data[2])} to ${company(data[3])} (rank ${data[4]}).`;
    case 'attack': {
      const [, who, defender, where, attackerRank, defenderRank, cards, flags] = data;
      return (
        `${seat(who)} attacks ${seat(defender)}'s merchant at rank ${defenderRank + 1} of ${company(where)} ` +
        `from rank ${attackerRank + 1} with ${cardListLabel(cards)}: ${plural(flags, 'flag')} (defender's bonus ${attackerRank - defenderRank - 1}).`
      );
    }
    case 'defend': {
      const [, who, cards, flags, total, against] = data;
      return cards.length === 0
        ? `${seat(who)} does not defend (${total} with the bonus against ${against}).`
        : `${seat(who)} defends with ${cardListLabel(cards)}: ${plural(flags, 'flag')}, ${total} with the bonus, against ${against}.`;
    }
    case 'attack-wins':
      return `The attack succeeds: ${seat(data[1])} rises to rank ${data[3] + 1} of ${company(data[2])}.`;
    case 'defence-holds':
      return 'The defence holds: both merchants keep their places.';
    case 'drop':
      return `${seat(data[1])}'s merchant drops to rank ${data[3] + 1} of ${company(data[2])}.`;
    case 'leave':
      return `${seat(data[1])}'s merchant leaves for ${company(data[2])} (rank ${data[3]}).`;
    case 'keep':
      return `${seat(data[1])} puts ${cardLabel(data[2])} into his warehouse.`;
    case 'ship': {
      const [, who, card, harbor, there] = data;
      return `${seat(who)} ships ${cardLabel(card)} to ${harborName(harbor)} (${there}/${HARBORS[harbor]?.limit ?? '?'}).`;
    }
    case 'no-shipment':
      return `${seat(data[1])} has no card to ship.`;
    case 'monopoly':
      return `The ${companyName(data[1])} company has a monopoly at ${harborName(data[2])}.`;
    case 'shared':
      return `${harborName(data[1])} is full: shared distribution, companies in order ${data[2].map(companyName).join(', ') || '(none)'}.`;
    case 'harbor-card':
      return `${seat(data[1])} takes the harbor card of ${harborName(data[2])} (${HARBORS[data[2]]?.spice ?? '?'}).`;
    case 'spices-lost':
      return `No merchant is entitled to the spices of ${harborName(data[1])}: they are discarded.`;
    case 'take':
      return `${seat(data[1])} takes ${cardLabel(data[2])}.`;
    case 'new-harbor':
      return `A new harbor is opened: ${harborLabel(data[1])}.`;
    case 'reshuffle':
      return 'The discard pile is shuffled into a new deck.';
    case 'draw':
      return `${seat(data[1])} draws ${data[2] === 1 ? 'the last card' : `${data[2]} cards`}.`;
    case 'draw-seen':
      return `${seat(data[1])} draws ${cardListLabel(data[2])}.`;
    case 'discard':
      return `${seat(data[1])} discards a card.`;
    case 'discard-seen':
      return `${seat(data[1])} discards ${cardLabel(data[2])}.`;
    case 'end':
      return data[1] === END_HARBORS ? 'The harbor deck is empty: the game ends.' : 'No shipment cards are left to draw: the game ends.';
    case 'last-chance':
      return 'Last chance to complete a mission, in turn order.';
    case 'over':
      return `The game is over. Scores: ${data[1].map((score, n) => `${seat(n)} ${score}`).join(', ')}.`;
  }
}

/** Borneo's log words (shared/core/log.ts `LogWords`): the sentence an entry's data reads as. */
export function borneoLogWords(data: LogData): string {
  // Data from an older or newer engine still reads as something.
  return words(data as BorneoLogData) ?? data.join(' ');
}
