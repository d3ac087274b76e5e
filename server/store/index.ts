/** The match store the server uses, chosen by configuration. */
import type { ServerConfig } from '../config';
import { FileMatchStore } from './file';
import { MemoryMatchStore } from './memory';
import type { MatchStore } from './types';

export type { MatchPlayer, MatchRecord, MatchStore } from './types';
export { FileMatchStore } from './file';
export { MemoryMatchStore } from './memory';

export function createMatchStore(config: Pick<ServerConfig, 'store' | 'dataDir'>): MatchStore {
  return config.store === 'memory' ? new MemoryMatchStore() : new FileMatchStore(config.dataDir);
}
