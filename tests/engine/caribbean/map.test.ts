/**
 * The sea map keeps its promises (docs/games/caribbean.md, "Board"): the counts, a symmetric and connected
 * graph, havens away from the cities, and fairness between the four colours.
 */
import { distance, havensOf } from '../../../shared/games/caribbean/board';
import { CHESTS, PLAYER_COLOURS } from '../../../shared/games/caribbean/data';
import { CITIES, HAVENS, LANDS, MAP_HEIGHT, MAP_WIDTH, SEA_SPACES, START_SPACES, SUPPLY_SPACES } from '../../../shared/games/caribbean/map';

type Point = [number, number];

function polygon(flat: readonly number[]): Point[] {
  const pts: Point[] = [];
  for (let i = 0; i < flat.length; i += 2) pts.push([flat[i]!, flat[i + 1]!]);
  return pts;
}

function inside(p: Point, poly: Point[]): boolean {
  let result = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

const onLand = (p: Point): boolean => LANDS.some((land) => inside(p, polygon(land.outline)));
const citySpaces = CITIES.map((c) => c.space as number);
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

test('about 45 to 60 sea spaces, 16 cities, 12 havens (3 per colour), 6 start spaces, 5 supply spaces', () => {
  expect(SEA_SPACES.length).toBeGreaterThanOrEqual(45);
  expect(SEA_SPACES.length).toBeLessThanOrEqual(60);
  expect(CITIES).toHaveLength(16);
  expect(HAVENS).toHaveLength(12);
  for (let colour = 0; colour < PLAYER_COLOURS.length; colour++) expect(havensOf(colour)).toHaveLength(3);
  expect(new Set(START_SPACES).size).toBe(6);
  expect(SUPPLY_SPACES).toHaveLength(5);
});

test('the cities have their names, and each city touches exactly one sea space of its own', () => {
  const names = CITIES.map((c) => c.name);
  for (const wanted of ['Havana', 'Cartagena', 'Porto Bello', 'Maracaibo', 'Caracas', 'Santo Domingo', 'San Juan', 'Port Royal', 'Tortuga', 'Nassau', 'Veracruz', 'Campeche', 'Trinidad', 'Curacao', 'Santiago de Cuba', 'St. Augustine']) {
    expect(names).toContain(wanted);
  }
  expect(new Set(citySpaces).size).toBe(16);
});

test('neighbours are symmetric, never the space itself, and every space can reach every other', () => {
  SEA_SPACES.forEach((s, id) => {
    expect(s.neighbours).not.toContain(id);
    for (const n of s.neighbours) expect(SEA_SPACES[n]!.neighbours as readonly number[]).toContain(id);
  });
  const unreachable = SEA_SPACES.flatMap((_, a) => SEA_SPACES.flatMap((__, b) => (distance(a, b) < 0 ? [[a, b]] : [])));
  expect(unreachable).toEqual([]);
});

test('havens are not cities, never next to a city space, and start spaces are plain sea', () => {
  for (const h of HAVENS) {
    expect(citySpaces).not.toContain(h.space);
    for (const n of SEA_SPACES[h.space]!.neighbours) expect(citySpaces).not.toContain(n);
  }
  expect(new Set(HAVENS.map((h) => h.space)).size).toBe(12);
  for (const start of START_SPACES) {
    expect(citySpaces).not.toContain(start);
    expect(HAVENS.map((h) => h.space as number)).not.toContain(start);
  }
});

test('fairness: each colour\'s mean distance from its havens to the 16 cities is within 10% of every other colour\'s', () => {
  const perColour = PLAYER_COLOURS.map((_, colour) => mean(havensOf(colour).flatMap((h) => citySpaces.map((c) => distance(h, c)))));
  expect(Math.max(...perColour) / Math.min(...perColour)).toBeLessThanOrEqual(1.1);
  // The nearer measure a player feels (from each city to that colour's nearest haven) stays within 15%.
  const nearest = PLAYER_COLOURS.map((_, colour) => mean(citySpaces.map((c) => Math.min(...havensOf(colour).map((h) => distance(h, c))))));
  expect(Math.max(...nearest) / Math.min(...nearest)).toBeLessThanOrEqual(1.15);
});

test('drawing data: centres lie in their own outline and at sea, cities on land beside their space', () => {
  SEA_SPACES.forEach((s) => {
    const centre: Point = [s.x, s.y];
    expect(centre[0]).toBeGreaterThanOrEqual(0);
    expect(centre[0]).toBeLessThanOrEqual(MAP_WIDTH);
    expect(centre[1]).toBeGreaterThanOrEqual(0);
    expect(centre[1]).toBeLessThanOrEqual(MAP_HEIGHT);
    expect(inside(centre, polygon(s.outline))).toBe(true);
    expect(onLand(centre)).toBe(false);
  });
  for (const city of CITIES) {
    expect(onLand([city.x, city.y])).toBe(true);
    // The marker stands within a short row of its harbour's centre (it is drawn on that coast).
    const harbour = SEA_SPACES[city.space]!;
    expect(Math.hypot(harbour.x - city.x, harbour.y - city.y)).toBeLessThan(80);
  }
});

test('the 16 chests name the 16 cities with their values (4 x 4,000 ... 2 x 8,000)', () => {
  expect(CHESTS.map((c) => c.city).sort((a, b) => a - b)).toEqual([...Array(16).keys()]);
  const count = (v: number): number => CHESTS.filter((c) => c.value === v).length;
  expect([4000, 5000, 6000, 7000, 8000].map(count)).toEqual([4, 4, 3, 3, 2]);
});
