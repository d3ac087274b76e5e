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
  MineView,
  MmView,
  NpcView,
  PlayerView,
  RaidView,
  TurnView,
} from '../../shared/games/merchants-and-marauders/types';
import { setField, syncChildren, syncList, writeSecretPart } from './arrays';
import type { GameSync } from './types';

/** Copies the primitive fields `keys` of `source` into `target`, touching only what changed. */
function copyFields<T extends object, K extends keyof T>(target: T, source: Pick<T, K>, keys: readonly K[]): void {
  for (const key of keys) setField(target, key, source[key]);
}

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
    weapons: t.array('string'),
    pirate: t.boolean(),
    declared: t.boolean(),
  },
  'MmSeat',
);
type MmSeat = InstanceType<typeof MmSeat>;

const SEAT_FIELDS = [
  'captain', 'hasChosen', 'shipType', 'hull', 'cargoSpace', 'masts', 'crew', 'cannons', 'maxHull', 'maxCargo', 'maxCrew',
  'maxCannons', 'maneuverability', 'reinforcedSpent', 'zone', 'inPort', 'gold', 'glory', 'hasStashed', 'stashShown',
  'cargoCount', 'gloryCount', 'hasRumor', 'mission', 'pirate', 'declared',
] as const;

function writeSeat(target: MmSeat, seat: PlayerView): void {
  copyFields(target, seat, SEAT_FIELDS);
  syncList(target.mods, seat.mods);
  syncList(target.specialists, seat.specialists);
  syncList(target.bounties, seat.bounties);
  syncList(target.weapons, seat.weapons);
}

const MmNpc = schema(
  {
    inPlay: t.boolean(),
    captain: t.number(),
    zone: t.number(),
    arriving: t.number(),
    shipType: t.string<NpcView['shipType']>(),
  },
  'MmNpc',
);
type MmNpc = InstanceType<typeof MmNpc>;

function writeNpc(target: MmNpc, npc: NpcView): void {
  copyFields(target, npc, ['inPlay', 'captain', 'zone', 'arriving', 'shipType'] as const);
}

const MmTurn = schema(
  {
    seat: t.number(),
    actionsLeft: t.number(),
    portOpen: t.boolean(),
    portUsed: t.boolean(),
    activities: t.array('string'),
    current: t.string<TurnView['current']>(),
    buying: t.boolean(),
    buyCount: t.number(),
  },
  'MmTurn',
);
type MmTurn = InstanceType<typeof MmTurn>;

function writeTurn(target: MmTurn, turn: TurnView): void {
  copyFields(target, turn, ['seat', 'actionsLeft', 'portOpen', 'portUsed', 'current', 'buying', 'buyCount'] as const);
  syncList(target.activities, turn.activities);
}

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
  },
  'MmRaid',
);
type MmRaid = InstanceType<typeof MmRaid>;

function writeRaid(target: MmRaid, raid: RaidView): void {
  copyFields(target, raid, ['active', 'step', 'token', 'tokenNation', 'nation', 'successes'] as const);
  syncList(target.cards, raid.cards);
  syncList(target.dice, raid.dice);
}

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
    shipType: t.string<CombatSideView['shipType']>(),
    hull: t.number(),
    masts: t.number(),
    crew: t.number(),
    cannons: t.number(),
    cargoSpace: t.number(),
  },
  'MmCombatSide',
);
type MmCombatSide = InstanceType<typeof MmCombatSide>;

function writeCombatSide(target: MmCombatSide, side: CombatSideView): void {
  copyFields(target, side, [
    'kind', 'id', 'declared', 'hasAnnounced', 'shot', 'skullsToAssign', 'shipType', 'hull', 'masts', 'crew', 'cannons', 'cargoSpace',
  ] as const);
  syncList(target.dice, side.dice);
  syncList(target.played, side.played);
  syncList(target.effects, side.effects);
  syncList(target.hitRolls, side.hitRolls);
}

