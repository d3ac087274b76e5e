/**
 * Stacked Libertalia tables for rule scenarios: build the state a rule needs, then play the
 * actions and look at what happened.
 */
import type { Seat } from '../../../shared/core/engine';
import type { LogEntry } from '../../../shared/core/log';
import { formatLogText, logTextFor } from '../../../shared/core/log';
import { BOOTY_KINDS, emptyBooty } from '../../../shared/games/libertalia/data';
import { libertalia } from '../../../shared/games/libertalia';
import { libertaliaLogWords } from '../../../shared/games/libertalia/log';
import type {
  BootyCounts,
  BootyKind,
  LibertaliaAction,
  LibertaliaState,
  Rank,
} from '../../../shared/games/libertalia/types';

export const game = libertalia;

export interface SeatSpec {
  hand?: Rank[];
  den?: Rank[];
  discard?: Rank[];
  booty?: Partial<BootyCounts>;
  doubloons?: number;
}

export interface StackSpec {
  seats: SeatSpec[];
  /** Today's booty space (default: empty). The other spaces are emptied too. */
  today?: BootyKind[];
  day?: number;
  campaign?: number;
  lastCampaignTieBreak?: boolean;
}

/**
 * A table at sunrise as described; booty and characters outside the spec are cleared, and the
 * bag holds everything that is not on the table, so the components still add up. Give every
 * hand a card more than the scenario plays: with empty hands the game would run on by itself.
 */
export function stack(spec: StackSpec, seed = 'stack'): LibertaliaState {
  const players = spec.seats.length;
  const s = libertalia.setup(players, seed, { lastCampaignTieBreak: spec.lastCampaignTieBreak ?? false });
  s.day = spec.day ?? 1;
  s.campaign = spec.campaign ?? 1;
  s.board = Array.from({ length: 6 }, (_, d) => ({ tokens: d === s.day - 1 ? [...(spec.today ?? [])] : [] }));
  s.seats.forEach((st, seat) => {
    const want = spec.seats[seat] ?? {};
    st.hand = [...(want.hand ?? [])].sort((a, b) => a - b);
    st.den = [...(want.den ?? [])].sort((a, b) => a - b);
    st.discard = [...(want.discard ?? [])];
    st.booty = { ...emptyBooty(), ...(want.booty ?? {}) };
    st.doubloons = want.doubloons ?? 10;
  });
  refillBag(s);
  return s;
}

/** The bag holds every token that is not on the board, in a den or discarded. */
export function refillBag(s: LibertaliaState): void {
  const full: BootyCounts = { chest: 4, jewels: 6, goods: 10, map: 8, relic: 10, saber: 6, officer: 6 };
  for (const kind of BOOTY_KINDS) {
    let out = s.bootyDiscard[kind];
    for (const space of s.board) out += space.tokens.filter((t) => t === kind).length;
    for (const st of s.seats) out += st.booty[kind];
    s.bag[kind] = Math.max(0, full[kind] - out);
  }
}

export interface Played {
  state: LibertaliaState;
  log: LogEntry[];
}

/** Applies an action that must be legal. */
export function act(s: LibertaliaState, seat: Seat, a: LibertaliaAction, log: LogEntry[] = []): Played {
  const r = libertalia.apply(s, seat, a);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(a)} for seat ${seat}: ${r.error.message}`);
  return { state: r.value.state, log: [...log, ...r.value.log] };
}

/** Every seat picks the given rank (seat order), which reveals them and runs the day. */
export function pickAll(s: LibertaliaState, picks: Rank[]): Played {
  let played: Played = { state: s, log: [] };
  picks.forEach((rank, seat) => {
    played = act(played.state, seat, { type: 'pick', rank }, played.log);
  });
  return played;
}

/** Applies a sequence of (seat, action) answers. */
export function answerAll(p: Played, steps: [Seat, LibertaliaAction][]): Played {
  let played = p;
  for (const [seat, a] of steps) played = act(played.state, seat, a, played.log);
  return played;
}

/** The log as a spectator reads it, with seats named s0, s1... */
export function logLines(log: LogEntry[]): string[] {
  return log.map((e) => formatLogText(logTextFor(e, null, libertaliaLogWords), (seat) => `s${seat}`));
}

export function seat(s: LibertaliaState, n: Seat) {
  const st = s.seats[n];
  if (!st) throw new Error(`no seat ${n}`);
  return st;
}
