/**
 * Merchants & Marauders' log as data (shared/core/log.ts): each kind of entry with its arguments,
 * and the words each reads as. The engine writes the data; the client (and the tests, through the
 * same function) word it, so a line crosses the wire in a few bytes. Ship types, hit locations,
 * directions, nations and weapons travel as indices (log-names.ts); a non-player ship as its slot
 * and its captain's card; a side of a fight as a seat or such a ship. The Seas of Glory modules'
 * entries are in log-seas.ts.
 */
import type { Seat } from '../../core/engine';
import { logEntry, type LogData, type LogEntry } from '../../core/log';
import { CAPTAINS, CARGO, EVENTS, NPC_SLOTS } from './cards';
import { MERCHANT_TOKENS } from './data';
import { GLORY, MISSIONS, RUMORS } from './glory';
import { seasWords, type SeasLogData } from './log-seas';
import { seasMoreWords, type SeasMoreLogData } from './log-seas-more';
import {
  COMBAT_ACTIONS, diceText, directionName, locationName, nationName, npcWords, plural, seatName as seat, shipName, sideWords as side,
  weaponName, zoneName as zone, type NpcRef, type SideRef,
} from './log-names';
import type { MmState } from './types';

/** Why a captain gains a glory point, with its number where it has one. */
export type GloryWhy =
  | readonly ['ship', ship: number]
  | readonly ['mission']
  | readonly ['plunder', gold: number]
  | readonly ['demand', goods: number]
  | readonly ['victory']
  | readonly ['rumor']
  | readonly ['contraband'];

/** How a game ends (life.ts `finish`). */
export type EndReason = MmState['endReason'];

