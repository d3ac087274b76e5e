/**
 * The Seas of Glory modules' log entries (see log.ts): locations and their raids, loyalty, favors,
 * cutthroat scouting, the new weapons, the treasure galleon, wind and storm, modifications, the
 * hard life's captains and the third mission. A location is its token (its kind gives its name).
 */
import type { Seat } from '../../core/engine';
import { CARGO, EVENTS } from './cards';
import { LOYALTY_STEPS, MOD_KINDS, MOD_TOKENS, SKULL, WEAPONS } from './data';
import { GALLEON_GOLD_PER_MOVE, GALLEON_NAME } from './galleon-card';
import { GLORY, MISSIONS } from './glory';
import { LOCATION_CARDS, MISSIONARY_FEE, kindOf } from './location-cards';
import {
  diceText, directionName, locationName, nationName, npcWords, plural, seatName as seat, sideWords as side, zoneName as zone,
  type NpcRef, type SideRef,
} from './log-names';

/** Why a crew's loyalty drops a step. */
export const LOYALTY_WHY = {
  ashore: 'gold taken ashore',
  npc: 'a new NPC captain',
  port: 'a whole turn in port',
  extra: 'spent on an extra action',
} as const;
export type LoyaltyWhy = keyof typeof LOYALTY_WHY;

/** Why a captain earns a favor. */
export const FAVOR_WHY = { take: 'taking a mission', complete: 'completing a mission' } as const;
export type FavorWhy = keyof typeof FAVOR_WHY;

/** What a reef yields, as `reef-take` carries it: these three, then the weapons in WEAPONS order. */
export const REEF_FINDS = ['cargo', 'crew', 'rumor', ...WEAPONS] as const;

export type SeasLogData =
  // locations (module 9)
  | readonly ['visit', seat: Seat, token: number, zone: number]
  | readonly ['missionary', seat: Seat, count: number, nation: number]
  | readonly ['natives', seat: Seat, card: number]
  | readonly ['fort-sends', npc: NpcRef, from: number, to: number]
  | readonly ['fort-calls', card: number]
  | readonly ['haven', seat: Seat]
  | readonly ['prisoner', seat: Seat, card: number]
  | readonly ['reef', seat: Seat, finds: number]
  | readonly ['reef-take', seat: Seat, find: number]
  | readonly ['reef-free', seat: Seat, saved: number, hits: number]
  | readonly ['town-repair', seat: Seat, points: number]
  | readonly ['town-hire', seat: Seat, hired: number]
  | readonly ['location-raid', seat: Seat, token: number, zone: number, cards: number]
  | readonly ['cannon', seat: Seat, die: number]
  | readonly ['silence', seat: Seat]
  /** The hit locations the defense's guns land on. */
  | readonly ['guns-answer', token: number, landed: readonly number[]]
  | readonly ['retreat', seat: Seat, token: number]
  | readonly ['ashore', seat: Seat, dice: readonly number[], lost: number]
  | readonly ['location-taken', seat: Seat, token: number, gold: number]
  // modifications (modules 3 and 4)
  | readonly ['hull-refresh', seat: Seat]
  | readonly ['fit', seat: Seat, mod: number]
  | readonly ['mod-drawn', seat: Seat, mod: number]
  // captains for gold (variant 2)
  | readonly ['captain-bought', seat: Seat, gold: number]
  // loyalty (module 7)
  | readonly ['loyalty', seat: Seat, step: number]
  | readonly ['loyalty-down', seat: Seat, step: number, why: LoyaltyWhy]
  | readonly ['mutiny-quelled', seat: Seat]
  | readonly ['mutiny', seat: Seat]
  | readonly ['plank', seat: Seat]
  | readonly ['plank-walk', seat: Seat]
  | readonly ['unhappy', seat: Seat]
  | readonly ['pay-crew', seat: Seat, gold: number]
  | readonly ['crew-silent', seat: Seat]
  | readonly ['fierce', seat: Seat]
  // favors (module 10)
  | readonly ['favor', seat: Seat, why: FavorWhy]
  | readonly ['favor-seen', seat: Seat, why: FavorWhy, favors: number]
  | readonly ['favor-roll', seat: Seat, success: number]
  | readonly ['favor-scout', seat: Seat, found: number]
  | readonly ['favor-buy', seat: Seat, gold: number]
  | readonly ['favor-ready', seat: Seat]
  | readonly ['favor-goods', seat: Seat]
  | readonly ['favor-port', seat: Seat, favors: number, zone: number]
  // cutthroat scouting (variant 4)
  | readonly ['turned-back', seat: Seat, actions: number]
  | readonly ['off-scout', seat: Seat, dice: readonly number[]]
  | readonly ['off-tie']
  | readonly ['slips', seat: Seat]
  | readonly ['finds', seat: Seat, target: Seat]
  | readonly ['off-flip', seat: Seat, target: Seat]
  | readonly ['lets-pass', seat: Seat, target: Seat]
  // new weapons (module 2)
  | readonly ['caltrops', side: SideRef, enemy: SideRef]
  | readonly ['shoots', side: SideRef, weapon: number, enemy: SideRef]
  | readonly ['on-fire', side: SideRef]
  | readonly ['double-shot', side: SideRef, extra: number]
  | readonly ['fire-damage', side: SideRef]
  // the treasure galleon (module 6)
  | readonly ['galleon-sails', direction: number, from: number, to: number, gold: number]
  | readonly ['galleon-taken', seat: Seat, gold: number]
  | readonly ['galleon-gone']
  // wind and storm (module 8), the hard life, flexible turns, the third mission
  | readonly ['hard-life', npc: NpcRef, zone: number]
  | readonly ['wind', direction: number]
  | readonly ['storm-drift', from: number, to: number]
  | readonly ['storm-out', seat: Seat, zone: number, saved: number]
  /** The hit locations the storm lands on. */
  | readonly ['storm-hits', zone: number, seat: Seat, saved: number, landed: readonly number[]]
  | readonly ['cube', seat: Seat]
  | readonly ['third-mission', mission: number];

