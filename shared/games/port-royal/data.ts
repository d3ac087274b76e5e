/**
 * Port Royal: the card table (docs/games/port-royal.md, "Components": 120 cards).
 *
 * The table is data: each group lists `[value, value, count]` and is expanded once into
 * `CARDS`, where a card's id is its index. Order: 50 ships, 60 persons, 4 tax increases,
 * 6 expeditions (the last one is the 5-player expedition).
 */
import type { CardDef, CardId, ExpeditionSymbol, PersonKind, ShipType } from './types';

export const SHIP_TYPES = ['skiff', 'flute', 'pinnace', 'frigate', 'galleon'] as const satisfies readonly ShipType[];

/** Per ship type: [sabers to repel (null = skull), coins, count]. */
export const SHIP_TABLE = {
  skiff: [[1, 1, 3], [1, 2, 1], [3, 2, 2], [3, 3, 1], [5, 3, 2], [5, 4, 1]],
  flute: [[1, 1, 3], [1, 2, 1], [2, 2, 2], [2, 3, 1], [5, 3, 2], [5, 4, 1]],
  pinnace: [[1, 1, 3], [1, 2, 1], [2, 2, 2], [2, 3, 1], [4, 3, 2], [4, 4, 1]],
  frigate: [[1, 1, 3], [3, 2, 3], [6, 3, 2], [null, 3, 1], [null, 4, 1]],
  galleon: [[2, 1, 3], [4, 2, 3], [7, 3, 2], [null, 3, 1], [null, 4, 1]],
} as const satisfies Record<ShipType, readonly (readonly [number | null, number, number])[]>;

/** Traders per ship type: [cost, influence, count]. */
export const TRADER_TABLE = {
  skiff: [[3, 1, 2]],
  flute: [[3, 1, 1], [5, 2, 1]],
  pinnace: [[3, 1, 1], [5, 2, 1]],
  frigate: [[3, 1, 2]],
  galleon: [[3, 1, 2]],
} as const satisfies Record<ShipType, readonly (readonly [number, number, number])[]>;

/** Every other person: [cost, influence, count]. */
export const PERSON_TABLE = {
  settler: [[4, 1, 5]],
  captain: [[4, 1, 5]],
  priest: [[4, 1, 5]],
  jack: [[6, 1, 3]],
  sailor: [[3, 1, 7], [5, 2, 2], [7, 3, 1]],
  pirate: [[5, 1, 1], [7, 2, 1], [9, 3, 1]],
  mademoiselle: [[7, 2, 2], [9, 3, 2]],
  jester: [[5, 1, 1], [7, 2, 3], [9, 3, 1]],
  admiral: [[5, 1, 1], [7, 2, 3], [9, 3, 2]],
  governor: [[8, 0, 4]],
} as const satisfies Record<Exclude<PersonKind, 'trader'>, readonly (readonly [number, number, number])[]>;

/** Sabers of the fighting persons. */
export const PERSON_SABERS: Partial<Record<PersonKind, number>> = { sailor: 1, pirate: 2 };

/** Expedition symbols of the specialists (the Jack of all Trades stands for any one). */
export const PERSON_SYMBOL: Partial<Record<PersonKind, ExpeditionSymbol>> = {
  settler: 'house',
  captain: 'anchor',
  priest: 'cross',
};

/** The tax increases: under 2014 rules two reward the most sabers, two the fewest influence. */
export const TAX_TABLE = ['most-sabers', 'most-sabers', 'fewest-influence', 'fewest-influence'] as const;

export const EXPEDITION_TABLE = [
  { needs: ['anchor', 'anchor'], influence: 4, coins: 2, fivePlayersOnly: false },
  { needs: ['cross', 'cross'], influence: 4, coins: 2, fivePlayersOnly: false },
  { needs: ['house', 'house'], influence: 4, coins: 2, fivePlayersOnly: false },
  { needs: ['anchor', 'anchor', 'house'], influence: 6, coins: 3, fivePlayersOnly: false },
  { needs: ['cross', 'cross', 'house'], influence: 6, coins: 3, fivePlayersOnly: false },
  { needs: ['anchor', 'cross', 'house'], influence: 5, coins: 3, fivePlayersOnly: true },
] as const;

