/**
 * Merchants & Marauders decks as data, part 2: glory cards (specialists, combat and turn cards),
 * rumors and missions. Our own texts in the rulebook's structure and the published counts.
 */
import { SEAS_MISSION_ROWS, SEAS_RUMOR_ROWS } from './seas-cards-data';
import { MYRIAD_ROW } from './contraband-cards';
import type { CombatCard, Good, Nation, Skill, Specialist, TurnCard } from './types';

export interface GloryCard {
  category: 'specialist' | 'combat' | 'turn';
  key: Specialist | CombatCard | TurnCard;
  title: string;
  /** Specialists: gold paid to hire them in a port (rulebook "Specialists"). */
  hireCost: number;
  timing: string;
  text: string;
}

const SPECIALISTS: readonly (readonly [Specialist, string, number, string])[] = [
  ['carpenter', 'Carpenter', 3, 'Repairs cost you 1 gold per point; refreshing a reinforced hull costs 1 gold.'],
  ['gunner-captain', 'Gunner captain', 4, 'When you win a shoot, inflict 1 more hit.'],
  ['master-gunner', 'Master gunner', 4, 'When you shoot and tie or lose the contest, inflict 1 more hit if you hit at all.'],
  ['surgeon', 'Surgeon', 3, 'Ignore the first hit to your crew in each crew combat.'],
  ['lookout', 'Lookout', 3, 'Roll 1 extra die on SCOUTING rolls.'],
  ['master-at-arms', 'Master-at-arms', 4, 'Roll 1 extra die in crew combat.'],
  ['purser', 'Purser', 3, 'Draw 1 more cargo card when buying goods.'],
  ['sailing-master', 'Sailing master', 4, 'Roll 1 extra SEAMANSHIP die when you declare Board or Flee.'],
];

const COMBAT: readonly (readonly [CombatCard, string, number, string])[] = [
  ['full-sail', 'Full sail', 6, 'Roll 2 extra SEAMANSHIP dice this round.'],
  ['broadside-volley', 'Broadside volley', 6, 'If your cannons hit this round, inflict 2 more hits.'],
  ['smoke-screen', 'Smoke screen', 5, 'If you declared Flee and win the contest this round, you escape even if your opponent rolled successes.'],
  ['boarding-party', 'Boarding party', 5, 'Roll 2 extra dice in every crew combat round of this battle.'],
  ['brace', 'Brace for impact', 6, 'Ignore up to 2 hits to your ship this round.'],
];

const TURN: readonly (readonly [TurnCard, string, number, string])[] = [
  ['fair-winds', 'Fair winds', 6, 'Take 1 more action this turn.'],
  ['royal-pardon', 'Royal pardon', 4, 'Remove 2 bounties of one nation.'],
  ['hidden-cove', 'Hidden cove', 5, 'Repair 2 points of damage (not crew) for free.'],
  ['tip-off', 'Tip-off', 4, 'Your next SCOUT this turn finds its target without a roll.'],
  ['windfall', 'Windfall', 4, 'Take 5 gold.'],
  ['loyal-crew', 'Loyal crew', 3, 'Fill your crew for free.'],
];

/** 70 glory cards: 8 specialist kinds x 2, 28 combat cards, 26 turn cards (Glory cards: docs/games/merchants-and-marauders.md). */
export const GLORY: readonly GloryCard[] = [
  ...SPECIALISTS.flatMap(([key, title, hireCost, text]) =>
    [0, 1].map((): GloryCard => ({ category: 'specialist', key, title, hireCost, timing: 'Hire in a port on your turn, paying the cost.', text })),
  ),
  ...COMBAT.flatMap(([key, title, count, text]) =>
    Array.from({ length: count }, (): GloryCard => ({ category: 'combat', key, title, hireCost: 0, timing: 'Announce in combat before the SEAMANSHIP or crew roll.', text })),
  ),
  ...TURN.flatMap(([key, title, count, text]) =>
    Array.from({ length: count }, (): GloryCard => ({ category: 'turn', key, title, hireCost: 0, timing: 'Play on your turn, outside combat.', text })),
  ),
];

export interface RumorCard {
  title: string;
  zone: string;
  skill: Skill;
  gold: number;
  /** Module 7's "A Myriad of Goods": cargo cards drawn when it proves true (myriad.ts). */
  cargo?: number;
  text: string;
}