const locationCardName = (token: number): string => {
  const kind = kindOf(token);
  return kind ? LOCATION_CARDS[kind].name : '?';
};
const modName = (token: number): string => {
  const kind = MOD_TOKENS[token];
  return kind ? MOD_KINDS[kind].split(':')[0]! : '?';
};
const reefFind = (find: number): string => {
  const what = REEF_FINDS[find] ?? '?';
  return what === 'cargo' ? 'a cargo card' : what === 'crew' ? 'a crew member' : what === 'rumor' ? 'a rumor' : what;
};

function locationWords(data: SeasLogData): string | undefined {
  switch (data[0]) {
    case 'visit': return `${seat(data[1])} visits the ${locationCardName(data[2])} in ${zone(data[3])}.`;
    case 'missionary': {
      const [, who, count, nation] = data;
      return `${seat(who)} pays ${MISSIONARY_FEE * count} gold: ${count} ${nationName(nation)} bount${count === 1 ? 'y is' : 'ies are'} lifted.`;
    }
    case 'natives': return `${seat(data[1])} trades a ${CARGO[data[2]]?.good ?? '?'} for the natives' help: the ship is repaired.`;
    case 'fort-sends': return `The fort sends ${npcWords(data[1])} from ${zone(data[2])} to ${zone(data[3])}.`;
    case 'fort-calls': return `The fort calls ${EVENTS[data[1]]?.captain ?? '?'}: the ship sets sail at the end of the round.`;
    case 'haven': return `${seat(data[1])} fills the crew with the haven's cutthroats.`;
    case 'prisoner': return `${seat(data[1])} takes on a prisoner: a ${GLORY[data[2]]?.title ?? '?'}.`;
    case 'reef': return `${seat(data[1])} searches the reef: ${plural(data[2], 'find')}.`;
    case 'reef-take': return `${seat(data[1])} takes ${reefFind(data[2])} from the reef.`;
    case 'reef-free': return `${seat(data[1])} works free of the reef (SEAMANSHIP saves ${data[2]}): ${plural(data[3], 'hull hit')}.`;
    case 'town-repair': return `${seat(data[1])} repairs ${plural(data[2], 'point')} of damage at the town.`;
    case 'town-hire': return `${seat(data[1])} finds no volunteers${data[2] ? ` and hires ${data[2]} crew` : ''}.`;
    case 'location-raid': return `${seat(data[1])} raids the ${locationCardName(data[2])} in ${zone(data[3])}: ${data[4]} defense cards.`;
    case 'cannon': return `${seat(data[1])} fires a cannon: ${diceText([data[2]])}${data[2] === SKULL ? ', a hit' : ''}.`;
    case 'silence': return `${seat(data[1])}'s shot silences a defense card.`;
    case 'guns-answer': return `The ${locationCardName(data[1])}'s guns answer: ${data[2].length ? data[2].map(locationName).join(', ') : 'no hits'}.`;
    case 'retreat': return `${seat(data[1])} retreats from the ${locationCardName(data[2])}.`;
    case 'ashore': return `${seat(data[1])} storms ashore: LEADERSHIP ${diceText(data[2])}, ${data[3]} crew lost.`;
    case 'location-taken': {
      const name = locationCardName(data[2]);
      return `${seat(data[1])} takes the ${name} and plunders ${data[3]} gold; the ${name} is gone for the rest of the game.`;
    }
    case 'hull-refresh': return `${seat(data[1])} refreshes the reinforced hull.`;
    case 'fit': return `${seat(data[1])} fits ${modName(data[2])}.`;
    case 'mod-drawn': return `${seat(data[1])} draws ${modName(data[2])} from the reserve; it is for sale here.`;
    case 'captain-bought': return `${seat(data[1])} pays ${data[2]} gold for another captain to choose from.`;
    default: return crewAndFavorWords(data);
  }
}

