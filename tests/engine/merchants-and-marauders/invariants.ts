/**
 * Invariants of every Merchants & Marauders state and view, for the seeded playouts: components
 * are conserved, gold never goes negative, a view depends only on what its viewer may know, and
 * a view is schema-friendly.
 */
import type { Seat } from '../../../shared/core/engine';
import { createRng, shuffleInPlace, randomInt } from '../../../shared/core/rng';
import { merchantsAndMarauders as game } from '../../../shared/games/merchants-and-marauders';
import { cargoInPlay, contrabandOf, isContrabandCard } from '../../../shared/games/merchants-and-marauders/contraband';
import { cargoCapacity } from '../../../shared/games/merchants-and-marauders/state';
import { DEMAND_TOKENS, MERCHANT_TOKENS, WEAPONS, WEAPON_SUPPLY } from '../../../shared/games/merchants-and-marauders/data';
import { modTokensInPlay } from '../../../shared/games/merchants-and-marauders/modifications';
import { UPGRADE_MOD_BASE, isUpgradeMod, upgradeTokensInPlay, weaponToken } from '../../../shared/games/merchants-and-marauders/npc-upgrades-data';
import { GLORY } from '../../../shared/games/merchants-and-marauders/glory';
import { deckIds } from '../../../shared/games/merchants-and-marauders/seas-cards';
import type { MmState } from '../../../shared/games/merchants-and-marauders/types';

/** `ids` are exactly the components 0..n-1, or (a deck of Seas of Glory module 1) exactly the ids listed. */
function exactly(name: string, ids: number[], n: number | number[]): void {
  const want = typeof n === 'number' ? Array.from({ length: n }, (_, i) => i) : n;
  const sorted = [...ids].sort((a, b) => a - b);
  if (sorted.length !== want.length || sorted.some((x, i) => x !== want[i])) throw new Error(`${name} not conserved: ${sorted.length} of ${want.length}`);
}

/** Throws when a component is missing, doubled or out of place, or gold is negative. */
export function checkConservation(s: MmState): void {
  const seats = s.seats;
  exactly('cargo', [
    ...s.cargoDeck, ...s.cargoDiscard, ...seats.flatMap((p) => p.cargo), ...(s.buy?.cards ?? []), ...(s.raid?.cards ?? []),
    ...(s.combat?.plunderCards ?? []), ...(s.locationRaid?.cards ?? []), ...seats.map((p) => p.contrabandHeld ?? -1).filter((c) => c >= 0),
  ], cargoInPlay(s.options));
  // Module 7: the contraband space holds contraband cards from the hold only.
  for (const p of seats) if (p.contraband && p.contraband.some((c) => !p.cargo.includes(c) || !isContrabandCard(c))) throw new Error('contraband space out of order');
  const announced = (s.combat?.sides ?? []).map((x) => x.announced).filter((x) => x >= 0);
  exactly('glory cards', [...s.gloryDeck, ...s.gloryDiscard, ...seats.flatMap((p) => [...p.gloryHand, ...p.specialists]), ...announced], GLORY.length);
  exactly('events', [...s.eventDeck, ...s.eventDiscard, ...s.npcs.flatMap((n) => [...n.stack, ...(n.arriving >= 0 ? [n.arriving] : [])])], deckIds('events', s.options));
  exactly('rumors', [...s.rumorDeck, ...seats.map((p) => p.rumor).filter((r) => r >= 0), ...s.rumorChoice], deckIds('rumors', s.options));
  exactly('missions', [...s.missionDeck, ...s.missionsOnBoard, ...s.missionDiscard, ...seats.map((p) => p.mission).filter((m) => m >= 0)], deckIds('missions', s.options));
  exactly('captains', [
    ...s.captainDeck, ...s.captainDiscard, ...seats.flatMap((p) => [...p.offer, ...(p.captain >= 0 ? [p.captain] : [])]),
  ], deckIds('captains', s.options));
  exactly('demand tokens', [...s.demand.filter((d) => d >= 0), ...s.demandPool], DEMAND_TOKENS.length);
  const prize = s.combat?.prize?.mods ?? [];
  // Every token in play (module 3 adds some, and a reserve pool) is by a port, on a ship, in the pool or the prize.
  const allMods = [...s.mods.filter((m) => m >= 0), ...seats.flatMap((p) => p.ship?.mods ?? []), ...prize, ...(s.modPool ?? [])];
  const mods = allMods.filter((m) => !isUpgradeMod(m));
  if (JSON.stringify([...mods].sort((a, b) => a - b)) !== JSON.stringify(modTokensInPlay(s.options))) throw new Error('modification tokens not conserved');
  // Module 4: every upgrade token in play is in the pool, on an NPC's card, fitted to a ship, among a player's weapons or on offer after a battle.
  const u = s.npcUpgrades;
  if ((u !== undefined) !== (s.options.npcUpgrades === true)) throw new Error('NPC upgrades out of order');
  if (u) {
    const fitted = allMods.filter(isUpgradeMod).map((m) => m - UPGRADE_MOD_BASE);
    const held = seats.flatMap((p) => (p.npcWeapons ?? []).map(weaponToken));
    // A beaten NPC's weapons still on offer to the victor lie beside the battle.
    const offered = (s.combat?.wonWeapons?.weapons ?? []).map(weaponToken);
    exactly('NPC upgrade tokens', [...u.pool, ...u.on.flat(), ...fitted, ...held, ...offered], upgradeTokensInPlay(s.options));
    if (seats.some((p) => (p.npcWeapons ?? []).some((w) => !p.weapons.includes(w)))) throw new Error('an NPC weapon token without its weapon');
  }
  const raidToken = s.raid && s.raid.step === 'engage' ? [s.raid.token] : [];
  exactly('merchant tokens', [...s.merchants.filter((m) => m >= 0), ...s.merchantTrack, ...raidToken], MERCHANT_TOKENS.length);
  for (const [w, supply] of s.weaponSupply.entries()) {
    const held = seats.filter((p) => p.weapons.includes(WEAPONS[w]!) && !(p.npcWeapons ?? []).includes(WEAPONS[w]!)).length;
    if (supply + held !== WEAPON_SUPPLY) throw new Error('special weapons not conserved');
  }
  // Module 6: the treasure galleon is there exactly when the module is on, and never carries less than nothing.
  if ((s.galleon !== undefined) !== (s.options.treasureGalleon === true) || (s.galleon?.gold ?? 0) < 0) throw new Error('treasure galleon out of order');
  for (const p of seats) {
    if (p.gold < 0 || p.stash < 0) throw new Error('negative gold');
    if (p.gloryHand.length > 4 && !s.gloryDiscards.includes(seats.indexOf(p))) throw new Error('glory hand over the limit');
    if (p.ship && !p.inPort && p.cargo.length > cargoCapacity(p) && !s.combat) throw new Error('cargo above capacity at sea');
    if (p.ship && (p.ship.hull < 0 || p.ship.crew < 0)) throw new Error('negative hit location');
  }
}

