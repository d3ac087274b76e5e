/**
 * A prompt never asks for what is not offered: in seeded games of every game (random legal
 * moves), at every decision of every seat to act, each choice the table's prompt names (a
 * verb phrase of that game's words) stands for an action offered to that seat right then, and
 * a seat with choices always gets a prompt. This is the check that would have caught "…, or
 * pass" with no Pass button and "sail, scout, enter a port" with only "End the turn" offered.
 */
import type { AnyGame, Seat } from '../../shared/core/engine';
import { loadGame } from '../../shared/core/engines';
import type { GameId } from '../../shared/core/registry';
import { createRng, randomInt } from '../../shared/core/rng';
import type { TableStateJSON } from '../../shared/protocol';
import type { GameWords, TableView } from '../../client/table/renderer';
import type { Action } from '../../client/table/session';
import { portRoyalWords } from '../../client/games/port-royal/words';
import { caribbeanWords } from '../../client/games/caribbean/words';
import { borneoWords } from '../../client/games/borneo/words';
import { libertaliaWords } from '../../client/games/libertalia/words';
import { merchantsAndMaraudersWords } from '../../client/games/merchants-and-marauders/words';

/** A phrase a prompt may contain, and the action types of which one must then be offered. */
type Verb = [RegExp, string[]];

const VERBS: Record<GameId, { words: GameWords; players: number[]; verbs: Verb[] }> = {
  'port-royal': {
    words: portRoyalWords,
    players: [2, 5],
    verbs: [
      [/reveal a card/i, ['discover']],
      [/\bstop \(/i, ['stop']],
      [/end your turn/i, ['stop']],
      [/complete an expedition/i, ['expedition']],
      [/\brepel the\b/i, ['repel']],
      [/let it stay/i, ['keep']],
      [/\btake (a card|up to)/i, ['take']],
      [/\bpass\b/i, ['pass']],
      [/take no more/i, ['pass']],
    ],
  },
  caribbean: {
    words: caribbeanWords,
    players: [2, 4],
    verbs: [
      [/click a lit sea space/i, ['move']],
      [/capture the chest/i, ['capture']],
      [/deliver the chest/i, ['deliver']],
      [/steal a chest/i, ['steal']],
      [/swap chests/i, ['swap']],
      [/pass the chest/i, ['pass']],
      [/finish with/i, ['end']],
      [/show your tie-breaker/i, ['tie']],
      [/keep it face down/i, ['tie']],
      [/confirm your bid/i, ['bid']],
    ],
  },
  borneo: {
    words: borneoWords,
    players: [3, 5],
    verbs: [
      [/complete (a|one) mission/i, ['mission']],
      [/\bgo on\b/i, ['pass']],
      [/move a merchant/i, ['transfer']],
      [/attack a merchant/i, ['attack']],
      [/leave them/i, ['pass']],
      [/defend with/i, ['defend']],
      [/let it go/i, ['defend']],
      [/\bstay in\b/i, ['relocate']],
      [/go to another company/i, ['relocate']],
      [/\bor pass\b/i, ['pass']],
      [/place a merchant/i, ['place']],
      [/ship a card/i, ['ship']],
      [/take a spice/i, ['pick']],
      [/discard down/i, ['discard']],
      [/put one of the cards/i, ['keep']],
    ],
  },
  libertalia: {
    words: libertaliaWords,
    players: [2, 6],
    verbs: [
      [/click a card in your hand/i, ['pick']],
      [/discard a treasure map/i, ['waitress']],
      [/trade 2 identical/i, ['merchant']],
      [/pay 3 doubloons/i, ['gunner']],
      [/choose a token on today/i, ['loot']],
    ],
  },
  'merchants-and-marauders': {
    words: merchantsAndMaraudersWords,
    players: [2, 4],
    verbs: [
      [/complete your mission/i, ['deliver']],
      [/investigate the rumor/i, ['investigate']],
      [/\bsail \(/i, ['move']],
      [/\bscout\b/i, ['scout']],
      [/enter the port/i, ['enter-port']],
      [/do business in port/i, ['port']],
      [/\btrade\b/i, ['sell', 'buy-draw']],
      [/visit the shipyard/i, ['buy-ship', 'buy-weapon', 'repair', 'refresh-hull', 'buy-mod']],
      [/\brecruit\b/i, ['recruit', 'hire-crew']],
      [/seek a rumor/i, ['seek-rumor']],
      [/claim a mission/i, ['claim-mission']],
      [/stash gold/i, ['stash', 'unstash']],
      [/put to sea/i, ['leave-port']],
      [/end the turn/i, ['end-turn']],
      [/raid the merchant/i, ['raid']],
      [/let it go/i, ['let-go']],
      [/buy goods/i, ['buy-card', 'buy-done']],
      [/keep one of the rumors/i, ['keep-rumor']],
      [/choose (your|a new) captain/i, ['choose-captain']],
      [/discard one/i, ['discard-glory']],
    ],
  },
};

const SEEDS = ['prompt-a', 'prompt-b'];
/** Decisions looked at per game (a whole game of Merchants & Marauders is long). */
const MAX_STEPS = 600;

function tableView(game: AnyGame, state: unknown, seat: Seat, players: number, offered: Action[]): TableView {
  const board = JSON.parse(JSON.stringify(game.view(state, seat))) as unknown;
  const json = {
    game: game.id, tableName: '', phase: 'playing', toAct: game.toAct(state), host: 0, isPrivate: false, seedHash: '', seed: '',
    deadline: 0, spectators: 0, scores: [], places: [], board,
    seats: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}`, isBot: false, connected: true })),
  } as unknown as TableStateJSON;
  return { state: json, mySeat: seat, offered, seatName: (s) => `P${s + 1}` };
}

describe('every prompt names only choices that are offered', () => {
  for (const [id, spec] of Object.entries(VERBS) as [GameId, (typeof VERBS)[GameId]][]) {
    it(`${id}`, async () => {
      const game = await loadGame(id);
      const problems = new Set<string>();
      let checked = 0;
      for (const players of spec.players) {
        for (const seed of SEEDS) {
          const rng = createRng(`${seed}-bots`);
          let state = game.setup(players, `${seed}-${players}`, game.optionsSchema.parse({}));
          for (let step = 0; step < MAX_STEPS && game.outcome(state) === null; step++) {
            const toAct = game.toAct(state);
            for (const seat of toAct) {
              const offered = game.legalActions(state, seat) as Action[];
              const { prompt } = spec.words.describe(tableView(game, state, seat, players, offered));
              checked++;
              if (!prompt) problems.add(`an empty prompt with ${offered.map((a) => a.type).join(', ')} offered`);
              for (const [phrase, types] of spec.verbs) {
                if (phrase.test(prompt) && !offered.some((a) => types.includes(a.type))) {
                  problems.add(`"${prompt}" names ${phrase} but offers only ${[...new Set(offered.map((a) => a.type))].join(', ')}`);
                }
              }
            }
            const seat = toAct[randomInt(rng, toAct.length)] as Seat;
            const legal = game.legalActions(state, seat);
            const result = game.apply(state, seat, legal[randomInt(rng, legal.length)]);
            if (!result.ok) throw new Error(result.error.message);
            state = result.value.state;
          }
        }
      }
      expect(checked).toBeGreaterThan(200);
      expect([...problems]).toEqual([]);
    }, 120_000);
  }
});
