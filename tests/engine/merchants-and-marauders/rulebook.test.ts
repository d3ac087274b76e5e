/**
 * Merchants & Marauders: the rulebook audit (core rules only; the Seas of Glory modules, the
 * variants and the location tokens are out of scope). Every rule of the rulebook's sections and
 * every decision of the spec, with the test that covers it. Files: rb = this file, turn / trade /
 * raid / combat / npc-glory / data / playouts = the other *.test.ts files here. "(new)" marks a
 * test written by this audit; "fixed" marks a rule the engine did not follow before it.
 *
 * SETUP
 *  - a demand token and a face-down modification by each port, a merchant in every zone (the
 *    Caribbean Sea too), 2 missions .............. turn "a demand token and a face-down modification ..."
 *  - captains drawn secretly, revealed together; ship in the home port; 10 gold and a glory card
 *    .............................................. turn "captains are chosen secretly and revealed together ..."
 *  - a sloop or a flute only ...................... rb "Setup: a captain starts with a sloop or a flute" (new)
 *  - hit location cubes = ship card, masts = hull . rb "Setup: the hit location cubes match the ship card" (new); data "the table of the spec"
 *  - first player drawn at random, clockwise, fixed order  rb "Setup: turns go clockwise from a first player ..." (new)
 *  - skill check: dice = skill, 1 skull succeeds .. combat "most successes win the contest ..."; every roll scenario below
 * TURN SEQUENCE
 *  - 8 merchant tokens on the track refill the sea before the event  raid "with 8 merchant tokens on the track ..."
 *  - one event a round, NPC icons first; discarded unless it says otherwise; an arrival stays and
 *    its ship comes at the end of the round ....... rb "Draw event card: an NPC arrival card stays by the board ..." (new)
 *  - up to 3 actions; moves to bordering zones, each an action  turn "up to 3 actions a turn ..."
 *  - leaving a port is a move; the port action once a turn  turn "leaving a port is a move ..."
 *  - scout: a captain at sea / an NPC / a merchant in one's zone  turn "scouting needs the target at sea in the same zone"
 *  - never the same target twice a turn .......... turn "the same target cannot be scouted twice in a turn"
 * PORT
 *  - selling first ............................... trade "selling must be the first port activity"
 *  - each activity once; no selling after the demand token changed  rb "Port: each activity once per port action ..." (new)
 *  - 3 gold a card, 6 in demand, the token replaced  trade "3 gold per card, 6 for the good in demand ..."
 *  - buying: 6 cards, demand goods replaced, 3/2/1 prices  trade "6 cards are drawn; ..."
 *  - bought cards face down, the rest discarded .. trade "buying pays the price and puts the card in the hold ..."
 *  - the cargo deck reshuffled when it runs out .. rb "Buy goods: when the cargo deck runs out ..." (new)
 *  - the same port two turns running draws 3 ..... trade "buying in the same port two turns in a row ..."; rb "Caracas draws 8 ..."
 *  - at most 6 cargo cards in port; the hold at sea  trade "at most 6 cargo cards in port", "a ship cannot leave port with more cargo ..."
 *  - ship sale +1 per modification, -1 per damage (not crew); crew comes along; modifications
 *    re-enter the game ............................ rb "Buy/sell ships: the old ship sells for its price ..." (new)
 *  - the man-o-war is neither bought nor sold .... rb "Buy/sell ships: the man-o-war ..." (new)
 *  - a frigate or galleon bought: 1 glory, once per captain  npc-glory "buying a frigate or galleon gains a glory point once per captain"
 *  - special weapons 3 gold, one of each ......... rb "Special weapons: 3 gold a token ..." (new)
 *  - repairs 2 gold a point, not crew ............ rb "Repair: 2 gold per point of damage ..." (new)
 *  - modification tokens revealed by the port action  turn "the port action reveals the face-down modification token"
 *  - only the port's token, then none; one of each kind; CARGO/CANNONS/CREW never above 5
 *    .............................................. rb "Ship modifications: only the port's own token ...", "... one of each kind ..." (new)
 *  - modifications move to a new ship only in St. John  rb "St. John: ..." (new)
 *  - recruit: LEADERSHIP fills the crew, else 2 gold each, never above CREW  rb "Recruit: ..." (new)
 *  - rumor: 2 gold + INFLUENCE; one held, the other shuffled back  rb "Acquire a rumor: ..." (new)
 *  - rumor true: its reward, 1 glory + a glory card; false: discarded  rb "Rumors: ..." (new)
 *  - missions: claimed, replaced on the board, one held; a failed claim stays; completing: glory
 *    .............................................. rb "Missions: ..." (2 tests, new)
 *  - stash in the home port; secret; 10 gold = 1 glory (up to half the target)  npc-glory "every 10 gold stashed ..."; rb "Stash gold: ..." (new)
 * MERCHANT RAIDS
 *  - a found merchant revealed, taken as its own or the zone's nation, engaged or let go (token
 *    to the track either way) ..................... raid "a found merchant is revealed ..."
 *  - no raid with a destroyed location ........... raid "a ship with a destroyed location cannot raid"
 *  - 3 cards, SEAMANSHIP, each success draws / discards / exchanges  raid "each success draws, discards or exchanges one card"
 *  - a special weapon turns a failed die into a success  rb "Merchant raids: a special weapon token ..." (new)
 *  - hits damage the raider; a destroyed location fails the raid; a destroyed hull sinks it
 *    .............................................. raid "a destroyed location makes the raid fail; ..."
 *  - escapes >= maneuverability: the merchant escapes, hits still land  raid "enough escape icons ..."; rb "Merchant raids: the merchant escapes ..." (new)
 *  - plunder values are the gold; 12+ gains glory; cards kept as room allows  raid "raiding gives a bounty ..."; rb "... keeps only ... room for" (new)
 * BOUNTIES AND REWARDS
 *  - a bounty on starting combat with a non-pirate ship (raids too); none for attacking a pirate
 *    .............................................. combat "attacking a captain without bounties ..."; raid "raiding gives a bounty ..."; rb "Bounties: attacking a pirate captain ..." (new)
 *  - a bounty for defeating a naval ship ......... combat "attacking and defeating a naval ship each earn a bounty ..."
 *  - at most 5 per nation ........................ rb "Bounties: at most 5 from one nation" (new)
 *  - a bounty pardoned to 0 is gone (no longer a pirate)  rb "Bounties: a pardon that brings ..." (new)
 *  - ports of a nation that wants you closed; home port open; Port Royal fee or roll; wars
 *    .............................................. turn "ports of a nation with a bounty ...", "Port Royal lets pirates ...", "during a war ..."
 *  - naval ships hunt the wanted; pirate truce ... npc-glory "a naval ship next to a captain ...", "pirates hunt the non-pirate ... leave pirates alone"
 *  - beating a pirate player: 5 gold a bounty of one nation, not one that wants you or is at war
 *    with you ..................................... rb "Rewards: beating a pirate player ..." (new)
 *  - NPC pirates: sloop 5 gold (frigate 15), non-pirates only  combat "a non-pirate who defeats the pirate sloop ...", "a pirate gets no reward ..."
 * GLORY CARDS
 *  - glory + card for: a victory (combat, rb "Hull destroyed: ..."), 3+ in demand (trade "selling
 *    3 goods in demand ..."), 12+ raid (raid), a mission, a true rumor (rb), a big ship (npc-glory)
 *  - at most 4; a fifth is discarded before anything else  npc-glory "a fifth glory card must be discarded ..."
 *  - on one's own turn freely; in combat only combat cards  rb "Glory cards: played freely ..." (new)
 *  - announced hidden, resolved aggressor first, declined cards shown  combat "an announced card stays hidden ..."
 *  - specialists: one of each type ............... rb "Specialists: ..." (new)
 * NPCS
 *  - arrival at the end of the turn; a new card on top moves the ship  rb "Draw event card: ...", "NPCs: a new card for a ship in play ..." (new)
 *  - one naval ship a nation, 2 pirates .......... data "34 events; ... one naval captain pair per nation"
 *  - a dead NPC captain replaced by the card below, the ship back home at the end of the round
 *    .............................................. npc-glory "a defeated NPC captain is replaced ... at the end of the round" (fixed)
 *  - hunt priorities, naval and pirate ........... npc-glory "a naval ship next to a captain ...", "pirates hunt ..."
 *  - hostile NPCs scout on moving in / starting the turn at sea  npc-glory "a hostile NPC scouts a captain who sails into its zone"; rb "Scouting: a hostile NPC scouts a captain who starts the turn at sea ..." (new)
 *  - naval SCOUTING = skill or the target's bounties, the higher  rb "Scouting: a naval captain rolls ..." (new)
 *  - pirates beside a naval ship and two man-o-wars do not scout  npc-glory "pirates do not scout beside a naval ship ..."; rb "Scouting: two man-o-wars ..." (new)
 *  - several NPCs finding one player fight in random order  rb "Scouting: when several hostile NPCs find one player ..." (new)
 *  - movement letters, clockwise when blocked .... npc-glory "an NPC follows its direction letter ..."
 *  - hunting overrides the letter; ties on every priority at random  npc-glory (hunting); rb "NPC movement: two players equal ..." (new)
 *  - an NPC flees only when outgunned or outmanned; repaired for each battle  rb "NPC ships in combat: ..." (new)
 * COMBAT
 *  - the aggressor declares first; round 1 shoot only  rb "Declaration: ..." (new); combat "... round 1 allows only shoot"
 *  - contest: most successes, ties on pips, no success no winner  combat "most successes win the contest ..."
 *  - +1 die for 2+ maneuverability; destroyed masts roll 1 die  rb "Seamanship contest: ..." (new)
 *  - shoot win: all cannons; tie or loss: a hit per success up to the cannons; damaged cannons hit
 *    less .......................................... combat "the winner of a shoot hits with all cannons ..."; rb "Cannons: ..." (new)
 *  - board win: hits first, crew combat, or on at sea without crew  combat "a boarding win leads to crew combat ..."; rb "Board win: ..." (new)
 *  - flee only when the opponent made no success . combat "fleeing succeeds only when ..."
 *  - numbered locations; the target places skulls  combat "the target decides where a skull hits its ship"
 *  - destroyed locations pass hits to the hull ... combat "hits to a destroyed location go to the hull ..."
 *  - hull destroyed: sunk, captain dies, winner's glory  rb "Hull destroyed: ..." (new)
 *  - cargo damage throws the excess overboard .... rb "Cargo damage: ..." (new)
 *  - masts destroyed: shoot only; crew destroyed: no boarding, crew combat lost at once
 *    .............................................. combat "destroyed masts allow only shoot; ..."; rb "Crew destroyed: ..." (new)
 *  - simultaneous hits ........................... rb "Simultaneous hits: ..." (new)
 *  - crew combat: LEADERSHIP, hits capped by one's crew; the last crew lost loses and dies
 *    .............................................. combat "crew combat hits are capped ...", "a boarding win leads to crew combat ..."
 *  - both crews lost together: successes, then pips, else no winner  rb "Crew combat: when both lose ..." (new)
 *  - grappling hooks re-roll after a boarding contest  rb "Grappling hooks: ..." (new)
 *  - chain-shot / grapeshot: skulls on masts / crew, never to the hull that round, numbered hits
 *    included ...................................... combat "chain-shot turns skull hits ...", "hits to a destroyed location ..."; rb "Chain-shot: ..." (new, fixed)
 *  - plunder of a player (gold, cards, rumor, weapons, specialists, ship; mission discarded)
 *    .............................................. combat "a boarding win leads to crew combat ..."; rb "Rewards: ..." (mission)
 *  - plunder of a naval ship: 3 cards, a card lost per cargo hit  combat "attacking and defeating a naval ship ..."; rb "Plundering naval ships: ..." (new)
 *  - claiming the beaten ship, old modifications re-enter the game  rb "Claiming ships: ..." (new)
 *  - NPC control (spec): the server plays the NPC  rb "NPC combat control (spec): ..." (new)
 * SHIP MODIFICATIONS
 *  - extra hammocks (crew recruited), advanced rigs, extended hold, extra cannon port, max 5
 *    .............................................. rb "Extra hammocks: ...", "Ship modifications: ..." (new)
 *  - reinforced hull absorbs a hit; refreshed for 3 gold  rb "Reinforced hull: ..." (2 tests, new)
 *  - chasers on either side's Flee, ready after the battle  rb "Chasers: ..." (2 tests, new, fixed)
 *  - swivel guns before crew combat; long guns before round 1 (no chain/grape)  rb "Swivel guns: ...", "Long guns: ..." (new)
 * DYING AND RETIREMENT
 *  - everything on board lost, glory and stash kept, a new captain next turn with 10 gold or the
 *    stash topped up to 10 ......................... turn "only in port before any action; the next turn brings a new captain ..."
 *  - the new captain draws a glory card (setup) .. rb "Dying: the new captain follows the setup ..." (new, fixed)
 *  - a captain whose home holds an NPC pirate is put back  rb "Dying: a captain whose home zone ..." (new)
 *  - retiring only in port before any action ..... turn "only in port before any action ..."
 * WINNING
 *  - declared at the target with the stash shown; the round ends; ties: points then stash
 *    .............................................. npc-glory "reaching the target is declared ..."
 *  - no event card left / no captain left: the game ends at once  npc-glory "the game ends at once ...", "a captain dying with no captain left ..."
 * PORTS
 *  - Basse-Terre, Nassau (naval scouting) ........ rb "Basse-Terre: ...", "Nassau: ..." (new)
 *  - Bridgetown, Caracas, Curacao, Old Providence, Petit Goave, Santo Domingo, St. John, St. Maarten
 *    .............................................. rb, one test each (new)
 *  - Cartagena: one free good (fixed), merchant without a roll  trade "Cartagena: the third good bought is free"; rb "Cartagena: ..." (2, new)
 *  - Havana: 7 gold in demand; a fourth raid card  trade "Havana: ..."; rb "Havana: ..." (new)
 *  - Nassau prices from 2 ......................... trade "Nassau: prices start at 2 gold"
 *  - Port Royal: entry for wanted pirates; free recruits for pirates  turn "Port Royal lets pirates ..."; rb "Port Royal: ..." (new)
 *  - San Juan, Tortuga ............................ rb "San Juan: ...", "Tortuga: ..." (new)
 *  - Trinidad ..................................... npc-glory "... Trinidad hides captains from naval ships"
 * SPEC DECISIONS
 *  - board, borders and direction letters; ships; decks and counts  data (all tests)
 *  - dice faces and tie-break on non-success faces  combat "most successes win the contest ..."
 *  - hidden information (cargo, stash, glory hand, rumor, captains, deck orders, announced cards)
 *    .............................................. playouts "views never leak ..."; npc-glory (stash); turn (captains); combat (announce)
 *  - one event card per round before the players' turns  rb "Draw event card: ..."; npc-glory "the game ends at once ..."
 *  - NPC control by the server ................... rb "NPC combat control (spec): ..." (new)
 *
 * Of the 107 lines above, 64 had a test before this audit (some only in part) and 43 had none;
 * now every line has one.
 */
