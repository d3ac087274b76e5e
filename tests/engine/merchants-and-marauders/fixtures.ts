/**
 * Stacked tables for the Merchants & Marauders rule scenarios: a game past setup, a quiet turn
 * for one seat, and dice fixed by searching RNG seeds until an action rolls what a test needs.
 */
import type { Seat } from '../../../shared/core/engine';
import { logTextFor, type LogEntry } from '../../../shared/core/log';
import { createRng } from '../../../shared/core/rng';
import { merchantsAndMarauders as game } from '../../../shared/games/merchants-and-marauders';
import { CARGO } from '../../../shared/games/merchants-and-marauders/cards';
import { zoneIndex } from '../../../shared/games/merchants-and-marauders/data';
import { newTurn } from '../../../shared/games/merchants-and-marauders/flow';
import { GLORY } from '../../../shared/games/merchants-and-marauders/glory';
import { mmLogWords } from '../../../shared/games/merchants-and-marauders/log';
import { ALL_SEAS_ON } from '../../../shared/games/merchants-and-marauders/manifest';
import { newShip } from '../../../shared/games/merchants-and-marauders/state';
import type { Good, MmAction, MmOptions, MmState, ShipType } from '../../../shared/games/merchants-and-marauders/types';

export { game };

/** Every Seas of Glory switch this table plays, on (from the manifest, so a new module joins by itself). */
export const ALL_MODULES = ALL_SEAS_ON;
export const Z = zoneIndex;

export function act(s: MmState, seat: Seat, a: MmAction): MmState {
  const r = game.apply(s, seat, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.message}`);
  return r.value.state;
}

/** The log as a spectator reads it, one sentence a line (seats left as `{sN}`). */
export function logText(log: readonly LogEntry[]): string {
  return log.map((e) => logTextFor(e, null, mmLogWords)).join('\n');
}

export function actLog(s: MmState, seat: Seat, a: MmAction): { state: MmState; log: LogEntry[]; text: string } {
  const r = game.apply(s, seat, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.message}`);
  return { state: r.value.state, log: r.value.log, text: logText(r.value.log) };
}

/** The refusal code of `a`, or 'accepted'. */
export function refusal(s: MmState, seat: Seat, a: MmAction): string {
  const r = game.apply(s, seat, a);
  return r.ok ? 'accepted' : r.error.code;
}

/** A game past setup: every seat took its first offered captain with a sloop. */
export function started(players = 2, seed = 'fixture', options: Partial<MmOptions> = {}): MmState {
  let s = game.setup(players, seed, { gloryTarget: 10, captainsDealt: 1, ...options });
  for (let seat = 0; seat < players; seat++) s = act(s, seat, { type: 'choose-captain', captain: s.seats[seat]!.offer[0]!, ship: 'sloop' });
  return s;
}

/**
 * A quiet table on `seat`'s turn: no NPC at sea, no battle or purchase under way, every player
 * with 10 gold, no cargo and no glory card; `patch` stacks the rest.
 */
export function onTurn(s: MmState, seat: Seat, patch: (t: MmState) => void = () => {}): MmState {
  const t = structuredClone(s);
  t.turn = newTurn(seat);
  t.turn.started = true;
  t.npcScouts = null;
  t.combat = null;
  t.raid = null;
  t.buy = null;
  t.gloryDiscards = [];
  for (const npc of t.npcs) {
    t.eventDiscard.push(...npc.stack.splice(0), ...(npc.arriving >= 0 ? [npc.arriving] : []));
    npc.arriving = -1;
    npc.returning = false;
    npc.zone = -1;
  }
  for (const p of t.seats) {
    p.gold = 10;
    t.cargoDiscard.push(...p.cargo.splice(0));
    t.gloryDiscard.push(...p.gloryHand.splice(0));
  }
  patch(t);
  return t;
}

/** Puts a seat's ship in a zone (and port) with a fresh ship of a type. */
export function place(t: MmState, seat: Seat, zone: string, inPort: boolean, ship: ShipType = 'sloop'): void {
  const p = t.seats[seat]!;
  p.zone = Z(zone);
  p.inPort = inPort;
  p.ship = newShip(ship);
}

/** Cargo card ids of one good, taken out of the deck and discard pile so a test can place them. */
export function takeCargo(t: MmState, good: Good, n: number, pred: (id: number) => boolean = () => true): number[] {
  const ids = CARGO.map((c, i) => (c.good === good && pred(i) ? i : -1)).filter((i) => i >= 0 && (t.cargoDeck.includes(i) || t.cargoDiscard.includes(i)));
  const out = ids.slice(0, n);
  if (out.length < n) throw new Error(`not enough ${good}`);
  t.cargoDeck = t.cargoDeck.filter((c) => !out.includes(c));
  t.cargoDiscard = t.cargoDiscard.filter((c) => !out.includes(c));
  return out;
}

/** Stacks cards on top of the cargo deck, the first drawn first. */
export function stackCargo(t: MmState, cards: number[]): void {
  t.cargoDeck = [...t.cargoDeck.filter((c) => !cards.includes(c)), ...[...cards].reverse()];
  t.cargoDiscard = t.cargoDiscard.filter((c) => !cards.includes(c));
}

/** A glory card of a kind, moved into a seat's hand. */
export function giveGlory(t: MmState, seat: Seat, key: string): number {
  const id = GLORY.findIndex((g, i) => g.key === key && (t.gloryDeck.includes(i) || t.gloryDiscard.includes(i)));
  if (id < 0) throw new Error(`no ${key} left`);
  t.gloryDeck = t.gloryDeck.filter((c) => c !== id);
  t.gloryDiscard = t.gloryDiscard.filter((c) => c !== id);
  t.seats[seat]!.gloryHand.push(id);
  return id;
}

/** Applies `a` under RNG seeds until the result satisfies `want`: a die stacked by search. */
export function withRoll(s: MmState, seat: Seat, a: MmAction, want: (after: MmState, text: string) => boolean, tries = 2000): { state: MmState; text: string } {
  for (let k = 0; k < tries; k++) {
    const t = structuredClone(s);
    t.rng = createRng(`roll-${k}`);
    const r = game.apply(t, seat, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.message}`);
    const text = logText(r.value.log);
    if (want(r.value.state, text)) return { state: r.value.state, text };
  }
  throw new Error(`no roll of ${JSON.stringify(a)} gave the wanted result`);
}