function crewAndFavorWords(data: SeasLogData): string | undefined {
  switch (data[0]) {
    case 'loyalty': return `${seat(data[1])}'s crew is now ${LOYALTY_STEPS[data[2]] ?? '?'}.`;
    case 'loyalty-down': return `${seat(data[1])}'s crew grows ${LOYALTY_STEPS[data[2]] ?? '?'} (${LOYALTY_WHY[data[3]] ?? data[3]}).`;
    case 'mutiny-quelled': return `${seat(data[1])} puts down the mutiny; the crew is Angry.`;
    case 'mutiny': return `The crew of ${seat(data[1])} mutinies.`;
    case 'plank': return `${seat(data[1])} keeps the crew in line with the plank.`;
    case 'plank-walk': return `A crew member of ${seat(data[1])} walks the plank; the rest stay loyal.`;
    case 'unhappy': return `${seat(data[1])}'s unhappy crew will not follow: no glory card this turn.`;
    case 'pay-crew': return `${seat(data[1])} pays the crew ${data[2]} gold.`;
    case 'crew-silent': return `${seat(data[1])} calls on the crew, who do not answer.`;
    case 'fierce': return `${seat(data[1])}'s fiercely loyal crew gives an extra action.`;
    case 'favor': return `${seat(data[1])} earns a favor for ${FAVOR_WHY[data[2]] ?? data[2]}.`;
    case 'favor-seen': return `${seat(data[1])} earns a favor for ${FAVOR_WHY[data[2]] ?? data[2]} (${data[3]} now).`;
    case 'favor-roll': return `${seat(data[1])} spends a favor to roll again: ${data[2] ? 'success' : 'no luck'}.`;
    case 'favor-scout': return `${seat(data[1])} spends a favor: the NPC scouts again and ${data[2] ? 'still finds them' : 'loses them'}.`;
    case 'favor-buy': return `${seat(data[1])} pays ${data[2]} gold for favors.`;
    case 'favor-ready': return `${seat(data[1])} holds a favor ready.`;
    case 'favor-goods': return `${seat(data[1])} spends a favor to see other goods.`;
    case 'favor-port': return `${seat(data[1])} calls in ${plural(data[2], 'favor')} to enter the closed port of ${zone(data[3])}.`;
    case 'turned-back': return `${seat(data[1])} turns the captain card back: ${data[2]} actions less this turn for scouting off-turn.`;
    case 'off-scout': return `${seat(data[1])} scouts off-turn: ${diceText(data[2])}.`;
    case 'off-tie': return 'The best off-turn scouting rolls are tied: they roll again.';
    case 'slips': return `${seat(data[1])} slips past unseen.`;
    case 'finds': return `${seat(data[1])} finds ${seat(data[2])} and attacks.`;
    case 'off-flip': return `${seat(data[1])} flips the captain card to scout for ${seat(data[2])} off-turn.`;
    case 'lets-pass': return `${seat(data[1])} lets ${seat(data[2])} pass.`;
    default: return seaWords(data);
  }
}

function seaWords(data: SeasLogData): string | undefined {
  switch (data[0]) {
    case 'caltrops': return `${side(data[1])} scatters caltrops: ${side(data[2])} rolls 1 die less next time.`;
    case 'shoots': return `${side(data[1])} fires ${(WEAPONS[data[2]] ?? '?').replace('-', ' ')} at ${side(data[3])}.`;
    case 'on-fire': return `${side(data[1])}'s ship catches fire.`;
    case 'double-shot': return `${side(data[1])}'s double shot adds ${plural(data[2], 'hit')}.`;
    case 'fire-damage': return `The fire aboard ${side(data[1])}'s ship does 1 damage.`;
    case 'galleon-sails':
      return `${GALLEON_NAME} sails ${directionName(data[1])} from ${zone(data[2])} to ${zone(data[3])} and loads ${GALLEON_GOLD_PER_MOVE} gold (${data[4]} aboard).`;
    case 'galleon-taken': return `${seat(data[1])} takes the ${data[2]} gold of the treasure galleon.`;
    case 'galleon-gone': return 'The treasure galleon is out of the game.';
    case 'hard-life': return `It's a hard life: ${npcWords(data[1])} is already at sea in ${zone(data[2])}.`;
    case 'wind': return `The wind blows ${directionName(data[1])}.`;
    case 'storm-drift': return `The storm drifts from ${zone(data[1])} to ${zone(data[2])}.`;
    case 'storm-out': return `${seat(data[1])} rides out the storm in ${zone(data[2])} (SEAMANSHIP saves ${data[3]}).`;
    case 'storm-hits':
      return `The storm in ${zone(data[1])} hits ${seat(data[2])}'s ship (SEAMANSHIP saves ${data[3]}): ${data[4].map(locationName).join(', ')}.`;
    case 'cube': return `The cube drawn from the bag is ${seat(data[1])}'s.`;
    case 'third-mission': return `A third mission waits to be claimed: ${MISSIONS[data[1]]?.title ?? '?'}.`;
    default: return undefined;
  }
}

/** The words of a Seas of Glory entry, undefined for a kind this file does not know. */
export function seasWords(data: SeasLogData): string | undefined {
  return locationWords(data);
}
