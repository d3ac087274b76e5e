/**
 * Rulebook "Setup", "Player actions", "Effects of bounties", "Dying and retirement": secret
 * captain choice, three actions, moves and ports, scouting once per target, port entry with
 * bounties and wars, retirement.
 */
import { CAPTAINS } from '../../../shared/games/merchants-and-marauders/cards';
import { ZONES, neighbours } from '../../../shared/games/merchants-and-marauders/data';
import type { MmState } from '../../../shared/games/merchants-and-marauders/types';
import { act, game, onTurn, place, refusal, started, withRoll, Z } from './fixtures';
import { mineOf } from '../../../shared/games/merchants-and-marauders/view';

describe('setup', () => {
  test('a demand token and a face-down modification by every port, a merchant in every zone, 2 missions', () => {
    const s = game.setup(3, 'setup', { gloryTarget: 10, captainsDealt: 2 });
    for (const [z, zone] of ZONES.entries()) {
      expect(s.demand[z]! >= 0).toBe(zone.port);
      expect(s.mods[z]! >= 0).toBe(zone.port);
      expect(s.merchants[z]).toBeGreaterThanOrEqual(0);
    }
    expect(s.modsRevealed.every((r) => !r)).toBe(true);
    expect(s.missionsOnBoard).toHaveLength(2);
    expect(s.seats.every((p) => p.offer.length === 2)).toBe(true);
  });

  test('captains are chosen secretly and revealed together with 10 gold, a glory card and the ship in the home port', () => {
    let s = game.setup(2, 'secret', { gloryTarget: 10, captainsDealt: 2 });
    expect(game.toAct(s)).toEqual([0, 1]);
    const pick = s.seats[0]!.offer[1]!;
    s = act(s, 0, { type: 'choose-captain', captain: pick, ship: 'flute' });
    expect(game.toAct(s)).toEqual([1]);
    const other = game.view(s, 1);
    expect(other.seats[0]!.hasChosen).toBe(true);
    expect(other.seats[0]!.captain).toBe(-1);
    expect(JSON.stringify(other)).not.toContain('"chosenShip":"flute"');
    expect(mineOf(game.view(s, 0), 0)?.chosenCaptain).toBe(pick);
    s = act(s, 1, { type: 'choose-captain', captain: s.seats[1]!.offer[0]!, ship: 'sloop' });
    const p = s.seats[0]!;
    expect(p.captain).toBe(pick);
    expect(p.ship!.type).toBe('flute');
    expect(p.zone).toBe(Z(CAPTAINS[pick]!.home));
    expect(p.inPort).toBe(true);
    expect(p.gloryHand).toHaveLength(1);
    expect(s.phase).toBe('play');
    expect(s.round).toBe(1);
    expect(s.captainDeck).toHaveLength(14);
  });
});

function atSea(zone = 'Caribbean Sea'): MmState {
  return onTurn(started(2, 'turns'), 0, (t) => {
    place(t, 0, zone, false);
    place(t, 1, 'Havana', true);
  });
}

describe('actions', () => {
  test('up to 3 actions a turn; moves go to bordering zones only', () => {
    let s = atSea();
    expect(refusal(s, 0, { type: 'move', zone: Z('Havana') })).toBe('not-adjacent');
    s = act(s, 0, { type: 'move', zone: Z('Curacao') });
    s = act(s, 0, { type: 'move', zone: Z('Caribbean Sea') });
    s = act(s, 0, { type: 'move', zone: Z('Curacao') });
    expect(refusal(s, 0, { type: 'move', zone: Z('Caracas') })).toBe('no-actions');
    expect(game.legalActions(s, 0).some((a) => a.type === 'move')).toBe(false);
    expect(neighbours(Z('Curacao'))).toContain(Z('Caracas'));
  });

  test('leaving a port is a move; the port action is taken once per turn', () => {
    let s = onTurn(started(2, 'ports'), 0, (t) => place(t, 0, 'Curacao', true));
    expect(refusal(s, 0, { type: 'move', zone: Z('Caracas') })).toBe('in-port');
    s = act(s, 0, { type: 'port' });
    expect(refusal(s, 0, { type: 'port' })).toBe('port-used');
    s = act(s, 0, { type: 'leave-port' });
    expect(s.turn!.actionsLeft).toBe(1);
    expect(s.seats[0]!.inPort).toBe(false);
  });

  test('the port action reveals the face-down modification token of the port', () => {
    const s = onTurn(started(2, 'mods'), 0, (t) => place(t, 0, 'Curacao', true));
    expect(s.modsRevealed[Z('Curacao')]).toBe(false);
    expect(act(s, 0, { type: 'port' }).modsRevealed[Z('Curacao')]).toBe(true);
  });

  test('the same target cannot be scouted twice in a turn', () => {
    const s = atSea();
    const { state } = withRoll(s, 0, { type: 'scout', target: 'merchant', id: Z('Caribbean Sea') }, (t) => t.raid === null);
    expect(refusal(state, 0, { type: 'scout', target: 'merchant', id: Z('Caribbean Sea') })).toBe('scouted');
  });

  test('scouting needs the target at sea in the same zone', () => {
    const s = atSea();
    expect(refusal(s, 0, { type: 'scout', target: 'player', id: 1 })).toBe('no-target');
    expect(refusal(s, 0, { type: 'scout', target: 'npc', id: 4 })).toBe('no-target');
  });
});

