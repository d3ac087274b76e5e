/**
 * Caribbean: our own sea map (docs/games/caribbean.md, "Board"; no record of the printed board exists).
 *
 * Drawn on a fixed 1000 x 700 canvas over a stylised Caribbean (Florida, the Bahamas, the
 * Greater and Lesser Antilles and the Spanish Main). Each sea space has a centre point (where a
 * ship stands), an outline (a Voronoi cell of the centres, clipped to the canvas; draw the sea
 * spaces first and the LANDS over them, so the parts under land vanish) and its neighbours.
 * Two spaces are neighbours when their common border has at least 14 units of open water: a
 * border that only touches at a corner or runs under land does not count.
 *
 * Cities sit on the coast; a ship "is at" a city when it stands in the city's space. Havens
 * are sea spaces in a player colour (index into PLAYER_COLOURS). tests/engine/caribbean/map
 * checks the board's promises: counts, symmetry, connectedness, havens away from cities,
 * and the fairness bound between colours.
 *
 * The havens' colours were chosen among the partitions that meet the distance bound by
 * the win shares of heuristic bots playing each other (`npm run bench:bots -- caribbean`): a
 * haven's worth depends on more than distances (Saba Bank, two moves from four cities, once
 * won 40% of four-player games for its colour alone), so it was moved and the sets rebalanced.
 */

/** The canvas every coordinate below is given on. */
export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 700;