/** Every kind of the base game's entries and its arguments (booleans travel as 0 or 1). */
export type BaseLogData =
  // rounds and turns
  | readonly ['chosen', seat: Seat]
  | readonly ['first', seat: Seat]
  | readonly ['round', round: number]
  | readonly ['turn', seat: Seat]
  | readonly ['merchants-return']
  | readonly ['declare-glory', seat: Seat, glory: number, stash: number]
  | readonly ['captain', seat: Seat, captain: number, ship: number, zone: number]
  | readonly ['dies', seat: Seat]
  | readonly ['retires', seat: Seat]
  | readonly ['over', reason: EndReason]
  | readonly ['event', card: number]
  | readonly ['storm', seat: Seat]
  | readonly ['storm-masts', seat: Seat]
  | readonly ['disease', seat: Seat]
  | readonly ['tax', seat: Seat, gold: number]
  // moving and scouting
  /** `wind`: 0 an ordinary move, 1 a free move with the wind, 2 against it. */
  | readonly ['sail', seat: Seat, from: number, to: number, wind: number]
  | readonly ['port-denied', seat: Seat]
  | readonly ['enter', seat: Seat, zone: number]
  | readonly ['scrape', seat: Seat, ship: number]
  | readonly ['to-sea', seat: Seat, zone: number]
  | readonly ['business', seat: Seat, zone: number]
  /** `target`: a seat, a non-player ship, or -1 for the merchant. */
  | readonly ['scout', seat: Seat, target: SideRef, found: number]
  | readonly ['end-turn', seat: Seat]
  | readonly ['overboard', seat: Seat, card: number]
  | readonly ['cargo-lost', seat: Seat, lost: number]
  // glory cards, rumors, missions
  | readonly ['glory-draw', seat: Seat]
  | readonly ['glory-draw-seen', seat: Seat, card: number]
  | readonly ['glory', seat: Seat, ...why: GloryWhy]
  /** `nation`: -1 when the card names none. */
  | readonly ['play', seat: Seat, card: number, nation: number]
  | readonly ['specialist', seat: Seat, card: number]
  | readonly ['glory-discard', seat: Seat]
  | readonly ['glory-discard-seen', seat: Seat, card: number]
  | readonly ['rumor-false', seat: Seat, card: number]
  | readonly ['rumor-true', seat: Seat, card: number]
  /** A true rumor whose gold differs from the card's (a captain's ability adds to it). */
  | readonly ['rumor-true', seat: Seat, card: number, gold: number]
  | readonly ['rumor', seat: Seat]
  | readonly ['rumor-seen', seat: Seat, card: number]
  | readonly ['no-rumor', seat: Seat]
  | readonly ['mission-fails', seat: Seat, mission: number]
  | readonly ['mission', seat: Seat, mission: number]
  | readonly ['mission-done', seat: Seat, mission: number]
  /** A mission whose reward differs from the card's (a captain's ability adds to it). */
  | readonly ['mission-done', seat: Seat, mission: number, gold: number]
  | readonly ['wanted', seat: Seat, nation: number, bounties: number]
  // the port
  | readonly ['sell', seat: Seat, cards: readonly number[], gold: number]
  | readonly ['goods', seat: Seat, count: number]
  | readonly ['goods-again', seat: Seat]
  | readonly ['bought', seat: Seat, count: number]
  | readonly ['new-ship', seat: Seat, old: number, ship: number]
  | readonly ['weapon', seat: Seat, weapon: number]
  | readonly ['repair', seat: Seat, location: number]
  | readonly ['crew-full', seat: Seat]
  | readonly ['no-volunteers', seat: Seat]
  | readonly ['hire', seat: Seat]
  | readonly ['stash', seat: Seat]
  | readonly ['stash-seen', seat: Seat, gold: number, stash: number]
  | readonly ['unstash', seat: Seat]
  | readonly ['unstash-seen', seat: Seat, gold: number]
  // non-player ships
  | readonly ['hunt', npc: NpcRef, target: Seat, from: number, to: number]
  | readonly ['npc-sails', npc: NpcRef, direction: number, from: number, to: number]
  | readonly ['npc-scouts', npc: NpcRef, seat: Seat, found: number]
  | readonly ['npc-leaves', slot: number]
  | readonly ['npc-command', npc: NpcRef, card: number]
  | readonly ['npc-appears', npc: NpcRef, zone: number]
  | readonly ['npc-back', npc: NpcRef, zone: number]
  // raiding merchants
  | readonly ['merchant', seat: Seat, token: number]
  | readonly ['raid', seat: Seat, nation: number, cards: number, dice: readonly number[]]
  | readonly ['merchant-free', seat: Seat]
  | readonly ['raid-weapon', seat: Seat, weapon: number]
  | readonly ['raid-draw', seat: Seat]
  | readonly ['raid-card', seat: Seat, exchange: number]
  | readonly ['merchant-cards', hits: number, escapes: number]
  | readonly ['raid-sinks', seat: Seat]
  | readonly ['raid-fails']
  | readonly ['merchant-escapes']
  | readonly ['raid-gold', seat: Seat, gold: number]
  // battles
  | readonly ['engage', attacker: SideRef, defender: SideRef]
  | readonly ['long-guns', side: SideRef, hits: number]
  | readonly ['declare', side: SideRef, action: number]
  | readonly ['lucky', side: SideRef]
  | readonly ['contest', round: number, a: SideRef, aDice: readonly number[], b: SideRef, bDice: readonly number[]]
  | readonly ['no-maneuver']
  | readonly ['maneuver', winner: SideRef, loser: SideRef]
  | readonly ['hits', side: SideRef, hits: number, rolls: readonly number[]]
  | readonly ['escapes', side: SideRef]
  | readonly ['nightfall']
  | readonly ['announce', side: SideRef]
  | readonly ['declines', side: SideRef, card: number]
  | readonly ['plays', side: SideRef, card: number]
  | readonly ['hooks', side: SideRef]
  | readonly ['fires', side: SideRef, weapon: number, at: SideRef]
  | readonly ['claim-ship', seat: Seat, ship: number, old: number]
  | readonly ['brace', side: SideRef, location: number]
  | readonly ['sea-dog', side: SideRef]
  | readonly ['reinforced', side: SideRef, location: number]
  | readonly ['hit', side: SideRef, location: number, destroyed: number]
  | readonly ['hit-gone', side: SideRef, location: number]
  | readonly ['surgeon', side: SideRef]
  /** The stalwart captain's crew saves the first crew member instead of a surgeon. */
  | readonly ['surgeon', side: SideRef, stalwart: 1]
  | readonly ['boards', boarder: SideRef, boarded: SideRef]
  | readonly ['swivel', side: SideRef, dice: readonly number[]]
  | readonly ['no-crews']
  | readonly ['crew-round', round: number, a: SideRef, aDice: readonly number[], b: SideRef, bDice: readonly number[]]
  | readonly ['crews-fall']
  | readonly ['crews-break']
  | readonly ['battle-over']
  | readonly ['both-sink', a: SideRef, b: SideRef]
  | readonly ['defeats', winner: SideRef, loser: SideRef, sunk: number]
  | readonly ['reward', seat: Seat, gold: number]
  | readonly ['plunder', seat: Seat, gold: number, cargo: number, glory: number, from: Seat]
  | readonly ['naval-plunder', seat: Seat, gold: number];