const rumor = (title: string, zone: string, skill: Skill, gold: number): RumorCard => ({
  title, zone, skill, gold,
  text: `${title}: in ${zone}, spend an action and roll ${skill.toUpperCase()}. If true, take ${gold} gold, 1 glory point and a glory card.`,
});

/** 25 rumors: a zone, the skill to roll there, and the gold promised (rulebook "Acquire a rumor"). */
const BASE_RUMORS: readonly RumorCard[] = [
  rumor('Sunken treasure', 'Nassau', 'scouting', 10),
  rumor('Buried chest', 'Old Providence', 'scouting', 8),
  rumor('Smugglers\' cache', 'Tortuga', 'influence', 8),
  rumor('A governor\'s debt', 'Havana', 'influence', 9),
  rumor('Wreck on the reef', 'Caribbean Sea', 'seamanship', 12),
  rumor('Lost pay chest', 'Cartagena', 'leadership', 9),
  rumor('Pearl beds', 'Curacao', 'scouting', 7),
  rumor('Mutineers\' hoard', 'Caracas', 'leadership', 10),
  rumor('Silver in the shallows', 'Trinidad', 'seamanship', 9),
  rumor('A drunken clerk', 'Bridgetown', 'influence', 6),
  rumor('Hidden cove', 'St. John', 'scouting', 8),
  rumor('The gambler\'s purse', 'St. Maarten', 'influence', 7),
  rumor('Abandoned fort', 'Basse-Terre', 'leadership', 9),
  rumor('Spanish wreck', 'San Juan', 'seamanship', 10),
  rumor('Jesuit gold', 'Santo Domingo', 'influence', 9),
  rumor('Marooned pirate\'s map', 'Petit Goave', 'scouting', 10),
  rumor('Harbour master\'s bribe', 'Port Royal', 'influence', 7),
  rumor('Drifting galleon', 'Caribbean Sea', 'scouting', 14),
  rumor('Shipwrecked crew', 'Havana', 'leadership', 8),
  rumor('Treasure island', 'Nassau', 'seamanship', 11),
  rumor('Cursed idol', 'Tortuga', 'leadership', 12),
  rumor('Plantation strongroom', 'Trinidad', 'leadership', 10),
  rumor('A merchant\'s secret', 'Curacao', 'influence', 8),
  rumor('Galleon graveyard', 'Bridgetown', 'seamanship', 11),
  rumor('Old privateer\'s stash', 'St. John', 'scouting', 9),
];
const [myTitle, myZone, mySkill, myGold, myCargo, myReplaces] = MYRIAD_ROW;
const MYRIAD: RumorCard = {
  title: myTitle, zone: myZone, skill: mySkill, gold: myGold, cargo: myCargo,
  text: `${myTitle}: in ${myZone}, spend an action and roll ${mySkill.toUpperCase()}. If true, take ${myGold} gold, 1 glory point, a glory card and the top ${myCargo} cargo cards your hold has room for (contraband on your contraband space; the rest to the discard pile).`,
};
/** The base rumors, then Seas of Glory module 1's (`seas-cards-data.ts`), then module 7's replacement rumor (in no deck of its own: `seas-cards.ts`). */
export const RUMORS: readonly RumorCard[] = [...BASE_RUMORS, ...SEAS_RUMOR_ROWS.map(([title, zone, skill, gold]) => rumor(title, zone, skill, gold)), MYRIAD];
/** "A Myriad of Goods" and the base rumor it replaces with contraband (module 7). */
export const MYRIAD_OF_GOODS = RUMORS.length - 1;
export const MYRIAD_REPLACES = BASE_RUMORS.findIndex((r) => r.title === myReplaces);

export interface MissionCard {
  title: string;
  /** The port where it is claimed, and the requirement to claim it. */
  claimAt: string;
  requirement: 'skill' | 'gold' | 'cargo';
  skill: Skill | '';
  /** Successes needed (skill), gold paid (gold), or cards of `good` handed over (cargo). */
  amount: number;
  good: Good | '';
  /** The port where it is completed, and the gold earned there. */
  deliverTo: string;
  reward: number;
  /** Only captains without a bounty from this nation may claim it. */
  forbids: Nation | '';
  text: string;
}