export const SEA_SPACES = [
  { name: 'Texas Shoals', x: 73, y: 120, neighbours: [1, 3, 4],
    outline: [0, 0, 88, 0, 129, 127, 81, 180, 0, 158] },
  { name: 'Louisiana Banks', x: 171, y: 88, neighbours: [0, 2, 4, 5],
    outline: [88, 0, 218, 0, 237, 131, 225, 156, 129, 127] },
  { name: 'Apalachee Bay', x: 288, y: 71, neighbours: [1, 5, 11],
    outline: [218, 0, 352, 0, 375, 91, 237, 131] },
  { name: 'Tampico Deep', x: 44, y: 228, neighbours: [0, 4, 6],
    outline: [0, 294, 0, 158, 81, 180, 112, 246] },
  { name: 'Sigsbee Deep', x: 142, y: 182, neighbours: [0, 1, 3, 5, 7, 28],
    outline: [112, 246, 81, 180, 129, 127, 225, 156, 233, 205, 216, 233, 118, 249] },
  { name: 'Dry Tortugas', x: 312, y: 154, neighbours: [1, 2, 4, 8, 28],
    outline: [233, 205, 225, 156, 237, 131, 375, 91, 393, 109, 387, 125, 314, 217] },
  { name: 'Veracruz Road', x: 78, y: 308, neighbours: [3, 7],
    outline: [16, 700, 0, 700, 0, 294, 112, 246, 118, 249, 126, 465] },
  { name: 'Campeche Bank', x: 163, y: 305, neighbours: [4, 6, 28],
    outline: [126, 465, 118, 249, 216, 233, 238, 332] },
  { name: 'Havana Road', x: 376, y: 205, neighbours: [5, 9, 28],
    outline: [314, 217, 387, 125, 409, 232, 335, 240] },
  { name: 'Florida Keys', x: 429, y: 194, neighbours: [8, 10, 12],
    outline: [470, 184, 434, 248, 409, 232, 387, 125, 393, 109, 430, 112] },
  { name: 'Old Bahama Channel', x: 483, y: 225, neighbours: [9, 12, 14],
    outline: [434, 248, 470, 184, 525, 197, 505, 272, 441, 265] },
  { name: 'St. Augustine Road', x: 442, y: 31, neighbours: [2, 12, 17],
    outline: [352, 0, 498, 0, 464, 96, 430, 112, 393, 109, 375, 91] },
  { name: 'Providence Channel', x: 500, y: 154, neighbours: [9, 10, 11, 13, 17],
    outline: [525, 197, 470, 184, 430, 112, 464, 96, 520, 109, 534, 192] },
  { name: 'Exuma Sound', x: 554, y: 145, neighbours: [12, 14, 15, 17, 18],
    outline: [621, 173, 586, 196, 534, 192, 520, 109, 578, 87] },
  { name: 'Crooked Passage', x: 547, y: 242, neighbours: [10, 13, 15, 16, 35],
    outline: [505, 272, 525, 197, 534, 192, 586, 196, 584, 265, 572, 280, 545, 293, 520, 288] },
  { name: 'Caicos Bank', x: 622, y: 245, neighbours: [13, 14, 16, 18, 19, 22],
    outline: [652, 274, 584, 265, 586, 196, 621, 173, 681, 180, 691, 205] },
  { name: 'Tortuga Road', x: 615, y: 294, neighbours: [14, 15, 19, 35],
    outline: [572, 280, 584, 265, 652, 274, 658, 327, 637, 345] },
  { name: 'Abaco Sound', x: 522, y: 60, neighbours: [11, 12, 13, 18],
    outline: [498, 0, 610, 0, 578, 87, 520, 109, 464, 96] },
  { name: 'Sargasso Edge', x: 639, y: 103, neighbours: [13, 15, 17, 22],
    outline: [610, 0, 795, 0, 681, 180, 621, 173, 578, 87] },
  { name: 'Silver Bank', x: 693, y: 285, neighbours: [15, 16, 20, 22, 24],
    outline: [658, 327, 652, 274, 691, 205, 741, 243, 729, 296, 690, 329] },
  { name: 'Mona Passage', x: 734, y: 333, neighbours: [19, 21, 23, 24, 48],
    outline: [690, 329, 729, 296, 758, 326, 749, 362, 729, 376] },
  { name: 'San Juan Road', x: 776, y: 343, neighbours: [20, 24, 25],
    outline: [799, 367, 749, 362, 758, 326, 797, 316] },
  { name: 'Hatteras Reach', x: 769, y: 185, neighbours: [15, 18, 19, 24, 25],
    outline: [795, 0, 1000, 0, 1000, 197, 850, 246, 741, 243, 691, 205, 681, 180] },
  { name: 'Ponce Passage', x: 771, y: 386, neighbours: [20, 25, 48, 52, 57, 58],
    outline: [729, 376, 749, 362, 799, 367, 809, 379, 810, 424, 756, 428, 726, 399] },
  { name: 'Puerto Rico Trench', x: 766, y: 302, neighbours: [19, 20, 21, 22, 25],
    outline: [797, 316, 758, 326, 729, 296, 741, 243, 850, 246] },
  { name: 'Anegada Passage', x: 820, y: 342, neighbours: [21, 22, 23, 24, 57],
    outline: [1000, 197, 1000, 259, 809, 379, 799, 367, 797, 316, 850, 246] },
  { name: 'Tobago Passage', x: 937, y: 550, neighbours: [27, 55, 56],
    outline: [1000, 512, 1000, 700, 953, 700, 901, 518, 918, 499] },
  { name: 'Windward Isles Reach', x: 952, y: 456, neighbours: [26, 56, 57, 59],
    outline: [1000, 272, 1000, 512, 918, 499, 906, 467, 923, 385] },
  { name: 'Yucatan Channel', x: 295, y: 276, neighbours: [4, 5, 7, 8, 29, 30, 31],
    outline: [238, 332, 216, 233, 233, 205, 314, 217, 335, 240, 342, 291, 272, 337] },
  { name: 'Batabano Gulf', x: 383, y: 265, neighbours: [28, 31, 32, 33],
    outline: [342, 291, 335, 240, 409, 232, 434, 248, 441, 265, 431, 284, 371, 309] },
  { name: 'Gulf of Honduras', x: 278, y: 402, neighbours: [28, 31, 38],
    outline: [105, 700, 16, 700, 126, 465, 238, 332, 272, 337, 345, 406, 298, 504] },
  { name: 'Cayman Trench', x: 337, y: 339, neighbours: [28, 29, 30, 32, 38],
    outline: [272, 337, 342, 291, 371, 309, 380, 390, 345, 406] },
  { name: 'Grand Cayman', x: 410, y: 331, neighbours: [29, 31, 33, 36, 39],
    outline: [380, 390, 371, 309, 431, 284, 450, 353, 415, 383, 387, 391] },
  { name: 'Cabo Cruz Passage', x: 473, y: 314, neighbours: [29, 32, 34, 36],
    outline: [431, 284, 441, 265, 505, 272, 520, 288, 486, 356, 450, 353] },
  { name: 'Santiago Road', x: 527, y: 341, neighbours: [33, 35, 47],
    outline: [486, 356, 520, 288, 545, 293, 557, 334, 515, 366, 490, 361] },
  { name: 'Windward Passage', x: 586, y: 323, neighbours: [14, 16, 34, 46, 47],
    outline: [545, 293, 572, 280, 637, 345, 633, 354, 591, 374, 557, 334] },
  { name: 'Pedro Bank', x: 466, y: 396, neighbours: [32, 33, 37, 39],
    outline: [415, 383, 450, 353, 486, 356, 490, 361, 494, 436, 486, 439] },
  { name: 'Port Royal Road', x: 517, y: 393, neighbours: [36, 44, 45, 46, 47],
    outline: [494, 436, 490, 361, 515, 366, 571, 409, 566, 438, 544, 447] },
  { name: 'Mosquito Coast', x: 390, y: 456, neighbours: [30, 31, 39, 40],
    outline: [298, 504, 345, 406, 380, 390, 387, 391, 436, 483] },
  { name: 'Serranilla Bank', x: 439, y: 430, neighbours: [32, 36, 38, 45],
    outline: [436, 483, 387, 391, 415, 383, 486, 439, 442, 486] },
  { name: 'San Andres', x: 400, y: 522, neighbours: [38, 41, 45],
    outline: [231, 700, 105, 700, 298, 504, 436, 483, 442, 486, 459, 529] },
  { name: 'Porto Bello Road', x: 449, y: 587, neighbours: [40, 42, 45],
    outline: [447, 700, 231, 700, 459, 529, 485, 541, 486, 548] },
  { name: 'Gulf of Darien', x: 500, y: 600, neighbours: [41, 43],
    outline: [623, 700, 447, 700, 486, 548, 621, 695] },
  { name: 'Cartagena Road', x: 537, y: 566, neighbours: [42, 44, 45],
    outline: [621, 695, 486, 548, 485, 541, 521, 524, 598, 554, 599, 555] },
  { name: 'Magdalena Reach', x: 561, y: 504, neighbours: [37, 43, 45, 46, 49],
    outline: [544, 447, 566, 438, 584, 450, 598, 554, 521, 524] },
  { name: 'Colombian Basin', x: 498, y: 485, neighbours: [37, 39, 40, 41, 43, 44],
    outline: [459, 529, 442, 486, 486, 439, 494, 436, 544, 447, 521, 524, 485, 541] },
  { name: 'Beata Ridge', x: 627, y: 410, neighbours: [35, 37, 44, 47, 48, 49, 58],
    outline: [566, 438, 571, 409, 591, 374, 633, 354, 674, 420, 660, 456, 584, 450] },
  { name: 'Jamaica Channel', x: 542, y: 361, neighbours: [34, 35, 37, 46],
    outline: [515, 366, 557, 334, 591, 374, 571, 409] },
  { name: 'Santo Domingo Road', x: 686, y: 373, neighbours: [20, 23, 46, 58],
    outline: [633, 354, 637, 345, 658, 327, 690, 329, 729, 376, 726, 399, 674, 420] },
  { name: 'Guajira Reach', x: 620, y: 496, neighbours: [44, 46, 50, 51, 58],
    outline: [599, 555, 598, 554, 584, 450, 660, 456, 672, 479, 665, 501] },
  { name: 'Gulf of Venezuela', x: 661, y: 546, neighbours: [49, 51],
    outline: [678, 700, 623, 700, 621, 695, 599, 555, 665, 501, 704, 575] },
  { name: 'Curacao Road', x: 705, y: 523, neighbours: [49, 50, 52, 53, 58],
    outline: [704, 575, 665, 501, 672, 479, 734, 487, 756, 514] },
  { name: 'Aves Ridge', x: 776, y: 467, neighbours: [23, 51, 53, 54, 56, 58, 59],
    outline: [756, 428, 810, 424, 815, 429, 824, 459, 815, 497, 777, 519, 756, 514, 734, 487] },
  { name: 'Caracas Road', x: 756, y: 566, neighbours: [51, 52, 54],
    outline: [824, 700, 678, 700, 704, 575, 756, 514, 777, 519, 824, 677] },
  { name: 'Margarita Channel', x: 820, y: 547, neighbours: [52, 53, 55, 56],
    outline: [824, 677, 777, 519, 815, 497, 860, 530] },
  { name: 'Trinidad Road', x: 888, y: 564, neighbours: [26, 54, 56],
    outline: [953, 700, 824, 700, 824, 677, 860, 530, 901, 518] },
  { name: 'Grenada Basin', x: 864, y: 487, neighbours: [26, 27, 52, 54, 55, 59],
    outline: [918, 499, 901, 518, 860, 530, 815, 497, 824, 459, 906, 467] },
  { name: 'Saba Bank', x: 847, y: 385, neighbours: [23, 25, 27, 59],
    outline: [1000, 259, 1000, 272, 923, 385, 815, 429, 810, 424, 809, 379] },
  { name: 'Venezuelan Basin', x: 715, y: 445, neighbours: [23, 46, 48, 49, 51, 52],
    outline: [726, 399, 756, 428, 734, 487, 672, 479, 660, 456, 674, 420] },
  { name: 'Guadeloupe Passage', x: 869, y: 439, neighbours: [27, 52, 56, 57],
    outline: [824, 459, 815, 429, 923, 385, 906, 467] },
] as const;

