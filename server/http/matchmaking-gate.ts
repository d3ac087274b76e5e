/**
 * Every matchmaking request (create, join, quick play, join by id, reconnect; tables and
 * lobby alike), from whichever process answers it, passes here before Colyseus handles it:
 * a client address that holds its connection quota is refused with a clear message, and the
 * request's options are stamped with a ticket and the address (see rooms/stamp.ts).
 *
 * Colyseus' matchmaking route calls `matchMaker.controller.invokeMethod`, which it documents
 * as replaceable; the gate wraps the original (taken once, so installing again replaces the
 * gate rather than stacking another).
 */
import { matchMaker, type AuthContext } from '@colyseus/core';
import { withinQuota } from '../rooms/errors';
import { stampRequest } from '../rooms/stamp';
import type { AddressQuotas } from './quotas';

const controller = matchMaker.controller;
const invokeOriginal = controller.invokeMethod;

export function installMatchmakingGate(quotas: AddressQuotas): void {
  controller.invokeMethod = async function (method: string, roomName: string, options: matchMaker.ClientOptions = {}, auth?: AuthContext) {
    const address = auth?.ip ?? 'unknown';
    await withinQuota(() => quotas.checkConnections(address));
    stampRequest(options, address);
    return invokeOriginal.call(this, method, roomName, options, auth);
  };
}
