/**
 * Refusals. A refused message is answered by an `error` message; a refused create or join is
 * thrown from onCreate/onAuth/onJoin, and the SDK rejects the join with its message (the
 * message is written for people; the numeric code is Colyseus' own).
 */
import { ErrorCode, ServerError } from '@colyseus/core';
import { ERROR_CODES } from '../../shared/protocol';
import { QuotaExceeded } from '../http/quotas';
import { TableRefusal, type TableErrorCode } from '../table/refusal';

/** An error that makes the SDK's create/join fail with `message`. */
export function joinRefused(code: TableErrorCode, message: string): ServerError {
  const numeric = code === ERROR_CODES.badInvite || code === ERROR_CODES.badReclaim ? ErrorCode.AUTH_FAILED : ErrorCode.APPLICATION_ERROR;
  const error = new ServerError(numeric, message);
  // Kept on the object for server logs; the wire carries the numeric code and the message.
  Object.assign(error, { reason: code });
  return error;
}

/** A refusal of the table's rules, as the error a create or join rejects with; others as they are. */
export function asJoinError(error: unknown): unknown {
  return error instanceof TableRefusal ? joinRefused(error.code, error.message) : error;
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