export const LANDS = [
  { name: 'The Main', outline: [-24, -28, 415, -28, 404, 0, 407, 31, 425, 74, 438, 123, 437, 148, 429, 165, 412, 168, 397, 145, 388, 125, 373, 94, 371, 66, 351, 43, 334, 29, 307, 37, 281, 17, 244, 17, 210, 23, 215, 54, 183, 54, 146, 40, 85, 43, 61, 63, 20, 97, 15, 143, 7, 200, 10, 251, 20, 285, 39, 316, 46, 336, 68, 353, 88, 365, 132, 353, 161, 356, 178, 331, 183, 319, 185, 285, 207, 276, 244, 268, 268, 271, 273, 285, 259, 308, 251, 348, 239, 385, 234, 422, 249, 433, 293, 429, 322, 433, 361, 456, 356, 499, 351, 542, 346, 570, 366, 599, 386, 621, 420, 630, 447, 610, 473, 616, 503, 638, 517, 656, 532, 616, 547, 590, 566, 570, 581, 561, 612, 553, 639, 530, 651, 553, 644, 579, 661, 567, 678, 553, 683, 536, 691, 556, 725, 576, 756, 581, 786, 593, 825, 584, 866, 579, 881, 579, 869, 593, 888, 601, 915, 638, 952, 650, 1000, 690, 1025, 713, 1025, 741, -24, 741] },
  { name: 'Cuba', outline: [318, 261, 334, 241, 361, 228, 381, 224, 412, 225, 439, 231, 473, 247, 508, 266, 544, 282, 582, 306, 564, 314, 542, 315, 512, 318, 495, 318, 508, 296, 473, 271, 442, 265, 427, 255, 410, 254, 371, 237, 344, 251] },
  { name: 'Isla de Pinos', outline: [364, 259, 376, 259, 373, 271, 365, 272] },
  { name: 'Hispaniola', outline: [599, 316, 630, 319, 666, 318, 693, 335, 703, 341, 723, 353, 715, 365, 686, 358, 666, 363, 649, 380, 632, 365, 598, 365, 575, 359, 595, 353, 620, 351, 612, 333, 599, 325] },
  { name: 'Tortuga', outline: [606, 306, 622, 306, 623, 311, 608, 312] },
  { name: 'Jamaica', outline: [479, 363, 490, 356, 512, 358, 529, 366, 522, 373, 516, 373, 508, 378, 493, 373, 483, 371] },
  { name: 'Puerto Rico', outline: [750, 356, 778, 356, 791, 361, 789, 371, 766, 372, 752, 371] },
  { name: 'Grand Bahama', outline: [464, 123, 483, 121, 490, 125, 471, 128] },
  { name: 'Abaco', outline: [503, 114, 515, 131, 510, 145, 504, 134] },
  { name: 'Andros', outline: [481, 168, 493, 171, 498, 194, 488, 205, 478, 188] },
  { name: 'New Providence', outline: [498, 167, 510, 167, 510, 174, 499, 174] },
  { name: 'Eleuthera', outline: [517, 155, 533, 165, 532, 180, 527, 168] },
  { name: 'Long Island', outline: [539, 180, 554, 208, 559, 211, 547, 185] },
  { name: 'Inagua', outline: [593, 279, 610, 281, 608, 288, 595, 286] },
  { name: 'Virgin Islands', outline: [805, 358, 820, 355, 817, 362, 808, 362] },
  { name: 'Antigua', outline: [878, 393, 888, 393, 887, 400, 880, 400] },
  { name: 'Guadeloupe', outline: [883, 413, 898, 413, 895, 429, 885, 428] },
  { name: 'Dominica', outline: [891, 437, 897, 439, 895, 450, 892, 449] },
  { name: 'Martinique', outline: [897, 459, 906, 463, 905, 473, 899, 472] },
  { name: 'St. Lucia', outline: [902, 482, 906, 483, 905, 493, 900, 492] },
  { name: 'St. Vincent', outline: [895, 502, 900, 503, 899, 510, 895, 509] },
  { name: 'Grenada', outline: [883, 533, 889, 534, 888, 542, 883, 540] },
  { name: 'Barbados', outline: [935, 503, 942, 506, 941, 513, 935, 510] },
  { name: 'Tobago', outline: [906, 559, 916, 560, 915, 566, 908, 566] },
  { name: 'Trinidad', outline: [880, 574, 904, 573, 904, 586, 902, 596, 881, 596, 889, 586] },
  { name: 'Margarita', outline: [820, 564, 834, 563, 833, 571, 822, 571] },
  { name: 'Curacao', outline: [702, 529, 712, 534, 714, 542, 704, 536] },
  { name: 'Aruba', outline: [680, 523, 687, 529, 686, 532, 681, 529] },
] as const;