const MmCombat = schema(
  {
    active: t.boolean(),
    stage: t.string<CombatView['stage']>(),
    round: t.number(),
    step: t.string<CombatView['step']>(),
    waiting: t.number(),
    contestWinner: t.number(),
    prizeType: t.string<CombatView['prizeType']>(),
    attacker: t.ref(MmCombatSide),
    defender: t.ref(MmCombatSide),
    plunderCards: t.array('number'),
    winner: t.number(),
  },
  'MmCombat',
);
type MmCombat = InstanceType<typeof MmCombat>;

function writeCombat(target: MmCombat, combat: CombatView): void {
  copyFields(target, combat, ['active', 'stage', 'round', 'step', 'waiting', 'contestWinner', 'prizeType', 'winner'] as const);
  writeCombatSide(target.attacker, combat.attacker);
  writeCombatSide(target.defender, combat.defender);
  syncList(target.plunderCards, combat.plunderCards);
}

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
  },
  'MmSecret',
);
type MmSecret = InstanceType<typeof MmSecret>;

function writeSecret(target: MmSecret, mine: MineView): void {
  copyFields(target, mine, ['chosenCaptain', 'chosenShip', 'rumor', 'stash', 'announced'] as const);
  syncList(target.offer, mine.offer);
  syncList(target.cargo, mine.cargo);
  syncList(target.gloryHand, mine.gloryHand);
  syncList(target.buyCards, mine.buyCards);
  syncList(target.buyPrices, mine.buyPrices);
  syncList(target.rumorChoice, mine.rumorChoice);
}

export const MmBoard = schema(
  {
    players: t.number(),
    gloryTarget: t.number(),
    phase: t.string<MmView['phase']>(),
    round: t.number(),
    firstSeat: t.number(),
    toAct: t.array('number'),
    seats: t.array(MmSeat),
    cargoDeckCount: t.number(),
    cargoDiscard: t.array('number'),
    eventDeckCount: t.number(),
    event: t.number(),
    gloryDeckCount: t.number(),
    rumorDeckCount: t.number(),
    missionDeckCount: t.number(),
    missionsOnBoard: t.array('number'),
    captainDeckCount: t.number(),
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
    endTriggered: t.boolean(),
    endReason: t.string<MmView['endReason']>(),
    finalGlory: t.array('number'),
    // Tagged: an entry reaches only the client whose StateView it was added to (its seat's).
    mine: t.map(MmSecret).view(),
  },
  'MmBoard',
);
export type MmBoard = InstanceType<typeof MmBoard>;

export const merchantsAndMaraudersSync: GameSync<MmView, MmBoard> = {
  gameId: 'merchants-and-marauders',
  boardClass: MmBoard,
  createBoard: () => new MmBoard(),
  writePublic(board, view) {
    copyFields(board, view, [
      'players', 'gloryTarget', 'phase', 'round', 'firstSeat', 'cargoDeckCount', 'eventDeckCount', 'event', 'gloryDeckCount',
      'rumorDeckCount', 'missionDeckCount', 'captainDeckCount', 'demandPoolCount', 'merchantTrack', 'endTriggered', 'endReason',
    ] as const);
    syncList(board.toAct, view.toAct);
    syncChildren(board.seats, view.seats, () => new MmSeat(), writeSeat);
    syncList(board.cargoDiscard, view.cargoDiscard);
    syncList(board.missionsOnBoard, view.missionsOnBoard);
    syncList(board.demand, view.demand);
    syncList(board.merchants, view.merchants);
    syncList(board.modsShown, view.modsShown);
    syncList(board.modsPresent, view.modsPresent);
    syncList(board.weaponSupply, view.weaponSupply);
    syncChildren(board.npcs, view.npcs, () => new MmNpc(), writeNpc);
    syncList(board.wars, view.wars);
    writeTurn(board.turn, view.turn);
    writeRaid(board.raid, view.raid);
    writeCombat(board.combat, view.combat);
    syncList(board.gloryDiscards, view.gloryDiscards);
    syncList(board.finalGlory, view.finalGlory);
  },
  writePrivate(board, seat, view) {
    return writeSecretPart(board.mine, seat, view.mine?.[String(seat)], () => new MmSecret(), writeSecret);
  },
};

/** This game's projection, as server/sync/index.ts finds it. */
export const sync = merchantsAndMaraudersSync;
