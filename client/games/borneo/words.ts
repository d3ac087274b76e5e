/**
 * Borneo in words for the table: the turn line, what is expected of me now, the label of
 * each legal action, and a line per seat for the end screen. Hints (a shipment that completes
 * a harbor, a fight's odds) are read from the public view; legality is the server's business.
 */
import { cardDef, classLabel, cardClass, plural } from '../../../shared/games/borneo/cards';
import { COMPANIES, HAND_LIMIT, HARBORS, MISSIONS } from '../../../shared/games/borneo/data';
import { settlement } from '../../../shared/games/borneo/harbor';
import type { BorneoView, CardId, HarborId, MissionDef, SeatView } from '../../../shared/games/borneo/types';
import type { ActionDescription, GameWords, TableView } from '../../table/renderer';
import type { Action } from '../../table/session';
import { offeredChoices, orList, sentence } from '../../table/choices';
import { COMPANY_INITIALS } from './icons';

export function missionWords(def: MissionDef): string {
  return def.kind === 'each' ? `${def.amount} of each spice` : `${def.amount} of one spice`;
}

export function pointsSoFar(seat: SeatView): number {
  const missions = seat.missions.reduce((sum, m) => sum + (MISSIONS[m]?.points ?? 0), 0);
  return seat.cards.length + seat.harbors.length + missions - (seat.pirateShip ? 2 : 0);
}

export function boardOf(view: TableView): BorneoView {
  return view.state.board as BorneoView;
}

function company(c: number): string {
  const name = COMPANIES[c] ?? '?';
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** "pepper YYR/G": the spice, then the flags as they sit on the card. */
export function cardShort(id: CardId): string {
  const def = cardDef(id);
  const spice = def.spice === 'wild' ? 'wild' : def.count === 2 ? `2×${def.spice}` : def.spice;
  return `${spice} ${def.top.map((c) => COMPANY_INITIALS[c]).join('')}/${COMPANY_INITIALS[def.bottom]}`;
}

function harborName(h: HarborId): string {
  return HARBORS[h]?.name ?? 'the harbor';
}

/** Goods paid for a mission, counted by kind: "2 pepper, double cinnamon, Bantam's harbor card". */
function goodsWords(cards: readonly CardId[], harbors: readonly HarborId[]): string {
  const counts = new Map<string, number>();
  for (const id of cards) counts.set(classLabel(cardClass(id)), (counts.get(classLabel(cardClass(id))) ?? 0) + 1);
  const parts = [...counts].map(([label, n]) => (n === 1 ? label : `${n} ${label}`));
  for (const h of harbors) parts.push(`${harborName(h)} (${HARBORS[h]?.spice ?? '?'})`);
  return parts.join(', ');
}

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
}

