/**
 * Stacked tables for the Port Royal rule tests: name the cards a scenario needs, and every
 * other card of the game goes to the bottom of the deck, so the cards are still all there.
 */
import type { Seat } from '../../../shared/core/engine';
import { logTextFor, type LogEntry } from '../../../shared/core/log';
import type { RuleError } from '../../../shared/core/result';
import { createRng } from '../../../shared/core/rng';
import { CARDS, FIVE_PLAYER_EXPEDITION } from '../../../shared/games/port-royal/data';
import { portRoyal } from '../../../shared/games/port-royal';
import { portRoyalLogWords } from '../../../shared/games/port-royal/log';
import type {
  CardDef,
  CardId,
  ExpeditionSymbol,
  Phase,
  PersonKind,
  PortRoyalAction,
  PortRoyalState,
  RuleSet,
  ShipType,
} from '../../../shared/games/port-royal/types';

/** Hands out distinct card ids by description. */
export class Stock {
  private used = new Set<CardId>();

  constructor(players: number) {
    if (players < 5) this.used.add(FIVE_PLAYER_EXPEDITION);
  }

  private take(what: string, match: (c: CardDef) => boolean): CardId {
    const id = CARDS.findIndex((c, i) => !this.used.has(i) && match(c));
    if (id < 0) throw new Error(`no card left: ${what}`);
    this.used.add(id);
    return id;
  }

  /** A ship; `sabers` null asks for a skull ship. */
  ship(ship: ShipType, opts: { sabers?: number | null; coins?: number } = {}): CardId {
    return this.take(`${ship} ${JSON.stringify(opts)}`, (c) =>
      c.kind === 'ship' && c.ship === ship && (opts.sabers === undefined || c.sabers === opts.sabers) && (opts.coins === undefined || c.coins === opts.coins),
    );
  }

  person(person: PersonKind, opts: { cost?: number; trades?: ShipType } = {}): CardId {
    return this.take(`${person} ${JSON.stringify(opts)}`, (c) =>
      c.kind === 'person' && c.person === person && (opts.cost === undefined || c.cost === opts.cost) && (opts.trades === undefined || c.trades === opts.trades),
    );
  }

  tax(bonus?: 'most-sabers' | 'fewest-influence'): CardId {
    return this.take('tax', (c) => c.kind === 'tax' && (bonus === undefined || c.bonus === bonus));
  }

  expedition(needs: ExpeditionSymbol[]): CardId {
    return this.take(`expedition ${needs.join(',')}`, (c) => c.kind === 'expedition' && c.needs.join(',') === needs.join(','));
  }

  /** `n` cards of no importance (coins): persons and ships nobody asked for. */
  filler(n: number): CardId[] {
    return Array.from({ length: n }, () => this.take('filler', (c) => c.kind === 'ship' || c.kind === 'person'));
  }

  /** Every card not handed out yet. */
  rest(): CardId[] {
    const ids: CardId[] = [];
    for (let id = 0; id < CARDS.length; id++) if (!this.used.has(id)) ids.push(id);
    ids.forEach((id) => this.used.add(id));
    return ids;
  }
}

export interface SeatSpec {
  display?: CardId[];
  /** A number of filler coins, or the coin cards themselves. */
  coins?: number | CardId[];
  expeditions?: CardId[];
}

export interface TableSpec {
  players: number;
  rules?: RuleSet;
  /** The next cards to be revealed, first one first. */
  deckTop?: CardId[];
  /** No other card in the deck: the rest goes to the discard pile (or stays in the deck). */
  restTo?: 'deck' | 'discard';
  discard?: CardId[];
  harbor?: CardId[];
  expeditionRow?: CardId[];
  seats?: SeatSpec[];
  active?: Seat;
  startSeat?: Seat;
  phase?: Phase;
  activeTook?: number;
  endTriggered?: boolean;
  turn?: number;
}

/** A table exactly as described; `stock` must be the one the described cards came from. */
export function table(stock: Stock, spec: TableSpec): PortRoyalState {
  const seats = Array.from({ length: spec.players }, (_, i) => {
    const s = spec.seats?.[i] ?? {};
    const coins = typeof s.coins === 'number' ? stock.filler(s.coins) : (s.coins ?? []);
    return { display: s.display ?? [], coins, expeditions: s.expeditions ?? [] };
  });
  const rest = stock.rest();
  const top = [...(spec.deckTop ?? [])].reverse();
  const toDiscard = spec.restTo === 'discard';
  return {
    options: { rules: spec.rules ?? 'merchants' },
    players: spec.players,
    rng: createRng('fixture'),
    deck: toDiscard ? top : [...rest, ...top],
    discard: toDiscard ? [...rest, ...(spec.discard ?? [])] : (spec.discard ?? []),
    harbor: spec.harbor ?? [],
    expeditionRow: spec.expeditionRow ?? [],
    seats,
    startSeat: spec.startSeat ?? 0,
    active: spec.active ?? 0,
    phase: spec.phase ?? { kind: 'discover', revealed: 0 },
    endTriggered: spec.endTriggered ?? false,
    turn: spec.turn ?? 0,
    activeTook: spec.activeTook ?? 0,
    endReason: null,
  };
}

/** Applies an action that must be legal. */
export function play(state: PortRoyalState, seat: Seat, action: PortRoyalAction): { state: PortRoyalState; log: LogEntry[] } {
  const result = portRoyal.apply(state, seat, action);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}: ${result.error.message}`);
  return result.value;
}

/** Plays several actions in a row; returns the final state and the whole log. */
export function playAll(state: PortRoyalState, steps: [Seat, PortRoyalAction][]): { state: PortRoyalState; log: LogEntry[] } {
  let s = state;
  const log: LogEntry[] = [];
  for (const [seat, action] of steps) {
    const r = play(s, seat, action);
    s = r.state;
    log.push(...r.log);
  }
  return { state: s, log };
}

/** Applies an action that must be refused, checks the input is untouched, returns the error. */
export function refuse(state: PortRoyalState, seat: Seat, action: PortRoyalAction): RuleError {
  const before = JSON.stringify(state);
  const result = portRoyal.apply(state, seat, action);
  if (result.ok) throw new Error(`accepted ${JSON.stringify(action)}`);
  if (JSON.stringify(state) !== before) throw new Error('a refused action changed the state');
  return result.error;
}

/** The log in Port Royal's words (seats still `{sN}`), as every viewer reads it. */
export function logText(log: LogEntry[]): string {
  return log.map((e) => logTextFor(e, null, portRoyalLogWords)).join('\n');
}

/** Every card of the game in exactly one place. */
export function allCards(s: PortRoyalState): CardId[] {
  const phaseShip = s.phase.kind === 'repel' ? [s.phase.ship] : [];
  return [
    ...s.deck,
    ...s.discard,
    ...s.harbor,
    ...s.expeditionRow,
    ...phaseShip,
    ...s.seats.flatMap((st) => [...st.display, ...st.coins, ...st.expeditions]),
  ];
}
