/**
 * Merchants & Marauders: the types of components, state, actions and views.
 * Our components and readings of the rulebook: docs/games/merchants-and-marauders.md.
 * Components are known by their index in the tables of `data.ts`, `cards.ts` and `glory.ts`.
 */
import type { Seat } from '../../core/engine';
import type { RngState } from '../../core/rng';
import type { LocationAction, LocationRaid, ReefSession } from './locations';
import type { LoyaltyTurn } from './loyalty';
import type { CutthroatState } from './cutthroat';
import type { GalleonState } from './galleon';
import type { NpcUpgradesState } from './npc-upgrades';
import type { ContrabandAction, ContrabandStop } from './contraband';
import type { ChoiceAction, CrowsNestOrder, Stow } from './choices';
import type { FavorNpcAction, NpcFound } from './favor-npc';

export type Nation = 'english' | 'french' | 'spanish' | 'dutch';
export type Good = 'cocoa' | 'food' | 'rum' | 'spices' | 'sugar' | 'tobacco' | 'textiles' | 'wood';
export type HitLocation = 'hull' | 'cargo' | 'masts' | 'crew' | 'cannons';
export type ShipType = 'sloop' | 'flute' | 'frigate' | 'galleon' | 'man-o-war' | 'brig';
export type Skill = 'seamanship' | 'scouting' | 'leadership' | 'influence';
/** The base game's three, then Seas of Glory module 2's heated shot, double shot and caltrops. */
export type Weapon = 'grappling-hooks' | 'chain-shot' | 'grapeshot' | 'heated-shot' | 'double-shot' | 'caltrops';
export type Direction = 'N' | 'E' | 'S' | 'W';
export type ModKind =
  | 'extra-hammocks'
  | 'advanced-rigs'
  | 'reinforced-hull'
  | 'extended-hold'
  | 'chasers'
  | 'extra-cannon-port'
  | 'swivel-guns'
  | 'long-guns'
  /** Seas of Glory module 3 (new ship modifications). */
  | 'carved-hull'
  | 'crows-nest'
  | 'plank'
  /** Module 3's smuggler's hold, only with module 7 (contraband). */
  | 'smugglers-hold';

/** The captains' special abilities (one each; see `cards.ts` for the texts). */
export type Ability =
  | 'silver-tongue'
  | 'keen-eye'
  | 'broadside'
  | 'born-leader'
  | 'press-gang'
  | 'old-salt'
  | 'hard-bargainer'
  | 'connoisseur'
  | 'trader'
  | 'raider'
  | 'quartermaster'
  | 'shipwright'
  | 'lucky'
  | 'sea-dog'
  | 'bounty-hunter'
  | 'smuggler'
  /** Seas of Glory module 1's captains (`seas-cards-data.ts`). */
  | 'treasure-hunter'
  | 'navigator'
  | 'gunsmith'
  | 'patron'
  | 'drillmaster'
  | 'chandler'
  | 'boarder'
  | 'marksman'
  | 'tracker'
  | 'hunter'
  | 'salvager'
  | 'stalwart';

export type Specialist =
  | 'carpenter'
  | 'gunner-captain'
  | 'master-gunner'
  | 'surgeon'
  | 'lookout'
  | 'master-at-arms'
  | 'purser'
  | 'sailing-master';

/** Glory cards played in combat (announced hidden, resolved in turn order). */
export type CombatCard = 'full-sail' | 'broadside-volley' | 'smoke-screen' | 'boarding-party' | 'brace';
/** Glory cards played on your own turn outside combat. */
export type TurnCard = 'fair-winds' | 'royal-pardon' | 'hidden-cove' | 'tip-off' | 'windfall' | 'loyal-crew';

export type EventKind = 'arrival' | 'war' | 'peace' | 'storm' | 'disease' | 'market' | 'pardon' | 'convoy' | 'tax' | 'calm' | 'employers';

/** The six NPC ships: a naval ship per nation (slots 0-3 in NATIONS order), the pirate sloop (4) and frigate (5). */
export type NpcSlot = number;

