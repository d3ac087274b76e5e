/**
 * Borneo's board: BorneoView mirrored field for field. Hands are the only per-seat secret
 * (spec "Hidden information"): each seat's hand lives in the `.view()`-tagged `mine` map under
 * its seat number and is shown to that seat's client alone; everyone else sees `handCount`.
 */
import { schema, t } from '@colyseus/schema';
import type { BorneoView, DistributionView, FightView, HarborSlotView, SeatView } from '../../shared/games/borneo/types';
import { setField, syncChildren, syncList, writeSecretPart } from './arrays';
import type { GameSync } from './types';

const BorneoHarborSlot = schema(
  {
    harbor: t.number(),
    cards: t.array('number'),
    flags: t.array('number'),
  },
  'BorneoHarborSlot',
);
type BorneoHarborSlot = InstanceType<typeof BorneoHarborSlot>;

const BorneoCompany = schema({ merchants: t.array('number') }, 'BorneoCompany');
type BorneoCompany = InstanceType<typeof BorneoCompany>;

const BorneoSeat = schema(
  {
    handCount: t.number(),
    cards: t.array('number'),
    harbors: t.array('number'),
    missions: t.array('number'),
    pirateShip: t.boolean(),
    merchantsToPlace: t.number(),
  },
  'BorneoSeat',
);
type BorneoSeat = InstanceType<typeof BorneoSeat>;

const BorneoFight = schema(
  {
    company: t.number(),
    attacker: t.number(),
    defender: t.number(),
    attackerRank: t.number(),
    defenderRank: t.number(),
    attackCards: t.array('number'),
    defendCards: t.array('number'),
    attackFlags: t.number(),
    defendFlags: t.number(),
    bonus: t.number(),
    winner: t.string(),
  },
  'BorneoFight',
);
type BorneoFight = InstanceType<typeof BorneoFight>;

const BorneoDistribution = schema(
  {
    harbor: t.number(),
    slot: t.number(),
    kind: t.string(),
    companies: t.array('number'),
    cards: t.array('number'),
    queue: t.array('number'),
  },
  'BorneoDistribution',
);
type BorneoDistribution = InstanceType<typeof BorneoDistribution>;

/** One seat's secret: its hand. */
const BorneoSecret = schema({ hand: t.array('number') }, 'BorneoSecret');
type BorneoSecret = InstanceType<typeof BorneoSecret>;

export const BorneoBoard = schema(
  {
    players: t.number(),
    threePlayerVariant: t.boolean(),
    blackbeard: t.boolean(),
    merchantsPerPlayer: t.number(),
    deckCount: t.number(),
    discardCount: t.number(),
    harborDeckCount: t.number(),
    harborRow: t.array(BorneoHarborSlot),
    missionsOnBoard: t.array('number'),
    companies: t.array(BorneoCompany),
    seats: t.array(BorneoSeat),
    pirateShip: t.number(),
    startSeat: t.number(),
    active: t.number(),
    turn: t.number(),
    phase: t.string<BorneoView['phase']>(),
    placementOrder: t.array('number'),
    fight: t.ref(BorneoFight),
    distribution: t.ref(BorneoDistribution),
    finalQueue: t.array('number'),
    endReason: t.string<BorneoView['endReason']>(),
    scores: t.array('number'),
    // Tagged: an entry reaches only the client whose StateView it was added to (its seat's).
    mine: t.map(BorneoSecret).view(),
  },
  'BorneoBoard',
);
export type BorneoBoard = InstanceType<typeof BorneoBoard>;

function writeHarborSlot(target: BorneoHarborSlot, slot: HarborSlotView): void {
  setField(target, 'harbor', slot.harbor);
  syncList(target.cards, slot.cards);
  syncList(target.flags, slot.flags);
}

function writeCompany(target: BorneoCompany, company: { merchants: number[] }): void {
  syncList(target.merchants, company.merchants);
}

function writeSeat(target: BorneoSeat, seat: SeatView): void {
  setField(target, 'handCount', seat.handCount);
  syncList(target.cards, seat.cards);
  syncList(target.harbors, seat.harbors);
  syncList(target.missions, seat.missions);
  setField(target, 'pirateShip', seat.pirateShip);
  setField(target, 'merchantsToPlace', seat.merchantsToPlace);
}

function writeFight(target: BorneoFight, fight: FightView): void {
  setField(target, 'company', fight.company);
  setField(target, 'attacker', fight.attacker);
  setField(target, 'defender', fight.defender);
  setField(target, 'attackerRank', fight.attackerRank);
  setField(target, 'defenderRank', fight.defenderRank);
  syncList(target.attackCards, fight.attackCards);
  syncList(target.defendCards, fight.defendCards);
  setField(target, 'attackFlags', fight.attackFlags);
  setField(target, 'defendFlags', fight.defendFlags);
  setField(target, 'bonus', fight.bonus);
  setField(target, 'winner', fight.winner);
}

function writeDistribution(target: BorneoDistribution, d: DistributionView): void {
  setField(target, 'harbor', d.harbor);
  setField(target, 'slot', d.slot);
  setField(target, 'kind', d.kind);
  syncList(target.companies, d.companies);
  syncList(target.cards, d.cards);
  syncList(target.queue, d.queue);
}

export const borneoSync: GameSync<BorneoView, BorneoBoard> = {
  gameId: 'borneo',
  boardClass: BorneoBoard,
  createBoard: () => new BorneoBoard(),
  writePublic(board, view) {
    setField(board, 'players', view.players);
    setField(board, 'threePlayerVariant', view.threePlayerVariant);
    setField(board, 'blackbeard', view.blackbeard);
    setField(board, 'merchantsPerPlayer', view.merchantsPerPlayer);
    setField(board, 'deckCount', view.deckCount);
    setField(board, 'discardCount', view.discardCount);
    setField(board, 'harborDeckCount', view.harborDeckCount);
    syncChildren(board.harborRow, view.harborRow, () => new BorneoHarborSlot(), writeHarborSlot);
    syncList(board.missionsOnBoard, view.missionsOnBoard);
    syncChildren(board.companies, view.companies, () => new BorneoCompany(), writeCompany);
    syncChildren(board.seats, view.seats, () => new BorneoSeat(), writeSeat);
    setField(board, 'pirateShip', view.pirateShip);
    setField(board, 'startSeat', view.startSeat);
    setField(board, 'active', view.active);
    setField(board, 'turn', view.turn);
    setField(board, 'phase', view.phase);
    syncList(board.placementOrder, view.placementOrder);
    writeFight(board.fight, view.fight);
    writeDistribution(board.distribution, view.distribution);
    syncList(board.finalQueue, view.finalQueue);
    setField(board, 'endReason', view.endReason);
    syncList(board.scores, view.scores);
  },
  writePrivate(board, seat, view) {
    return writeSecretPart(board.mine, seat, view.mine?.[String(seat)], () => new BorneoSecret(), (secret, part) => syncList(secret.hand, part.hand));
  },
};

/** This game's projection, as server/sync/index.ts finds it. */
export const sync = borneoSync;