import type { LogEntry } from '../../../shared/core/log';
import { createRng } from '../../../shared/core/rng';
import { CARGO, EVENTS } from '../../../shared/games/merchants-and-marauders/cards';
import { legalDeclarations, startCombat } from '../../../shared/games/merchants-and-marauders/combat';
import { grapple } from '../../../shared/games/merchants-and-marauders/decisions';
import { landHit } from '../../../shared/games/merchants-and-marauders/fighters';
import { crewRound, startCrewCombat } from '../../../shared/games/merchants-and-marauders/crew';
import { CARIBBEAN_SEA, MOD_TOKENS, SHIPS, SHIP_TYPES } from '../../../shared/games/merchants-and-marauders/data';
import { MISSIONS, RUMORS } from '../../../shared/games/merchants-and-marauders/glory';
import { repairPrice, shipCost, weaponPrice } from '../../../shared/games/merchants-and-marauders/harbor';
import { dealCaptains } from '../../../shared/games/merchants-and-marauders/life';
import { hostile, moveNpc, npcScoutRoll, scoutingNpcs } from '../../../shared/games/merchants-and-marauders/npc';
import { buyDrawCount } from '../../../shared/games/merchants-and-marauders/port';
import { bothSunk, defeat } from '../../../shared/games/merchants-and-marauders/spoils';
import { addBounty, newShip, pips, shipMax, successes, trimCargo } from '../../../shared/games/merchants-and-marauders/state';
import type { ModKind, MmState, ShipType } from '../../../shared/games/merchants-and-marauders/types';
import { act, actLog, game, giveGlory, onTurn, place, refusal, stackCargo, started, takeCargo, withRoll, Z } from './fixtures';

/** Thomas Harlow: English, home Nassau, SEAMANSHIP 2 / SCOUTING 3 / LEADERSHIP 3 / INFLUENCE 2; keen eye (scouting only). */
const HARLOW = 1;
/** Samuel Greaves: English, home Old Providence, SEAMANSHIP 2 / LEADERSHIP 3; press gang (hired crew only). */
const GREAVES = 4;

/** Seat 0 (Harlow) and seat 1 (Greaves) on a quiet table, seat 0 to play. */
function quiet(seed: string, patch: (t: MmState) => void = () => {}): MmState {
  return onTurn(started(2, seed), 0, (t) => {
    t.seats[0]!.captain = HARLOW;
    t.seats[1]!.captain = GREAVES;
    place(t, 1, 'Havana', true);
    patch(t);
  });
}

/** Seat 0 in a port with the port action taken. */
function inPort(zone: string, patch: (t: MmState) => void = () => {}, ship: ShipType = 'sloop'): MmState {
  return act(quiet(`port-${zone}`, (t) => {
    place(t, 0, zone, true, ship);
    patch(t);
  }), 0, { type: 'port' });
}

/** Both seats at sea in the Caribbean Sea, seat 0 has engaged seat 1 (round 1, declaring). */
function battle(mine: ShipType, theirs: ShipType, patch: (t: MmState) => void = () => {}): MmState {
  const s = quiet('battle', (t) => {
    place(t, 0, 'Caribbean Sea', false, mine);
    place(t, 1, 'Caribbean Sea', false, theirs);
    patch(t);
  });
  return withRoll(s, 0, { type: 'scout', target: 'player', id: 1 }, (t) => t.combat !== null && t.combat.step === 'declare').state;
}

/** A modification token of a kind, taken off the board. */
function takeMod(t: MmState, kind: ModKind, nth = 0): number {
  const id = MOD_TOKENS.map((k, i) => (k === kind ? i : -1)).filter((i) => i >= 0)[nth]!;
  const z = t.mods.indexOf(id);
  if (z >= 0) t.mods[z] = -1;
  return id;
}
const modsOnBoard = (t: MmState): number => t.mods.filter((m) => m >= 0).length;

