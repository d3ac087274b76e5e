/**
 * Setup (rulebook "Setup"): decks shuffled, a demand token and a face-down modification token by
 * every port, a face-down merchant token in every zone, 2 missions on the board, and captains
 * dealt secretly. The ships, gold and first glory card come when every seat has chosen.
 */
import { createRng, shuffleInPlace } from '../../core/rng';
import { NPC_SLOTS } from './cards';
import { cargoInPlay, contrabandSetup } from './contraband';
import { BASE_MOD_COUNT, CARIBBEAN_SEA, DEMAND_TOKENS, MERCHANT_TOKENS, WEAPONS, WEAPON_SUPPLY, ZONES } from './data';
import { dealNewMods } from './modifications';
import { GLORY } from './glory';
import { deckIds } from './seas-cards';
import type { MmOptions, MmState, PlayerState } from './types';
import { placeLocations } from './locations';
import { manifest } from './manifest';
import { weaponsInPlay } from './weapons';
import { galleonSetup } from './galleon';
import { setupNpcUpgrades } from './npc-upgrades';

/** The player counts are the manifest's (the lobby offers the same). */
export const { minPlayers: MIN_PLAYERS, maxPlayers: MAX_PLAYERS } = manifest;

const ids = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

export function emptyPlayer(): PlayerState {
  return {
    captain: -1, offer: [], chosenCaptain: -1, chosenShip: '', ship: null, zone: -1, inPort: false,
    gold: 0, stash: 0, hasStashed: false, glory: 0, cargo: [], gloryHand: [], specialists: [], rumor: -1, mission: -1,
    bounties: [0, 0, 0, 0], weapons: [], boughtBigShip: false, turnsTaken: 0, lastBuyTurn: -9, lastBuyZone: -1, declared: false,
  };
}

export function setup(players: number, seed: string, options: MmOptions): MmState {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new RangeError(`Merchants & Marauders is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players`);
  }
  const rng = createRng(seed);
  const ports = ZONES.map((z, i) => (z.port ? i : -1));
  const demandPool = shuffleInPlace(rng, ids(DEMAND_TOKENS.length));
  const modPool = shuffleInPlace(rng, ids(BASE_MOD_COUNT));
  const merchantPool = shuffleInPlace(rng, ids(MERCHANT_TOKENS.length));
  const st: MmState = {
    options,
    players,
    rng,
    phase: 'captains',
    round: 0,
    firstSeat: 0,
    seats: Array.from({ length: players }, emptyPlayer),
    cargoDeck: shuffleInPlace(rng, ids(cargoInPlay(options))),
    cargoDiscard: [],
    eventDeck: shuffleInPlace(rng, deckIds('events', options)),
    eventDiscard: [],
    gloryDeck: shuffleInPlace(rng, ids(GLORY.length)),
    gloryDiscard: [],
    rumorDeck: shuffleInPlace(rng, deckIds('rumors', options)),
    missionDeck: shuffleInPlace(rng, deckIds('missions', options)),
    missionDiscard: [],
    missionsOnBoard: [],
    captainDeck: shuffleInPlace(rng, deckIds('captains', options)),
    captainDiscard: [],
    demand: ports.map((z) => (z >= 0 ? demandPool.pop()! : -1)),
    demandPool,
    merchants: ZONES.map(() => merchantPool.pop()!),
    merchantTrack: merchantPool,
    mods: ports.map((z) => (z >= 0 ? modPool.pop()! : -1)),
    modsRevealed: ZONES.map(() => false),
    weaponSupply: weaponsInPlay(options).map(() => WEAPON_SUPPLY),
    npcs: NPC_SLOTS.map(() => ({ stack: [], zone: -1, arriving: -1, returning: false })),
    wars: [],
    event: -1,
    turn: null,
    buy: null,
    raid: null,
    combat: null,
    npcScouts: null,
    rumorChoice: [],
    gloryDiscards: [],
    endTriggered: false,
    endReason: '',
    wind: '',
    storm: options.storm ? CARIBBEAN_SEA : -1,
  };
  dealNewMods(st);
  contrabandSetup(st);
  const galleon = galleonSetup(options);
  if (galleon) st.galleon = galleon;
  setupNpcUpgrades(st);
  if (options.favors) st.favors = st.seats.map(() => 0);
  st.missionsOnBoard.push(st.missionDeck.pop()!, st.missionDeck.pop()!);
  // Each player secretly draws captains (variant 2 deals two to choose from).
  const dealt = Math.max(1, Math.min(2, options.captainsDealt));
  for (const p of st.seats) p.offer = Array.from({ length: dealt }, () => st.captainDeck.pop()!);
  if (options.locations) placeLocations(st);
  return st;
}