const mission = (
  title: string, claimAt: string, requirement: MissionCard['requirement'], skill: Skill | '', amount: number, good: Good | '',
  deliverTo: string, reward: number, forbids: Nation | '' = '',
): MissionCard => {
  const req = requirement === 'skill' ? `roll ${amount} success${amount > 1 ? 'es' : ''} on ${skill.toUpperCase()}`
    : requirement === 'gold' ? `pay ${amount} gold` : `hand over ${amount} ${good}`;
  const law = forbids ? ` Not for captains with a ${forbids} bounty.` : '';
  return {
    title, claimAt, requirement, skill, amount, good, deliverTo, reward, forbids,
    text: `${title}: claim in ${claimAt} (${req}); complete in ${deliverTo} to earn ${reward} gold, 1 glory point and a glory card.${law}`,
  };
};

/** 25 missions (rulebook "Claim a mission"): claim at one port, complete at another. */
const BASE_MISSIONS: readonly MissionCard[] = [
  mission('Carry the governor\'s letters', 'Port Royal', 'skill', 'influence', 1, '', 'Bridgetown', 8, 'english'),
  mission('Escort a bishop', 'Havana', 'skill', 'leadership', 1, '', 'San Juan', 7, 'spanish'),
  mission('Supply the garrison', 'Cartagena', 'cargo', '', 2, 'food', 'Old Providence', 10),
  mission('Rum for the fleet', 'Basse-Terre', 'cargo', '', 2, 'rum', 'Tortuga', 10),
  mission('Ransom a merchant', 'Nassau', 'gold', '', 5, '', 'Havana', 12),
  mission('Chart the reefs', 'Trinidad', 'skill', 'seamanship', 1, '', 'Caracas', 7),
  mission('Deliver the payroll', 'San Juan', 'skill', 'leadership', 2, '', 'Santo Domingo', 12, 'spanish'),
  mission('Timber for the shipwrights', 'St. Maarten', 'cargo', '', 2, 'wood', 'St. John', 10),
  mission('Smuggle a fugitive', 'Tortuga', 'skill', 'influence', 2, '', 'Curacao', 13),
  mission('Spices for the court', 'Caracas', 'cargo', '', 2, 'spices', 'Havana', 11),
  mission('Bring the surgeon', 'Curacao', 'gold', '', 4, '', 'Trinidad', 9),
  mission('Sugar contract', 'Bridgetown', 'cargo', '', 2, 'sugar', 'Nassau', 10),
  mission('Passage for a spy', 'Petit Goave', 'skill', 'scouting', 1, '', 'Port Royal', 8, 'french'),
  mission('Textiles for the colony', 'St. John', 'cargo', '', 2, 'textiles', 'Basse-Terre', 10),
  mission('Tobacco for the company', 'Santo Domingo', 'cargo', '', 2, 'tobacco', 'St. Maarten', 10),
  mission('Cocoa for the chocolatiers', 'Old Providence', 'cargo', '', 2, 'cocoa', 'Cartagena', 10),
  mission('Carry dispatches', 'Havana', 'skill', 'seamanship', 1, '', 'Nassau', 7),
  mission('Rescue castaways', 'Nassau', 'skill', 'scouting', 2, '', 'Petit Goave', 12),
  mission('Bribe the harbourmaster', 'San Juan', 'gold', '', 6, '', 'Bridgetown', 13),
  mission('Escort the pearl boats', 'Curacao', 'skill', 'leadership', 1, '', 'Caracas', 8, 'dutch'),
  mission('Hunt the privateers', 'Basse-Terre', 'skill', 'seamanship', 2, '', 'St. Maarten', 13),
  mission('Return the envoy', 'Trinidad', 'skill', 'influence', 1, '', 'Cartagena', 8),
  mission('Feed the plantation', 'Port Royal', 'cargo', '', 2, 'food', 'Trinidad', 11),
  mission('Find the lost ship', 'St. Maarten', 'skill', 'scouting', 1, '', 'San Juan', 8),
  mission('A cargo of rum', 'Cartagena', 'cargo', '', 2, 'rum', 'Curacao', 10),
];
/** The base missions, then Seas of Glory module 1's (`seas-cards-data.ts`). */
export const MISSIONS: readonly MissionCard[] = [...BASE_MISSIONS, ...SEAS_MISSION_ROWS.map((row) => mission(...row))];
