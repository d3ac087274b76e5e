/**
 * Merchants & Marauders' board: MmView mirrored field for field. A seat's secrets (cargo cards,
 * glory cards in hand, its rumor, its stash, the captains it was dealt or chose, goods drawn to
 * buy, the combat card it announced) live in `mine`, a map tagged `.view()` whose entry for
 * seat N is added to seat N's StateView only; everyone else sees counts and "has" flags in the
 * public seat (spec "Hidden information").
 */
import { schema, t } from '@colyseus/schema';
import type {
  CombatSideView,
  CombatView,
  HitLocation,
  MineView,
  MmView,
  NpcView,
  PlayerView,
  RaidView,
  SeasView,
  ShipView,
  TurnView,
} from '../../shared/games/merchants-and-marauders/types';
import type { LocationRaidView } from '../../shared/games/merchants-and-marauders/locations';
import { projection } from './projection';

/** Seas of Glory module 3: a seat's crow's nest order (public). */
const MmCrowsNest = schema(
  {
    scout: t.boolean(),
    hide: t.boolean(),
  },
  'MmCrowsNest',
);

const MmSeat = schema(
  {
    captain: t.number(),
    hasChosen: t.boolean(),
    shipType: t.string<PlayerView['shipType']>(),
    hull: t.number(),
    cargoSpace: t.number(),
    masts: t.number(),
    crew: t.number(),
    cannons: t.number(),
    maxHull: t.number(),
    maxCargo: t.number(),
    maxCrew: t.number(),
    maxCannons: t.number(),
    maneuverability: t.number(),
    mods: t.array('number'),
    reinforcedSpent: t.boolean(),
    zone: t.number(),
    inPort: t.boolean(),
    gold: t.number(),
    glory: t.number(),
    hasStashed: t.boolean(),
    stashShown: t.number(),
    cargoCount: t.number(),
    gloryCount: t.number(),
    specialists: t.array('number'),
    hasRumor: t.boolean(),
    mission: t.number(),
    bounties: t.array('number'),
    weapons: t.array<PlayerView['weapons'][number]>('string'),
    pirate: t.boolean(),
    declared: t.boolean(),
    offerCount: t.number(),
    chasersSpent: t.boolean(),
    boughtBigShip: t.boolean(),
    turnsTaken: t.number(),
    lastBuyTurn: t.number(),
    lastBuyZone: t.number(),
    loyalty: t.number().optional(),
    // Seas of Glory module 4: weapons held that are NPC upgrade tokens.
    npcWeapons: t.array<PlayerView['weapons'][number]>('string').optional(),
    contrabandCount: t.number().optional(),
    contrabandHeld: t.number().optional(),
    // Seas of Glory module 3: the crow's nest's standing order, present only when not used both ways.
    crowsNest: t.ref(MmCrowsNest).optional(),
  },
  'MmSeat',
);
type MmSeat = InstanceType<typeof MmSeat>;

const MmNpc = schema(
  {
    inPlay: t.boolean(),
    captain: t.number(),
    zone: t.number(),
    arriving: t.number(),
    shipType: t.string<NpcView['shipType']>(),
    stack: t.array('number'),
    returning: t.boolean(),
    // Seas of Glory module 4: the upgrade tokens on its card.
    upgrades: t.array('number').optional(),
  },
  'MmNpc',
);
type MmNpc = InstanceType<typeof MmNpc>;

const MmTurn = schema(
  {
    seat: t.number(),
    actionsLeft: t.number(),
    portOpen: t.boolean(),
    portUsed: t.boolean(),
    activities: t.array<TurnView['activities'][number]>('string'),
    current: t.string<TurnView['current']>(),
    buying: t.boolean(),
    buyCount: t.number(),
    bought: t.number(),
    redrawn: t.boolean(),
    rumorChoiceCount: t.number(),
    started: t.boolean(),
    acted: t.boolean(),
    scouted: t.array('string'),
    recruitFailed: t.boolean(),
    sureScout: t.boolean(),
    withWindUsed: t.boolean(),
    againstWindUsed: t.boolean(),
    loyaltyPort: t.number().optional(),
    fierceTried: t.boolean().optional(),
    freeHired: t.boolean().optional(),
    cardsBarred: t.boolean().optional(),
    favorReady: t.boolean().optional(),
    favorRedrawn: t.boolean().optional(),
  },
  'MmTurn',
);
type MmTurn = InstanceType<typeof MmTurn>;

/** Favors (module 10): a raid's latest draw that a favor may still draw anew (public). */
const MmFavorDraw = schema(
  {
    cards: t.array('number'),
    line: t.boolean(),
  },
  'MmFavorDraw',
);

