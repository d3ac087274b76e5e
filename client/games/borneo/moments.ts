/**
 * The moments of Borneo a player must not miss, read from two successive views: a harbor
 * completed (a monopoly or a shared distribution), the outcome of a rank fight, a trade with
 * the pirates, and the end of the game with its last mission round.
 */
import { COMPANIES, HARBORS } from '../../../shared/games/borneo/data';
import type { BorneoView } from '../../../shared/games/borneo/types';

export type Moment =
  | { kind: 'harbor'; harbor: number; shipper: number; monopoly: number; shared: number[] }
  | { kind: 'fight'; attacker: number; defender: number; company: number; attackerWon: boolean }
  | { kind: 'pirates'; seat: number }
  | { kind: 'end'; reason: string };

export function detectMoments(prev: BorneoView, next: BorneoView): Moment[] {
  const moments: Moment[] = [];
  prev.harborRow.forEach((slot, i) => {
    if (slot.harbor < 0 || next.harborRow[i]?.harbor === slot.harbor) return;
    const shared = next.phase === 'pick' && next.distribution.harbor === slot.harbor;
    const monopoly = shared && next.distribution.kind === 'monopoly' ? (next.distribution.companies[0] ?? -1) : -1;
    moments.push({ kind: 'harbor', harbor: slot.harbor, shipper: prev.active, monopoly, shared: shared && monopoly < 0 ? next.distribution.companies : [] });
  });
  const f = prev.fight;
  if (prev.phase === 'defend' && next.phase !== 'defend' && f.company >= 0) {
    const attackerWon = next.companies[f.company]?.merchants[f.defenderRank] === f.attacker;
    moments.push({ kind: 'fight', attacker: f.attacker, defender: f.defender, company: f.company, attackerWon });
  }
  if (next.pirateShip >= 0 && next.pirateShip !== prev.pirateShip) moments.push({ kind: 'pirates', seat: next.pirateShip });
  if (prev.endReason === '' && next.endReason !== '') moments.push({ kind: 'end', reason: next.endReason });
  return moments;
}

/**
 * A moment as a banner: a short title (it must fit a phone's width at banner size), a subtitle
 * and a colour. `name` gives a seat's name, or null for my own seat.
 */
export function bannerFor(moment: Moment, name: (seat: number) => string | null): { title: string; subtitle: string; colour: number } {
  /** "Anne keeps" or "You keep". */
  const does = (seat: number, verb: string, verbs: string) => {
    const who = name(seat);
    return who === null ? `You ${verb}` : `${who} ${verbs}`;
  };
  switch (moment.kind) {
    case 'harbor': {
      const harbor = HARBORS[moment.harbor]?.name ?? 'A harbor';
      const taker = `${does(moment.shipper, 'take', 'takes')} the harbor card.`;
      if (moment.monopoly >= 0) return { title: 'Monopoly!', subtitle: `The ${COMPANIES[moment.monopoly]} company takes ${harbor}. ${taker}`, colour: 0xf2c14e };
      if (moment.shared.length > 0) return { title: 'Shared out', subtitle: `${harbor} is full: ${moment.shared.map((c) => COMPANIES[c]).join(', ')}. ${taker}`, colour: 0x7be0c3 };
      return { title: 'Harbor done', subtitle: `${harbor} is complete. ${taker}`, colour: 0x7be0c3 };
    }
    case 'fight':
      return moment.attackerWon
        ? { title: 'Attack wins!', subtitle: `${does(moment.attacker, 'rise', 'rises')} in the ${COMPANIES[moment.company]} company.`, colour: 0xff8a5c }
        : { title: 'Defence holds', subtitle: `${does(moment.defender, 'keep', 'keeps')} the rank in the ${COMPANIES[moment.company]} company.`, colour: 0x7be0c3 };
    case 'pirates':
      return { title: 'Pirate deal', subtitle: `${does(moment.seat, 'take', 'takes')} the pirate ship (−2 points at the end).`, colour: 0xc0392b };
    case 'end':
      return {
        title: 'Game ends',
        subtitle: `${moment.reason === 'harbors' ? 'The harbor deck is empty.' : 'No shipment cards are left.'} Last chance to complete a mission.`,
        colour: 0xf2c14e,
      };
  }
}