export type MmLogData = BaseLogData | SeasLogData | SeasMoreLogData;

/** An entry every viewer reads alike. */
export function said(data: MmLogData): LogEntry {
  return logEntry(data);
}

/** An entry `seat` reads as `secret` and every other viewer as `others`. */
export function saidTo(seat: Seat, secret: MmLogData, others: MmLogData): LogEntry {
  return logEntry(others, { seats: [seat], text: secret });
}

const END_REASONS: Record<EndReason, string> = {
  glory: 'a captain reached the glory target',
  events: 'the event deck is empty',
  captains: 'no captain is left to draw',
  limit: 'the safety limit was reached',
  '': '',
};

function gloryWhy(why: GloryWhy): string {
  switch (why[0]) {
    case 'ship': return `buying a ${shipName(why[1])}`;
    case 'mission': return 'completing a mission';
    case 'plunder': return `plundering ${why[1]} gold`;
    case 'demand': return `selling ${why[1]} goods in demand`;
    case 'victory': return 'a victory';
    case 'rumor': return 'a true rumor';
    case 'contraband': return 'selling 2 contraband';
  }
}

const good = (card: number): string => CARGO[card]?.good ?? '?';
const gloryTitle = (card: number): string => GLORY[card]?.title ?? '?';
const missionTitle = (mission: number): string => MISSIONS[mission]?.title ?? '?';

