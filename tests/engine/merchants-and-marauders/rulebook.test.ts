/**
 * Merchants & Marauders: the rulebook audit (core rules only; the Seas of Glory modules, the
 * variants and the location tokens are out of scope). Every rule of the rulebook's sections and
 * every decision of the spec, with the test that covers it. Files: rb = the rulebook scenario
 * files (this one, rulebook-port, rulebook-raids-npc and rulebook-combat, in the describe block
 * of the section), turn / trade / raid / combat / npc-glory / data / playouts = the other
 * *.test.ts files here. "(new)" marks a test written by this audit; "fixed" marks a rule the
 * engine did not follow before it.
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
 * EDGES (the second pass: empty decks, the last card, unpayable rewards, end ties, nothing to do;
 * readings in docs/games/merchants-and-marauders.md; file "edges" = rulebook-edges.test.ts)
 *  - no cargo left anywhere: buying refused with a message; the last card is drawn alone; a raid
 *    shows only what is left ....................... edges "Empty cargo deck ...", "Last cargo card ...", "Cargo deck runs out during a raid ..." (new)
 *  - no glory card left: the point without the card  edges "Empty glory deck and discard ..." (new)
 *  - no rumor left; no mission left to replace a claimed one  edges "Empty rumor deck ...", "Empty mission deck ..." (new)
 *  - special weapons sold out .................... edges "Special weapons sold out ..." (new)
 *  - the last event card is played out, the game ends at the next round  edges "Last event card ..." (new)
 *  - ties: glory, then stash, then shared ........ edges "End tie on glory and stash ...", "End tie on glory: ..." (new)
 *  - nothing left to do: ending the turn is always legal  edges "No actions left at sea ...", "Overloaded in port ..." (new)
 *  - a cargo hit throws the excess overboard at once; 3 cards on a sloop in port is legal and
 *    labelled as such ("cargo 3/2") ................ edges "Cargo hit in battle ...", "In port a sloop may hold 3 cards ..." (new, fixed)
 *
 * Of the 107 lines above EDGES, 64 had a test before the first audit (some only in part) and 43
 * had none; now every line has one.
 */
import { EVENTS } from '../../../shared/games/merchants-and-marauders/cards';
import { SHIPS, SHIP_TYPES } from '../../../shared/games/merchants-and-marauders/data';
import { dealCaptains } from '../../../shared/games/merchants-and-marauders/life';
import { newShip } from '../../../shared/games/merchants-and-marauders/state';
import type { MmState } from '../../../shared/games/merchants-and-marauders/types';
import { act, game, giveGlory, onTurn, refusal, started, Z } from './fixtures';
import { quiet, inPort, battle } from './rulebook-fixtures';

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