export function describeTurn(view: TableView): { turn: string; prompt: string } {
  const board = boardOf(view);
  const { state, mySeat } = view;
  if (state.phase === 'over' || board.phase === 'over') {
    const why = board.endReason === 'harbors' ? 'a new harbor was needed and the harbor deck was empty' : board.endReason === 'shipments' ? 'no shipment card was left to draw' : '';
    return { turn: 'Game over', prompt: why ? `The game is over: ${why}.` : 'The game is over: see the results.' };
  }
  const mine = mySeat !== null && state.toAct.includes(mySeat);
  const actor = state.toAct[0] ?? board.active;
  const who = view.seatName(actor);
  if (board.phase === 'placement') {
    const left = mySeat === null ? 0 : board.seats[mySeat]?.merchantsToPlace ?? 0;
    return {
      turn: 'Setup · placing merchants',
      prompt: mine ? `Place a merchant in the first empty slot of a company (${plural(left, 'merchant')} to place).` : `${who} is placing a merchant…`,
    };
  }
  const active = mySeat === board.active ? 'your turn' : `${view.seatName(board.active)}'s turn`;
  const turn = board.phase === 'final' ? 'The last mission round' : `Turn ${board.turn} · ${active}`;
  const f = board.fight;
  switch (board.phase) {
    case 'mission':
      return { turn, prompt: mine ? sentence(offeredChoices(view.offered, [
        { words: 'complete a mission with spices from your warehouse', types: ['mission'] },
        { words: 'go on', types: ['pass'] },
      ])) : `${who} may complete a mission…` };
    case 'company':
      return { turn, prompt: mine ? sentence(offeredChoices(view.offered, [
        { words: 'move a merchant to another company', types: ['transfer'] },
        { words: 'attack a merchant ranked above yours', types: ['attack'] },
        { words: 'leave them where they are', types: ['pass'] },
      ])) : `${who} considers the companies…` };
    case 'defend': {
      if (!mine) return { turn, prompt: `${view.seatName(f.attacker)} attacks ${view.seatName(f.defender)} in the ${COMPANIES[f.company]} company with ${plural(f.attackFlags, 'flag')}…` };
      const bonus = f.bonus > 0 ? ` (your bonus: ${f.bonus})` : '';
      const defend = view.offered.some((a) => a.type === 'defend' && numbers(a.cards).length > 0);
      const yieldIt = view.offered.some((a) => a.type === 'defend' && numbers(a.cards).length === 0);
      const choices = orList([defend ? `defend with up to ${plural(f.attackCards.length, 'card')}` : '', yieldIt ? 'let it go' : ''].filter(Boolean));
      return { turn, prompt: `${view.seatName(f.attacker)} attacks your ${COMPANIES[f.company]} merchant with ${plural(f.attackFlags, 'flag')}${bonus}${choices ? `: ${choices}` : ''}.` };
    }
    case 'relocate':
      if (!mine) return { turn, prompt: `${who} moves the beaten merchant…` };
      const stay = view.offered.some((a) => a.type === 'relocate' && Number(a.company) === f.company);
      const go = view.offered.some((a) => a.type === 'relocate' && Number(a.company) !== f.company);
      const where = orList([stay ? `stay in ${company(f.company)} at rank ${f.attackerRank + 1}` : '', go ? 'go to another company' : ''].filter(Boolean));
      return { turn, prompt: where ? `Your merchant was beaten: ${where}.` : '' };
    case 'reward':
      return { turn, prompt: mine ? 'Your defence held: put one of the cards you played into your warehouse.' : `${who} keeps a card from the defence…` };
    case 'ship':
      return { turn, prompt: mine ? 'Ship a card from your hand to a harbor (click a card, then a harbor).' : `${who} is shipping a card…` };
    case 'pick': {
      const where = harborName(board.distribution.harbor);
      return { turn, prompt: mine ? `Take a spice from ${where}.` : `${who} is taking a spice from ${where}…` };
    }
    case 'discard': {
      const over = (board.seats[board.active]?.handCount ?? 0) - HAND_LIMIT;
      return { turn, prompt: mine ? `Discard down to ${HAND_LIMIT} cards (${plural(over, 'card')} to go).` : `${who} is discarding…` };
    }
    case 'final':
      if (!mine) return { turn, prompt: `${who} considers a last mission…` };
      const last = offeredChoices(view.offered, [
        { words: 'complete one mission', types: ['mission'] },
        { words: 'pass', types: ['pass'] },
      ]);
      return { turn, prompt: last ? `Last chance: ${last}.` : '' };
    default:
      return { turn, prompt: '' };
  }
}

/** What shipping `card` to harbor slot `slot` would trigger, in words (a hint, not a rule). */
function shipmentHint(board: BorneoView, card: CardId, slot: number): string {
  const harbor = board.harborRow[slot];
  const def = harbor ? HARBORS[harbor.harbor] : undefined;
  if (!harbor || !def) return '';
  const result = settlement(def, [...harbor.cards, card]);
  if (!result) return '';
  return result.kind === 'monopoly' ? ` — ${COMPANIES[result.companies[0] ?? 0]} monopoly!` : ' — completes it';
}

/** The heading of one merchant's moves and attacks in a long list. */
function merchantGroup(c: number, rank: number): string {
  return `Your ${company(c)} #${rank + 1} merchant…`;
}