export const CITIES = [
  { name: 'St. Augustine', space: 11, x: 403, y: 33 },
  { name: 'Havana', space: 8, x: 381, y: 228 },
  { name: 'Nassau', space: 12, x: 504, y: 170 },
  { name: 'Veracruz', space: 6, x: 41, y: 333 },
  { name: 'Campeche', space: 7, x: 188, y: 316 },
  { name: 'Santiago de Cuba', space: 34, x: 542, y: 311 },
  { name: 'Tortuga', space: 16, x: 615, y: 309 },
  { name: 'Port Royal', space: 37, x: 517, y: 371 },
  { name: 'Santo Domingo', space: 48, x: 686, y: 353 },
  { name: 'San Juan', space: 21, x: 778, y: 359 },
  { name: 'Porto Bello', space: 41, x: 447, y: 616 },
  { name: 'Cartagena', space: 43, x: 551, y: 590 },
  { name: 'Maracaibo', space: 50, x: 653, y: 581 },
  { name: 'Curacao', space: 51, x: 708, y: 536 },
  { name: 'Caracas', space: 53, x: 756, y: 584 },
  { name: 'Trinidad', space: 55, x: 891, y: 579 },
] as const;

export const HAVENS = [
  { space: 39, colour: 0 }, // red: Serranilla Bank
  { space: 27, colour: 0 }, // red: Windward Isles Reach
  { space: 29, colour: 0 }, // red: Batabano Gulf
  { space: 22, colour: 1 }, // blue: Hatteras Reach
  { space: 0, colour: 1 }, // blue: Texas Shoals
  { space: 32, colour: 1 }, // blue: Grand Cayman
  { space: 59, colour: 2 }, // yellow: Guadeloupe Passage
  { space: 18, colour: 2 }, // yellow: Sargasso Edge
  { space: 38, colour: 2 }, // yellow: Mosquito Coast
  { space: 31, colour: 3 }, // green: Cayman Trench
  { space: 1, colour: 3 }, // green: Louisiana Banks
  { space: 57, colour: 3 }, // green: Saba Bank
] as const;

export const START_SPACES = [2, 9, 23, 26, 35, 36] as const;

/**
 * The treasure chest supply, off the map in the upper right (rulebook "Preparation"): a panel
 * drawn over the open Atlantic, and the five spaces for the face-down pairs, left to right.
 */
export const SUPPLY_PANEL = { x: 770, y: 8, width: 222, height: 64 } as const;
export const SUPPLY_SPACES = [
  { x: 793, y: 40 },
  { x: 837, y: 40 },
  { x: 881, y: 40 },
  { x: 925, y: 40 },
  { x: 969, y: 40 },
] as const;
