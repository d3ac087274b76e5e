/** Who is to act, and every action they may take now. */
import type { Seat } from '../../core/engine';
import { COMPANY_SLOTS } from './data';
import { attackActions, defendActions, relocateTargets, rewardChoices } from './fight';
import { missionActions } from './flow';
import type { BorneoAction, BorneoState } from './types';

export function toAct(s: BorneoState): Seat[] {
  const p = s.phase;
  switch (p.kind) {
    case 'placement':
      return p.order.slice(0, 1);
    case 'mission':
    case 'company':
    case 'ship':
    case 'discard':
      return [s.active];
    case 'defend':
    case 'relocate':
    case 'reward':
      return [p.fight.defender];
    case 'pick':
      return p.distribution.queue.slice(0, 1);
    case 'final':
      return p.queue.slice(0, 1);
    case 'over':
      return [];
  }
}

/** Moving a merchant to the first empty slot of another company with room. */
export function transferActions(s: BorneoState, seat: Seat): BorneoAction[] {
  const actions: BorneoAction[] = [];
  s.companies.forEach((column, from) => {
    column.merchants.forEach((owner, rank) => {
      if (owner !== seat) return;
      s.companies.forEach((target, to) => {
        if (to !== from && target.merchants.length < COMPANY_SLOTS) actions.push({ type: 'transfer', from, rank, to });
      });
    });
  });
  return actions;
}

export function legalActions(s: BorneoState, seat: Seat): BorneoAction[] {
  if (!toAct(s).includes(seat)) return [];
  const p = s.phase;
  const hand = s.seats[seat]?.hand ?? [];
  switch (p.kind) {
    case 'placement':
      return s.companies.flatMap((column, company): BorneoAction[] =>
        column.merchants.length < COMPANY_SLOTS ? [{ type: 'place', company }] : [],
      );
    case 'mission':
      return [...missionActions(s, seat, false), { type: 'pass' }];
    case 'company':
      return [{ type: 'pass' }, ...transferActions(s, seat), ...attackActions(s, seat)];
    case 'defend':
      return defendActions(s, p.fight);
    case 'relocate':
      return relocateTargets(s, p.fight, COMPANY_SLOTS).map((company): BorneoAction => ({ type: 'relocate', company }));
    case 'reward':
      return rewardChoices(p.fight).map((card): BorneoAction => ({ type: 'keep', card }));
    case 'ship':
      return hand.flatMap((card) =>
        s.harborRow.flatMap((slot, harbor): BorneoAction[] => (slot.harbor >= 0 ? [{ type: 'ship', card, harbor }] : [])),
      );
    case 'pick':
      return p.distribution.cards.map((card): BorneoAction => ({ type: 'pick', card }));
    case 'discard':
      return hand.map((card): BorneoAction => ({ type: 'discard', card }));
    case 'final':
      return [...missionActions(s, seat, true), { type: 'pass' }];
    case 'over':
      return [];
  }
}