/** Seat 0 has found a merchant in `zone` (the token already off the board) and may engage it. */
function merchantFound(zone: string, stack: (t: MmState) => number[], patch: (t: MmState) => void = () => {}): MmState {
  return quiet(`raid-${zone}`, (t) => {
    place(t, 0, zone, false);
    const token = t.merchants[Z(zone)]! >= 0 ? t.merchants[Z(zone)]! : t.merchantTrack.pop()!;
    t.merchants[Z(zone)] = -1;
    t.raid = { step: 'engage', token, nation: '', cards: [], dice: [], successes: 0, gold: 0 };
    stackCargo(t, stack(t));
    patch(t);
  });
}
const cargoCard = (t: MmState, icon: string, pred: (id: number) => boolean = () => true): number => {
  const id = CARGO.findIndex((c, i) => c.icon === icon && pred(i) && (t.cargoDeck.includes(i) || t.cargoDiscard.includes(i)));
  if (id < 0) throw new Error(`no ${icon} card`);
  t.cargoDeck = t.cargoDeck.filter((c) => c !== id);
  t.cargoDiscard = t.cargoDiscard.filter((c) => c !== id);
  return id;
};
const escapes = (t: MmState, n: number): number[] => Array.from({ length: n }, () => cargoCard(t, 'escape'));

describe('Setup', () => {
  test('Setup: a captain starts with a sloop or a flute, nothing bigger', () => {
    const s = game.setup(2, 'ships', { gloryTarget: 10, captainsDealt: 1 });
    const captain = s.seats[0]!.offer[0]!;
    expect(refusal(s, 0, { type: 'choose-captain', captain, ship: 'frigate' })).toBe('bad-ship');
    expect(refusal(s, 0, { type: 'choose-captain', captain, ship: 'flute' })).toBe('accepted');
  });

  test('Setup: the hit location cubes match the ship card, the masts the hull toughness', () => {
    for (const type of SHIP_TYPES) {
      const ship = newShip(type);
      const d = SHIPS[type];
      expect([ship.hull, ship.masts, ship.cargo, ship.crew, ship.cannons]).toEqual([d.hull, d.hull, d.cargo, d.crew, d.cannons]);
    }
  });

  test('Setup: turns go clockwise from a first player drawn at random, in the same order every round', () => {
    const firsts = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) => started(3, seed).firstSeat));
    expect(firsts.size).toBeGreaterThan(1);
    let s = started(3, 'order');
    const f = s.firstSeat;
    const seen: number[] = [];
    for (let k = 0; k < 6; k++) {
      const seat = game.toAct(s)[0]!;
      seen.push(seat);
      s = act(s, seat, { type: 'end-turn' });
    }
    expect(seen).toEqual([0, 1, 2, 0, 1, 2].map((k) => (f + k) % 3));
  });
});

describe('Turn sequence and event cards', () => {
  const ARRIVAL = EVENTS.findIndex((e) => e.kind === 'arrival' && e.slot === 4);
  const ARRIVAL_2 = EVENTS.findIndex((e, i) => e.kind === 'arrival' && e.slot === 4 && i !== ARRIVAL);
  const QUIET = EVENTS.findIndex((e) => (e.kind === 'calm' || e.kind === 'tax' || e.kind === 'market') && e.moves.every(([slot]) => slot !== 4));

  function roundAhead(deck: number[], patch: (t: MmState) => void = () => {}): MmState {
    const s0 = started(2, 'events');
    return onTurn(s0, s0.firstSeat, (t) => {
      t.eventDeck = [...t.eventDeck.filter((e) => !deck.includes(e)), ...deck];
      t.eventDiscard = t.eventDiscard.filter((e) => !deck.includes(e));
      patch(t);
    });
  }
  const endRound = (s: MmState): MmState => {
    for (let k = 0; k < s.players; k++) s = act(s, game.toAct(s)[0]!, { type: 'end-turn' });
    return s;
  };

  test('Draw event card: an NPC arrival card stays by the board and its ship appears at the end of the round', () => {
    let s = endRound(roundAhead([QUIET, ARRIVAL]));
    expect(s.event).toBe(ARRIVAL);
    expect(s.npcs[4]!.arriving).toBe(ARRIVAL);
    expect(s.npcs[4]!.zone).toBe(-1);
    s = endRound(s);
    expect(s.npcs[4]!.stack).toEqual([ARRIVAL]);
    expect(s.npcs[4]!.zone).toBe(Z(EVENTS[ARRIVAL]!.zone));
    expect(s.eventDiscard).not.toContain(ARRIVAL);
    // Any other card goes to the discard pile once resolved.
    expect(s.event).toBe(QUIET);
    expect(s.eventDiscard).toContain(QUIET);
  });

  test('NPCs: a new card for a ship in play goes on top of the old one, and the ship moves to the new card\'s zone', () => {
    let s = endRound(roundAhead([QUIET, ARRIVAL_2], (t) => {
      t.npcs[4]!.stack = [ARRIVAL];
      t.npcs[4]!.zone = Z('Trinidad');
      t.eventDeck = t.eventDeck.filter((e) => e !== ARRIVAL);
    }));
    s = endRound(s);
    expect(s.npcs[4]!.stack).toEqual([ARRIVAL, ARRIVAL_2]);
    expect(s.npcs[4]!.zone).toBe(Z(EVENTS[ARRIVAL_2]!.zone));
  });
});

