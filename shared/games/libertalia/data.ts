/**
 * Libertalia component tables (docs/games/libertalia.md: "Characters", "Booty", "Hands and doubloons").
 */
import type { BootyCounts, BootyKind, Rank, Timing } from './types';

export const CAMPAIGNS = 3;
export const DAYS_PER_CAMPAIGN = 6;
export const FIRST_HAND_SIZE = 9;
export const RANKS_ADDED_PER_CAMPAIGN = 6;
export const STARTING_DOUBLOONS = 10;
export const RANK_COUNT = 30;

export interface CharacterDef {
  rank: Rank;
  name: string;
  timings: readonly Timing[];
  /** The card's ability text, as the table shows it. */
  text: string;
}

/** Index i holds rank i + 1. */
export const CHARACTERS = [
  { rank: 1, name: 'Parrot', timings: ['day'], text: 'Day: discard the Parrot and play another character from your hand in its place.' },
  { rank: 2, name: 'Monkey', timings: ['day'], text: 'Day: move all your cursed relics to the den of the player on your left.' },
  { rank: 3, name: 'Beggar', timings: ['day'], text: 'Day: the owner of the highest-ranked character on the ship gives you 3 doubloons.' },
  { rank: 4, name: 'Recruiter', timings: ['day'], text: 'Day: take one character from your den back into your hand.' },
  { rank: 5, name: 'Cabin Boy', timings: ['dusk'], text: 'Dusk: takes no booty.' },
  { rank: 6, name: 'Preacher', timings: ['day', 'end'], text: 'Day: discard all your booty but one token. End of campaign: +5 doubloons.' },
  { rank: 7, name: 'Barkeep', timings: ['night'], text: 'Night: +1 doubloon.' },
  { rank: 8, name: 'Waitress', timings: ['night'], text: 'Night: you may discard 1 treasure map for 3 doubloons.' },
  { rank: 9, name: 'Carpenter', timings: ['day', 'end'], text: 'Day: lose half your doubloons (you keep the odd one). End of campaign: +10 doubloons.' },
  { rank: 10, name: 'French Officer', timings: ['day'], text: 'Day: +5 doubloons if you have fewer than 9.' },
  { rank: 11, name: 'Voodoo Witch', timings: ['day'], text: 'Day: +2 doubloons per character in your discard pile.' },
  { rank: 12, name: 'Freed Slave', timings: ['night'], text: 'Night: +1 doubloon per character in your den ranked above 12.' },
  { rank: 13, name: 'Mutineer', timings: ['night'], text: 'Night: discard the lowest-ranked other character in your den; +2 doubloons if you did.' },
  { rank: 14, name: 'Brute', timings: ['day'], text: 'Day: discard the highest-ranked character on the ship (it may be the Brute).' },
  { rank: 15, name: 'Gunner', timings: ['day'], text: 'Day: pay 3 doubloons and discard a character of your choice from any den.' },
  { rank: 16, name: 'Topman', timings: ['end'], text: 'End of campaign: +5 doubloons if no player has fewer characters in their den than you.' },
  { rank: 17, name: 'Spanish Spy', timings: ['day'], text: 'Day: discard all your Spanish officers and draw one booty token from the bag for each (those tokens have no effect).' },
  { rank: 18, name: 'Cook', timings: ['dusk'], text: 'Dusk: takes 2 booty tokens instead of 1.' },
  { rank: 19, name: 'Bosun', timings: ['day'], text: 'Day: +2 doubloons per character in your den ranked below 19.' },
  { rank: 20, name: 'Armorer', timings: ['night'], text: 'Night: +1 doubloon per saber you hold.' },
  { rank: 21, name: 'Merchant', timings: ['day'], text: 'Day: discard 2 identical booty tokens for 3 doubloons, or 3 identical for 5 (if you can).' },
  { rank: 22, name: 'Surgeon', timings: ['day'], text: 'Day: take a character from your discard pile back into your hand.' },
  { rank: 23, name: 'Treasurer', timings: ['end'], text: 'End of campaign: +1 doubloon per goods, jewels and chest you hold.' },
  { rank: 24, name: 'Gambler', timings: ['day', 'end'], text: 'Day: pay 1 doubloon per booty token you hold. End of campaign: +8 doubloons.' },
  { rank: 25, name: "Governor's Daughter", timings: ['end'], text: 'End of campaign: +6 doubloons if you are the only player with her in the den; otherwise pay 3.' },
  { rank: 26, name: 'Quartermaster', timings: ['day', 'end'], text: 'Day: +1 doubloon per booty token you hold. End of campaign: pay 8 doubloons.' },
  { rank: 27, name: 'Granny Wata', timings: ['night'], text: 'Night: +2 doubloons if you are the only player with her in a den; otherwise every Granny Wata in a den is discarded.' },
  { rank: 28, name: 'First Mate', timings: ['end'], text: 'End of campaign: +1 doubloon per character in your den.' },
  { rank: 29, name: 'Captain', timings: ['day', 'end'], text: 'Day: +3 doubloons. End of campaign: pay 3 doubloons per cursed relic you hold.' },
  { rank: 30, name: 'Spanish Governor', timings: ['day'], text: 'Day: discard all the characters in your den.' },
] as const satisfies readonly CharacterDef[];

