/**
 * Libertalia's board: LibertaliaView mirrored field for field. The one per-seat secret is the
 * character a seat picked at sunrise: it lives in `mine`, a map tagged `.view()` whose entry
 * for seat N is added to seat N's StateView only. Everyone else learns just `hasChosen`, in the
 * public seat, so nothing on the wire tells them which card was picked (or, beyond that flag,
 * when).
 */
import { schema, t } from '@colyseus/schema';
import type { BootyCounts, DaySpace, LibertaliaView, Phase, Question, QuestionKind, SeatView, ShipSlot } from '../../shared/games/libertalia/types';
import { BOOTY_KINDS } from '../../shared/games/libertalia/data';
import { setField, syncChildren, syncList, writeSecretPart } from './arrays';
import type { GameSync } from './types';

const LibertaliaBooty = schema(
  {
    chest: t.number(),
    jewels: t.number(),
    goods: t.number(),
    map: t.number(),
    relic: t.number(),
    saber: t.number(),
    officer: t.number(),
  },
  'LibertaliaBooty',
);
type LibertaliaBooty = InstanceType<typeof LibertaliaBooty>;

const LibertaliaDaySpace = schema({ tokens: t.array('string') }, 'LibertaliaDaySpace');
type LibertaliaDaySpace = InstanceType<typeof LibertaliaDaySpace>;

const LibertaliaShipSlot = schema(
  {
    seat: t.number(),
    rank: t.number(),
    influence: t.number(),
    dayDone: t.boolean(),
    tokensTaken: t.number(),
    captured: t.boolean(),
  },
  'LibertaliaShipSlot',
);
type LibertaliaShipSlot = InstanceType<typeof LibertaliaShipSlot>;

const LibertaliaSeat = schema(
  {
    hand: t.array('number'),
    hasChosen: t.boolean(),
    doubloons: t.number(),
    den: t.array('number'),
    booty: t.ref(LibertaliaBooty),
    discard: t.array('number'),
    retired: t.array('number'),
    score: t.number(),
    campaignScores: t.array('number'),
  },
  'LibertaliaSeat',
);
type LibertaliaSeat = InstanceType<typeof LibertaliaSeat>;

const LibertaliaQuestion = schema(
  {
    kind: t.string<QuestionKind>(),
    seat: t.number(),
    rank: t.number(),
    seats: t.array('number'),
  },
  'LibertaliaQuestion',
);
type LibertaliaQuestion = InstanceType<typeof LibertaliaQuestion>;

/** A seat's own secret: its pick this sunrise (-1 when none). */
const LibertaliaMine = schema({ pick: t.number() }, 'LibertaliaMine');
type LibertaliaMine = InstanceType<typeof LibertaliaMine>;

export const LibertaliaBoard = schema(
  {
    players: t.number(),
    lastCampaignTieBreak: t.boolean(),
    campaign: t.number(),
    day: t.number(),
    phase: t.string<Phase>(),
    undealtCount: t.number(),
    dealt: t.array('number'),
    bagCount: t.number(),
    bootyDiscard: t.ref(LibertaliaBooty),
    board: t.array(LibertaliaDaySpace),
    ship: t.array(LibertaliaShipSlot),
    seats: t.array(LibertaliaSeat),
    question: t.ref(LibertaliaQuestion),
    toAct: t.array('number'),
    // Tagged: an entry reaches only the client whose StateView it was added to.
    mine: t.map(LibertaliaMine).view(),
  },
  'LibertaliaBoard',
);
export type LibertaliaBoard = InstanceType<typeof LibertaliaBoard>;

function writeBooty(target: LibertaliaBooty, counts: BootyCounts): void {
  for (const kind of BOOTY_KINDS) setField(target, kind, counts[kind]);
}

function writeDaySpace(target: LibertaliaDaySpace, space: DaySpace): void {
  syncList(target.tokens, space.tokens);
}

function writeShipSlot(target: LibertaliaShipSlot, slot: ShipSlot): void {
  setField(target, 'seat', slot.seat);
  setField(target, 'rank', slot.rank);
  setField(target, 'influence', slot.influence);
  setField(target, 'dayDone', slot.dayDone);
  setField(target, 'tokensTaken', slot.tokensTaken);
  setField(target, 'captured', slot.captured);
}

function writeSeat(target: LibertaliaSeat, seat: SeatView): void {
  syncList(target.hand, seat.hand);
  setField(target, 'hasChosen', seat.hasChosen);
  setField(target, 'doubloons', seat.doubloons);
  syncList(target.den, seat.den);
  writeBooty(target.booty, seat.booty);
  syncList(target.discard, seat.discard);
  syncList(target.retired, seat.retired);
  setField(target, 'score', seat.score);
  syncList(target.campaignScores, seat.campaignScores);
}

function writeQuestion(target: LibertaliaQuestion, question: Question): void {
  setField(target, 'kind', question.kind);
  setField(target, 'seat', question.seat);
  setField(target, 'rank', question.rank);
  syncList(target.seats, question.seats);
}

export const libertaliaSync: GameSync<LibertaliaView, LibertaliaBoard> = {
  gameId: 'libertalia',
  boardClass: LibertaliaBoard,
  createBoard: () => new LibertaliaBoard(),
  writePublic(board, view) {
    setField(board, 'players', view.players);
    setField(board, 'lastCampaignTieBreak', view.lastCampaignTieBreak);
    setField(board, 'campaign', view.campaign);
    setField(board, 'day', view.day);
    setField(board, 'phase', view.phase);
    setField(board, 'undealtCount', view.undealtCount);
    syncList(board.dealt, view.dealt);
    setField(board, 'bagCount', view.bagCount);
    writeBooty(board.bootyDiscard, view.bootyDiscard);
    syncChildren(board.board, view.board, () => new LibertaliaDaySpace(), writeDaySpace);
    syncChildren(board.ship, view.ship, () => new LibertaliaShipSlot(), writeShipSlot);
    syncChildren(board.seats, view.seats, () => new LibertaliaSeat(), writeSeat);
    writeQuestion(board.question, view.question);
    syncList(board.toAct, view.toAct);
  },
  writePrivate(board, seat, view) {
    return writeSecretPart(board.mine, seat, view.mine?.[String(seat)], () => new LibertaliaMine(), (secret, part) => setField(secret, 'pick', part.pick));
  },
};

/** This game's projection, as server/sync/index.ts finds it. */
export const sync = libertaliaSync;
