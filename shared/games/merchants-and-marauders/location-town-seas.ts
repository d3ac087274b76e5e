/**
 * Module 9's town with modules 10 and 11: besides the base port activities, a town visit may be
 * buying favors (2 gold each, never more than 5 held) or paying the crew one step up the loyalty
 * track (the gold printed on the next step). Each is the visit's one activity, as in port.
 * Readings: docs/games/merchants-and-marauders.md ("Seas of Glory", module 9).
 */
import type { Seat } from '../../core/engine';
import { said } from './log';
import { FAVOR_PRICE, MAX_FAVORS, favorsOf, favorsOn } from './favors';
import { beginVisit, visitRefusal } from './location-visits';
import type { LocationAction } from './locations';
import { LOYALTY_COST, raiseLoyalty, raiseRefusal } from './loyalty';
import { refuse, type Handler } from './state';
import { seatToChange } from './change';

type Of<T extends LocationAction['type']> = Extract<LocationAction, { type: T }>;

export const visitFavors: Handler<Of<'visit-favors'>> = {
  check(s, seat, a) {
    if (!favorsOn(s)) return refuse('no-favors-module', 'This table plays without favors (module 10).');
    if (a.amount < 1 || favorsOf(s, seat) + a.amount > MAX_FAVORS) return refuse('too-many-favors', `You may hold at most ${MAX_FAVORS} favors.`);
    if (s.seats[seat]!.gold < a.amount * FAVOR_PRICE) return refuse('no-gold', `Favors cost ${FAVOR_PRICE} gold each.`);
    return visitRefusal(s, seat, ['town']);
  },
  run(st, seat: Seat, a, log) {
    beginVisit(st, seat, log);
    seatToChange(st, seat).gold -= a.amount * FAVOR_PRICE;
    st.favors![seat] = st.favors![seat]! + a.amount;
    log.push(said(['favors-bought', seat, a.amount * FAVOR_PRICE]));
  },
};

export const visitLoyalty: Handler<Of<'visit-loyalty'>> = {
  check(s, seat) {
    return raiseRefusal(s.seats[seat]!) ?? visitRefusal(s, seat, ['town']);
  },
  run(st, seat, _a, log) {
    const p = seatToChange(st, seat);
    beginVisit(st, seat, log);
    const price = LOYALTY_COST[p.loyalty! + 1]!;
    p.gold -= price;
    log.push(said(['crew-paid', seat, price]));
    raiseLoyalty(st, seat, log);
  },
};