const MmRaid = schema(
  {
    active: t.boolean(),
    step: t.string<RaidView['step']>(),
    token: t.number(),
    tokenNation: t.string<RaidView['tokenNation']>(),
    nation: t.string<RaidView['nation']>(),
    cards: t.array('number'),
    dice: t.array('number'),
    successes: t.number(),
    gold: t.number(),
    favorDraw: t.ref(MmFavorDraw).optional(),
  },
  'MmRaid',
);
type MmRaid = InstanceType<typeof MmRaid>;

const MmCombatSide = schema(
  {
    kind: t.string<CombatSideView['kind']>(),
    id: t.number(),
    declared: t.string<CombatSideView['declared']>(),
    dice: t.array('number'),
    hasAnnounced: t.boolean(),
    played: t.array('number'),
    effects: t.array('string'),
    hitRolls: t.array('number'),
    shot: t.string<CombatSideView['shot']>(),
    skullsToAssign: t.number(),
    braceLeft: t.number(),
    luckyUsed: t.boolean(),
    seaDogUsed: t.boolean(),
    surgeonUsed: t.boolean(),
    crewBonus: t.number(),
    shipType: t.string<CombatSideView['shipType']>(),
    hull: t.number(),
    masts: t.number(),
    crew: t.number(),
    cannons: t.number(),
    cargoSpace: t.number(),
    // Seas of Glory module 2, present only while in force.
    caltropped: t.boolean().optional(),
    spread: t.array<HitLocation>('string').optional(),
    // Seas of Glory module 4: an NPC ship's upgrade modifications in battle.
    mods: t.array('number').optional(),
    reinforcedSpent: t.boolean().optional(),
    chasersSpent: t.boolean().optional(),
  },
  'MmCombatSide',
);
type MmCombatSide = InstanceType<typeof MmCombatSide>;

/** A ship outside a player's hands: the prize of a battle. */
const MmShip = schema(
  {
    type: t.string<ShipView['type']>(),
    hull: t.number(),
    cargo: t.number(),
    masts: t.number(),
    crew: t.number(),
    cannons: t.number(),
    mods: t.array('number'),
    reinforcedSpent: t.boolean(),
    chasersSpent: t.boolean(),
  },
  'MmShip',
);
type MmShip = InstanceType<typeof MmShip>;

/** Seas of Glory module 4: a beaten NPC's weapons on offer to the victor (public). */
const MmWonWeapons = schema(
  {
    slot: t.number(),
    weapons: t.array<PlayerView['weapons'][number]>('string'),
  },
  'MmWonWeapons',
);

const MmCombat = schema(
  {
    active: t.boolean(),
    stage: t.string<CombatView['stage']>(),
    round: t.number(),
    step: t.string<CombatView['step']>(),
    waiting: t.number(),
    contestWinner: t.number(),
    prizeType: t.string<CombatView['prizeType']>(),
    prize: t.ref(MmShip),
    preRound: t.boolean(),
    queue: t.array('number'),
    attacker: t.ref(MmCombatSide),
    defender: t.ref(MmCombatSide),
    plunderCards: t.array('number'),
    winner: t.number(),
    // Seas of Glory module 2: ships on fire, present only while one burns.
    burning: t.array('number').optional(),
    burnedRound: t.number().optional(),
    // Seas of Glory module 4: a beaten NPC's weapons still on offer to the victor.
    wonWeapons: t.ref(MmWonWeapons).optional(),
  },
  'MmCombat',
);
type MmCombat = InstanceType<typeof MmCombat>;

/** Module 9's location raid (public). */
const MmLocationRaid = schema(
  {
    active: t.boolean(),
    zone: t.number(),
    token: t.number(),
    step: t.string<LocationRaidView['step']>(),
    cards: t.array('number'),
    dice: t.array('number'),
    toDiscard: t.number(),
    gold: t.number(),
  },
  'MmLocationRaid',
);

/** Module 9's face-up location tokens, visits and raid (all public; absent without the module). */
const MmLocations = schema(
  {
    tokens: t.array('number'),
    visited: t.array('number'),
    raid: t.ref(MmLocationRaid),
    reefActive: t.boolean(),
    reefFinds: t.number(),
    reefTaken: t.number(),
    lastBuyZone: t.array('number'),
    lastBuyTurn: t.array('number'),
    buyAtLocation: t.boolean(),
  },
  'MmLocations',
);

/** Variant 5: flipped captain cards and the off-turn scouting being declared (public). */
const MmCutthroat = schema(
  {
    flipped: t.array('number'),
    target: t.number(),
    asking: t.array('number'),
    scouts: t.array('number'),
  },
  'MmCutthroat',
);