describe('Port activities', () => {
  test('Port: each activity once per port action; after selling no more goods are sold that turn', () => {
    let s = inPort('Port Royal', (t) => {
      t.seats[0]!.cargo = takeCargo(t, 'wood', 2);
    }, 'flute');
    const [a, b] = s.seats[0]!.cargo;
    s = act(s, 0, { type: 'sell', cards: [a!] });
    expect(refusal(s, 0, { type: 'sell', cards: [b!] })).not.toBe('accepted');
    s = act(act(s, 0, { type: 'buy-draw' }), 0, { type: 'buy-done' });
    expect(refusal(s, 0, { type: 'buy-draw' })).toBe('activity-done');
  });

  test('Buy goods: when the cargo deck runs out, the discard pile is shuffled into a new deck', () => {
    let s = inPort('Port Royal', (t) => {
      t.cargoDiscard.push(...t.cargoDeck.splice(0));
    });
    s = act(s, 0, { type: 'buy-draw' });
    expect(s.buy!.cards).toHaveLength(6);
    expect(s.cargoDeck.length).toBeGreaterThan(40);
  });

  test('Buy/sell ships: the old ship sells for its price +1 per modification -1 per damage point (crew aside); the crew comes along; its modifications re-enter the game', () => {
    let s = inPort('Port Royal', (t) => {
      const p = t.seats[0]!;
      p.gold = 40;
      p.ship!.mods = [takeMod(t, 'chasers')];
      p.ship!.hull -= 1;
      p.ship!.crew -= 1;
    });
    const before = modsOnBoard(s);
    s = act(s, 0, { type: 'buy-ship', ship: 'frigate', transferMods: false });
    const p = s.seats[0]!;
    // 35 - (5 + 1 - 1) = 30.
    expect(p.gold).toBe(10);
    expect(p.ship!.type).toBe('frigate');
    expect(p.ship!.crew).toBe(1);
    expect(p.ship!.mods).toEqual([]);
    expect(modsOnBoard(s)).toBe(before + 1);
  });

  test('Buy/sell ships: the man-o-war can be neither bought nor sold', () => {
    const s = inPort('Port Royal', (t) => {
      t.seats[0]!.gold = 60;
    });
    expect(refusal(s, 0, { type: 'buy-ship', ship: 'man-o-war', transferMods: false })).toBe('not-for-sale');
    const big = inPort('Port Royal', (t) => {
      t.seats[0]!.gold = 60;
    }, 'man-o-war');
    expect(refusal(big, 0, { type: 'buy-ship', ship: 'galleon', transferMods: false })).toBe('cannot-sell');
  });

  test('Special weapons: 3 gold a token, one of each kind, all three if you wish', () => {
    let s = inPort('Port Royal');
    s = act(s, 0, { type: 'buy-weapon', weapon: 'grappling-hooks' });
    s = act(s, 0, { type: 'buy-weapon', weapon: 'chain-shot' });
    expect(refusal(s, 0, { type: 'buy-weapon', weapon: 'grappling-hooks' })).toBe('have-weapon');
    s = act(s, 0, { type: 'buy-weapon', weapon: 'grapeshot' });
    expect(s.seats[0]!.gold).toBe(1);
    expect(s.seats[0]!.weapons).toHaveLength(3);
  });

  test('Repair: 2 gold per point of damage, every location but the crew', () => {
    let s = inPort('Port Royal', (t) => {
      t.seats[0]!.ship!.hull = 1;
      t.seats[0]!.ship!.crew = 1;
    });
    expect(refusal(s, 0, { type: 'repair', location: 'crew' })).toBe('crew-not-repaired');
    s = act(s, 0, { type: 'repair', location: 'hull' });
    expect(s.seats[0]!.gold).toBe(8);
    expect(s.seats[0]!.ship!.hull).toBe(2);
    expect(refusal(s, 0, { type: 'repair', location: 'hull' })).toBe('not-damaged');
  });

  test('Ship modifications: only the port\'s own token, then the port sells none; extended hold moves the cargo cube up', () => {
    let s = inPort('Port Royal', (t) => {
      const id = takeMod(t, 'extended-hold');
      t.mods[Z('Port Royal')] = id;
    });
    s = act(s, 0, { type: 'buy-mod' });
    const p = s.seats[0]!;
    expect(p.gold).toBe(7);
    expect(shipMax(p.ship!).cargo).toBe(3);
    expect(p.ship!.cargo).toBe(3);
    expect(s.mods[Z('Port Royal')]).toBe(-1);
  });

  test('Reinforced hull: a spent token is refreshed in a port for 3 gold', () => {
    const s = inPort('Port Royal', (t) => {
      t.seats[0]!.ship!.mods = [takeMod(t, 'reinforced-hull')];
      t.seats[0]!.ship!.reinforcedSpent = true;
    });
    const after = act(s, 0, { type: 'refresh-hull' });
    expect(after.seats[0]!.gold).toBe(7);
    expect(after.seats[0]!.ship!.reinforcedSpent).toBe(false);
    expect(refusal(after, 0, { type: 'refresh-hull' })).toBe('nothing-to-refresh');
  });

  test('Extra hammocks: one more CREW place, but the extra crew must be recruited', () => {
    let s = inPort('Port Royal', (t) => {
      t.mods[Z('Port Royal')] = takeMod(t, 'extra-hammocks');
    });
    s = act(s, 0, { type: 'buy-mod' });
    expect(s.seats[0]!.ship!.crew).toBe(2);
    expect(shipMax(s.seats[0]!.ship!).crew).toBe(3);
    expect(refusal(s, 0, { type: 'recruit' })).toBe('accepted');
  });

  test('Ship modifications: one of each kind; CARGO and CANNONS never exceed 5', () => {
    const s = inPort('Port Royal', (t) => {
      t.seats[0]!.ship!.mods = [takeMod(t, 'extended-hold', 0)];
      t.mods[Z('Port Royal')] = takeMod(t, 'extended-hold', 1);
    });
    expect(refusal(s, 0, { type: 'buy-mod' })).toBe('have-mod');
    const galleon = newShip('galleon');
    galleon.mods = [MOD_TOKENS.indexOf('extended-hold'), MOD_TOKENS.indexOf('extra-cannon-port')];
    expect(shipMax(galleon).cargo).toBe(5);
    expect(shipMax(galleon).cannons).toBe(5);
    const rigged = newShip('sloop');
    rigged.mods = [MOD_TOKENS.indexOf('advanced-rigs')];
    expect(shipMax(rigged).maneuverability).toBe(SHIPS.sloop.maneuverability + 1);
    const warship = newShip('man-o-war');
    warship.mods = [MOD_TOKENS.indexOf('extra-hammocks'), MOD_TOKENS.indexOf('extra-cannon-port')];
    expect(shipMax(warship).crew).toBe(5);
    expect(shipMax(warship).cannons).toBe(5);
  });

  test('St. John: modifications cost 1 gold; a ship bought here keeps the old one\'s for 1 gold each (nowhere else)', () => {
    let s = inPort('St. John', (t) => {
      t.seats[0]!.gold = 40;
      t.mods[Z('St. John')] = takeMod(t, 'chasers');
    });
    s = act(s, 0, { type: 'buy-mod' });
    expect(s.seats[0]!.gold).toBe(39);
    // 35 - (5 + 1) + 1 = 30.
    s = act(s, 0, { type: 'buy-ship', ship: 'frigate', transferMods: true });
    expect(s.seats[0]!.gold).toBe(9);
    expect(s.seats[0]!.ship!.mods).toHaveLength(1);
    const elsewhere = inPort('Port Royal', (t) => {
      t.seats[0]!.gold = 40;
      t.seats[0]!.ship!.mods = [takeMod(t, 'chasers')];
    });
    expect(refusal(elsewhere, 0, { type: 'buy-ship', ship: 'frigate', transferMods: true })).toBe('no-transfer');
  });

  test('Recruit: a LEADERSHIP success fills the crew; after a failure crew costs 2 gold each, never above the CREW value', () => {
    const s = inPort('Port Royal', (t) => {
      t.seats[0]!.ship!.crew = 0;
    });
    const filled = withRoll(s, 0, { type: 'recruit' }, (t) => t.seats[0]!.ship!.crew === 2).state;
    expect(filled.seats[0]!.gold).toBe(10);
    let failed = withRoll(s, 0, { type: 'recruit' }, (t) => t.turn!.recruitFailed).state;
    expect(failed.seats[0]!.ship!.crew).toBe(0);
    failed = act(act(failed, 0, { type: 'hire-crew' }), 0, { type: 'hire-crew' });
    expect(failed.seats[0]!.ship!.crew).toBe(2);
    expect(failed.seats[0]!.gold).toBe(6);
    expect(refusal(failed, 0, { type: 'hire-crew' })).toBe('crew-full');
  });

  test('Acquire a rumor: 2 gold and an INFLUENCE roll; only one rumor is held, the other is shuffled back', () => {
    const s = inPort('Port Royal', (t) => {
      t.seats[0]!.rumor = t.rumorDeck.shift()!;
    });
    const held = s.seats[0]!.rumor;
    const deck = s.rumorDeck.length;
    const miss = withRoll(s, 0, { type: 'seek-rumor' }, (t) => t.rumorChoice.length === 0).state;
    expect(miss.seats[0]!.gold).toBe(8);
    expect(miss.seats[0]!.rumor).toBe(held);
    let hit = withRoll(s, 0, { type: 'seek-rumor' }, (t) => t.rumorChoice.length === 2).state;
    expect(hit.seats[0]!.gold).toBe(8);
    const other = hit.rumorChoice.find((c) => c !== held)!;
    hit = act(hit, 0, { type: 'keep-rumor', card: held });
    expect(hit.seats[0]!.rumor).toBe(held);
    expect(hit.rumorDeck).toContain(other);
    expect(hit.rumorDeck).toHaveLength(deck);
  });

  test('Rumors: a rumor found true pays its gold, 1 glory point and a glory card; a false one is discarded', () => {
    const rumor = RUMORS.findIndex((r) => r.zone === 'Nassau');
    const s = quiet('rumor', (t) => {
      place(t, 0, 'Nassau', false);
      t.rumorDeck = t.rumorDeck.filter((r) => r !== rumor);
      t.seats[0]!.rumor = rumor;
    });
    const truth = withRoll(s, 0, { type: 'investigate' }, (t) => t.seats[0]!.glory === 1).state;
    expect(truth.seats[0]!.gold).toBe(10 + RUMORS[rumor]!.gold);
    expect(truth.seats[0]!.gloryHand).toHaveLength(1);
    expect(truth.seats[0]!.rumor).toBe(-1);
    const lie = withRoll(s, 0, { type: 'investigate' }, (t) => t.seats[0]!.glory === 0).state;
    expect(lie.seats[0]!.gold).toBe(10);
    expect(lie.seats[0]!.rumor).toBe(-1);
  });

  test('Missions: a claimed mission is replaced on the board and replaces the one held; completing it earns 1 glory point and a glory card', () => {
    const ransom = MISSIONS.findIndex((m) => m.requirement === 'gold' && m.claimAt === 'Nassau');
    const old = MISSIONS.findIndex((m, i) => i !== ransom && m.claimAt !== 'Nassau');
    let s = inPort('Nassau', (t) => {
      t.missionDeck = t.missionDeck.filter((m) => m !== ransom && m !== old);
      t.missionsOnBoard = [ransom, t.missionsOnBoard.find((m) => m !== ransom && m !== old)!];
      t.seats[0]!.mission = old;
    });
    s = act(s, 0, { type: 'claim-mission', mission: ransom });
    expect(s.seats[0]!.gold).toBe(10 - MISSIONS[ransom]!.amount);
    expect(s.seats[0]!.mission).toBe(ransom);
    expect(s.missionDiscard).toContain(old);
    expect(s.missionsOnBoard).not.toContain(ransom);
    expect(s.missionsOnBoard).toHaveLength(2);
    const done = act(inPort(MISSIONS[ransom]!.deliverTo, (t) => {
      t.missionDeck = t.missionDeck.filter((m) => m !== ransom);
      t.missionsOnBoard = t.missionsOnBoard.filter((m) => m !== ransom);
      t.seats[0]!.mission = ransom;
    }), 0, { type: 'deliver' });
    expect(done.seats[0]!.gold).toBe(10 + MISSIONS[ransom]!.reward);
    expect(done.seats[0]!.glory).toBe(1);
    expect(done.seats[0]!.gloryHand).toHaveLength(1);
    expect(done.seats[0]!.mission).toBe(-1);
  });

  test('Missions: a failed claim leaves the mission in play, to be tried again on another port action', () => {
    const letters = MISSIONS.findIndex((m) => m.requirement === 'skill' && m.claimAt === 'Port Royal');
    const s = inPort('Port Royal', (t) => {
      t.missionDeck = t.missionDeck.filter((m) => m !== letters);
      t.missionsOnBoard = [letters];
    });
    const failed = withRoll(s, 0, { type: 'claim-mission', mission: letters }, (t) => t.seats[0]!.mission === -1).state;
    expect(failed.missionsOnBoard).toContain(letters);
    expect(refusal(failed, 0, { type: 'claim-mission', mission: letters })).toBe('activity-done');
  });

  test('Stash gold: only in the home port, and gold comes back out of the chest only there', () => {
    const away = inPort('Port Royal', (t) => {
      t.seats[0]!.stash = 10;
    });
    expect(refusal(away, 0, { type: 'stash', amount: 5 })).toBe('not-here');
    expect(refusal(away, 0, { type: 'unstash', amount: 5 })).toBe('not-home');
    const home = inPort('Nassau', (t) => {
      t.seats[0]!.stash = 10;
    });
    expect(act(home, 0, { type: 'unstash', amount: 4 }).seats[0]!.gold).toBe(14);
  });
});