export interface MmOptions {
  /** Glory points that end the game (the rulebook's 10; shorter games for tests and quick tables). */
  gloryTarget: number;
  /** Captains dealt to each player to choose from (1 = the rulebook; 2 = variant 2 "Yarr, get on with it!"). */
  captainsDealt: number;
  /** Seas of Glory options (absent = off): module 5 (the brig), module 8 (wind; the storm token), variants 3 and 4. */
  flexibleTurns?: boolean;
  brig?: boolean;
  wind?: boolean;
  storm?: boolean;
  gloryOrDeath?: boolean;
  hardLife?: boolean;
  /** Module 9: location tokens. */
  locations?: boolean;
  /** Module 11 (loyalty track); module 3 (new ship modifications) and its optional market. */
  loyalty?: boolean;
  newMods?: boolean;
  modMarket?: boolean;
  /** Variant 2 "It'll cost ya!": 2 gold for each extra captain drawn at setup (with one captain dealt). Variant 5: cutthroat. */
  captainsForGold?: boolean;
  cutthroat?: boolean;
  /** Module 2 (heated shot, double shot, caltrops) and module 6 (the treasure galleon). */
  newWeapons?: boolean;
  treasureGalleon?: boolean;
  /** Module 10: favors. */
  favors?: boolean;
  /** Module 1: the new rumors, missions, events and captains (see `seas-cards.ts`). */
  newCards?: 'off' | 'shuffled' | 'separate';
  /** Module 4: NPC upgrades (npc-upgrades.ts). */
  npcUpgrades?: boolean;
  /** Module 7: contraband (contraband.ts), and module 3's smuggler's hold, which needs it. */
  contraband?: boolean;
  smugglersHold?: boolean;
}

/** The Seas of Glory options that are on/off switches, in the order the table lists them. */
export type SeasModule =
  | 'flexibleTurns' | 'brig' | 'wind' | 'storm' | 'gloryOrDeath' | 'hardLife' | 'locations' | 'loyalty' | 'newMods' | 'modMarket'
  | 'captainsForGold' | 'cutthroat' | 'newWeapons' | 'treasureGalleon' | 'favors' | 'npcUpgrades' | 'contraband' | 'smugglersHold';

/** A ship's hit locations hold their current values; the maximum comes from the ship and its modifications. */
export interface ShipState {
  type: ShipType;
  hull: number;
  cargo: number;
  masts: number;
  crew: number;
  cannons: number;
  /** Ship modification token ids. */
  mods: number[];
  reinforcedSpent: boolean;
  chasersSpent: boolean;
}

export interface PlayerState {
  /** Captain card id; -1 while a new captain is awaited (setup, after death or retirement). */
  captain: number;
  /** Captain cards dealt and not yet chosen (secret). */
  offer: number[];
  /** Setup only: the secret choice, revealed when every seat has chosen. */
  chosenCaptain: number;
  chosenShip: ShipType | '';
  ship: ShipState | null;
  zone: number;
  inPort: boolean;
  gold: number;
  stash: number;
  /** Someone stashed at least once (public); the amount stays secret. */
  hasStashed: boolean;
  /** Glory points on the track (stash points are added only when counted). */
  glory: number;
  cargo: number[];
  gloryHand: number[];
  specialists: number[];
  rumor: number;
  mission: number;
  /** Bounties per nation, in NATIONS order. */
  bounties: number[];
  weapons: Weapon[];
  /** A frigate or galleon was bought by this captain (its glory point is given once). */
  boughtBigShip: boolean;
  /** This player's turn counter and the port of its last purchase of goods (same-port rule). */
  turnsTaken: number;
  lastBuyTurn: number;
  lastBuyZone: number;
  /** Declared the glory target (stash shown). */
  declared: boolean;
  /** Module 9: [zone, turn] of the last purchase at a location (town, trade station). */
  locationBuy?: number[];
  /** Module 11: the crew's step on the loyalty track (loyalty.ts), absent without the module. */
  loyalty?: number;
  /** Variant 5: the captain (card id) flipped by an off-turn scouting attempt, until this player's next turn. */
  flipped?: number;
  /** Module 4: the weapons held that are NPC upgrade tokens (they go back to the upgrade pool). */
  npcWeapons?: Weapon[];
  /** Module 7: the cargo cards (in `cargo`) on the contraband space, secret; the sold card waiting behind the captain (-1 none). */
  contraband?: number[];
  contrabandHeld?: number;
  /** Module 7: a forced loss of cargo takes from the contraband space first (secret; absent: regular first). */
  lossFromContraband?: boolean;
  /** Module 3: the crow's nest's standing order (absent: used to scout and against being found). */
  crowsNest?: CrowsNestOrder;
}

