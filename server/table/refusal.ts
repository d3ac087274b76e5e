/**
 * Refusals of the table's own rules, with no server in them: a refused command returns a
 * RuleError (answered to its client as an `error` message); a refused join or create throws a
 * TableRefusal, which the room turns into the error its SDK call rejects with (rooms/errors.ts).
 */
import type { RuleError } from '../../shared/core/result';
import type { ERROR_CODES } from '../../shared/protocol';

export type TableErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export function refusal(code: TableErrorCode, message: string): RuleError {
  return { code, message };
}

export class TableRefusal extends Error {
  constructor(
    readonly code: TableErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'TableRefusal';
  }
}