describe('Merchant raids', () => {
  test('Merchant raids: a special weapon token turns a failed die into a success', () => {
    const s = merchantFound('Caribbean Sea', (t) => escapes(t, 3), (t) => {
      t.seats[0]!.weapons = ['chain-shot'];
    });
    const engage = game.legalActions(s, 0).find((a) => a.type === 'raid')!;
    const raided = withRoll(s, 0, engage, (t) => t.raid!.dice.some((d) => d !== 0)).state;
    const before = raided.raid!.successes;
    const supply = raided.weaponSupply.reduce((a, b) => a + b, 0);
    const after = act(raided, 0, { type: 'raid-weapon', weapon: 'chain-shot' });
    expect(after.raid!.successes).toBe(before + 1);
    expect(successes(after.raid!.dice)).toBe(successes(raided.raid!.dice) + 1);
    expect(after.seats[0]!.weapons).toEqual([]);
    expect(after.weaponSupply.reduce((a, b) => a + b, 0)).toBe(supply + 1);
  });

  test('Merchant raids: the raider keeps only the plundered cargo cards there is room for', () => {
    let s = merchantFound('Caribbean Sea', (t) => escapes(t, 3), (t) => {
      t.seats[0]!.cargo = takeCargo(t, 'wood', 1);
    });
    s = act(s, 0, game.legalActions(s, 0).find((a) => a.type === 'raid')!);
    s = act(s, 0, { type: 'raid-finish' });
    expect(s.raid!.step).toBe('keep');
    s = act(s, 0, { type: 'take-card', card: s.raid!.cards[0]! });
    expect(s.seats[0]!.cargo).toHaveLength(2);
    expect(refusal(s, 0, { type: 'take-card', card: s.raid!.cards[0]! })).toBe('hold-full');
  });

  test('Merchant raids: the merchant escapes on escape icons reaching the maneuverability, and its hits still land', () => {
    let s = merchantFound('Caribbean Sea', (t) => [...escapes(t, 2), cargoCard(t, 'cargo')], (t) => {
      place(t, 0, 'Caribbean Sea', false, 'flute');
    });
    s = act(s, 0, game.legalActions(s, 0).find((a) => a.type === 'raid')!);
    // Spend no success: the three cards stand (flute maneuverability 2).
    s = act(s, 0, { type: 'raid-finish' });
    expect(s.raid).toBeNull();
    expect(s.seats[0]!.gold).toBe(10);
    expect(s.seats[0]!.ship!.cargo).toBe(3);
  });

  test('Cartagena: a merchant taken as Spanish is found without a SCOUTING roll', () => {
    const s = quiet('cartagena-raid', (t) => {
      place(t, 0, 'Cartagena', false);
      if (t.merchants[Z('Cartagena')]! < 0) t.merchants[Z('Cartagena')] = t.merchantTrack.pop()!;
    });
    for (let k = 0; k < 12; k++) {
      const t = structuredClone(s);
      t.rng = createRng(`cartagena-${k}`);
      const after = act(t, 0, { type: 'scout', target: 'merchant', id: Z('Cartagena') });
      expect(after.raid).not.toBeNull();
      expect(game.legalActions(after, 0).filter((a) => a.type === 'raid')).toEqual([{ type: 'raid', nation: 'spanish' }]);
    }
  });

  test('San Juan: raiding a Spanish merchant gives 3 more gold of plunder', () => {
    let s = merchantFound('San Juan', (t) => escapes(t, 3));
    const cards = s.cargoDeck.slice(-3);
    s = act(s, 0, { type: 'raid', nation: 'spanish' });
    s = act(s, 0, { type: 'raid-finish' });
    expect(s.seats[0]!.gold).toBe(10 + cards.reduce((a, c) => a + CARGO[c]!.plunder, 0) + 3);
  });

  test('Havana: raiding a Spanish merchant shows a fourth card, kept only if it shows a hit', () => {
    const hit = merchantFound('Havana', (t) => [...escapes(t, 3), cargoCard(t, 'masts')]);
    expect(act(hit, 0, { type: 'raid', nation: 'spanish' }).raid!.cards).toHaveLength(4);
    const miss = merchantFound('Havana', (t) => escapes(t, 4));
    const after = act(miss, 0, { type: 'raid', nation: 'spanish' });
    expect(after.raid!.cards).toHaveLength(3);
    expect(after.cargoDiscard).toContain(miss.cargoDeck[miss.cargoDeck.length - 4]);
  });
});

describe('Bounties and rewards', () => {
  test('Bounties: at most 5 from one nation', () => {
    const s = quiet('bounty-cap', (t) => {
      t.seats[0]!.bounties = [5, 0, 0, 0];
    });
    const t = structuredClone(s);
    addBounty(t, 0, 'english', []);
    addBounty(t, 0, 'french', []);
    expect(t.seats[0]!.bounties).toEqual([5, 1, 0, 0]);
  });

  test('Bounties: attacking a pirate captain earns no bounty', () => {
    const s = battle('frigate', 'sloop', (t) => {
      t.seats[1]!.bounties = [0, 1, 0, 0];
    });
    expect(s.seats[0]!.bounties).toEqual([0, 0, 0, 0]);
  });

  test('Rewards: beating a pirate player pays 5 gold per bounty of one nation, never of a nation that wants the winner; the loser\'s mission is discarded', () => {
    const s = battle('frigate', 'sloop', (t) => {
      t.seats[0]!.bounties = [0, 1, 0, 0];
      t.seats[1]!.bounties = [2, 3, 0, 0];
      t.seats[1]!.gold = 4;
      t.seats[1]!.mission = t.missionDeck.pop()!;
    });
    const t = structuredClone(s);
    const mission = t.seats[1]!.mission;
    defeat(t, t.combat!, 0, 'crew', []);
    // 2 English bounties (the French one is closed to a captain the French want) and the loser's 4 gold.
    expect(t.seats[0]!.gold).toBe(10 + 10 + 4);
    expect(t.seats[0]!.glory).toBe(1);
    expect(t.seats[1]!.captain).toBe(-1);
    expect(t.missionDiscard).toContain(mission);
    // Nor from a nation at war with the winner's.
    const war = structuredClone(s);
    war.seats[1]!.bounties = [0, 0, 3, 0];
    war.seats[1]!.gold = 0;
    war.wars = [{ a: 'english', b: 'spanish' }];
    defeat(war, war.combat!, 0, 'crew', []);
    expect(war.seats[0]!.gold).toBe(10);
  });
});

describe('Pardons', () => {
  test('Bounties: a pardon that brings a nation\'s bounty to 0 removes it, and a captain without bounties is no pirate', () => {
    let s = quiet('pardon', (t) => {
      giveGlory(t, 0, 'royal-pardon');
      t.seats[0]!.bounties = [0, 0, 2, 0];
      place(t, 0, 'Havana', false);
    });
    expect(refusal(s, 0, { type: 'enter-port', method: 'free' })).toBe('barred');
    expect(hostile(s, 4, 0)).toBe(false);
    s = act(s, 0, { type: 'play-glory', card: s.seats[0]!.gloryHand[0]!, nation: 'spanish' });
    expect(s.seats[0]!.bounties).toEqual([0, 0, 0, 0]);
    expect(refusal(s, 0, { type: 'enter-port', method: 'free' })).toBe('accepted');
    expect(hostile(s, 4, 0)).toBe(true);
  });
});

describe('Glory cards', () => {
  test('Glory cards: played freely on your own turn, but in combat only the cards meant for combat', () => {
    const onMyTurn = quiet('glory-timing', (t) => {
      giveGlory(t, 0, 'windfall');
      giveGlory(t, 0, 'brace');
    });
    const [windfall, brace] = onMyTurn.seats[0]!.gloryHand;
    expect(refusal(onMyTurn, 0, { type: 'play-glory', card: brace!, nation: '' })).toBe('not-now');
    expect(act(onMyTurn, 0, { type: 'play-glory', card: windfall!, nation: '' }).seats[0]!.gold).toBe(15);
    const inBattle = battle('frigate', 'sloop', (t) => {
      giveGlory(t, 0, 'windfall');
    });
    const card = inBattle.seats[0]!.gloryHand[0]!;
    expect(refusal(inBattle, 0, { type: 'play-glory', card, nation: '' })).toBe('not-now');
  });

  test('Specialists: any number may be employed, but only one of each type', () => {
    let s = inPort('Port Royal', (t) => {
      t.seats[0]!.gold = 30;
      giveGlory(t, 0, 'carpenter');
      giveGlory(t, 0, 'carpenter');
      giveGlory(t, 0, 'lookout');
    });
    const [c1, c2, look] = s.seats[0]!.gloryHand;
    s = act(s, 0, { type: 'hire', card: c1! });
    expect(refusal(s, 0, { type: 'hire', card: c2! })).toBe('have-one');
    s = act(s, 0, { type: 'hire', card: look! });
    expect(s.seats[0]!.specialists).toEqual([c1, look]);
  });
});