export type PortActivity = 'sell' | 'buy' | 'shipyard' | 'recruit' | 'rumor' | 'mission' | 'deliver' | 'stash' | 'hire' | 'loyalty' | 'market' | 'favors';

export interface TurnState {
  seat: Seat;
  actionsLeft: number;
  /** Start-of-turn steps (new captain, hostile NPC scouting) are done. */
  started: boolean;
  /** An action was taken (retiring is allowed only before). */
  acted: boolean;
  /** Scout targets already tried this turn: 'p2', 'n4', 'm7'. */
  scouted: string[];
  portUsed: boolean;
  portOpen: boolean;
  activities: PortActivity[];
  current: PortActivity | '';
  /** Recruiting failed: crew may be bought. */
  recruitFailed: boolean;
  /** Tip-off played: the next scout needs no roll. */
  sureScout: boolean;
  /** Wind (module 8): the free move with the wind, and the first move against it (2 actions), were taken this turn. */
  withWindUsed?: boolean;
  againstWindUsed?: boolean;
  /** Module 9: zones whose location was visited this turn. */
  visited?: number[];
  /** Loyalty track (module 11): this turn's bookkeeping, absent without the module. */
  loyalty?: LoyaltyTurn;
  /** Favors (module 10): a favor is held ready to roll again the next roll that goes against you. */
  favorReady?: boolean;
}

export interface BuySession {
  cards: number[];
  /** Price of each drawn card, same order. */
  prices: number[];
  bought: number;
  redrawn: boolean;
  /** Module 9: buying at a location (no port rules apply). */
  location?: boolean;
  /** Favors (module 10): a favor drew the goods anew. */
  favorUsed?: boolean;
}

/** A merchant raid (rulebook "Merchant raids"). */
export interface RaidSession {
  step: 'engage' | 'spend' | 'keep';
  token: number;
  nation: Nation | '';
  cards: number[];
  dice: number[];
  successes: number;
  gold: number;
  /** Favors (module 10): the latest draw, which a favor may still draw anew (absent without one to redraw). */
  favorDraw?: FavorDraw;
}
/** A raid's draw that a favor may redraw: its cards, and whether it was the opening line (3 cards, Havana's fourth). */
export interface FavorDraw { cards: number[]; line: boolean }

export type Fighter = { kind: 'player'; seat: Seat } | { kind: 'npc'; slot: NpcSlot };
export type CombatAction = 'shoot' | 'board' | 'flee';

export interface CombatSide {
  fighter: Fighter;
  declared: CombatAction | '';
  /** The last roll of this side (SEAMANSHIP or LEADERSHIP); 0 is a skull. */
  dice: number[];
  /** Announced glory card, secret until resolved; -1 none. */
  announced: number;
  /** Glory cards resolved this round (public). */
  played: number[];
  /** Card effects in force this round. */
  effects: string[];
  /** Hit location dice of the hits this side inflicts this round (0 = skull). */
  hitRolls: number[];
  shot: Weapon | '';
  /** Skull hits on this side's own ship still to be placed by this side. */
  skullsToAssign: number;
  /** Hits this side may still ignore this round (Brace for impact). */
  braceLeft: number;
  luckyUsed: boolean;
  seaDogUsed: boolean;
  surgeonUsed: boolean;
  /** Extra crew-combat dice for the whole battle (Boarding party). */
  crewBonus: number;
  /** Module 2: caltrops cost this side a die on its next roll; a double shot's hits spread (locations placed so far). */
  caltropped?: boolean;
  spread?: HitLocation[];
}

