/**
 * Every migration, in order, named by its file. A new one is a new file `NNN-what.ts` and one
 * line here; a migration that has run is never edited (the database remembers its name).
 */
import type { Migration, MigrationProvider } from 'kysely';
import * as tables001 from './001-tables';
import * as identity002 from './002-identity';
import * as ratings003 from './003-ratings';
import * as chat004 from './004-chat';

const migrations: Record<string, Migration> = {
  '001-tables': tables001,
  '002-identity': identity002,
  '003-ratings': ratings003,
  '004-chat': chat004,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