/** Swaps `n` cards of `hand` with random cards of `deck`, so the hand keeps its size. */
function swap(rng: ReturnType<typeof createRng>, hand: number[], deck: number[]): void {
  for (let i = 0; i < hand.length && deck.length > 0; i++) {
    const j = randomInt(rng, deck.length);
    const t = deck[j]!;
    deck[j] = hand[i]!;
    hand[i] = t;
  }
}

/**
 * The same table with everything `viewer` may not know redrawn: deck orders, other players'
 * cargo, glory hands, rumors, stashes, dealt and chosen captains, goods drawn to buy, announced
 * combat cards, face-down modification and merchant tokens, and the RNG. A view that changes
 * under this leaks.
 */
export function redrawHidden(s: MmState, viewer: Seat | null, seed: string): MmState {
  const t: MmState = structuredClone(s);
  const rng = createRng(seed);
  for (const deck of [t.cargoDeck, t.gloryDeck, t.eventDeck, t.rumorDeck, t.missionDeck, t.captainDeck, t.demandPool, t.merchantTrack]) shuffleInPlace(rng, deck);
  // Module 4: the face-down upgrade pool is nobody's to know.
  if (t.npcUpgrades) shuffleInPlace(rng, t.npcUpgrades.pool);
  for (const [i, p] of t.seats.entries()) {
    if (i === viewer) continue;
    // Module 7: the contraband space keeps its count, so its cards swap with contraband cards only.
    const smuggled = contrabandOf(p);
    const regular = p.cargo.filter((c) => !smuggled.includes(c));
    swap(rng, regular, t.cargoDeck);
    const contraDeck = t.cargoDeck.filter(isContrabandCard);
    swap(rng, smuggled, contraDeck);
    t.cargoDeck = [...t.cargoDeck.filter((c) => !isContrabandCard(c)), ...contraDeck];
    p.cargo = [...regular, ...smuggled];
    if (p.contraband) p.contraband = smuggled;
    swap(rng, p.gloryHand, t.gloryDeck);
    if (p.rumor >= 0 && t.rumorDeck.length) {
      const r = [p.rumor];
      swap(rng, r, t.rumorDeck);
      p.rumor = r[0]!;
    }
    if (!p.declared && t.phase !== 'over' && p.stash > 0) p.stash = 1 + randomInt(rng, 60);
    swap(rng, p.offer, t.captainDeck);
    if (p.chosenCaptain >= 0) {
      const c = [p.chosenCaptain];
      swap(rng, c, t.captainDeck);
      p.chosenCaptain = c[0]!;
      p.chosenShip = p.chosenShip === 'sloop' ? 'flute' : 'sloop';
    }
  }
  if (t.buy && t.turn?.seat !== viewer) swap(rng, t.buy.cards, t.cargoDeck);
  for (const side of t.combat?.sides ?? []) {
    if (side.announced >= 0 && !(side.fighter.kind === 'player' && side.fighter.seat === viewer)) {
      const c = [side.announced];
      swap(rng, c, t.gloryDeck);
      side.announced = c[0]!;
    }
  }
  const down = t.mods.map((m, z) => (m >= 0 && !t.modsRevealed[z] ? z : -1)).filter((z) => z >= 0);
  const downIds = shuffleInPlace(rng, down.map((z) => t.mods[z]!));
  down.forEach((z, k) => (t.mods[z] = downIds[k]!));
  const zones = t.merchants.map((m, z) => (m >= 0 ? z : -1)).filter((z) => z >= 0);
  const pool = shuffleInPlace(rng, [...zones.map((z) => t.merchants[z]!), ...t.merchantTrack]);
  zones.forEach((z) => (t.merchants[z] = pool.pop()!));
  t.merchantTrack = pool;
  t.rng = createRng(`${seed}-rng`);
  return t;
}

export function checkNoLeak(s: MmState, viewer: Seat | null, seed: string): void {
  const seen = JSON.stringify(game.view(s, viewer));
  const redrawn = JSON.stringify(game.view(redrawHidden(s, viewer, seed), viewer));
  if (seen !== redrawn) throw new Error(`view of ${viewer} depends on hidden information`);
}

/** A view a schema can mirror (shared by every game's tests). */
export { checkSchemaShape } from '../../helpers/view-shape';