export type CombatStep = 'declare' | 'announce' | 'resolve-card' | 'grapple' | 'shot' | 'assign' | 'plunder' | 'claim';

export interface CombatState {
  /** 0 = the aggressor, 1 = the defender. */
  sides: [CombatSide, CombatSide];
  /** NPC ships in the battle (fresh copies: NPCs are replenished after every battle). */
  npcShips: [ShipState | null, ShipState | null];
  stage: 'naval' | 'crew';
  round: number;
  /** The long guns' volley before the first round (no chain-shot or grapeshot). */
  preRound: boolean;
  step: CombatStep;
  /** Side indices whose decision the current step awaits, first one now. */
  queue: number[];
  /** Winner of this round's SEAMANSHIP contest (-1 none). */
  contestWinner: number;
  /** The side that won the battle and plunders (-1 none). */
  winner: number;
  /** Plunder: cargo cards the winner may keep, and the ship it may claim. */
  plunderCards: number[];
  prize: ShipState | null;
  /** Module 2: sides whose ship a heated shot set on fire, and the round whose end already burned. */
  burning?: number[];
  burnedRound?: number;
  /** Module 4: a beaten NPC's unspent weapons on offer to the victor (choices.ts). */
  wonWeapons?: { slot: number; weapons: Weapon[] };
}

export interface NpcState {
  /** Event card ids of this ship's captains; the top (last) commands. Empty: not in play. */
  stack: number[];
  zone: number;
  /** Arrival event card drawn this round: it takes command and the ship moves to its zone at the end of the round (-1: none). */
  arriving: number;
  /** A replacement captain took command after a defeat: the ship sails home at the end of the round. */
  returning: boolean;
}

export interface War {
  a: Nation;
  b: Nation;
}

export interface MmState {
  options: MmOptions;
  players: number;
  rng: RngState;
  phase: 'captains' | 'play' | 'over';
  round: number;
  firstSeat: Seat;
  seats: PlayerState[];
  /** Top of every deck is the END of the array. */
  cargoDeck: number[];
  cargoDiscard: number[];
  eventDeck: number[];
  eventDiscard: number[];
  gloryDeck: number[];
  gloryDiscard: number[];
  rumorDeck: number[];
  missionDeck: number[];
  missionDiscard: number[];
  missionsOnBoard: number[];
  captainDeck: number[];
  captainDiscard: number[];
  /** Per zone: demand token id (-1 none), the face-down demand pool. */
  demand: number[];
  demandPool: number[];
  /** Per zone: merchant token id (-1 none), and the merchant track. */
  merchants: number[];
  merchantTrack: number[];
  /** Per zone: ship modification token id (-1 none) and whether it is face up. */
  mods: number[];
  modsRevealed: boolean[];
  weaponSupply: number[];
  npcs: NpcState[];
  wars: War[];
  /** The event card of this round (-1 before the first). */
  event: number;
  turn: TurnState | null;
  buy: BuySession | null;
  raid: RaidSession | null;
  combat: CombatState | null;
  /** Pending NPC scouting of a seat: NPC slots in the order they try. */
  npcScouts: { seat: Seat; slots: NpcSlot[] } | null;
  /** Rumor cards to choose between (the seat keeps one). */
  rumorChoice: number[];
  /** Seats that must discard a glory card (over the hand limit), in order. */
  gloryDiscards: Seat[];
  endTriggered: boolean;
  endReason: '' | 'glory' | 'events' | 'captains' | 'limit';
  /** Wind (module 8): the direction the spinner gave this round ('' before the first or without the module). */
  wind: Direction | '';
  /** The storm token's zone (module 8), -1 without it. */
  storm: number;
  /** Variant 1 "Flexible turns": the seats whose cube was drawn this round, in order. */
  cubesDrawn?: number[];
  /** Module 9: the location token per zone (-1 none), a location raid and a reef visit in progress. */
  locations?: number[];
  locationRaid?: LocationRaid | null;
  reef?: ReefSession | null;
  /** Module 3: the reserve pool of face-down modification tokens, absent without the module. */
  modPool?: number[];
  /** Variant 5: other captains deciding whether to scout the active player off-turn. */
  cutthroat?: CutthroatState;
  /** Module 6: the treasure galleon (absent without the module). */
  galleon?: GalleonState;
  /** Favors (module 10): each seat's favors, secret to its owner (absent without the module). */
  favors?: number[];
  /** Module 4: the NPC upgrade pool and the tokens on the NPCs' cards (absent without the module). */
  npcUpgrades?: NpcUpgradesState;
  /** Module 7: a naval ship found a seat's contraband; the seat resists or throws it overboard. */
  contrabandStop?: ContrabandStop | null;
  /** Module 7: a contraband card gained without buying waits for its owner to choose its space. */
  stow?: Stow | null;
  /** Module 10: an NPC found the seat at the very start of its turn; it spends a favor or lets the find stand. */
  npcFound?: NpcFound | null;
}

