/**
 * Every matchmaking request (create, join, quick play, join by id, reconnect; tables and
 * lobby alike), from whichever process answers it, passes here before Colyseus handles it:
 * a client address that holds its connection quota is refused with a clear message, and the
 * request's options are stamped with a ticket, the address and the identity its session cookie
 * names (see rooms/stamp.ts).
 *
 * Colyseus' matchmaking route calls `matchMaker.controller.invokeMethod`, which it documents
 * as replaceable; the gate wraps the original (taken once, so installing again replaces the
 * gate rather than stacking another).
 */
import { matchMaker, type AuthContext } from '@colyseus/core';
import type { Identities } from '../identity';
import { withinQuota } from '../rooms/errors';
import { stampRequest } from '../rooms/stamp';
import type { AddressQuotas } from './quotas';

const controller = matchMaker.controller;
const invokeOriginal = controller.invokeMethod;

export function installMatchmakingGate(quotas: AddressQuotas, identities: Identities): void {
  controller.invokeMethod = async function (method: string, roomName: string, options: matchMaker.ClientOptions = {}, auth?: AuthContext) {
    const address = auth?.ip ?? 'unknown';
    await withinQuota(() => quotas.checkConnections(address));
    const playerId = await identities.playerIdFrom(auth?.headers.get('cookie'));
    stampRequest(options, address, playerId ?? '');
    return invokeOriginal.call(this, method, roomName, options, auth);
  };
}
