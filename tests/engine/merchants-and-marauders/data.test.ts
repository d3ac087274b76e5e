/**
 * Merchants & Marauders content: the published counts of the spec and every reference between
 * tables (neighbours, home ports, zones named on cards) resolves.
 */
import { BASE_CARGO_COUNT, CAPTAINS as ALL_CAPTAINS, CARGO as ALL_CARGO, EVENTS as ALL_EVENTS, NPC_SLOTS } from '../../../shared/games/merchants-and-marauders/cards';
import {
  BASE_MOD_COUNT, BORDERS, CARIBBEAN_SEA, DEMAND_TOKENS, GOODS, MERCHANT_TOKENS, MOD_TOKENS, NATIONS, SHIPS, ZONES, zoneIndex,
} from '../../../shared/games/merchants-and-marauders/data';
import { GLORY, MISSIONS as ALL_MISSIONS, RUMORS as ALL_RUMORS } from '../../../shared/games/merchants-and-marauders/glory';
import { deckIds } from '../../../shared/games/merchants-and-marauders/seas-cards';

/** The base decks: Seas of Glory module 1 appends its cards after them (rulebook-seas-cards.test.ts). */
const base = <T>(table: readonly T[], kind: Parameters<typeof deckIds>[0]): T[] => deckIds(kind, {}).map((id) => table[id]!);
const CAPTAINS = base(ALL_CAPTAINS, 'captains');
const EVENTS = base(ALL_EVENTS, 'events');
const RUMORS = base(ALL_RUMORS, 'rumors');
const MISSIONS = base(ALL_MISSIONS, 'missions');
/** The base cargo deck: module 7's contraband cards follow it (rulebook-seas-contraband.test.ts). */
const CARGO = ALL_CARGO.slice(0, BASE_CARGO_COUNT);

const zoneNames = new Set<string>(ZONES.map((z) => z.name));

describe('the board (Board: docs/games/merchants-and-marauders.md)', () => {
  test('17 sea zones, 16 with a port; only the Caribbean Sea has neither port nor nation', () => {
    expect(ZONES).toHaveLength(17);
    expect(ZONES.filter((z) => z.port)).toHaveLength(16);
    expect(ZONES[CARIBBEAN_SEA]!.port).toBe(false);
    expect(ZONES[CARIBBEAN_SEA]!.nation).toBe('');
  });

  test('neighbours exist and are symmetric', () => {
    for (const [i, zone] of ZONES.entries()) {
      for (const name of zone.neighbours) {
        expect(zoneNames.has(name)).toBe(true);
        expect(ZONES[zoneIndex(name)]!.neighbours as readonly string[]).toContain(ZONES[i]!.name);
      }
    }
  });

  test('every border has a direction letter, and the Caribbean Sea borders seven zones', () => {
    for (const borders of BORDERS) for (const b of borders) expect(['N', 'E', 'S', 'W']).toContain(b.dir);
    expect(BORDERS[CARIBBEAN_SEA]).toHaveLength(7);
    // Havana lies west of Nassau, Cartagena west of Curacao: a sanity check of the letters.
    expect(BORDERS[zoneIndex('Nassau')]!.find((b) => b.to === zoneIndex('Havana'))!.dir).toBe('W');
    expect(BORDERS[zoneIndex('Curacao')]!.find((b) => b.to === zoneIndex('Cartagena'))!.dir).toBe('W');
  });

  test('ports belong to the four nations as the spec says', () => {
    const count = (n: string) => ZONES.filter((z) => z.nation === n).length;
    expect([count('english'), count('french'), count('spanish'), count('dutch')]).toEqual([5, 3, 6, 2]);
  });
});

describe('ships (Ships: docs/games/merchants-and-marauders.md)', () => {
  test('the table of the spec', () => {
    expect(SHIPS.sloop).toMatchObject({ hull: 2, cargo: 2, crew: 2, cannons: 1, maneuverability: 4, buy: 10, sell: 5 });
    expect(SHIPS.galleon).toMatchObject({ hull: 4, cargo: 5, crew: 4, cannons: 4, maneuverability: 1, buy: 35, sell: 10 });
    expect(SHIPS['man-o-war'].buy).toBe(-1);
  });
});