export type MmAction =
  | { type: 'choose-captain'; captain: number; ship: ShipType }
  | { type: 'retire' }
  | { type: 'move'; zone: number }
  | { type: 'enter-port'; method: 'free' | 'fee' | 'roll' | 'favor' }
  | { type: 'leave-port' }
  | { type: 'scout'; target: 'player' | 'npc' | 'merchant'; id: number }
  | { type: 'port' }
  | { type: 'end-turn' }
  | { type: 'discard-cargo'; card: number }
  | { type: 'play-glory'; card: number; nation: Nation | '' }
  | { type: 'hire'; card: number }
  | { type: 'investigate' }
  | { type: 'sell'; cards: number[] }
  | { type: 'buy-draw' }
  | { type: 'redraw' }
  | { type: 'buy-card'; card: number }
  | { type: 'buy-done' }
  | { type: 'buy-ship'; ship: ShipType; transferMods: boolean }
  | { type: 'buy-weapon'; weapon: Weapon }
  | { type: 'repair'; location: HitLocation }
  | { type: 'refresh-hull' }
  | { type: 'buy-mod' }
  | { type: 'recruit' }
  | { type: 'hire-crew' }
  | { type: 'seek-rumor' }
  | { type: 'keep-rumor'; card: number }
  | { type: 'claim-mission'; mission: number }
  | { type: 'deliver' }
  | { type: 'stash'; amount: number }
  | { type: 'unstash'; amount: number }
  | { type: 'raid'; nation: Nation }
  | { type: 'let-go' }
  | { type: 'raid-weapon'; weapon: Weapon }
  | { type: 'raid-draw' }
  | { type: 'raid-discard'; card: number }
  | { type: 'raid-exchange'; card: number }
  | { type: 'raid-finish' }
  | { type: 'take-card'; card: number }
  | { type: 'take-done' }
  | { type: 'declare'; action: CombatAction }
  | { type: 'announce'; card: number }
  | { type: 'no-announce' }
  | { type: 'resolve-card'; play: boolean }
  | { type: 'grapple'; use: boolean }
  | { type: 'special-shot'; weapon: Weapon | '' }
  | { type: 'assign-hit'; location: HitLocation }
  | { type: 'claim-ship'; take: boolean }
  | { type: 'discard-glory'; card: number }
  | LocationAction
  | { type: 'buy-loyalty' }
  | { type: 'fierce-loyalty' }
  | { type: 'draw-mod' }
  | { type: 'buy-captain' }
  | { type: 'off-turn-scout'; scout: boolean }
  | { type: 'buy-favors'; amount: number }
  | { type: 'ready-favor' }
  | { type: 'favor-redraw' }
  | ContrabandAction
  | ChoiceAction
  | FavorNpcAction;

export type { SeasView, CutthroatView, PlayerView, CombatSideView, CombatView, ShipView, RaidView, NpcView, MineView, TurnView, MmView } from './view-types';
