/**
 * Small shared helpers over the Merchants & Marauders state: dice, decks, ship values, who is a
 * pirate, glory and bounties. Everything here works on the engine's own working copy.
 */
import type { Seat } from '../../core/engine';
import type { LogEntry } from '../../core/log';
import { randomInt, shuffleInPlace } from '../../core/rng';
import { CAPTAINS, type CaptainCard } from './cards';
import {
  DIE_FACES, GLORY_HAND_LIMIT, MAX_BOUNTY, NATIONS, SHIPS, SKULL, STASH_PER_GLORY, STASH_RISE, ZONES, zoneIndex,
} from './data';
import { GLORY } from './glory';
import { raiseLoyalty, specialistsIdle } from './loyalty';
import { returnMods } from './modifications';
import { returnUpgradeMods } from './npc-upgrades';
import { modKindOf } from './npc-upgrades-data';
import { cargoLossIndex, smugglersRoom } from './contraband';
import type { Ability, HitLocation, MmState, ModKind, Nation, PlayerState, ShipState, ShipType, Specialist } from './types';
import { said, saidTo, type GloryWhy } from './log';
import { own, seatToChange } from './change';

export type Refusal = { code: string; message: string } | null;
export const refuse = (code: string, message: string): Refusal => ({ code, message });

// Zones and dice are named as the log names them.
export { diceText, zoneName } from './log-names';

// ---- dice (Dice: docs/games/merchants-and-marauders.md) ----

export function rollDice(st: MmState, n: number): number[] {
  return Array.from({ length: Math.max(0, n) }, () => DIE_FACES[randomInt(st.rng, 6)]!);
}
export const successes = (dice: readonly number[]): number => dice.filter((d) => d === SKULL).length;
/** Ties are broken by the sum of the faces that are not successes (rulebook "Seamanship contest"). */
export const pips = (dice: readonly number[]): number => dice.reduce((a, d) => a + d, 0);

// ---- captains and players ----

export function captainOf(p: PlayerState): CaptainCard | undefined {
  return p.captain >= 0 ? CAPTAINS[p.captain] : undefined;
}
export const hasAbility = (p: PlayerState, a: Ability): boolean => captainOf(p)?.ability === a;
export const nationOf = (p: PlayerState): Nation | '' => captainOf(p)?.nation ?? '';
export const homeOf = (p: PlayerState): number => {
  const c = captainOf(p);
  return c ? zoneIndex(c.home) : -1;
};
/** A captain with any bounty is a pirate (rulebook "Bounties and rewards", "Pirate truce"). */
export const isPirate = (p: PlayerState): boolean => p.bounties.some((b) => b > 0);
export const alive = (p: PlayerState): boolean => p.captain >= 0 && p.ship !== null;
export const nationIndex = (n: Nation): number => NATIONS.indexOf(n);

export function hasSpecialist(p: PlayerState, kind: Specialist): boolean {
  if (specialistsIdle(p)) return false;
  return p.specialists.some((id) => GLORY[id]?.key === kind);
}

// ---- ships (rulebook "Ship modifications"; our numbers in docs/games/merchants-and-marauders.md) ----

export const modKinds = (ship: ShipState): ModKind[] => ship.mods.map(modKindOf);
export const hasMod = (ship: ShipState, kind: ModKind): boolean => modKinds(ship).includes(kind);

export interface ShipMax {
  hull: number;
  cargo: number;
  masts: number;
  crew: number;
  cannons: number;
  maneuverability: number;
}

/** Modifications add to crew, cargo and cannons, never above 5 (rulebook "Ship modifications"). */
export function shipMax(ship: ShipState): ShipMax {
  const d = SHIPS[ship.type];
  const up = (base: number, kind: ModKind): number => (hasMod(ship, kind) ? Math.max(base, Math.min(5, base + 1)) : base);
  return {
    hull: d.hull,
    cargo: up(d.cargo, 'extended-hold'),
    masts: d.hull,
    crew: up(d.crew, 'extra-hammocks'),
    cannons: up(d.cannons, 'extra-cannon-port'),
    maneuverability: d.maneuverability + (hasMod(ship, 'advanced-rigs') ? 1 : 0),
  };
}

export function newShip(type: ShipType): ShipState {
  const d = SHIPS[type];
  return { type, hull: d.hull, cargo: d.cargo, masts: d.hull, crew: d.crew, cannons: d.cannons, mods: [], reinforcedSpent: false, chasersSpent: false };
}

export const destroyedAny = (ship: ShipState): boolean => ship.hull <= 0 || ship.cargo <= 0 || ship.masts <= 0 || ship.crew <= 0 || ship.cannons <= 0;

/** Damage points that lower a ship's sale price (all but crew). */
export function damagePoints(ship: ShipState): number {
  const m = shipMax(ship);
  return m.hull - ship.hull + (m.cargo - ship.cargo) + (m.masts - ship.masts) + (m.cannons - ship.cannons);
}

/**
 * One hit to `loc`; hits to a destroyed location go to the hull unless `keep` (chain-shot and
 * grapeshot rounds, rulebook "Special weapons"). Returns the location actually hit, or '' if none.
 */
export function hitShip(ship: ShipState, loc: HitLocation, keep = false): HitLocation | '' {
  if (ship[loc] > 0) {
    ship[loc] -= 1;
    return loc;
  }
  if (keep) return '';
  if (ship.hull > 0) ship.hull -= 1;
  return 'hull';
}

