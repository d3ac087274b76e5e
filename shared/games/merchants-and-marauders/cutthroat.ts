/**
 * Seas of Glory variant 5 "Cutthroat": when the active player sails into a zone (leaving port
 * included), the other captains at sea there may scout for them at once, out of their own turn.
 * Each declares in turn order (clockwise from the active player); those who try flip their
 * captain card, roll SCOUTING, and lose 2 actions on their next turn. Only the best roll finds
 * the active player (most successes, then pips, a further tie rolls again) and attacks; NPCs in
 * the zone scout only afterwards. Readings: docs/games/merchants-and-marauders.md.
 */
import type { Seat } from '../../core/engine';
import type { LogEntry } from '../../core/log';
import { startCombat } from './combat';
import { skillDice } from './harbor';
import { scoutBonus } from './seas-abilities';
import { alive, pips, refuse, rollDice, successes, type Handler } from './state';
import type { MmAction, MmState, MmView, PlayerState, PlayerView, SeasView } from './types';
import { said } from './log';
import { seatToChange } from './change';

/** The captains asked whether they scout off-turn for `target`, and those who said yes. */
export interface CutthroatState {
  target: Seat;
  /** Seats still to declare, the one deciding now first. */
  asking: Seat[];
  scouts: Seat[];
}

/** Actions an off-turn scouting attempt costs on its maker's next turn. */
export const OFF_TURN_PENALTY = 2;

/** A player's captain card is flipped: it made an off-turn attempt since this player's last turn. */
export const isFlipped = (p: PlayerState): boolean => p.captain >= 0 && p.flipped === p.captain;

/** Other captains at sea in the active player's zone whose card is not flipped, in turn order from the active player. */
export function offTurnScouts(s: MmState, target: Seat): Seat[] {
  const t = s.seats[target]!;
  if (!s.options.cutthroat || !alive(t) || t.inPort) return [];
  const out: Seat[] = [];
  for (let k = 1; k < s.players; k++) {
    const seat = (target + k) % s.players;
    const p = s.seats[seat]!;
    if (alive(p) && !p.inPort && p.zone === t.zone && !isFlipped(p)) out.push(seat);
  }
  return out;
}

/** After the active player's move: the captains who may scout off-turn are asked (before any NPC scouts). */
export function askOffTurnScouts(st: MmState, target: Seat): void {
  const asking = offTurnScouts(st, target);
  if (asking.length > 0) st.cutthroat = { target, asking, scouts: [] };
}

/** The seat that must declare now, or -1. */
export const offTurnDecider = (s: MmState): Seat => s.cutthroat?.asking[0] ?? -1;

/** At the start of a player's turn the flipped card turns back; the actions it cost are taken off this turn. */
export function unflipAtTurnStart(st: MmState, seat: Seat, log: LogEntry[]): void {
  if (st.seats[seat]!.flipped === undefined) return;
  const p = seatToChange(st, seat);
  const penalty = isFlipped(p);
  delete p.flipped;
  if (!penalty || !st.turn) return;
  st.turn.actionsLeft = Math.max(0, st.turn.actionsLeft - OFF_TURN_PENALTY);
  log.push(said(['turned-back', seat, OFF_TURN_PENALTY]));
}

/** The best roll among the scouts: most successes, then pips; a tie between the best rolls again. */
function bestScout(st: MmState, scouts: Seat[], log: LogEntry[]): Seat {
  let rolling = scouts;
  for (let round = 0; round < 20; round++) {
    const rolls = rolling.map((seat) => ({ seat, dice: rollDice(st, skillDice(st.seats[seat]!, 'scouting') + scoutBonus(st.seats[seat]!, 'player')) }));
    for (const r of rolls) log.push(said(['off-scout', r.seat, [...r.dice]]));
    const top = Math.max(...rolls.map((r) => successes(r.dice)));
    if (top === 0) return -1;
    const best = rolls.filter((r) => successes(r.dice) === top);
    const topPips = Math.max(...best.map((r) => pips(r.dice)));
    const tied = best.filter((r) => pips(r.dice) === topPips);
    if (tied.length === 1) return tied[0]!.seat;
    log.push(said(['off-tie']));
    rolling = tied.map((r) => r.seat);
  }
  return -1;
}

function resolve(st: MmState, log: LogEntry[]): void {
  const { target, scouts } = st.cutthroat!;
  delete st.cutthroat;
  if (scouts.length === 0) return;
  const found = bestScout(st, scouts, log);
  if (found < 0) {
    log.push(said(['slips', target]));
    return;
  }
  log.push(said(['finds', found, target]));
  startCombat(st, { kind: 'player', seat: found }, { kind: 'player', seat: target }, log);
}

type Of<T extends MmAction['type']> = Extract<MmAction, { type: T }>;

export const offTurnScout: Handler<Of<'off-turn-scout'>> = {
  check(s, seat) {
    return offTurnDecider(s) === seat ? null : refuse('not-asked', 'You are not asked to scout off-turn now.');
  },
  run(st, seat, a, log) {
    const c = st.cutthroat!;
    c.asking.shift();
    if (a.scout) {
      const p = seatToChange(st, seat);
      p.flipped = p.captain;
      c.scouts.push(seat);
      log.push(said(['off-flip', seat, c.target]));
    } else {
      log.push(said(['lets-pass', seat, c.target]));
    }
    if (c.asking.length === 0) resolve(st, log);
  },
};

/** The public part of the variant (absent without it): flipped cards and the pending declarations. */
export function cutthroatView(s: MmState): Pick<SeasView, 'cutthroat'> {
  if (!s.options.cutthroat) return {};
  const c = s.cutthroat;
  return {
    cutthroat: {
      flipped: s.seats.map((p, seat) => (isFlipped(p) ? seat : -1)).filter((seat) => seat >= 0),
      target: c?.target ?? -1,
      asking: c ? [...c.asking] : [],
      scouts: c ? [...c.scouts] : [],
    },
  };
}

/** The pending declarations rebuilt from a view (all public), for the search bot's sampled states; absent when none. */
export function cutthroatOf(v: MmView): Pick<MmState, 'cutthroat'> {
  const c = v.seas.cutthroat;
  return c && c.target >= 0 ? { cutthroat: { target: c.target, asking: [...c.asking], scouts: [...c.scouts] } } : {};
}

/** Zones a bot's captain had better not sail into: pirate captains at sea there, card face up and no weaker, may scout for it off-turn. */
export function offTurnThreats(v: MmView, me: PlayerView): number[] {
  const c = v.seas.cutthroat;
  if (!c) return [];
  return v.seats
    .filter((o, seat) => o !== me && o.shipType !== '' && !o.inPort && o.pirate && !c.flipped.includes(seat) && o.cannons + o.crew >= me.cannons + me.crew)
    .map((o) => o.zone);
}
