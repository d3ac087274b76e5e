/**
 * The later Seas of Glory entries (see log.ts and log-seas.ts): module 4's NPC upgrades, module
 * 7's contraband, the new captains' abilities, what a town sells (favors, the crew's pay), a
 * ground assault's glory card and a favor spent on a merchant raid. An upgrade is its token
 * (npc-upgrades-data.ts gives its name).
 */
import type { Seat } from '../../core/engine';
import { CARGO, NPC_SLOTS } from './cards';
import { CONTRABAND_PRICE, CONTRABAND_SALE } from './contraband-cards';
import { GLORY } from './glory';
import { upgradeName } from './npc-upgrades-data';
import { npcWords, seatName as seat, shipName, sideWords as side, zoneName as zone, type NpcRef, type SideRef } from './log-names';

export type SeasMoreLogData =
  // NPC upgrades (module 4)
  | readonly ['npc-draws', npc: NpcRef, tokens: readonly number[]]
  /** `instead`: the token drawn in its place, -1 none. */
  | readonly ['npc-cannot-use', npc: NpcRef, token: number, ship: number, instead: number]
  | readonly ['upgrade-taken', seat: Seat, token: number, npc: NpcRef]
  | readonly ['npc-hooks', side: SideRef]
  // contraband (module 7)
  | readonly ['contraband-buy', seat: Seat]
  | readonly ['contraband-sell', seat: Seat, count: number, zone: number]
  | readonly ['contraband-search', slot: number, seat: Seat]
  | readonly ['contraband-resist', seat: Seat]
  | readonly ['contraband-dump', seat: Seat, count: number]
  /** "A Myriad of Goods" proved true: cards kept (so many on the contraband space), cards discarded for want of room; the owner reads which. */
  | readonly ['myriad-goods', seat: Seat, kept: number, contraband: number, lost: number]
  | readonly ['myriad-goods-seen', seat: Seat, cards: readonly number[], contraband: number, lost: number]
  // towns, ground assaults, raids and captains' abilities
  | readonly ['favors-bought', seat: Seat, gold: number]
  | readonly ['crew-paid', seat: Seat, gold: number]
  | readonly ['assault-card', seat: Seat, card: number]
  | readonly ['favor-raid', seat: Seat]
  | readonly ['salvage', seat: Seat, gold: number]
  // the crow's nest's standing order (module 3, choices.ts): 1 = used
  | readonly ['crows-nest', seat: Seat, scout: number, hide: number];

function upgradeWords(data: SeasMoreLogData): string | undefined {
  switch (data[0]) {
    case 'npc-draws': {
      const got = data[2];
      return `${npcWords(data[1])} draws ${got.length === 0 ? 'no upgrade' : `the upgrade${got.length > 1 ? 's' : ''} ${got.map(upgradeName).join(' and ')}`}.`;
    }
    case 'npc-cannot-use':
      return `${npcWords(data[1])} cannot use ${upgradeName(data[2])} on a ${shipName(data[3])}${data[4] >= 0 ? ` and draws ${upgradeName(data[4])} instead` : ''}.`;
    case 'upgrade-taken': return `${seat(data[1])} takes the ${upgradeName(data[2])} of ${npcWords(data[3])}.`;
    case 'npc-hooks': return `${side(data[1])} throws grappling hooks and re-rolls.`;
    default: return contrabandWords(data);
  }
}

function contrabandWords(data: SeasMoreLogData): string | undefined {
  switch (data[0]) {
    case 'contraband-buy': return `${seat(data[1])} buys contraband for ${CONTRABAND_PRICE} gold.`;
    case 'contraband-sell':
      return `${seat(data[1])} sells ${data[2]} contraband in ${zone(data[3])} for ${CONTRABAND_SALE * data[2]} gold.`;
    case 'contraband-search': return `The ${NPC_SLOTS[data[1]]?.name ?? '?'} hails ${seat(data[2])} to search the hold for contraband.`;
    case 'contraband-resist': return `${seat(data[1])} resists the search.`;
    case 'contraband-dump': return `${seat(data[1])} throws ${data[2]} contraband overboard; the naval ship lets the ship go.`;
    case 'myriad-goods':
    case 'myriad-goods-seen': {
      const got = data[0] === 'myriad-goods-seen' ? `the cargo ${data[2].map((c) => CARGO[c]?.good ?? '?').join(', ') || 'of nothing'}` : `${data[2]} cargo card${data[2] === 1 ? '' : 's'}`;
      const space = data[3] > 0 ? ` (${data[3]} on the contraband space)` : '';
      return `${seat(data[1])} takes ${got}${space} from A Myriad of Goods${data[4] > 0 ? `; ${data[4]} more go${data[4] === 1 ? 'es' : ''} to the discard pile for want of room` : ''}.`;
    }
    default: return townWords(data);
  }
}

function townWords(data: SeasMoreLogData): string | undefined {
  switch (data[0]) {
    case 'favors-bought': return `${seat(data[1])} pays ${data[2]} gold for favors.`;
    case 'crew-paid': return `${seat(data[1])} pays the crew ${data[2]} gold.`;
    case 'assault-card': return `${seat(data[1])} plays ${GLORY[data[2]]?.title ?? '?'} for the ground assault.`;
    case 'favor-raid': return `${seat(data[1])} spends a favor to draw the merchant's cards anew.`;
    case 'salvage': return `${seat(data[1])} salvages ${data[2]} gold from the wreckage of the raid.`;
    case 'crows-nest': return `${seat(data[1])} ${crowsNestWords(data[2], data[3])}.`;
    default: return undefined;
  }
}

function crowsNestWords(scout: number, hide: number): string {
  if (scout && hide) return 'mans the crow\'s nest again, to scout and to keep watch';
  if (scout) return 'uses the crow\'s nest only to scout';
  if (hide) return 'uses the crow\'s nest only to keep watch against being found';
  return 'leaves the crow\'s nest unmanned';
}

/** The words of one of these entries, undefined for a kind this file does not know. */
export const seasMoreWords = (data: SeasMoreLogData): string | undefined => upgradeWords(data);
