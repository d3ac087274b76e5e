/**
 * Port Royal in words for the table: the turn line, what is expected of me now, the label of
 * each legal action, and a line per seat for the end screen. Hints (a trader's bonus, a bust
 * warning) are read from the public view; legality is the server's business.
 */
import { cardDef, cardName, plural } from '../../../shared/games/port-royal/data';
import type { CardId, PortRoyalView } from '../../../shared/games/port-royal/types';
import type { ActionDescription, GameWords, TableView } from '../../table/renderer';
import type { Action } from '../../table/session';
import { offeredChoices, sentence } from '../../table/choices';

export function boardOf(view: TableView): PortRoyalView {
  return view.state.board as PortRoyalView;
}

/** Loot and Hire picks from the ship types in the harbor (rulebook, "Loot and Hire"). */
export function picksFor(shipTypes: number): number {
  return shipTypes >= 5 ? 3 : shipTypes === 4 ? 2 : 1;
}

function shipTypeInHarbor(board: PortRoyalView, ship: CardId): boolean {
  const def = cardDef(ship);
  if (def.kind !== 'ship') return false;
  return board.harbor.some((id) => {
    const other = cardDef(id);
    return id !== ship && other.kind === 'ship' && other.ship === def.ship;
  });
}

/** Why the game ended (the engine's end reasons), for the end of the game. */
const END_REASONS: Record<PortRoyalView['endReason'], string> = {
  influence: 'a player reached the influence target and the round was finished',
  'out-of-cards': 'every card is held by a player and nobody can complete an expedition',
  'turn-limit': 'the house turn limit was reached',
  '': '',
};

export function describeTurn(view: TableView): { turn: string; prompt: string } {
  const board = boardOf(view);
  const { state, mySeat } = view;
  if (state.phase === 'over' || board.phase.kind === 'over') {
    const why = END_REASONS[board.endReason];
    return { turn: 'Game over', prompt: why ? `The game is over: ${why}.` : 'The game is over: see the results.' };
  }
  const active = view.seatName(board.active);
  const lastRound = board.endTriggered ? ' · last round!' : '';
  const turn = mySeat === board.active ? `Turn ${board.turn + 1} · your turn${lastRound}` : `Turn ${board.turn + 1} · ${active}'s turn${lastRound}`;
  const mine = mySeat !== null && state.toAct.includes(mySeat);
  const phase = board.phase;
  switch (phase.kind) {
    case 'discover': {
      if (!mine) return { turn, prompt: `${active} is revealing cards from the deck…` };
      const types = board.shipTypesInHarbor;
      const noCardLeft = board.deckCount === 0 && board.discard.length === 0 && phase.revealed === 0;
      const stop = noCardLeft ? 'end your turn (no card is left to reveal)' : `stop (${plural(types, 'ship type')}: take ${plural(picksFor(types), 'card')})`;
      return { turn, prompt: sentence(offeredChoices(view.offered, [
        { words: 'reveal a card from the deck', types: ['discover'] },
        { words: stop, types: ['stop'] },
        { words: 'complete an expedition', types: ['expedition'] },
      ])) };
    }
    case 'repel': {
      const ship = cardName(phase.ship);
      if (!mine) return { turn, prompt: `${active} decides whether to repel the ${ship}…` };
      const bust = shipTypeInHarbor(board, phase.ship) ? ` Letting it stay busts: a second ${ship}!` : '';
      return { turn, prompt: sentence(offeredChoices(view.offered, [
        { words: `repel the ${ship}`, types: ['repel'] },
        { words: 'let it stay', types: ['keep'] },
      ])) + bust };
    }
    case 'trade': {
      const taker = view.seatName(phase.taker);
      if (!mine) return { turn, prompt: `${taker} is taking cards from the harbor…` };
      const up = phase.picksLeft === 1 ? 'a card' : `up to ${phase.picksLeft} cards`;
      const take = phase.taker === board.active ? `take ${up} from the harbor` : `take ${up} from the harbor, paying ${active} 1 coin each`;
      const pass = phase.taker === board.active ? 'take no more' : 'pass';
      return { turn, prompt: sentence(offeredChoices(view.offered, [
        { words: take, types: ['take'] },
        { words: pass, types: ['pass'] },
      ])) };
    }
    default:
      return { turn, prompt: '' };
  }
}

export function describeAction(action: Action, view: TableView): ActionDescription {
  const board = boardOf(view);
  const me = view.mySeat ?? -1;
  const mySeat = board.seats[me];
  const display = mySeat?.display ?? [];
  switch (action.type) {
    case 'discover':
      return { label: 'Reveal a card', order: 0, tone: 'primary' };
    case 'stop':
      if (board.harbor.length === 0 && board.deckCount === 0 && board.discard.length === 0) return { label: 'End your turn (no card left to reveal)', order: 5 };
      return { label: `Stop and take ${plural(picksFor(board.shipTypesInHarbor), 'card')}`, order: 5 };
    case 'repel': {
      const ship = board.phase.ship >= 0 ? cardName(board.phase.ship) : 'ship';
      return { label: `Repel the ${ship}`, order: 0, tone: 'primary' };
    }
    case 'keep': {
      const ship = board.phase.ship;
      const bust = ship >= 0 && shipTypeInHarbor(board, ship);
      return { label: bust ? `Let the ${cardName(ship)} stay (bust!)` : `Let the ${ship >= 0 ? cardName(ship) : 'ship'} stay`, order: 1, tone: bust ? 'warning' : undefined };
    }
    case 'take': {
      const card = Number(action.card);
      const def = cardDef(card);
      const fee = board.phase.kind === 'trade' && me !== board.active ? ` + 1 to ${view.seatName(board.active)}` : '';
      if (def.kind === 'ship') {
        const traders = display.filter((id) => {
          const p = cardDef(id);
          return p.kind === 'person' && p.person === 'trader' && p.trades === def.ship;
        }).length;
        return { label: `Loot the ${cardName(card)} (+${plural(def.coins + traders, 'coin')}${fee ? `, pay 1 to ${view.seatName(board.active)}` : ''})`, order: 2 };
      }
      if (def.kind === 'person') {
        const discount = display.filter((id) => {
          const p = cardDef(id);
          return p.kind === 'person' && p.person === 'mademoiselle';
        }).length;
        return { label: `Hire the ${cardName(card)} (${plural(Math.max(0, def.cost - discount), 'coin')}${fee})`, order: 2 };
      }
      return { label: `Take the ${cardName(card)}`, order: 2 };
    }
    case 'pass':
      return { label: board.phase.kind === 'trade' && board.phase.taker === board.active ? 'Take no more cards' : 'Pass', order: 9 };
    case 'expedition': {
      const card = Number(action.card);
      const persons = Array.isArray(action.persons) ? (action.persons as number[]) : [];
      const def = cardDef(card);
      const reward = def.kind === 'expedition' ? ` (+${def.influence} influence, +${plural(def.coins, 'coin')})` : '';
      return { label: `Complete the expedition with ${persons.map(cardName).join(', ')}${reward}`, order: 3, group: 'Complete an expedition…' };
    }
    default:
      return { label: action.type, order: 8 };
  }
}

export function seatSummary(view: TableView, seat: number): string {
  const s = boardOf(view).seats[seat];
  if (!s) return '';
  return `${plural(s.coinCount, 'coin')} · ${plural(s.expeditions.length, 'expedition')} · ${plural(s.display.length, 'person')}`;
}

/** Port Royal's words on the table (GameWords). */
export const portRoyalWords: GameWords = { describe: describeTurn, describeAction, scoreLabel: 'Influence', seatSummary };
