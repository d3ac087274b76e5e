/**
 * Merchants & Marauders: what a viewer is sent (the view of the state), by seat; `types.ts` re-exports
 * these so every file imports its types from one place.
 */
import type { Seat } from '../../core/engine';
import type { CrowsNestOrder } from './choices';
import type { GalleonState } from './galleon';
import type { LocationsView } from './locations';
import type { LoyaltyTurn } from './loyalty';
import type { NpcUpgradesView } from './npc-upgrades-view';
import type { CombatAction, CombatStep, Direction, HitLocation, MmState, Nation, PortActivity, RaidSession, SeasModule, ShipState, ShipType, Weapon } from './types';

export interface SeasView {
  /** The on/off options in play (SeasModule names). */
  modules: string[];
  wind: Direction | '';
  storm: number;
  /** Module 9 (absent without it). */
  locations?: LocationsView;
  /** Module 3: face-down tokens in the reserve pool (absent without the module). */
  modPool?: number;
  /** Variant 5 "Cutthroat" (present only with it). */
  cutthroat?: CutthroatView;
  /** Module 6: the treasure galleon's zone (-1 once defeated) and the gold on its board. */
  galleon?: GalleonState;
  /** Module 1's decks, present only with the module. */
  newCards?: 'shuffled' | 'separate';
  /** Module 4: the upgrade pool's size, the galleon's upgrades, the weapons spent in this battle (absent without the module). */
  npcUpgrades?: NpcUpgradesView;
  /** Module 7: the naval ship (NPC slot) searching a seat's hold, awaiting its answer. */
  contrabandStop?: { seat: Seat; slot: number };
  /** Module 10: the NPC (slot) that found a seat at the very start of its turn, awaiting its answer (a favor or not). */
  npcFound?: { seat: Seat; slot: number };
}

/** Seats whose captain card is flipped; the player (-1 none) whose move the captains still `asking` (first decides now) may scout off-turn, and those who do. */
export interface CutthroatView {
  flipped: number[];
  target: number;
  asking: number[];
  scouts: number[];
}

/** What anyone may see of a player. */
export interface PlayerView {
  captain: number;
  hasChosen: boolean;
  shipType: ShipType | '';
  hull: number;
  cargoSpace: number;
  masts: number;
  crew: number;
  cannons: number;
  /** Maximum values of the hit locations with modifications, and maneuverability. */
  maxHull: number;
  maxCargo: number;
  maxCrew: number;
  maxCannons: number;
  maneuverability: number;
  mods: number[];
  reinforcedSpent: boolean;
  zone: number;
  inPort: boolean;
  gold: number;
  glory: number;
  hasStashed: boolean;
  /** Stashed gold once shown (declared or game over), else -1. */
  stashShown: number;
  cargoCount: number;
  gloryCount: number;
  specialists: number[];
  hasRumor: boolean;
  mission: number;
  bounties: number[];
  weapons: Weapon[];
  pirate: boolean;
  declared: boolean;
  /** Captain cards this player holds to choose from (their faces are the owner's). */
  offerCount: number;
  chasersSpent: boolean;
  boughtBigShip: boolean;
  /** Turns taken, and the turn and port of the last purchase of goods (the same-port rule). */
  turnsTaken: number;
  lastBuyTurn: number;
  lastBuyZone: number;
  /** Module 11: the crew's step on the loyalty track (absent without the module). */
  loyalty?: number;
  /** Module 4: the weapons held that are NPC upgrade tokens (present only with the module). */
  npcWeapons?: Weapon[];
  /** Module 7: cards on the contraband space (a count), and the sold card waiting behind the captain (-1 none). */
  contrabandCount?: number;
  contrabandHeld?: number;
  /** Module 3: the crow's nest's standing order, present only when not used both ways (choices.ts). */
  crowsNest?: CrowsNestOrder;
}

export interface CombatSideView {
  kind: 'player' | 'npc' | '';
  /** Seat or NPC slot; -1 none. */
  id: number;
  declared: CombatAction | '';
  dice: number[];
  hasAnnounced: boolean;
  /** Glory card ids resolved this round. */
  played: number[];
  effects: string[];
  hitRolls: number[];
  shot: Weapon | '';
  skullsToAssign: number;
  braceLeft: number;
  luckyUsed: boolean;
  seaDogUsed: boolean;
  surgeonUsed: boolean;
  crewBonus: number;
  caltropped?: boolean;
  spread?: HitLocation[];
  /** Module 4: an NPC ship's upgrade modifications in this battle (present only when it has some). */
  mods?: number[];
  reinforcedSpent?: boolean;
  chasersSpent?: boolean;
  /** NPC ships' current values (player ships are in their PlayerView); -1 for players. */
  shipType: ShipType | '';
  hull: number;
  masts: number;
  crew: number;
  cannons: number;
  cargoSpace: number;
}

export interface CombatView {
  active: boolean;
  stage: 'naval' | 'crew' | '';
  round: number;
  step: CombatStep | '';
  /** The side (0 aggressor, 1 defender) whose decision is awaited; -1 none. */
  waiting: number;
  contestWinner: number;
  prizeType: ShipType | '';
  /** The beaten ship the winner may claim (type '' when none). */
  prize: ShipView;
  /** The long guns' volley before the first round. */
  preRound: boolean;
  /** Sides whose decision the current step awaits, in order (`waiting` is the first). */
  queue: number[];
  attacker: CombatSideView;
  defender: CombatSideView;
  plunderCards: number[];
  winner: number;
  /** Module 2: sides on fire, and the round whose end already burned (present only while one burns). */
  burning?: number[];
  burnedRound?: number;
  /** Module 4: a beaten NPC's unspent weapons the victor may still take. */
  wonWeapons?: { slot: number; weapons: Weapon[] };
}