describe('Non-player captains', () => {
  const navalCard = (t: MmState, slot: number): number => {
    const card = EVENTS.findIndex((e, i) => e.kind === 'arrival' && e.slot === slot && t.eventDeck.includes(i));
    t.eventDeck = t.eventDeck.filter((e) => e !== card);
    return card;
  };

  test('Scouting: a hostile NPC scouts a captain who starts the turn at sea in its zone, not one in port', () => {
    const setUp = (inPortNow: boolean): MmState => {
      const s0 = started(2, 'npc-turn-start');
      return onTurn(s0, 1, (t) => {
        t.firstSeat = 1;
        t.seats[0]!.captain = HARLOW;
        t.seats[0]!.bounties = [1, 0, 0, 0];
        place(t, 0, 'Port Royal', inPortNow);
        place(t, 1, 'Havana', true);
        t.npcs[0]!.stack = [navalCard(t, 0)];
        t.npcs[0]!.zone = Z('Port Royal');
      });
    };
    expect(actLog(setUp(false), 1, { type: 'end-turn' }).text).toMatch(/scouts for \{s0\}/);
    expect(actLog(setUp(true), 1, { type: 'end-turn' }).text).not.toMatch(/scouts for \{s0\}/);
  });

  test('Scouting: two man-o-wars in one sea zone do not scout for players', () => {
    const s = quiet('man-o-wars', (t) => {
      place(t, 0, 'Caribbean Sea', false);
      t.seats[0]!.bounties = [1, 0, 1, 0];
      for (const slot of [0, 2]) {
        t.npcs[slot]!.stack = [navalCard(t, slot)];
        t.npcs[slot]!.zone = CARIBBEAN_SEA;
      }
    });
    const peace = structuredClone(s);
    expect(scoutingNpcs(peace, 0).sort()).toEqual([0, 2]);
    const war = structuredClone(s);
    war.wars = [{ a: 'english', b: 'spanish' }];
    expect(scoutingNpcs(war, 0)).toEqual([]);
  });

  test('Scouting: when several hostile NPCs find one player, the order of their battles is drawn at random', () => {
    const s = quiet('npc-order', (t) => {
      place(t, 0, 'Caribbean Sea', false);
      t.seats[0]!.bounties = [1, 1, 0, 0];
      for (const slot of [0, 1]) {
        t.npcs[slot]!.stack = [navalCard(t, slot)];
        t.npcs[slot]!.zone = CARIBBEAN_SEA;
      }
    });
    const orders = new Set<string>();
    for (let k = 0; k < 20; k++) {
      const t = structuredClone(s);
      t.rng = createRng(`npc-order-${k}`);
      orders.add(scoutingNpcs(t, 0).join(','));
    }
    expect([...orders].sort()).toEqual(['0,1', '1,0']);
  });

  test('NPC movement: two players equal on every hunt priority are targeted at random', () => {
    const s = quiet('npc-tie', (t) => {
      place(t, 0, 'Curacao', false);
      place(t, 1, 'Caracas', false);
      t.npcs[4]!.stack = [navalCard(t, 4)];
      t.npcs[4]!.zone = CARIBBEAN_SEA;
    });
    const zones = new Set<number>();
    for (let k = 0; k < 20; k++) {
      const t = structuredClone(s);
      t.rng = createRng(`npc-tie-${k}`);
      moveNpc(t, 4, 'N', []);
      zones.add(t.npcs[4]!.zone);
    }
    expect([...zones].sort()).toEqual([Z('Curacao'), Z('Caracas')].sort());
  });

  test('Tortuga: pirates are invisible to French naval ships unless the French want them; NPC pirates never scout French captains there', () => {
    const s = quiet('tortuga', (t) => {
      place(t, 0, 'Tortuga', false);
      t.seats[0]!.bounties = [1, 0, 0, 0];
    });
    expect(hostile(s, 1, 0)).toBe(false);
    expect(hostile(s, 0, 0)).toBe(true);
    const wanted = structuredClone(s);
    wanted.seats[0]!.bounties = [1, 1, 0, 0];
    expect(hostile(wanted, 1, 0)).toBe(true);
    const french = structuredClone(s);
    french.seats[0]!.captain = 2;
    french.seats[0]!.bounties = [0, 0, 0, 0];
    expect(hostile(french, 4, 0)).toBe(false);
    french.seats[0]!.zone = Z('Havana');
    expect(hostile(french, 4, 0)).toBe(true);
  });

  test('NPC ships in combat: an NPC may flee only with fewer cannons or crew than its enemy; it fights on a repaired ship', () => {
    const s = quiet('npc-flee', (t) => place(t, 0, 'Caribbean Sea', false, 'sloop'));
    const weak = structuredClone(s);
    startCombat(weak, { kind: 'player', seat: 0 }, { kind: 'npc', slot: 5 }, []);
    weak.combat!.round = 2;
    expect(weak.combat!.npcShips[1]).toEqual(newShip('frigate'));
    expect(legalDeclarations(weak, weak.combat!, 1)).not.toContain('flee');
    expect(legalDeclarations(weak, weak.combat!, 0)).toContain('flee');
    const strong = structuredClone(s);
    strong.seats[0]!.ship = newShip('galleon');
    startCombat(strong, { kind: 'player', seat: 0 }, { kind: 'npc', slot: 5 }, []);
    strong.combat!.round = 2;
    expect(legalDeclarations(strong, strong.combat!, 1)).toContain('flee');
  });
});

describe('NPC SCOUTING rolls (fixed seeds: the rate over 300 rolls shows how many dice and tries were used)', () => {
  /** Commodore Hale (English) and Capitaine Girard (French) both have SCOUTING 2. */
  function scoutRate(zone: string, slot: 0 | 1, bounties: number[]): number {
    const s = quiet('npc-scout-rate', (t) => {
      place(t, 0, zone, false);
      t.seats[0]!.bounties = bounties;
      const card = EVENTS.findIndex((e) => e.captain === (slot === 0 ? 'Commodore Hale' : 'Capitaine Girard'));
      t.eventDeck = t.eventDeck.filter((e) => e !== card);
      t.eventDiscard = t.eventDiscard.filter((e) => e !== card);
      t.npcs[slot]!.stack = [card];
      t.npcs[slot]!.zone = Z(zone);
    });
    let found = 0;
    for (let k = 0; k < 300; k++) {
      const t = structuredClone(s);
      t.rng = createRng(`npc-scout-${k}`);
      if (npcScoutRoll(t, slot, 0, [])) found++;
    }
    return found / 300;
  }

  test('Scouting: a naval captain rolls its SCOUTING or the target\'s bounties of its nation, whichever is higher', () => {
    // Two dice find 56% of the time, five dice 87%.
    const two = scoutRate('Caribbean Sea', 0, [1, 0, 0, 0]);
    const five = scoutRate('Caribbean Sea', 0, [5, 0, 0, 0]);
    expect(two).toBeLessThan(0.66);
    expect(five).toBeGreaterThan(0.78);
  });

  test('Nassau: naval ships must succeed two SCOUTING rolls to find a player', () => {
    expect(scoutRate('Nassau', 0, [0, 1, 0, 0])).toBeLessThan(0.42);
    expect(scoutRate('Caribbean Sea', 0, [0, 1, 0, 0])).toBeGreaterThan(0.45);
  });

  test('Basse-Terre: French naval ships may re-roll their SCOUTING rolls', () => {
    // Two SCOUTING dice: one roll finds 56% of the time, a re-roll of a miss 80%.
    expect(scoutRate('Basse-Terre', 1, [0, 0, 1, 0])).toBeGreaterThan(0.7);
    expect(scoutRate('Caribbean Sea', 1, [0, 0, 1, 0])).toBeLessThan(0.66);
  });
});