function expandCards(): CardDef[] {
  const cards: CardDef[] = [];
  for (const ship of SHIP_TYPES) {
    for (const [sabers, coins, count] of SHIP_TABLE[ship]) {
      for (let i = 0; i < count; i++) cards.push({ kind: 'ship', ship, sabers, coins });
    }
  }
  for (const trades of SHIP_TYPES) {
    for (const [cost, influence, count] of TRADER_TABLE[trades]) {
      for (let i = 0; i < count; i++) cards.push({ kind: 'person', person: 'trader', cost, influence, trades });
    }
  }
  for (const person of Object.keys(PERSON_TABLE) as (keyof typeof PERSON_TABLE)[]) {
    for (const [cost, influence, count] of PERSON_TABLE[person]) {
      for (let i = 0; i < count; i++) {
        const card: CardDef = { kind: 'person', person, cost, influence };
        const sabers = PERSON_SABERS[person];
        const symbol = PERSON_SYMBOL[person];
        if (sabers !== undefined) card.sabers = sabers;
        if (symbol !== undefined) card.symbol = symbol;
        cards.push(card);
      }
    }
  }
  for (const bonus of TAX_TABLE) cards.push({ kind: 'tax', bonus });
  for (const e of EXPEDITION_TABLE) {
    cards.push({ kind: 'expedition', needs: [...e.needs], influence: e.influence, coins: e.coins, fivePlayersOnly: e.fivePlayersOnly });
  }
  return cards;
}

/** Every card of the game; a card's id is its index. */
export const CARDS: readonly CardDef[] = expandCards();

export const CARD_COUNT = CARDS.length;

/** The id of the expedition laid out face up with 5 players (out of the game otherwise). */
export const FIVE_PLAYER_EXPEDITION: CardId = CARDS.findIndex((c) => c.kind === 'expedition' && c.fivePlayersOnly);

export const SHIP_NAMES: Record<ShipType, string> = {
  skiff: 'Skiff',
  flute: 'Flute',
  pinnace: 'Pinnace',
  frigate: 'Frigate',
  galleon: 'Galleon',
};

export const PERSON_NAMES: Record<PersonKind, string> = {
  trader: 'Trader',
  settler: 'Settler',
  captain: 'Captain',
  priest: 'Priest',
  jack: 'Jack of all Trades',
  sailor: 'Sailor',
  pirate: 'Pirate',
  mademoiselle: 'Mademoiselle',
  jester: 'Jester',
  admiral: 'Admiral',
  governor: 'Governor',
};

export function cardDef(id: CardId): CardDef {
  const card = CARDS[id];
  if (!card) throw new RangeError(`No Port Royal card ${id}`);
  return card;
}

/** A short name for logs and messages: "Skiff", "Flute Trader", "Expedition (anchor, anchor)". */
export function cardName(id: CardId): string {
  const card = cardDef(id);
  switch (card.kind) {
    case 'ship':
      return SHIP_NAMES[card.ship];
    case 'person':
      return card.trades ? `${SHIP_NAMES[card.trades]} Trader` : PERSON_NAMES[card.person];
    case 'tax':
      return 'Tax Increase';
    case 'expedition':
      return `Expedition (${card.needs.join(', ')})`;
  }
}

/** A name with the printed values: "Frigate (skull, 3 coins)", "Pirate (cost 7, 2 influence)". */
export function cardLabel(id: CardId): string {
  const card = cardDef(id);
  switch (card.kind) {
    case 'ship': {
      const repel = card.sabers === null ? 'skull' : `${card.sabers} ${card.sabers === 1 ? 'saber' : 'sabers'}`;
      return `${cardName(id)} (${repel}, ${plural(card.coins, 'coin')})`;
    }
    case 'person':
      return `${cardName(id)} (cost ${card.cost}, ${card.influence} influence)`;
    case 'tax':
      return card.bonus === 'most-sabers' ? 'Tax Increase (most sabers)' : 'Tax Increase (fewest influence)';
    case 'expedition':
      return `${cardName(id)} (${card.influence} influence, ${plural(card.coins, 'coin')})`;
  }
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