/** A ship outside a player's hands (the prize of a battle). */
export interface ShipView extends Omit<ShipState, 'type'> {
  /** '' when there is no prize. */
  type: ShipType | '';
}

export interface RaidView {
  active: boolean;
  step: RaidSession['step'] | '';
  token: number;
  tokenNation: Nation | '';
  nation: Nation | '';
  cards: number[];
  dice: number[];
  successes: number;
  /** Gold plundered (once the raid is won). */
  gold: number;
  /** Favors (module 10): the latest draw a favor may still draw anew, public as the raid's cards are (absent without one). */
  favorDraw?: { cards: number[]; line: boolean };
}

export interface NpcView {
  inPlay: boolean;
  captain: number;
  zone: number;
  arriving: number;
  shipType: ShipType | '';
  /** Event cards of its captains, the commanding one last (all drawn face up). */
  stack: number[];
  /** A replacement captain sails home at the end of the round. */
  returning: boolean;
  /** Module 4: the upgrade tokens on its card (present only with the module). */
  upgrades?: number[];
}

/** A seat's own secrets, which only that seat may know (in `MmView.mine` under its seat number). */
export interface MineView {
  offer: number[];
  chosenCaptain: number;
  chosenShip: ShipType | '';
  cargo: number[];
  gloryHand: number[];
  rumor: number;
  stash: number;
  /** Cargo cards drawn to buy, with their prices. */
  buyCards: number[];
  buyPrices: number[];
  rumorChoice: number[];
  announced: number;
  /** Favors (module 10): the viewer's count, present only with the module. */
  favors?: number;
  /** Module 7: the viewer's cargo cards on the contraband space (present only with the module). */
  contraband?: number[];
  /** Module 7: a forced loss takes from the contraband space first (present only then), and the gained card waiting to be stowed. */
  lossFromContraband?: boolean;
  stow?: number;
}

export interface TurnView {
  seat: Seat;
  actionsLeft: number;
  portOpen: boolean;
  portUsed: boolean;
  activities: PortActivity[];
  current: PortActivity | '';
  buying: boolean;
  buyCount: number;
  /** Goods bought from this draw, and whether Santo Domingo's redraw was used. */
  bought: number;
  redrawn: boolean;
  /** Rumor cards the player chooses between (their faces are the player's). */
  rumorChoiceCount: number;
  /** Start-of-turn steps done; an action taken (no retiring after). */
  started: boolean;
  acted: boolean;
  /** Scout targets tried this turn ('p2', 'n4', 'm7'). */
  scouted: string[];
  recruitFailed: boolean;
  sureScout: boolean;
  withWindUsed: boolean;
  againstWindUsed: boolean;
  /** Loyalty track (module 11): the turn's bookkeeping (LoyaltyTurn, flat for the wire), absent without the module. */
  loyaltyPort?: number; fierceTried?: boolean; freeHired?: boolean; cardsBarred?: boolean;
  /** Favors (module 10, present only with it): a favor is held ready; a favor drew the goods anew. */
  favorReady?: boolean;
  favorRedrawn?: boolean;
}

export interface MmView {
  players: number;
  gloryTarget: number;
  captainsDealt: number;
  phase: MmState['phase'];
  round: number;
  firstSeat: Seat;
  toAct: Seat[];
  seats: PlayerView[];
  cargoDeckCount: number;
  cargoDiscard: number[];
  eventDeckCount: number;
  eventDiscard: number[];
  event: number;
  gloryDeckCount: number;
  /** Some glory cards are discarded unseen (over the hand limit): the pile is a count. */
  gloryDiscardCount: number;
  rumorDeckCount: number;
  missionDeckCount: number;
  missionDiscard: number[];
  missionsOnBoard: number[];
  captainDeckCount: number;
  captainDiscard: number[];
  demand: number[];
  demandPoolCount: number;
  /** Per zone: a merchant token is there. */
  merchants: boolean[];
  merchantTrack: number;
  /** Per zone: the face-up modification kind ('' when face down or none) and whether a token is there. */
  modsShown: string[];
  modsPresent: boolean[];
  weaponSupply: number[];
  npcs: NpcView[];
  /** Wars as "english-spanish". */
  wars: string[];
  turn: TurnView;
  raid: RaidView;
  combat: CombatView;
  gloryDiscards: Seat[];
  /** NPCs still to scout for a seat (-1: none), as a set (their order is drawn at random). */
  npcScoutSeat: Seat;
  npcScoutSlots: number[];
  /** Flexible turns: the seats whose cube was drawn this round, in order. */
  cubesDrawn: number[];
  endTriggered: boolean;
  endReason: MmState['endReason'];
  /** Final glory with stash points (filled when the game is over). */
  finalGlory: number[];
  /** The Seas of Glory modules and variants in play, the wind and the storm token. */
  seas: SeasView;
  /**
   * The viewer's own secrets keyed by its seat (`{ "2": {...} }`), absent for spectators: the
   * server syncs each entry to its seat's client only, so the rest of the view is the same for all.
   */
  mine?: Record<string, MineView>;
}
