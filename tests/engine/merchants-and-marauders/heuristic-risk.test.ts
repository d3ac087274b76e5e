/**
 * The heuristic bot's risk model (heuristic-risk.ts): the chance that ending a turn at sea gets
 * the captain found and beaten by a hostile NPC. With one action left, a captain whose next step
 * would end the turn at sea beside dangerous NPCs ends it in the port he is passing instead; the
 * same step with no NPC about is sailed as before.
 */
import { createRng } from '../../../shared/core/rng';
import { BORDERS, ZONES } from '../../../shared/games/merchants-and-marauders/data';
import { EVENTS } from '../../../shared/games/merchants-and-marauders/cards';
import { MISSIONS } from '../../../shared/games/merchants-and-marauders/glory';
import { planFor } from '../../../shared/games/merchants-and-marauders/heuristic';
import { RISK_OK, seaRisk } from '../../../shared/games/merchants-and-marauders/heuristic-risk';
import { dangerZones, distances, stepTowards } from '../../../shared/games/merchants-and-marauders/heuristic-trade';
import type { MmAction, MmState } from '../../../shared/games/merchants-and-marauders/types';
import { game, onTurn, place, started, Z } from './fixtures';

const choose = (s: MmState, seat: number): MmAction => game.bots.heuristic.choose(game.view(s, seat), seat, game.legalActions(s, seat), createRng('choice'));
/** Isabel Marquez (Spanish, INFLUENCE 3) sails the merchant plan in the base game. */
const ISABEL = 0;
const arrival = (slot: number): number => EVENTS.findIndex((e) => e.kind === 'arrival' && e.slot === slot && e.scouting >= 3);
const near = (a: number, b: number): boolean => (BORDERS[a] ?? []).some((x) => x.to === b);

/**
 * Isabel in a flute at sea outside Santo Domingo (a Spanish port) with one action left and a
 * mission to deliver far away; `pirates` puts both NPC pirate ships in `lair`.
 */
function lastAction(mission: number, lair: number, pirates: boolean): MmState {
  return onTurn(started(2, 'risk'), 0, (t) => {
    t.seats[0]!.captain = ISABEL;
    place(t, 0, 'Santo Domingo', false, 'flute');
    t.seats[0]!.mission = mission;
    t.turn!.actionsLeft = 1;
    if (!pirates) return;
    for (const slot of [4, 5]) {
      t.eventDeck = t.eventDeck.filter((c) => c !== arrival(slot));
      t.npcs[slot]!.stack = [arrival(slot)];
      t.npcs[slot]!.zone = lair;
    }
  });
}

/** A mission delivered far from Santo Domingo and a zone beside the route's next step (not beside Santo Domingo) for the pirates. */
function scenario(): { mission: number; lair: number; next: number } {
  const from = Z('Santo Domingo');
  for (const [mission, card] of MISSIONS.entries()) {
    const goal = Z(card.deliverTo);
    if (distances(from)[goal]! < 3) continue;
    for (const lair of ZONES.keys()) {
      if (lair === from || near(lair, from)) continue;
      const s = lastAction(mission, lair, true);
      const v = game.view(s, 0);
      const next = stepTowards(from, goal, dangerZones(v, v.seats[0]!));
      if (next !== lair && near(next, lair)) return { mission, lair, next };
    }
  }
  throw new Error('no scenario');
}

test('Isabel sails the merchant plan in the base game', () => {
  expect(planFor(ISABEL)).toBe('merchant');
});

test('with one action left, a captain ends the turn in the port he is passing rather than at sea beside NPC pirates that would board him', () => {
  const { mission, lair, next } = scenario();
  const s = lastAction(mission, lair, true);
  const v = game.view(s, 0);
  expect(seaRisk(v, v.seats[0]!, next)).toBeGreaterThanOrEqual(RISK_OK);
  expect(seaRisk(v, v.seats[0]!, Z('Santo Domingo'))).toBe(0);
  expect(choose(s, 0)).toEqual({ type: 'enter-port', method: 'free' });
});

test('with no NPC about, the same last action sails on towards the delivery', () => {
  const { mission, lair, next } = scenario();
  const s = lastAction(mission, lair, false);
  expect(seaRisk(game.view(s, 0), game.view(s, 0).seats[0]!, next)).toBe(0);
  expect(choose(s, 0)).toEqual({ type: 'move', zone: next });
});
