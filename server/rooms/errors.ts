/**
 * Refusals. A refused message is answered by an `error` message; a refused create or join is
 * thrown from onCreate/onAuth/onJoin, and the SDK rejects the join with its message (the
 * message is written for people; the numeric code is Colyseus' own).
 */
import { ErrorCode, ServerError } from '@colyseus/core';
import type { RuleError } from '../../shared/core/result';
import { ERROR_CODES } from '../../shared/protocol';
import { QuotaExceeded } from '../http/quotas';

export type RoomErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export function refusal(code: RoomErrorCode, message: string): RuleError {
  return { code, message };
}

/** An error that makes the SDK's create/join fail with `message`. */
export function joinRefused(code: RoomErrorCode, message: string): ServerError {
  const numeric = code === ERROR_CODES.badInvite || code === ERROR_CODES.badReclaim ? ErrorCode.AUTH_FAILED : ErrorCode.APPLICATION_ERROR;
  const error = new ServerError(numeric, message);
  // Kept on the object for server logs; the wire carries the numeric code and the message.
  Object.assign(error, { reason: code });
  return error;
}

/** Runs a quota check; a limit reached becomes a refused create or join that says which. */
export async function withinQuota(check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    if (error instanceof QuotaExceeded) throw joinRefused(ERROR_CODES.quota, error.message);
    throw error;
  }
}
