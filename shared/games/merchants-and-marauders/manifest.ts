/**
 * Merchants & Marauders as the site lists it: players, options and their labels (see
 * shared/core/manifest.ts). An expansion's modules are options sharing a `group`.
 */
import { z } from 'zod';
import { defineManifest, toggle, type GameOption } from '../../core/manifest';

/** The expansion's options are shown together under this name. */
export const SEAS_OF_GLORY = 'Seas of Glory (expansion)';

export const manifest = defineManifest({
  id: 'merchants-and-marauders',
  title: 'Merchants & Marauders',
  minPlayers: 2,
  maxPlayers: 4,
  botPaceMs: 900,
  options: {
    gloryTarget: {
      label: 'Glory to win',
      description: 'The glory points that end the game: the rulebook\'s 10, fewer for a shorter game.',
      default: 10,
      choices: [
        { value: 10, label: '10 glory (the rulebook)' },
        { value: 8, label: '8 glory' },
        { value: 6, label: '6 glory (a shorter game)' },
        { value: 4, label: '4 glory (a quick game)' },
        { value: 3, label: '3 glory (the quickest)' },
      ],
      // Any target from 3 to 10 plays; the lobby offers these five.
      accepts: z.number().int().min(3).max(10),
    },
    captainsDealt: {
      label: 'Variant 2: Captains, captains!',
      group: SEAS_OF_GLORY,
      description: 'How many captains each player is dealt to choose from at the start.',
      default: 2,
      choices: [
        { value: 2, label: 'Choose from 2 captains (variant "Yarr, get on with it!")' },
        { value: 1, label: 'One captain dealt (the rulebook)' },
      ],
    },
    flexibleTurns: toggle({
      label: 'Variant 1: Flexible turns',
      description: 'Each round the turn order is drawn at random, one player at a time: more fights, less waiting.',
      group: SEAS_OF_GLORY,
      off: 'Clockwise turns',
      on: 'Turn order drawn each round',
    }),
    newWeapons: toggle({
      label: 'Module 2: New special weapons',
      description: 'Heated shot, double shot and caltrops join the shipyard: a ship holds one of each of six kinds.',
      group: SEAS_OF_GLORY,
      off: 'The three base weapons',
      on: 'Six special weapons',
    }),
    npcUpgrades: toggle({
      label: 'Module 4: NPC upgrades',
      description: 'Every NPC captain draws upgrades (ship modifications and special weapons) that fight with it; beat it to take them.',
      group: SEAS_OF_GLORY,
      off: 'Plain NPC ships',
      on: 'NPCs draw upgrades',
    }),
    brig: toggle({
      label: 'Module 5: Ships',
      description: 'The brig joins the shipyard: 20 gold, a big hold and some guns, but no glory point when bought.',
      group: SEAS_OF_GLORY,
      off: 'Without the brig',
      on: 'With the brig',
    }),
    treasureGalleon: toggle({
      label: 'Module 6: Treasure galleon',
      description: 'A Spanish galleon leaves Cartagena, loading 5 gold each time it moves: beat it for glory and its gold.',
      group: SEAS_OF_GLORY,
      off: 'No treasure galleon',
      on: 'The treasure galleon sails',
    }),
    wind: toggle({
      label: 'Module 8: Wind',
      description: 'Each round the wind turns: one free move with it per turn; the first move against it costs 2 actions.',
      group: SEAS_OF_GLORY,
      off: 'No wind',
      on: 'Wind direction',
    }),
    storm: {
      ...toggle({
        label: 'Module 8: The storm token',
        description: 'A storm drifts with the wind and batters ships that sail into it or start their turn in it (needs Wind).',
        group: SEAS_OF_GLORY,
        off: 'No storm token',
        on: 'The storm token',
      }),
      // "You can play with wind direction without the storm": not the storm without the wind that moves it.
      needs: { option: 'wind', value: true, message: 'The storm token drifts with the wind: turn on "Module 8: Wind" to play with it.' },
    },
    gloryOrDeath: toggle({
      label: 'Variant 3: Give me glory or give me death',
      description: 'Each glory point from the stash costs 5 gold more than the one before (10, 15, 20 ...).',
      group: SEAS_OF_GLORY,
      off: '10 gold per stash point',
      on: 'Rising cost of stash points',
    }),
    hardLife: toggle({
      label: 'Variant 4: It\'s a hard life',
      description: 'Two naval ships and a pirate are at sea before the first round.',
      group: SEAS_OF_GLORY,
      off: 'An empty sea at the start',
      on: 'NPCs at sea from the start',
    }),
    locations: toggle({
      label: 'Module 9: Location tokens',
      description: 'A town, fort, reef, prison or other location in every sea zone but the Caribbean Sea, to visit or raid from the sea.',
      group: SEAS_OF_GLORY,
      off: 'No locations',
      on: 'Location tokens',
    }),
    newMods: toggle({
      label: 'Module 3: New ship modifications',
      description: 'The carved hull and the crow\'s nest (and, with the loyalty track, the plank) join the ports; spare tokens wait in a reserve pool.',
      group: SEAS_OF_GLORY,
      off: 'The base modifications',
      on: 'New modifications and a reserve pool',
    }),
    modMarket: {
      ...toggle({
        label: 'Module 3: Modification market',
        description: 'A port without a modification lets you draw one from the reserve pool and put it up for sale (needs Module 3).',
        group: SEAS_OF_GLORY,
        off: 'No market',
        on: 'Draw from the reserve in bare ports',
      }),
      // The market draws from module 3's reserve pool, which exists only with the new modifications.
      needs: { option: 'newMods', value: true, message: 'The modification market draws from the reserve pool: turn on "Module 3: New ship modifications" to play with it.' },
    },
    loyalty: toggle({
      label: 'Module 11: Loyalty track',
      description: 'Each crew\'s loyalty rises with glory and gold and falls with NPC events, stashing and idle turns; from fierce loyalty to mutiny.',
      group: SEAS_OF_GLORY,
      off: 'No loyalty track',
      on: 'Loyalty track',
    }),
    captainsForGold: {
      ...toggle({
        label: 'Variant 2: It\'ll cost ya!',
        description: 'One captain dealt; before choosing, draw a second for 2 gold and a third for 2 more (paid from the starting gold).',
        group: SEAS_OF_GLORY,
        off: 'No captains for gold',
        on: 'Extra captains for 2 gold each',
      }),
      // "Each player is handed 1 captain as per normal rules": not with two captains dealt.
      needs: { option: 'captainsDealt', value: 1, message: 'It\'ll cost ya! starts from one captain dealt: set "Variant 2: Captains, captains!" to "One captain dealt".' },
    },
    cutthroat: toggle({
      label: 'Variant 5: Cutthroat',
      description: 'Captains at sea may scout off-turn for a player who sails into their zone; each try costs them 2 actions next turn.',
      group: SEAS_OF_GLORY,
      off: 'Scouting on your own turn only',
      on: 'Off-turn scouting',
    }),
    newCards: {
      label: 'Module 1: Rumors, missions, events & captains',
      group: SEAS_OF_GLORY,
      description: 'New rumors, missions and captains, and new events (navies\' man-o-wars without a war, pirate brigs and man-o-wars, a third mission) joining the base events.',
      default: 'off',
      choices: [
        { value: 'off', label: 'Only the base cards' },
        { value: 'shuffled', label: 'New cards shuffled into the base decks' },
        { value: 'separate', label: 'New rumors, missions and captains as their own decks' },
      ],
    },
    contraband: toggle({
      label: 'Module 7: Contraband',
      description: 'Contraband cards join the cargo deck: buy them cheap, sell them for 10 gold in the port on the card, and hope no naval ship searches your hold.',
      group: SEAS_OF_GLORY,
      off: 'No contraband',
      on: 'Contraband in the cargo deck',
    }),
    smugglersHold: {
      ...toggle({
        label: 'Module 3: Smuggler\'s hold',
        description: 'Two smuggler\'s holds join the ship modifications: one contraband card rides free of space, unseen by navies and safe from damage (needs Module 7).',
        group: SEAS_OF_GLORY,
        off: 'No smuggler\'s hold',
        on: 'Smuggler\'s holds in the ports',
      }),
      // The rulebook: "Only use with the Contraband module".
      needs: { option: 'contraband', value: true, message: 'The smuggler\'s hold carries contraband: turn on "Module 7: Contraband" to play with it.' },
    },
    favors: toggle({
      label: 'Module 10: Favors',
      description: 'Buy favors in port or earn them with missions; spend them to roll again, see other goods or slip into a closed port.',
      group: SEAS_OF_GLORY,
      off: 'No favors',
      on: 'Favors',
    }),
  },
});


/** The expansion's on/off options (its modules and variants), in the create dialog's order. */
export const SEAS_SWITCHES: readonly string[] = Object.entries(manifest.options as Record<string, GameOption>)
  .filter(([, option]) => option.group === SEAS_OF_GLORY && option.choices.every((choice) => typeof choice.value === 'boolean'))
  .map(([key]) => key);

/**
 * Every Seas of Glory module and variant on, for the all-modules games of the bench, the playouts
 * and the wire test: every switch, module 1's cards shuffled in, and one captain dealt (variant 2's
 * "It'll cost ya!" starts from one).
 */
export const ALL_SEAS_ON: Readonly<Record<string, unknown>> = {
  ...Object.fromEntries(SEAS_SWITCHES.map((key) => [key, true])),
  newCards: 'shuffled',
  captainsDealt: 1,
};