/** Named ranks, so rules read like the cards. */
export const R = {
  parrot: 1, monkey: 2, beggar: 3, recruiter: 4, cabinBoy: 5, preacher: 6, barkeep: 7, waitress: 8,
  carpenter: 9, frenchOfficer: 10, voodooWitch: 11, freedSlave: 12, mutineer: 13, brute: 14,
  gunner: 15, topman: 16, spanishSpy: 17, cook: 18, bosun: 19, armorer: 20, merchant: 21,
  surgeon: 22, treasurer: 23, gambler: 24, governorsDaughter: 25, quartermaster: 26,
  grannyWata: 27, firstMate: 28, captain: 29, spanishGovernor: 30,
} as const;

export function character(rank: Rank): CharacterDef {
  const def = CHARACTERS[rank - 1];
  if (!def) throw new RangeError(`No character of rank ${rank}`);
  return def;
}

export function characterName(rank: Rank): string {
  return character(rank).name;
}

export function hasTiming(rank: Rank, timing: Timing): boolean {
  return (character(rank).timings as readonly Timing[]).includes(timing);
}

/** b(rank) of the influence formula, index i for rank i + 1. */
const INFLUENCE_BASE = [
  1, 2, 3, 4, 5, 6, 6, 1, 2, 3, 4, 5, 5, 6, 1, 2, 3, 4, 4, 5, 6, 1, 2, 3, 3, 4, 5, 6, 1, 2,
] as const;

/**
 * The colour slot (0 to 5) a seat plays at a table of `players`: the seats are spread evenly
 * over the six slots (2 players: slots 0 and 3; 3 players: 0, 2, 4). Whose copy of a rank is
 * higher depends on the distance between slots, so adjacent slots (seats 0 and 1 in slots 0 and
 * 1) would let the second seat win the tie on 25 of the 30 ranks; evenly spread, each of two
 * players wins 15. Any fixed assignment of colours to slots would do.
 */
export function colourSlot(seat: number, players: number): number {
  return Math.floor((seat * 6) / players);
}

/** The number in the silver mark of colour slot `slot`'s copy of `rank` (docs/games/libertalia.md, "Characters"). */
export function influence(rank: Rank, slot: number): number {
  const base = INFLUENCE_BASE[rank - 1];
  if (base === undefined) throw new RangeError(`No character of rank ${rank}`);
  return ((base - 1 + slot) % 6) + 1;
}

export const BOOTY_KINDS = ['chest', 'jewels', 'goods', 'map', 'relic', 'saber', 'officer'] as const satisfies readonly BootyKind[];

export interface BootyDef {
  kind: BootyKind;
  /** "a chest", as logs name one token. */
  name: string;
  /** "chests", for several. */
  plural: string;
  count: number;
  /** Doubloons at the end of the campaign (maps score by sets instead: see MAP_SET_*). */
  value: number;
}

export const BOOTY = {
  chest: { kind: 'chest', name: 'a chest', plural: 'chests', count: 4, value: 5 },
  jewels: { kind: 'jewels', name: 'jewels', plural: 'jewels', count: 6, value: 3 },
  goods: { kind: 'goods', name: 'goods', plural: 'goods', count: 10, value: 1 },
  map: { kind: 'map', name: 'a treasure map', plural: 'treasure maps', count: 8, value: 0 },
  relic: { kind: 'relic', name: 'a cursed relic', plural: 'cursed relics', count: 10, value: -3 },
  saber: { kind: 'saber', name: 'a saber', plural: 'sabers', count: 6, value: 0 },
  officer: { kind: 'officer', name: 'a Spanish officer', plural: 'Spanish officers', count: 6, value: 0 },
} as const satisfies Record<BootyKind, BootyDef>;

/** Rulebook, "The day of rest": each set of 3 treasure maps is worth 12 doubloons. */
export const MAP_SET_SIZE = 3;
export const MAP_SET_VALUE = 12;

export function emptyBooty(): BootyCounts {
  return { chest: 0, jewels: 0, goods: 0, map: 0, relic: 0, saber: 0, officer: 0 };
}

export function fullBag(): BootyCounts {
  const bag = emptyBooty();
  for (const kind of BOOTY_KINDS) bag[kind] = BOOTY[kind].count;
  return bag;
}

export function bootyTotal(counts: BootyCounts): number {
  let total = 0;
  for (const kind of BOOTY_KINDS) total += counts[kind];
  return total;
}

/** The doubloons a den's booty is worth on the day of rest. */
export function bootyValue(counts: BootyCounts): number {
  let value = Math.floor(counts.map / MAP_SET_SIZE) * MAP_SET_VALUE;
  for (const kind of BOOTY_KINDS) value += counts[kind] * BOOTY[kind].value;
  return value;
}