describe('Naval and crew combat', () => {
  test('Declaration: the aggressor declares first', () => {
    const s = battle('frigate', 'sloop');
    expect(game.toAct(s)).toEqual([0]);
    expect(game.toAct(act(s, 0, { type: 'declare', action: 'shoot' }))).toEqual([1]);
  });

  test('Seamanship contest: a ship 2 or more maneuverability faster rolls 1 more die; destroyed masts roll one', () => {
    const s = act(battle('sloop', 'galleon'), 0, { type: 'declare', action: 'shoot' });
    const rolled = withRoll(s, 1, { type: 'declare', action: 'shoot' }, (t) => t.combat !== null).state;
    expect(rolled.combat!.sides[0]!.dice).toHaveLength(3);
    expect(rolled.combat!.sides[1]!.dice).toHaveLength(2);
    const broken = act(battle('sloop', 'sloop', (t) => {
      t.seats[0]!.ship!.masts = 0;
    }), 0, { type: 'declare', action: 'shoot' });
    const one = withRoll(broken, 1, { type: 'declare', action: 'shoot' }, (t) => t.combat !== null).state;
    expect(one.combat!.sides[0]!.dice).toHaveLength(1);
  });

  test('Hull destroyed: the ship sinks, its captain dies, and the winner gains a glory point and a glory card', () => {
    const s = act(battle('galleon', 'sloop', (t) => {
      Object.assign(t.seats[1]!.ship!, { hull: 1, cargo: 0, masts: 0, crew: 0, cannons: 0 });
    }), 0, { type: 'declare', action: 'shoot' });
    const sunk = withRoll(s, 1, { type: 'declare', action: 'shoot' }, (t) => t.seats[1]!.captain === -1).state;
    expect(sunk.combat).toBeNull();
    expect(sunk.seats[0]!.glory).toBe(1);
    expect(sunk.seats[0]!.gloryHand).toHaveLength(1);
    expect(sunk.seats[1]!.glory).toBe(0);
  });

  test('Cargo damage: cargo cards beyond the cargo value are thrown overboard at random', () => {
    const s = quiet('trim', (t) => {
      place(t, 0, 'Caribbean Sea', false, 'flute');
      t.seats[0]!.cargo = takeCargo(t, 'rum', 4);
      t.seats[0]!.ship!.cargo = 2;
    });
    const t = structuredClone(s);
    const discard = t.cargoDiscard.length;
    trimCargo(t, 0, []);
    expect(t.seats[0]!.cargo).toHaveLength(2);
    expect(t.cargoDiscard.length).toBe(discard + 2);
  });

  test('Crew destroyed: a ship without crew loses crew combat as soon as it begins', () => {
    const s = battle('frigate', 'sloop');
    const t = structuredClone(s);
    t.seats[1]!.ship!.crew = 0;
    startCrewCombat(t, t.combat!, 0, []);
    expect(t.seats[1]!.captain).toBe(-1);
    expect(t.seats[0]!.glory).toBe(1);
  });

  test('Crew combat: when both lose their last crew in one round, most successes win, then the pips; else nobody wins', () => {
    const s = battle('sloop', 'sloop');
    let decided = 0;
    let drawn = 0;
    for (let k = 0; k < 400 && (decided === 0 || drawn === 0); k++) {
      const t = structuredClone(s);
      t.rng = createRng(`crew-${k}`);
      const c = t.combat!;
      c.stage = 'crew';
      t.seats[0]!.ship!.crew = 1;
      t.seats[1]!.ship!.crew = 1;
      const log: LogEntry[] = [];
      crewRound(t, c, log);
      if (t.seats[0]!.ship && t.seats[1]!.ship && (t.seats[0]!.ship.crew > 0 || t.seats[1]!.ship.crew > 0)) continue;
      const [a, b] = c.sides.map((x) => x.dice);
      if (successes(a!) === 0 || successes(b!) === 0) continue;
      const w = successes(a!) !== successes(b!) ? (successes(a!) > successes(b!) ? 0 : 1) : pips(a!) !== pips(b!) ? (pips(a!) > pips(b!) ? 0 : 1) : -1;
      if (w < 0) {
        drawn++;
        expect(t.seats.map((p) => p.captain)).toEqual([HARLOW, GREAVES]);
        expect(t.combat).toBeNull();
      } else {
        decided++;
        expect(t.seats[1 - w]!.captain).toBe(-1);
        expect(t.seats[w]!.captain).not.toBe(-1);
      }
    }
    expect(decided).toBeGreaterThan(0);
    expect(drawn).toBeGreaterThan(0);
  });

  test('Simultaneous hits: ships sinking in the same round both go down, and nobody wins', () => {
    const t = structuredClone(battle('sloop', 'sloop'));
    bothSunk(t, t.combat!, []);
    expect(t.seats.map((p) => p.captain)).toEqual([-1, -1]);
    expect(t.seats.map((p) => p.glory)).toEqual([0, 0]);
    expect(t.combat).toBeNull();
  });

  test('Grappling hooks: after a contest where you chose to board, the token is spent to re-roll the failed dice', () => {
    let s = battle('frigate', 'sloop', (t) => {
      t.seats[0]!.weapons = ['grappling-hooks'];
    });
    s.combat!.round = 2;
    s = act(s, 0, { type: 'declare', action: 'board' });
    s = withRoll(s, 1, { type: 'declare', action: 'shoot' }, (t) => t.combat?.step === 'grapple').state;
    expect(game.toAct(s)).toEqual([0]);
    const before = s.combat!.sides[0]!.dice;
    let changed = false;
    for (let k = 0; k < 20; k++) {
      const t = structuredClone(s);
      t.rng = createRng(`hooks-${k}`);
      grapple.run(t, 0, { type: 'grapple', use: true }, []);
      const after = t.combat!.sides[0]!.dice;
      expect(after).toHaveLength(before.length);
      before.forEach((d, i) => {
        if (d === 0) expect(after[i]).toBe(0);
        else if (after[i] !== d) changed = true;
      });
      expect(t.seats[0]!.weapons).toEqual([]);
      expect(t.weaponSupply.reduce((a, b) => a + b, 0)).toBe(s.weaponSupply.reduce((a, b) => a + b, 0) + 1);
    }
    expect(changed).toBe(true);
  });

  test('Chain-shot: in that round no hit to destroyed masts moves to the hull, numbered hits included', () => {
    const s = battle('frigate', 'sloop', (t) => {
      t.seats[0]!.weapons = ['chain-shot'];
      t.seats[1]!.ship!.masts = 0;
    });
    const c = s.combat!;
    c.step = 'shot';
    c.queue = [0];
    c.sides[0]!.hitRolls = [2, 0];
    c.sides[1]!.hitRolls = [];
    const after = act(s, 0, { type: 'special-shot', weapon: 'chain-shot' });
    expect(after.seats[1]!.ship!.hull).toBe(2);
    expect(after.seats[1]!.ship!.masts).toBe(0);
  });

  test('Chasers: the token fires once when its own captain declares Flee', () => {
    let s = battle('sloop', 'frigate', (t) => {
      t.seats[0]!.ship!.mods = [takeMod(t, 'chasers')];
    });
    s.combat!.round = 2;
    s = act(s, 0, { type: 'declare', action: 'flee' });
    // Seat 0 fires nothing but its chaser; the battle goes on (the flight failed).
    const fled = withRoll(s, 1, { type: 'declare', action: 'shoot' }, (t) => t.combat !== null).state;
    expect(fled.combat!.sides[0]!.hitRolls).toHaveLength(1);
    expect(fled.seats[0]!.ship!.chasersSpent).toBe(true);
  });

  test('Cannons: a won shot hits once per remaining cannon, a lost one once per success up to the cannons', () => {
    let s = battle('galleon', 'galleon', (t) => {
      t.seats[0]!.ship!.cannons = 2;
    });
    const c = s.combat!;
    c.round = 2;
    c.step = 'grapple';
    c.queue = [0];
    c.sides[0]!.declared = 'shoot';
    c.sides[1]!.declared = 'shoot';
    c.sides[0]!.dice = [0, 0, 3];
    c.sides[1]!.dice = [0, 4];
    s = act(s, 0, { type: 'grapple', use: false });
    expect(s.combat!.sides.map((x) => x.hitRolls.length)).toEqual([2, 1]);
  });

  test('Board win: the hits land first, and a boarder left without crew fights on at sea', () => {
    const stacked = (crew: number): { state: MmState; text: string } => {
      const s = battle('frigate', 'frigate', (t) => {
        t.seats[0]!.ship!.crew = crew;
      });
      const c = s.combat!;
      c.round = 2;
      c.step = 'shot';
      c.queue = [0];
      c.contestWinner = 0;
      c.sides[0]!.declared = 'board';
      c.sides[0]!.hitRolls = [];
      c.sides[1]!.declared = 'shoot';
      c.sides[1]!.hitRolls = [3];
      return actLog(s, 0, { type: 'special-shot', weapon: '' });
    };
    const stranded = stacked(1).state;
    expect(stranded.seats[0]!.ship!.crew).toBe(0);
    expect(stranded.combat!.stage).toBe('naval');
    expect(stranded.combat!.round).toBe(3);
    const boarded = stacked(2).text;
    expect(boarded.indexOf('takes a hit to the crew')).toBeGreaterThanOrEqual(0);
    expect(boarded.indexOf('crew combat begins')).toBeGreaterThan(boarded.indexOf('takes a hit to the crew'));
  });

  test('Long guns: before the first round, a die per cannon and a hit per success, without chain-shot or grapeshot', () => {
    const s = quiet('long-guns', (t) => {
      place(t, 0, 'Caribbean Sea', false, 'frigate');
      place(t, 1, 'Caribbean Sea', false, 'sloop');
      t.seats[0]!.ship!.mods = [takeMod(t, 'long-guns')];
      t.seats[0]!.weapons = ['chain-shot', 'grapeshot'];
    });
    let volleys = 0;
    for (let k = 0; k < 30; k++) {
      const t = structuredClone(s);
      t.rng = createRng(`volley-${k}`);
      startCombat(t, { kind: 'player', seat: 0 }, { kind: 'player', seat: 1 }, []);
      const c = t.combat!;
      if (!c.preRound) {
        expect(c.step).toBe('declare');
        continue;
      }
      volleys++;
      expect(c.sides[0]!.hitRolls.length).toBeGreaterThan(0);
      expect(c.sides[0]!.hitRolls.length).toBeLessThanOrEqual(3);
      expect(c.sides[1]!.hitRolls).toEqual([]);
      expect(c.queue).toEqual([]);
    }
    expect(volleys).toBeGreaterThan(15);
  });

  test('Swivel guns: just before crew combat, 2 dice and one hit to the enemy crew on any success, whoever boarded', () => {
    const s = battle('frigate', 'frigate', (t) => {
      t.seats[1]!.ship!.mods = [takeMod(t, 'swivel-guns')];
    });
    const crews = new Set<number>();
    for (let k = 0; k < 30; k++) {
      const t = structuredClone(s);
      t.rng = createRng(`swivel-${k}`);
      startCrewCombat(t, t.combat!, 0, []);
      crews.add(t.seats[0]!.ship!.crew);
      expect(t.seats[1]!.ship!.crew).toBe(3);
    }
    expect([...crews].sort()).toEqual([2, 3]);
  });

  test('Reinforced hull: the token absorbs the hit that would destroy a location, once until refreshed', () => {
    const s = battle('sloop', 'sloop', (t) => {
      t.seats[0]!.ship!.mods = [takeMod(t, 'reinforced-hull')];
    });
    const t = structuredClone(s);
    landHit(t, t.combat!, 0, 'cannons', false, []);
    expect(t.seats[0]!.ship!.cannons).toBe(1);
    expect(t.seats[0]!.ship!.reinforcedSpent).toBe(true);
    landHit(t, t.combat!, 0, 'cannons', false, []);
    expect(t.seats[0]!.ship!.cannons).toBe(0);
  });

  test('NPC combat control (spec): the NPC\'s side is played by the server, no player is ever asked for it', () => {
    const s = quiet('npc-control', (t) => {
      place(t, 0, 'Caribbean Sea', false, 'frigate');
      t.npcs[4]!.stack = [EVENTS.findIndex((e) => e.kind === 'arrival' && e.slot === 4)];
      t.npcs[4]!.zone = CARIBBEAN_SEA;
    });
    let b = withRoll(s, 0, { type: 'scout', target: 'npc', id: 4 }, (t) => t.combat !== null).state;
    for (let guard = 0; guard < 300 && b.combat; guard++) {
      expect(game.toAct(b)).toEqual([0]);
      b = act(b, 0, game.legalActions(b, 0)[0]!);
    }
    expect(b.combat).toBeNull();
  });

  test('Chasers: the token fires when the opponent declares Flee, and is ready again after the battle', () => {
    let s = battle('frigate', 'sloop', (t) => {
      t.seats[0]!.ship!.mods = [takeMod(t, 'chasers')];
    });
    s.combat!.round = 2;
    s = act(s, 0, { type: 'declare', action: 'board' });
    const { state, text } = withRoll(s, 1, { type: 'declare', action: 'flee' }, (t, log) => t.combat === null && log.includes('escapes'));
    expect(text).toMatch(/scores \d+ hits?/);
    expect(state.seats[0]!.ship!.chasersSpent).toBe(false);
  });

  test('Plundering naval ships: 3 cargo cards give their plunder in gold; one card is lost per hit the ship took to its cargo', () => {
    const s = quiet('naval-plunder', (t) => {
      place(t, 0, 'Caribbean Sea', false, 'galleon');
      const card = EVENTS.findIndex((e) => e.kind === 'arrival' && e.slot === 0);
      t.eventDeck = t.eventDeck.filter((e) => e !== card);
      t.npcs[0]!.stack = [card];
      t.npcs[0]!.zone = CARIBBEAN_SEA;
    });
    const t = structuredClone(s);
    startCombat(t, { kind: 'player', seat: 0 }, { kind: 'npc', slot: 0 }, []);
    const top = t.cargoDeck.slice(-3);
    t.combat!.npcShips[1]!.cargo -= 2;
    defeat(t, t.combat!, 0, 'crew', []);
    expect(t.seats[0]!.gold).toBe(10 + top.reduce((a, c) => a + CARGO[c]!.plunder, 0));
    expect(t.combat!.plunderCards).toHaveLength(1);
    expect(t.combat!.prize!.type).toBe('frigate');
  });

  test('Claiming ships: the winner of a boarding may take the beaten ship; the old ship\'s modifications re-enter the game', () => {
    const s = battle('frigate', 'sloop', (t) => {
      t.seats[0]!.ship!.mods = [takeMod(t, 'long-guns')];
    });
    const t = structuredClone(s);
    defeat(t, t.combat!, 0, 'crew', []);
    expect(t.combat!.step).toBe('claim');
    const before = modsOnBoard(t);
    const after = act(t, 0, { type: 'claim-ship', take: true });
    expect(after.seats[0]!.ship!.type).toBe('sloop');
    expect(after.seats[0]!.ship!.mods).toEqual([]);
    expect(modsOnBoard(after)).toBe(before + 1);
    expect(after.combat).toBeNull();
  });
});

