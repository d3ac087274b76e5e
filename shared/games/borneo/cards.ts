/**
 * Reading the components: flags on shipment cards, flag counts at a harbor, spice values of
 * warehouse goods, and the words the log uses for them.
 */
import { COMPANIES, HARBORS, MISSIONS, SHIPMENT_CARDS, SPICES } from './data';
import type { CardId, CompanyIndex, HarborId, MissionId, ShipmentCardDef } from './types';

export function cardDef(card: CardId): ShipmentCardDef {
  const def = SHIPMENT_CARDS[card];
  if (!def) throw new RangeError(`unknown shipment card ${card}`);
  return def;
}

export function isCardId(card: number): boolean {
  return Number.isInteger(card) && card >= 0 && card < SHIPMENT_CARDS.length;
}

/** All four flags in reading order: top row left to right, then the bottom row. */
export function cardFlags(card: CardId): CompanyIndex[] {
  const def = cardDef(card);
  return [...def.top, def.bottom];
}

/**
 * Flags of `company` on the whole card: what counts in a rank fight (docs/games/borneo.md,
 * "Components"). Counted without a list: fights, legal actions and the bots ask it per card.
 */
export function fightFlags(card: CardId, company: CompanyIndex): number {
  const def = cardDef(card);
  let flags = def.bottom === company ? 1 : 0;
  for (const c of def.top) if (c === company) flags++;
  return flags;
}

export function showsCompany(card: CardId, company: CompanyIndex): boolean {
  return fightFlags(card, company) > 0;
}

/**
 * The flags visible at a harbor in reading order: the column from its first card (at the top)
 * down, each card left to right and top to bottom. Each later card covers the bottom row of
 * the one before it, so every card shows its top row and only the last one its bottom row too
 * (rulebook "3. Shipment"; the shared distribution's tie-break reads flags in this order).
 */
export function visibleHarborFlags(cards: readonly CardId[]): CompanyIndex[] {
  const flags: CompanyIndex[] = [];
  cards.forEach((card, i) => {
    if (i === cards.length - 1) flags.push(...cardFlags(card));
    else flags.push(...cardDef(card).top);
  });
  return flags;
}

/** Flags per company at a harbor: the flags `visibleHarborFlags` lists, counted without listing them. */
export function harborFlagCounts(cards: readonly CardId[]): number[] {
  const counts = COMPANIES.map(() => 0);
  for (const card of cards) {
    const def = cardDef(card);
    for (const c of def.top) counts[c] = (counts[c] ?? 0) + 1;
  }
  const last = cards[cards.length - 1];
  if (last !== undefined) {
    const bottom = cardDef(last).bottom;
    counts[bottom] = (counts[bottom] ?? 0) + 1;
  }
  return counts;
}

/**
 * Warehouse goods fall into nine classes that are interchangeable for every purpose (each is
 * worth 1 VP): a single spice (0-3 by spice), a doubled spice (4-7), or a wild card (8).
 * A harbor card is a single spice of its type (docs/games/borneo.md, "Components").
 */
export const GOOD_CLASSES = 9;
export const WILD_CLASS = 8;

export function cardClass(card: CardId): number {
  const def = cardDef(card);
  if (def.spice === 'wild') return WILD_CLASS;
  const spice = SPICES.indexOf(def.spice);
  return def.count === 2 ? 4 + spice : spice;
}

export function harborClass(harbor: HarborId): number {
  const def = HARBORS[harbor];
  if (!def) throw new RangeError(`unknown harbor ${harbor}`);
  return SPICES.indexOf(def.spice);
}

export function isHarborId(harbor: number): boolean {
  return Number.isInteger(harbor) && harbor >= 0 && harbor < HARBORS.length;
}

export function isMissionId(mission: number): boolean {
  return Number.isInteger(mission) && mission >= 0 && mission < MISSIONS.length;
}

export function companyName(company: CompanyIndex): string {
  return COMPANIES[company] ?? '?';
}

export function harborName(harbor: HarborId): string {
  return HARBORS[harbor]?.name ?? '?';
}

/** "double pepper (yellow red green / blue)" */
export function cardLabel(card: CardId): string {
  const def = cardDef(card);
  const spice = def.spice === 'wild' ? 'wild spice' : def.count === 2 ? `double ${def.spice}` : def.spice;
  const top = def.top.map(companyName).join(' ');
  return `${spice} (${top} / ${companyName(def.bottom)})`;
}

/** A class of goods in words: "cinnamon", "double cinnamon", "wild spice". */
export function classLabel(k: number): string {
  if (k === WILD_CLASS) return 'wild spice';
  const spice = SPICES[k % 4] ?? '?';
  return k >= 4 ? `double ${spice}` : spice;
}

export function cardListLabel(cards: readonly CardId[]): string {
  return cards.length === 0 ? 'no cards' : cards.map(cardLabel).join(', ');
}

export function missionLabel(mission: MissionId): string {
  const def = MISSIONS[mission];
  if (!def) return '?';
  const what = def.kind === 'each' ? `${def.amount} of each spice` : `${def.amount} of one spice`;
  return `the mission "${what}" (${def.points} points)`;
}

export function harborLabel(harbor: HarborId): string {
  const def = HARBORS[harbor];
  return def ? `${def.name} (${def.spice}, monopoly ${def.monopoly}, ${def.limit} cards)` : '?';
}

/** "1 flag", "2 flags": a count with its word (the log and the table say the same). */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