describe('decks (Decks: docs/games/merchants-and-marauders.md)', () => {
  test('16 captains with skills 1-4 summing to about 10, one per port, from the port\'s nation', () => {
    expect(CAPTAINS).toHaveLength(16);
    const homes = new Set(CAPTAINS.map((c) => c.home));
    expect(homes.size).toBe(16);
    for (const c of CAPTAINS) {
      expect(zoneNames.has(c.home)).toBe(true);
      expect(ZONES[zoneIndex(c.home)]!.nation).toBe(c.nation);
      for (const s of [c.seamanship, c.scouting, c.leadership, c.influence]) expect(s).toBeGreaterThanOrEqual(1);
      for (const s of [c.seamanship, c.scouting, c.leadership, c.influence]) expect(s).toBeLessThanOrEqual(4);
      expect(c.seamanship + c.scouting + c.leadership + c.influence).toBe(10);
    }
    expect(new Set(CAPTAINS.map((c) => c.ability)).size).toBe(16);
  });

  test('64 cargo cards, 8 of each good, plunder 1-5, one icon each; 24 demand tokens, 3 per good', () => {
    expect(CARGO).toHaveLength(64);
    for (const g of GOODS) expect(CARGO.filter((c) => c.good === g)).toHaveLength(8);
    for (const c of CARGO) expect(c.plunder).toBeGreaterThanOrEqual(1);
    for (const c of CARGO) expect(c.plunder).toBeLessThanOrEqual(5);
    expect(CARGO.filter((c) => c.icon === 'escape')).toHaveLength(32);
    expect(DEMAND_TOKENS).toHaveLength(24);
    for (const g of GOODS) expect(DEMAND_TOKENS.filter((d) => d === g)).toHaveLength(3);
  });

  test('34 events; each moves at most 3 NPCs; arrivals name a slot and a zone; one naval captain pair per nation', () => {
    expect(EVENTS).toHaveLength(34);
    for (const e of EVENTS) {
      expect(e.moves.length).toBeLessThanOrEqual(3);
      for (const [slot] of e.moves) expect(slot).toBeLessThan(NPC_SLOTS.length);
      for (const z of e.zones) expect(zoneNames.has(z)).toBe(true);
    }
    const arrivals = EVENTS.filter((e) => e.kind === 'arrival');
    expect(arrivals).toHaveLength(12);
    for (const a of arrivals) expect(zoneNames.has(a.zone)).toBe(true);
    for (let slot = 0; slot < 6; slot++) expect(arrivals.filter((a) => a.slot === slot)).toHaveLength(2);
    expect(EVENTS.filter((e) => e.kind === 'war').every((e) => e.nations.length === 2)).toBe(true);
  });

  test('70 glory cards: 8 specialist kinds twice each, combat and turn cards', () => {
    expect(GLORY).toHaveLength(70);
    const specialists = GLORY.filter((g) => g.category === 'specialist');
    expect(specialists).toHaveLength(16);
    expect(new Set(specialists.map((g) => g.key)).size).toBe(8);
    expect(GLORY.filter((g) => g.category === 'combat').length).toBeGreaterThan(0);
    expect(GLORY.filter((g) => g.category === 'turn').length).toBeGreaterThan(0);
    for (const g of GLORY) expect(g.text.length).toBeGreaterThan(10);
  });

  test('25 rumors and 25 missions, naming real ports', () => {
    expect(RUMORS).toHaveLength(25);
    expect(MISSIONS).toHaveLength(25);
    for (const r of RUMORS) expect(zoneNames.has(r.zone)).toBe(true);
    for (const m of MISSIONS) {
      expect(ZONES[zoneIndex(m.claimAt)]!.port).toBe(true);
      expect(ZONES[zoneIndex(m.deliverTo)]!.port).toBe(true);
      expect(m.claimAt).not.toBe(m.deliverTo);
      if (m.requirement === 'cargo') expect(GOODS as readonly string[]).toContain(m.good);
    }
  });

  test('16 modification tokens (8 kinds x 2), 17 merchant tokens of the four nations', () => {
    // The base game's are the first 16; Seas of Glory module 3's follow them.
    expect(MOD_TOKENS.slice(0, BASE_MOD_COUNT)).toHaveLength(16);
    expect(new Set(MOD_TOKENS.slice(0, BASE_MOD_COUNT)).size).toBe(8);
    expect(MERCHANT_TOKENS).toHaveLength(17);
    for (const n of MERCHANT_TOKENS) expect(NATIONS as readonly string[]).toContain(n);
  });
});