/** Cargo cards in excess of the cargo value are removed at random (rulebook "Hit locations"). */
export function trimCargo(st: MmState, seat: Seat, log: LogEntry[]): void {
  const p = seatToChange(st, seat);
  if (!p.ship) return;
  let lost = 0;
  while (p.cargo.length > cargoCapacity(p)) {
    const [card] = p.cargo.splice(cargoLossIndex(st, p), 1);
    own(st, 'cargoDiscard').push(card!);
    lost++;
  }
  if (lost) log.push(said(['cargo-lost', seat, lost]));
}

/** Modification tokens re-enter the game face down in random ports without one (rulebook "Visit shipyard"). */
export function releaseMods(st: MmState, all: number[]): void {
  const ids = returnUpgradeMods(st, all);
  if (st.modPool) return returnMods(st, ids);
  for (const id of ids) {
    const free = ZONES.map((z, i) => (z.port && st.mods[i] === -1 ? i : -1)).filter((i) => i >= 0);
    if (free.length === 0) continue;
    const z = free[randomInt(st.rng, free.length)]!;
    own(st, 'mods')[z] = id;
    own(st, 'modsRevealed')[z] = false;
  }
}

// ---- decks ----

/** The top card of a deck, reshuffling its discard pile when it runs out; -1 when both are empty. */
export function drawFrom(st: MmState, deck: number[], discard: number[]): number {
  if (deck.length === 0 && discard.length > 0) {
    deck.push(...shuffleInPlace(st.rng, discard.splice(0)));
  }
  return deck.pop() ?? -1;
}
export const drawCargo = (st: MmState): number => drawFrom(st, own(st, 'cargoDeck'), own(st, 'cargoDiscard'));

// ---- glory (rulebook "Glory cards", "Stash gold") ----

/** Stash points count up to half the glory target ("up to 5 points in a 10 point game"). */
export function stashPoints(st: MmState, p: PlayerState): number {
  return stashPointsOf(p.stash, st.options.gloryTarget, st.options.gloryOrDeath === true);
}

/**
 * The glory points a stash is worth: 10 gold each, or with variant 3 ("Give me glory or give me
 * death") 10 for the first and 5 more for each next one (10, 15, 20 ...: 100 gold for 5 points).
 */
export function stashPointsOf(stash: number, gloryTarget: number, rising: boolean): number {
  const cap = Math.floor(gloryTarget / 2);
  if (!rising) return Math.min(cap, Math.floor(stash / STASH_PER_GLORY));
  let points = 0;
  let cost = STASH_PER_GLORY;
  for (let left = stash; points < cap && left >= cost; points++) {
    left -= cost;
    cost += STASH_RISE;
  }
  return points;
}
export const totalGlory = (st: MmState, p: PlayerState): number => p.glory + stashPoints(st, p);

export function drawGloryCard(st: MmState, seat: Seat, log: LogEntry[]): void {
  const card = drawFrom(st, own(st, 'gloryDeck'), own(st, 'gloryDiscard'));
  if (card < 0) return;
  const p = seatToChange(st, seat);
  p.gloryHand.push(card);
  log.push(saidTo(seat, ['glory-draw-seen', seat, card], ['glory-draw', seat]));
  checkHandLimit(st, seat);
}

/** Over 4 glory cards, the player must discard before anything else (rulebook "Glory cards"). */
export function checkHandLimit(st: MmState, seat: Seat): void {
  if (seatToChange(st, seat).gloryHand.length > GLORY_HAND_LIMIT && !st.gloryDiscards.includes(seat)) own(st, 'gloryDiscards').push(seat);
}

/** A glory point always brings a glory card (rulebook "Glory cards"). */
export function gainGlory(st: MmState, seat: Seat, why: GloryWhy, log: LogEntry[]): void {
  seatToChange(st, seat).glory += 1;
  log.push(said(['glory', seat, ...why]));
  raiseLoyalty(st, seat, log);
  drawGloryCard(st, seat, log);
}

/** Bounties go up to 5 per nation (rulebook "Bounties and rewards"). */
export function addBounty(st: MmState, seat: Seat, nation: Nation, log: LogEntry[]): void {
  const p = seatToChange(st, seat);
  const i = nationIndex(nation);
  if (p.bounties[i]! < MAX_BOUNTY) p.bounties[i]! += 1;
  log.push(said(['wanted', seat, i, p.bounties[i]!]));
}

export const atWar = (st: MmState, a: Nation | '', b: Nation | ''): boolean =>
  a !== '' && b !== '' && st.wars.some((w) => (w.a === a && w.b === b) || (w.a === b && w.b === a));

export function gloryKey(card: number): string {
  return GLORY[card]?.key ?? '';
}

/**
 * An action's rule: `check` refuses it without touching the state (legal actions are the
 * candidates it accepts); `run` performs it on the engine's working copy.
 */
export interface Handler<A> {
  check(s: MmState, seat: Seat, a: A): Refusal;
  run(st: MmState, seat: Seat, a: A, log: LogEntry[]): void;
}

/** The hold's cargo value (module 3's smuggler's hold makes room for one contraband card more). */
export const cargoCapacity = (p: PlayerState): number => Math.max(0, p.ship?.cargo ?? 0) + smugglersRoom(p);
