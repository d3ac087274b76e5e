/**
 * Stacked tables for the Borneo rule tests: name the cards a scenario needs (by flags and
 * spice), and every other card goes into the deck, so all 60 cards are still on the table.
 */
import type { Seat } from '../../../shared/core/engine';
import { logTextFor, type LogEntry } from '../../../shared/core/log';
import type { RuleError } from '../../../shared/core/result';
import { createRng } from '../../../shared/core/rng';
import { borneo } from '../../../shared/games/borneo';
import { COMPANIES, HARBORS, MISSIONS, SHIPMENT_CARDS } from '../../../shared/games/borneo/data';
import { borneoLogWords } from '../../../shared/games/borneo/log';
import { harborInPlay, merchantsPerPlayer } from '../../../shared/games/borneo/setup';
import type {
  BorneoAction,
  BorneoOptions,
  BorneoState,
  CardId,
  HarborId,
  MissionId,
  Phase,
  SpiceName,
} from '../../../shared/games/borneo/types';

const LETTERS = 'YRGB';

/** 'Y' → 0 (yellow), ... */
export function co(letter: string): number {
  const i = LETTERS.indexOf(letter);
  if (i < 0) throw new Error(`no company ${letter}`);
  return i;
}

/** Hands out distinct card ids by description. */
export class Stock {
  private used = new Set<CardId>();

  /** A card with this top row ('YYR') and, if given, bottom flag and spice. */
  card(top: string, bottom?: string, spice?: SpiceName | 'wild', count?: 1 | 2): CardId {
    return this.take(`${top}/${bottom} ${spice}`, (i) => {
      const c = SHIPMENT_CARDS[i]!;
      return (
        c.top.map((f) => LETTERS[f]).join('') === top &&
        (bottom === undefined || LETTERS[c.bottom] === bottom) &&
        (spice === undefined || c.spice === spice) &&
        (count === undefined || c.count === count)
      );
    });
  }

  /** Any card of this spice (single unless `count` 2). */
  spice(spice: SpiceName | 'wild', count: 1 | 2 = 1): CardId {
    return this.take(`${spice} x${count}`, (i) => SHIPMENT_CARDS[i]!.spice === spice && SHIPMENT_CARDS[i]!.count === count);
  }

  /** A card showing no flag of `company`. */
  without(company: string): CardId {
    const c = co(company);
    return this.take(`without ${company}`, (i) => {
      const d = SHIPMENT_CARDS[i]!;
      return !d.top.includes(c) && d.bottom !== c;
    });
  }

  /** `n` cards of no importance. */
  filler(n: number): CardId[] {
    return Array.from({ length: n }, () => this.take('filler', () => true));
  }

  unused(): CardId[] {
    return SHIPMENT_CARDS.map((_, i) => i).filter((i) => !this.used.has(i));
  }

  private take(what: string, match: (i: CardId) => boolean): CardId {
    const id = SHIPMENT_CARDS.findIndex((_, i) => !this.used.has(i) && match(i));
    if (id < 0) throw new Error(`no card left: ${what}`);
    this.used.add(id);
    return id;
  }
}

export function harborNamed(name: string): HarborId {
  const id = HARBORS.findIndex((h) => h.name === name);
  if (id < 0) throw new Error(`no harbor ${name}`);
  return id;
}

export interface SeatSpec {
  hand?: CardId[];
  cards?: CardId[];
  harbors?: HarborId[];
  missions?: MissionId[];
}

export interface TableSpec {
  players: number;
  options?: Partial<BorneoOptions>;
  /** Four columns, e.g. ['012', '1', '20', '']: seats by rank. */
  companies?: string[];
  seats?: SeatSpec[];
  /** The three face-up harbors and their cards. */
  harborRow?: Array<{ harbor: HarborId; cards?: CardId[] }>;
  /** Harbor deck, top LAST; by default every other harbor in play. */
  harborDeck?: HarborId[];
  /** Cards drawn first, top LAST; the unused cards lie below them. */
  deckTop?: CardId[];
  /** Put every unused card in the discard pile instead of the deck (deck = deckTop only). */
  restInDiscard?: boolean;
  discard?: CardId[];
  active?: Seat;
  phase?: Phase;
  pirateShip?: Seat;
  missionsOnBoard?: MissionId[];
}