function turnWords(data: BaseLogData): string | undefined {
  switch (data[0]) {
    case 'chosen': return `${seat(data[1])} has chosen a captain.`;
    case 'first': return `${seat(data[1])} is the first player.`;
    case 'round': return `Round ${data[1]} begins.`;
    case 'turn': return `${seat(data[1])}'s turn.`;
    case 'merchants-return': return 'The merchants return: every sea zone has a merchant again.';
    case 'declare-glory': return `${seat(data[1])} declares ${data[2]} glory points (stash: ${data[3]} gold); the game ends after this round.`;
    case 'captain': return `${seat(data[1])} is captain ${CAPTAINS[data[2]]?.name ?? '?'} with a ${shipName(data[3])} in ${zone(data[4])}.`;
    case 'dies': return `${seat(data[1])}'s captain dies; a new captain will sail on ${seat(data[1])}'s next turn.`;
    case 'retires': return `${seat(data[1])} retires the captain; a new captain will sail on ${seat(data[1])}'s next turn.`;
    case 'over': return `The game is over: ${END_REASONS[data[1]] ?? data[1]}.`;
    case 'event': return `Event: ${EVENTS[data[1]]?.title ?? '?'}. ${EVENTS[data[1]]?.text ?? ''}`;
    case 'storm': return `${seat(data[1])} rides out the storm.`;
    case 'storm-masts': return `${seat(data[1])}'s masts are hit by the storm.`;
    case 'disease': return `${seat(data[1])} loses 1 crew to disease.`;
    case 'tax': return `${seat(data[1])} pays ${data[2]} gold of harbor tax.`;
    case 'sail': {
      const wind = data[4] === 1 ? ' with the wind (a free move)' : data[4] === 2 ? ' against the wind (2 actions)' : '';
      return `${seat(data[1])} sails from ${zone(data[2])} to ${zone(data[3])}${wind}.`;
    }
    case 'port-denied': return `${seat(data[1])} fails to talk their way into Port Royal.`;
    case 'enter': return `${seat(data[1])} enters the port of ${zone(data[2])}.`;
    case 'scrape': return `${seat(data[1])}'s ${shipName(data[2])} scrapes the reef: a hit to the hull.`;
    case 'to-sea': return `${seat(data[1])} puts to sea from ${zone(data[2])}.`;
    case 'business': return `${seat(data[1])} does business in ${zone(data[2])}.`;
    case 'scout': return `${seat(data[1])} scouts for ${data[2] === -1 ? 'a merchant' : side(data[2])}: ${data[3] ? 'found' : 'not found'}.`;
    case 'end-turn': return `${seat(data[1])} ends the turn.`;
    case 'overboard': return `${seat(data[1])} throws a ${good(data[2])} overboard.`;
    case 'cargo-lost': return `${seat(data[1])} lost ${data[2]} cargo card${data[2] > 1 ? 's' : ''} overboard.`;
    default: return cardWords(data);
  }
}

function cardWords(data: BaseLogData): string | undefined {
  switch (data[0]) {
    case 'glory-draw': return `${seat(data[1])} drew a glory card.`;
    case 'glory-draw-seen': return `${seat(data[1])} drew the glory card ${gloryTitle(data[2])}.`;
    case 'glory': return `${seat(data[1])} gains 1 glory point for ${gloryWhy(data.slice(2) as unknown as GloryWhy)}.`;
    case 'play': return `${seat(data[1])} plays ${gloryTitle(data[2])}${data[3] >= 0 ? ` (${nationName(data[3])})` : ''}.`;
    case 'specialist': return `${seat(data[1])} hires a ${gloryTitle(data[2])}.`;
    case 'glory-discard': return `${seat(data[1])} discards a glory card.`;
    case 'glory-discard-seen': return `${seat(data[1])} discards ${gloryTitle(data[2])}.`;
    case 'rumor-false': return `${seat(data[1])}'s rumor ${RUMORS[data[2]]?.title ?? '?'} proves false.`;
    case 'rumor-true': return `${seat(data[1])}'s rumor ${RUMORS[data[2]]?.title ?? '?'} is true: ${data.length > 3 ? data[3] : RUMORS[data[2]]?.gold ?? '?'} gold.`;
    case 'rumor': return `${seat(data[1])} hears a rumor.`;
    case 'rumor-seen': return `${seat(data[1])} hears a rumor: ${RUMORS[data[2]]?.title ?? '?'}.`;
    case 'no-rumor': return `${seat(data[1])} hears no rumor.`;
    case 'mission-fails': return `${seat(data[1])} fails to claim the mission ${missionTitle(data[2])}.`;
    case 'mission': return `${seat(data[1])} claims the mission ${missionTitle(data[2])}.`;
    case 'mission-done': return `${seat(data[1])} completes the mission ${missionTitle(data[2])} and earns ${data.length > 3 ? data[3] : MISSIONS[data[2]]?.reward ?? '?'} gold.`;
    case 'wanted': return `${seat(data[1])} is now wanted by the ${nationName(data[2])} (${data[3]} bount${data[3] === 1 ? 'y' : 'ies'}).`;
    case 'sell': return `${seat(data[1])} sells ${data[2].map(good).join(', ')} for ${data[3]} gold.`;
    case 'goods': return `${seat(data[1])} looks at ${data[2]} goods for sale.`;
    case 'goods-again': return `${seat(data[1])} pays 1 gold to see other goods.`;
    case 'bought': return `${seat(data[1])} bought ${data[2]} good${data[2] === 1 ? '' : 's'}.`;
    case 'new-ship': return `${seat(data[1])} sells the ${shipName(data[2])} and buys a ${shipName(data[3])}.`;
    case 'weapon': return `${seat(data[1])} buys ${weaponName(data[2])}.`;
    case 'repair': return `${seat(data[1])} repairs the ${locationName(data[2])}.`;
    case 'crew-full': return `${seat(data[1])} fills the crew.`;
    case 'no-volunteers': return `${seat(data[1])} finds no volunteers; crew may be hired for gold.`;
    case 'hire': return `${seat(data[1])} hires a crew member.`;
    case 'stash': return `${seat(data[1])} stashes gold.`;
    case 'stash-seen': return `${seat(data[1])} stashes ${data[2]} gold (stash: ${data[3]}).`;
    case 'unstash': return `${seat(data[1])} takes gold from the stash.`;
    case 'unstash-seen': return `${seat(data[1])} takes ${data[2]} gold from the stash.`;
    default: return npcAndRaidWords(data);
  }
}