export function describeAction(action: Action, view: TableView): ActionDescription {
  const board = boardOf(view);
  const f = board.fight;
  const card = typeof action.card === 'number' ? action.card : -1;
  switch (action.type) {
    case 'place': {
      const c = Number(action.company);
      const rank = (board.companies[c]?.merchants.length ?? 0) + 1;
      return { label: `Place in ${company(c)} (rank ${rank})`, order: c };
    }
    case 'mission': {
      const def = MISSIONS[Number(action.mission)];
      const pirate = action.pirate === true ? ', trading with the pirates' : '';
      const what = def ? `“${missionWords(def)}” (${def.points} points)` : 'a mission';
      return { label: `Complete ${what}: pay ${goodsWords(numbers(action.cards), numbers(action.harbors))}${pirate}`, order: 1 - (def?.points ?? 0) / 100, tone: 'primary', group: `Complete ${what}…` };
    }
    case 'pass':
      if (board.phase === 'mission') return { label: 'No mission now', order: 90 };
      if (board.phase === 'company') return { label: 'Leave the merchants where they are', order: 90 };
      return { label: 'Complete no mission', order: 90 };
    case 'transfer': {
      const from = Number(action.from);
      const to = Number(action.to);
      const rank = (board.companies[to]?.merchants.length ?? 0) + 1;
      return { label: `Move ${company(from)} #${Number(action.rank) + 1} to ${company(to)} (rank ${rank})`, order: 10 + from, group: merchantGroup(from, Number(action.rank)) };
    }
    case 'attack': {
      const c = Number(action.company);
      const defender = board.companies[c]?.merchants[Number(action.defenderRank)] ?? -1;
      const cards = numbers(action.cards);
      const flags = cards.reduce((sum, id) => sum + [...cardDef(id).top, cardDef(id).bottom].filter((x) => x === c).length, 0);
      return {
        label: `Attack ${view.seatName(defender)} at ${company(c)} #${Number(action.defenderRank) + 1} from #${Number(action.attackerRank) + 1}: ${plural(flags, 'flag')} (${cards.map(cardShort).join(', ')})`,
        order: 20 + c,
        group: [merchantGroup(c, Number(action.attackerRank)), `Attack ${view.seatName(defender)} at ${company(c)} #${Number(action.defenderRank) + 1}…`],
      };
    }
    case 'defend': {
      const cards = numbers(action.cards);
      if (cards.length === 0) return { label: `Do not defend (${f.bonus} against ${f.attackFlags})`, order: 40 };
      const flags = cards.reduce((sum, id) => sum + [...cardDef(id).top, cardDef(id).bottom].filter((x) => x === f.company).length, 0);
      const total = flags + f.bonus;
      return { label: `Defend with ${cards.map(cardShort).join(', ')}: ${total} against ${f.attackFlags}${total > f.attackFlags ? ' (holds)' : ''}`, order: 30 - total / 100, tone: total > f.attackFlags ? 'primary' : undefined, group: `Defend with ${plural(cards.length, 'card')}…` };
    }
    case 'relocate': {
      const c = Number(action.company);
      if (c === f.company) return { label: `Stay in ${company(c)} at rank ${f.attackerRank + 1}`, order: 0 };
      return { label: `Go to ${company(c)} (rank ${(board.companies[c]?.merchants.length ?? 0) + 1})`, order: 1 + c };
    }
    case 'keep':
      return { label: `Keep ${cardShort(card)} in your warehouse`, order: 0 };
    case 'ship': {
      const slot = Number(action.harbor);
      const harbor = board.harborRow[slot];
      const limit = harbor ? HARBORS[harbor.harbor]?.limit ?? 0 : 0;
      return { label: `Ship ${cardShort(card)} to ${harbor ? harborName(harbor.harbor) : 'a harbor'} (${(harbor?.cards.length ?? 0) + 1}/${limit})${shipmentHint(board, card, slot)}`, order: slot, group: `Ship ${cardShort(card)}…` };
    }
    case 'pick':
      return { label: `Take ${cardShort(card)}`, order: 0, tone: 'primary' };
    case 'discard':
      return { label: `Discard ${cardShort(card)}`, order: 0 };
    default:
      return { label: action.type, order: 99 };
  }
}

export function seatSummary(view: TableView, seat: number): string {
  const s = boardOf(view).seats[seat];
  if (!s) return '';
  const missionPoints = s.missions.reduce((sum, m) => sum + (MISSIONS[m]?.points ?? 0), 0);
  const pirate = s.pirateShip ? ' · pirate ship −2' : '';
  return `${plural(s.cards.length, 'shipment card')} · ${plural(s.harbors.length, 'harbor card')} · ${plural(s.missions.length, 'mission')} (${missionPoints} points)${pirate} = ${pointsSoFar(s)}`;
}

/** Borneo's words on the table (GameWords). */
export const borneoWords: GameWords = { describe: describeTurn, describeAction, scoreLabel: 'Points', seatSummary };
