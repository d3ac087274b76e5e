/** The outcome of anything that can be refused: a value, or an error a player can read. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

/** Why an action was refused. `code` is for programs, `message` is for people. */
export interface RuleError {
  code: string;
  message: string;
}

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function err(code: string, message: string): { ok: false; error: RuleError } {
  return { ok: false, error: { code, message } };
}