function npcAndRaidWords(data: BaseLogData): string | undefined {
  switch (data[0]) {
    case 'hunt': {
      const [, npc, target, from, to] = data;
      return `${npcWords(npc)} hunts ${seat(target)}${to === from ? ` and stays in ${zone(from)}` : `: ${zone(from)} to ${zone(to)}`}.`;
    }
    case 'npc-sails': return `${npcWords(data[1])} sails ${directionName(data[2])} from ${zone(data[3])} to ${zone(data[4])}.`;
    case 'npc-scouts': return `${npcWords(data[1])} scouts for ${seat(data[2])}: ${data[3] ? 'found' : 'not found'}.`;
    case 'npc-leaves': return `The ${NPC_SLOTS[data[1]]?.name ?? '?'} leaves the sea.`;
    case 'npc-command': return `${npcWords(data[1])} takes command; the ship sails back to ${EVENTS[data[2]]?.zone ?? '?'} at the end of the round.`;
    case 'npc-appears': return `${npcWords(data[1])} appears in ${zone(data[2])}.`;
    case 'npc-back': return `${npcWords(data[1])} sails back to ${zone(data[2])}.`;
    case 'merchant': return `${seat(data[1])} finds a ${MERCHANT_TOKENS[data[2]] ?? '?'} merchant.`;
    case 'raid': return `${seat(data[1])} raids the ${nationName(data[2])} merchant: ${data[3]} cargo cards, SEAMANSHIP ${diceText(data[4])}.`;
    case 'merchant-free': return `${seat(data[1])} lets the merchant sail away.`;
    case 'raid-weapon': return `${seat(data[1])} spends ${weaponName(data[2])} for one more success.`;
    case 'raid-draw': return `${seat(data[1])} draws another cargo card.`;
    case 'raid-card': return `${seat(data[1])} ${data[2] ? 'exchanges' : 'discards'} a cargo card.`;
    case 'merchant-cards': return `The merchant's cards show ${plural(data[1], 'hit')} and ${plural(data[2], 'escape')}.`;
    case 'raid-sinks': return `${seat(data[1])}'s ship sinks during the raid.`;
    case 'raid-fails': return 'The raid fails: a location of the ship is destroyed.';
    case 'merchant-escapes': return 'The merchant escapes.';
    case 'raid-gold': return `${seat(data[1])} plunders ${data[2]} gold from the merchant.`;
    default: return battleWords(data);
  }
}