/** Seas of Glory module 6: the treasure galleon's zone and gold (public). */
const MmGalleon = schema(
  {
    zone: t.number(),
    gold: t.number(),
  },
  'MmGalleon',
);

/** Seas of Glory module 4: the upgrade pool's size, the galleon's upgrades, the weapons an NPC spent in this battle (public). */
const MmNpcUpgrades = schema(
  {
    pool: t.number(),
    galleon: t.array('number'),
    spent: t.array('number'),
  },
  'MmNpcUpgrades',
);

/** Seas of Glory module 7: the naval ship searching a seat's hold (public). */
const MmContrabandStop = schema(
  {
    seat: t.number(),
    slot: t.number(),
  },
  'MmContrabandStop',
);

/** Seas of Glory module 10: the NPC that found a seat at the very start of its turn, awaiting a favor or not (public). */
const MmNpcFound = schema(
  {
    seat: t.number(),
    slot: t.number(),
  },
  'MmNpcFound',
);

/** The Seas of Glory modules in play, the wind and the storm token (all public). */
const MmSeas = schema(
  {
    modules: t.array('string'),
    wind: t.string<SeasView['wind']>(),
    storm: t.number(),
    locations: t.ref(MmLocations).optional(),
    modPool: t.number().optional(),
    cutthroat: t.ref(MmCutthroat).optional(),
    galleon: t.ref(MmGalleon).optional(),
    newCards: t.string<NonNullable<SeasView['newCards']>>().optional(),
    npcUpgrades: t.ref(MmNpcUpgrades).optional(),
    contrabandStop: t.ref(MmContrabandStop).optional(),
    npcFound: t.ref(MmNpcFound).optional(),
  },
  'MmSeas',
);
type MmSeas = InstanceType<typeof MmSeas>;

/** One seat's secrets. */
const MmSecret = schema(
  {
    offer: t.array('number'),
    chosenCaptain: t.number(),
    chosenShip: t.string<MineView['chosenShip']>(),
    cargo: t.array('number'),
    gloryHand: t.array('number'),
    rumor: t.number(),
    stash: t.number(),
    buyCards: t.array('number'),
    buyPrices: t.array('number'),
    rumorChoice: t.array('number'),
    announced: t.number(),
    favors: t.number().optional(),
    contraband: t.array('number').optional(),
    lossFromContraband: t.boolean().optional(),
    stow: t.number().optional(),
  },
  'MmSecret',
);
type MmSecret = InstanceType<typeof MmSecret>;

export const MmBoard = schema(
  {
    players: t.number(),
    gloryTarget: t.number(),
    captainsDealt: t.number(),
    phase: t.string<MmView['phase']>(),
    round: t.number(),
    firstSeat: t.number(),
    toAct: t.array('number'),
    seats: t.array(MmSeat),
    cargoDeckCount: t.number(),
    cargoDiscard: t.array('number'),
    eventDeckCount: t.number(),
    eventDiscard: t.array('number'),
    event: t.number(),
    gloryDeckCount: t.number(),
    gloryDiscardCount: t.number(),
    rumorDeckCount: t.number(),
    missionDeckCount: t.number(),
    missionDiscard: t.array('number'),
    missionsOnBoard: t.array('number'),
    captainDeckCount: t.number(),
    captainDiscard: t.array('number'),
    demand: t.array('number'),
    demandPoolCount: t.number(),
    merchants: t.array('boolean'),
    merchantTrack: t.number(),
    modsShown: t.array('string'),
    modsPresent: t.array('boolean'),
    weaponSupply: t.array('number'),
    npcs: t.array(MmNpc),
    wars: t.array('string'),
    turn: t.ref(MmTurn),
    raid: t.ref(MmRaid),
    combat: t.ref(MmCombat),
    gloryDiscards: t.array('number'),
    npcScoutSeat: t.number(),
    npcScoutSlots: t.array('number'),
    cubesDrawn: t.array('number'),
    endTriggered: t.boolean(),
    endReason: t.string<MmView['endReason']>(),
    finalGlory: t.array('number'),
    seas: t.ref(MmSeas),
    // Tagged: an entry reaches only the client whose StateView it was added to (its seat's).
    mine: t.map(MmSecret).view(),
  },
  'MmBoard',
);
export type MmBoard = InstanceType<typeof MmBoard>;

/** The projection of the view into this schema (server/sync/projection.ts), as server/sync/index.ts finds it. */
// Its patches have always carried each schema's plain values before its lists and children.
export const sync = projection<MmView, MmBoard>('merchants-and-marauders', MmBoard, 'plain-values-first');
