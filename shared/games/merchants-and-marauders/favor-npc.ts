/**
 * Seas of Glory module 10 "Favors": making an NPC roll again the SCOUTING roll that found you at
 * the very start of your turn. No action comes before that roll, so no favor can be held ready
 * for it (`favors.ts`); instead the table stops and asks: spend a favor so the NPC rolls again,
 * or let the find stand. The question is asked whenever the module is on, with or without a
 * favor in hand, so the pause never tells the table whether the seat holds one (the count is the
 * owner's secret). Later finds in the turn keep the favor held ready. Reading 39 in
 * docs/games/merchants-and-marauders.md.
 */
import type { Seat } from '../../core/engine';
import type { LogEntry } from '../../core/log';
import { startCombat } from './combat';
import { stopForContraband } from './contraband';
import { favorsOf, favorsOn } from './favors';
import { hostile, npcScoutDice } from './npc';
import { refuse, rollDice, successes, type Handler, type Refusal } from './state';
import type { MmState } from './types';
import { said } from './log';

export type FavorNpcAction = { type: 'favor-npc-reroll' } | { type: 'npc-find-stands' };
/** An NPC (slot) found the seat at the very start of its turn; the seat answers before anything else. */
export interface NpcFound {
  seat: Seat;
  slot: number;
}
type Of<T extends FavorNpcAction['type']> = Extract<FavorNpcAction, { type: T }>;

/**
 * Whether the find of `seat` waits for its answer: the module is on, it is the seat's own turn,
 * no action taken yet and no favor held ready (a favor held ready answers by itself, `favors.ts`).
 */
export function asksForFavor(st: MmState, seat: Seat): boolean {
  const t = st.turn;
  return favorsOn(st) && t?.seat === seat && !t.acted && t.favorReady !== true;
}

/** The NPC found the seat: it scouted for it (a battle) or for its contraband (a search). */
export function npcFinds(st: MmState, slot: number, seat: Seat, log: LogEntry[]): void {
  if (hostile(st, slot, seat)) startCombat(st, { kind: 'npc', slot }, { kind: 'player', seat }, log);
  else stopForContraband(st, slot, seat, log);
}

const foundRefusal = (s: MmState, seat: Seat): Refusal =>
  s.npcFound?.seat === seat ? null : refuse('not-found', 'No NPC has just found you.');

/** A favor: the NPC rolls its SCOUTING again (once, as for a favor held ready); lost, it sails on without you. */
export const favorNpcReroll: Handler<Of<'favor-npc-reroll'>> = {
  check(s, seat) {
    const why = foundRefusal(s, seat);
    if (why) return why;
    return favorsOf(s, seat) > 0 ? null : refuse('no-favor', 'You have no favor to spend.');
  },
  run(st, seat, _a, log) {
    const { slot } = st.npcFound!;
    st.npcFound = null;
    st.favors![seat] = st.favors![seat]! - 1;
    const found = successes(rollDice(st, npcScoutDice(st, slot, seat))) > 0;
    log.push(said(['favor-scout', seat, found ? 1 : 0]));
    if (found) npcFinds(st, slot, seat, log);
  },
};

/** No favor spent: the find stands, and the battle (or the search) begins. */
export const npcFindStands: Handler<Of<'npc-find-stands'>> = {
  check: foundRefusal,
  run(st, seat, _a, log) {
    const { slot } = st.npcFound!;
    st.npcFound = null;
    npcFinds(st, slot, seat, log);
  },
};