/** A table in the middle of a game, with every component accounted for. */
export function table(k: Stock, spec: TableSpec): BorneoState {
  const options: BorneoOptions = { threePlayerVariant: false, blackbeard: false, ...spec.options };
  const players = spec.players;
  const seats = Array.from({ length: players }, (_, i) => {
    const s = spec.seats?.[i] ?? {};
    return { hand: s.hand ?? [], cards: s.cards ?? [], harbors: s.harbors ?? [], missions: s.missions ?? [] };
  });
  const inPlay = HARBORS.map((_, i) => i).filter((i) => harborInPlay(HARBORS[i]!, players));
  const row: Array<{ harbor: HarborId; cards?: CardId[] }> = spec.harborRow ?? inPlay.slice(0, 3).map((harbor) => ({ harbor }));
  const usedHarbors = new Set<HarborId>([...row.map((r) => r.harbor), ...seats.flatMap((s) => s.harbors)]);
  const harborDeck = spec.harborDeck ?? inPlay.filter((h) => !usedHarbors.has(h));
  const rest = k.unused();
  const missionsTaken = new Set(seats.flatMap((s) => s.missions));
  return {
    options,
    players,
    merchantsPerPlayer: merchantsPerPlayer(players, options),
    rng: createRng('fixture'),
    deck: spec.restInDiscard ? [...(spec.deckTop ?? [])] : [...rest, ...(spec.deckTop ?? [])],
    discard: spec.restInDiscard ? [...rest, ...(spec.discard ?? [])] : [...(spec.discard ?? [])],
    harborDeck,
    harborRow: row.map((r) => ({ harbor: r.harbor, cards: r.cards ?? [] })),
    harborsOut: [],
    missionsOnBoard:
      spec.missionsOnBoard ?? MISSIONS.map((_, i) => i).filter((i) => (players === 5 || !MISSIONS[i]!.fivePlayersOnly) && !missionsTaken.has(i)),
    companies: (spec.companies ?? ['', '', '', '']).map((col) => ({ merchants: [...col].map(Number) })),
    seats,
    pirateShip: spec.pirateShip ?? -1,
    startSeat: 0,
    active: spec.active ?? 0,
    turn: 5,
    phase: spec.phase ?? { kind: 'mission' },
    endReason: '',
  };
}

/** Applies an action that must be legal (and must appear among the legal actions). */
export function play(s: BorneoState, seat: Seat, action: BorneoAction): { state: BorneoState; log: LogEntry[] } {
  const result = borneo.apply(s, seat, action);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}: ${result.error.message}`);
  return result.value;
}

/** Applies a sequence of actions, each by the seat to act. */
export function playAll(s: BorneoState, actions: BorneoAction[]): { state: BorneoState; log: LogEntry[] } {
  let state = s;
  const log: LogEntry[] = [];
  for (const action of actions) {
    const seat = borneo.toAct(state)[0];
    if (seat === undefined) throw new Error('nobody to act');
    const r = play(state, seat, action);
    state = r.state;
    log.push(...r.log);
  }
  return { state, log };
}

export function refuse(s: BorneoState, seat: Seat, action: BorneoAction): RuleError {
  const result = borneo.apply(s, seat, action);
  if (result.ok) throw new Error(`accepted ${JSON.stringify(action)}`);
  return result.error;
}

export function logText(log: LogEntry[]): string {
  return log.map((e) => logTextFor(e, null, borneoLogWords)).join('\n');
}

/** Every shipment card is in exactly one place. */
export function shipmentCardsEverywhere(s: BorneoState): CardId[] {
  const p = s.phase;
  const fightCards =
    p.kind === 'defend' || p.kind === 'reward' ? [...p.fight.attackCards, ...p.fight.defendCards] : [];
  return [
    ...s.deck,
    ...s.discard,
    ...s.harborRow.flatMap((h) => h.cards),
    ...s.seats.flatMap((x) => [...x.hand, ...x.cards]),
    ...fightCards,
    ...(p.kind === 'pick' ? p.distribution.cards : []),
  ];
}

export const COMPANY_COUNT = COMPANIES.length;
