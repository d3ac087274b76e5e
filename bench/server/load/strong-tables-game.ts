/** The game the bot tables of bench:server --strong-bots play (two bots a table, watched). */
export const STRONG_TABLE_GAME = 'libertalia';