function battleWords(data: BaseLogData): string | undefined {
  switch (data[0]) {
    case 'engage': return `${side(data[1])} engages ${side(data[2])} in battle.`;
    case 'long-guns': return `${side(data[1])}'s long guns hit ${data[2]} time${data[2] === 1 ? '' : 's'}.`;
    case 'declare': return `${side(data[1])} declares ${COMBAT_ACTIONS[data[2]] ?? '?'}.`;
    case 'lucky': return `${side(data[1])} is lucky and rolls again.`;
    case 'contest': return `Round ${data[1]}: ${side(data[2])} rolls ${diceText(data[3])}; ${side(data[4])} rolls ${diceText(data[5])}.`;
    case 'no-maneuver': return 'Nobody out-maneuvers the other.';
    case 'maneuver': return `${side(data[1])} out-maneuvers ${side(data[2])}.`;
    case 'hits': return `${side(data[1])} scores ${plural(data[2], 'hit')}: locations ${diceText(data[3])}.`;
    case 'escapes': return `${side(data[1])} escapes.`;
    case 'nightfall': return 'Night falls and the ships lose each other.';
    case 'announce': return `${side(data[1])} announces a glory card.`;
    case 'declines': return `${side(data[1])} shows ${gloryTitle(data[2])} and declines to play it.`;
    case 'plays': return `${side(data[1])} plays ${gloryTitle(data[2])}.`;
    case 'hooks': return `${side(data[1])} throws grappling hooks and re-rolls.`;
    case 'fires': return `${side(data[1])} fires ${weaponName(data[2])} at ${side(data[3])}.`;
    case 'claim-ship': return `${seat(data[1])} claims the ${shipName(data[2])} and abandons the ${shipName(data[3])}.`;
    case 'brace': return `${side(data[1])} braces and ignores a hit to the ${locationName(data[2])}.`;
    case 'sea-dog': return `${side(data[1])} shrugs off the first hit of the battle.`;
    case 'reinforced': return `${side(data[1])}'s reinforced hull absorbs a hit to the ${locationName(data[2])}.`;
    case 'hit': return `${side(data[1])} takes a hit to the ${locationName(data[2])}${data[3] ? ' (destroyed)' : ''}.`;
    case 'hit-gone': return `${side(data[1])}'s ${locationName(data[2])} is already destroyed.`;
    default: return crewWords(data);
  }
}

function crewWords(data: BaseLogData): string | undefined {
  switch (data[0]) {
    case 'surgeon': return `${side(data[1])}'s ${data.length > 2 ? 'stalwart crew saves' : 'surgeon saves'} a crew member.`;
    case 'boards': return `${side(data[1])} boards ${side(data[2])}: crew combat begins.`;
    case 'swivel': return `${side(data[1])}'s swivel guns roll ${diceText(data[2])}.`;
    case 'no-crews': return 'Neither ship has crew left to fight.';
    case 'crew-round': return `Crew combat round ${data[1]}: ${side(data[2])} rolls ${diceText(data[3])}, ${side(data[4])} rolls ${diceText(data[5])}.`;
    case 'crews-fall': return 'Both crews fall to the last man: nobody wins.';
    case 'crews-break': return 'The fight drags on until both crews break off.';
    case 'battle-over': return 'The battle is over.';
    case 'both-sink': return `Both ${side(data[1])} and ${side(data[2])} sink.`;
    case 'defeats': return `${side(data[1])} defeats ${side(data[2])}${data[3] ? ' and sinks the ship' : ' in crew combat'}.`;
    case 'reward': return `${seat(data[1])} claims a reward of ${data[2]} gold.`;
    case 'plunder': return `${seat(data[1])} plunders ${data[2]} gold, ${data[3]} cargo and ${data[4]} glory cards from ${seat(data[5])}.`;
    case 'naval-plunder': return `${seat(data[1])} plunders ${data[2]} gold from the naval ship.`;
    default: return undefined;
  }
}

/** Merchants & Marauders' log words (shared/core/log.ts `LogWords`): the sentence an entry's data reads as. */
export function mmLogWords(data: LogData): string {
  // Data from an older or newer engine still reads as something.
  return turnWords(data as BaseLogData) ?? seasWords(data as SeasLogData) ?? seasMoreWords(data as SeasMoreLogData) ?? data.join(' ');
}