describe('port entry (rulebook "Effects of bounties", "Ports")', () => {
  /** Seat 0 is Thomas Harlow (English, home Nassau). */
  const wanted = (zone: string, bounties: number[]): MmState =>
    onTurn(started(2, 'entry'), 0, (t) => {
      t.seats[0]!.captain = 1;
      place(t, 0, zone, false);
      t.seats[0]!.bounties = bounties;
    });

  test('ports of a nation with a bounty on you are closed; your home port never is', () => {
    expect(refusal(wanted('Havana', [0, 0, 1, 0]), 0, { type: 'enter-port', method: 'free' })).toBe('barred');
    expect(refusal(wanted('Curacao', [0, 0, 1, 0]), 0, { type: 'enter-port', method: 'free' })).toBe('accepted');
    expect(refusal(wanted('Nassau', [3, 0, 0, 0]), 0, { type: 'enter-port', method: 'free' })).toBe('accepted');
  });

  test('Port Royal lets pirates with an English bounty in for 2 gold or an INFLUENCE roll', () => {
    const s = wanted('Port Royal', [2, 0, 0, 0]);
    expect(refusal(s, 0, { type: 'enter-port', method: 'free' })).toBe('barred');
    const paid = act(s, 0, { type: 'enter-port', method: 'fee' });
    expect(paid.seats[0]!.inPort).toBe(true);
    expect(paid.seats[0]!.gold).toBe(8);
    const failed = withRoll(s, 0, { type: 'enter-port', method: 'roll' }, (t) => !t.seats[0]!.inPort).state;
    expect(failed.turn!.actionsLeft).toBe(2);
  });

  test('during a war the ports of the enemy nation are closed', () => {
    const s = wanted('Havana', [0, 0, 0, 0]);
    expect(refusal(s, 0, { type: 'enter-port', method: 'free' })).toBe('accepted');
    const war = structuredClone(s);
    war.wars = [{ a: 'english', b: 'spanish' }];
    expect(refusal(war, 0, { type: 'enter-port', method: 'free' })).toBe('barred');
  });
});

describe('retirement (rulebook "Dying and retirement")', () => {
  test('only in port before any action; the next turn brings a new captain, glory and stash kept', () => {
    let s = onTurn(started(2, 'retire'), 0, (t) => {
      place(t, 0, 'Curacao', true);
      t.seats[0]!.glory = 3;
      t.seats[0]!.stash = 4;
    });
    expect(refusal(act(s, 0, { type: 'port' }), 0, { type: 'retire' })).toBe('too-late');
    s = act(s, 0, { type: 'retire' });
    expect(s.seats[0]!.captain).toBe(-1);
    expect(s.seats[0]!.glory).toBe(3);
    expect(s.seats[0]!.stash).toBe(4);
    // Play on to seat 0's next turn: it must choose a new captain, and gets 10 - 4 gold.
    for (let guard = 0; guard < 200 && !(s.turn?.seat === 0 && !s.turn.started); guard++) {
      const seat = game.toAct(s)[0]!;
      const legal = game.legalActions(s, seat);
      s = act(s, seat, legal.find((a) => a.type === 'end-turn') ?? legal[0]!);
    }
    expect(game.legalActions(s, 0).every((a) => a.type === 'choose-captain')).toBe(true);
    const choice = game.legalActions(s, 0)[0]!;
    s = act(s, 0, choice);
    expect(s.seats[0]!.gold).toBe(6);
    expect(s.seats[0]!.glory).toBe(3);
  });
});