describe('Dying and retirement', () => {
  test('Dying: the new captain follows the setup, drawing a glory card (and 10 gold without a stash)', () => {
    const s = quiet('new-captain', (t) => {
      const p = t.seats[0]!;
      t.captainDiscard.push(p.captain);
      p.captain = -1;
      p.ship = null;
      p.gold = 0;
      p.offer = [t.captainDeck.pop()!];
      t.turn!.started = false;
    });
    const after = act(s, 0, { type: 'choose-captain', captain: s.seats[0]!.offer[0]!, ship: 'flute' });
    expect(after.seats[0]!.gloryHand).toHaveLength(1);
    expect(after.seats[0]!.gold).toBe(10);
    expect(after.seats[0]!.ship!.type).toBe('flute');
  });

  test('Dying: a captain whose home zone holds an NPC pirate is put back for another', () => {
    const s = quiet('pirate-home', (t) => {
      t.captainDeck = t.captainDeck.filter((c) => c !== 0 && c !== 9);
      t.captainDeck.push(9, 0);
      t.npcs[4]!.stack = [EVENTS.findIndex((e) => e.kind === 'arrival' && e.slot === 4)];
      t.npcs[4]!.zone = Z('Havana');
      t.seats[0]!.offer = [];
    });
    const t = structuredClone(s);
    dealCaptains(t, 0);
    expect(t.seats[0]!.offer).toEqual([9]);
    expect(t.captainDeck).toContain(0);
  });
});

describe('Ports', () => {
  test('Cartagena: buying 3 or more goods makes one of them free, only one even when 6 are bought', () => {
    let s = act(inPort('Cartagena', (t) => {
      t.seats[0]!.gold = 30;
    }, 'flute'), 0, { type: 'buy-draw' });
    const paid: number[] = [];
    for (let k = 0; k < 6; k++) {
      const gold = s.seats[0]!.gold;
      s = act(s, 0, { type: 'buy-card', card: s.buy!.cards[0]! });
      paid.push(gold - s.seats[0]!.gold);
    }
    expect(paid.filter((x) => x === 0)).toHaveLength(1);
    expect(paid[2]).toBe(0);
  });

  test('Caracas draws 8 cargo cards, St. Maarten 7 (8 for the Dutch); 3 in the same port two turns running', () => {
    const at = (zone: string, patch: (t: MmState) => void = () => {}): number => buyDrawCount(quiet('draws', (t) => {
      place(t, 0, zone, true);
      patch(t);
    }), 0);
    expect(at('Port Royal')).toBe(6);
    expect(at('Caracas')).toBe(8);
    expect(at('St. Maarten')).toBe(7);
    expect(at('St. Maarten', (t) => { t.seats[0]!.captain = 11; })).toBe(8);
    expect(at('Caracas', (t) => {
      t.seats[0]!.lastBuyZone = Z('Caracas');
      t.seats[0]!.lastBuyTurn = t.seats[0]!.turnsTaken - 1;
    })).toBe(3);
  });

  test('Curacao: rumor rolls cost no gold; frigates and galleons cost 30', () => {
    const s = inPort('Curacao', (t) => {
      t.seats[0]!.gold = 40;
    });
    expect(shipCost(s, 0, { type: 'buy-ship', ship: 'galleon', transferMods: false })).toBe(30 - 5);
    expect(act(s, 0, { type: 'seek-rumor' }).seats[0]!.gold).toBe(40);
  });

  test('Old Providence: captains with a Spanish bounty buy special weapons for 1 gold and repair for free', () => {
    const s = quiet('old-providence', (t) => place(t, 0, 'Old Providence', true));
    expect([weaponPrice(s.seats[0]!), repairPrice(s.seats[0]!)]).toEqual([3, 2]);
    s.seats[0]!.bounties = [0, 0, 1, 0];
    expect([weaponPrice(s.seats[0]!), repairPrice(s.seats[0]!)]).toEqual([1, 0]);
  });

  test('Petit Goave: pirates can neither recruit nor repair; non-pirates recruit and repair at no cost', () => {
    const honest = inPort('Petit Goave', (t) => {
      t.seats[0]!.ship!.crew = 0;
      t.seats[0]!.ship!.hull = 1;
    });
    const filled = act(act(honest, 0, { type: 'recruit' }), 0, { type: 'repair', location: 'hull' });
    expect(filled.seats[0]!.ship!.crew).toBe(2);
    expect(filled.seats[0]!.ship!.hull).toBe(2);
    expect(filled.seats[0]!.gold).toBe(10);
    const pirate = inPort('Petit Goave', (t) => {
      t.seats[0]!.ship!.crew = 0;
      t.seats[0]!.ship!.hull = 1;
      t.seats[0]!.bounties = [0, 0, 1, 0];
    });
    expect(refusal(pirate, 0, { type: 'recruit' })).toBe('no-recruit-for-pirates');
    expect(refusal(pirate, 0, { type: 'repair', location: 'hull' })).toBe('no-repair-for-pirates');
  });

  test('Port Royal: pirates recruit at no cost, whatever the dice', () => {
    const s = inPort('Port Royal', (t) => {
      t.seats[0]!.ship!.crew = 0;
      t.seats[0]!.bounties = [0, 0, 1, 0];
    });
    for (let k = 0; k < 8; k++) {
      const t = structuredClone(s);
      t.rng = createRng(`press-${k}`);
      const after = act(t, 0, { type: 'recruit' });
      expect(after.seats[0]!.ship!.crew).toBe(2);
      expect(after.seats[0]!.gold).toBe(10);
    }
  });

  test('Santo Domingo: once, before buying, 1 gold draws all the goods anew', () => {
    let s = act(inPort('Santo Domingo'), 0, { type: 'buy-draw' });
    const first = s.buy!.cards;
    s = act(s, 0, { type: 'redraw' });
    expect(s.seats[0]!.gold).toBe(9);
    expect(s.buy!.cards).toHaveLength(first.length);
    expect(s.buy!.cards.some((c) => first.includes(c))).toBe(false);
    expect(refusal(s, 0, { type: 'redraw' })).toBe('redraw-used');
  });

  test('St. Maarten: the gold courier stashes for a 5 gold fee', () => {
    const s = inPort('St. Maarten', (t) => {
      t.seats[0]!.gold = 20;
    });
    const after = act(s, 0, { type: 'stash', amount: 10 });
    expect(after.seats[0]!.gold).toBe(5);
    expect(after.seats[0]!.stash).toBe(10);
  });

  test('Bridgetown: a frigate entering port takes a hull hit unless a SEAMANSHIP roll succeeds; a sloop never does', () => {
    const s = quiet('bridgetown', (t) => place(t, 0, 'Bridgetown', false, 'frigate'));
    const scraped = withRoll(s, 0, { type: 'enter-port', method: 'free' }, (t) => t.seats[0]!.ship!.hull === 2).state;
    expect(scraped.seats[0]!.inPort).toBe(true);
    withRoll(s, 0, { type: 'enter-port', method: 'free' }, (t) => t.seats[0]!.ship!.hull === 3);
    const sloop = quiet('bridgetown', (t) => place(t, 0, 'Bridgetown', false, 'sloop'));
    for (let k = 0; k < 8; k++) {
      const t = structuredClone(sloop);
      t.rng = createRng(`reef-${k}`);
      expect(act(t, 0, { type: 'enter-port', method: 'free' }).seats[0]!.ship!.hull).toBe(2);
    }
  });
});
