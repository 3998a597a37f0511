/** A PostgreSQL error (pg or PGlite), found on an error or along its `cause` chain (Drizzle wraps them). */
export interface DatabaseErrorInfo {
  /** SQLSTATE, e.g. 22003. */
  code: string;
  /** The server's message, e.g. `value "2147483648" is out of range for type integer`. */
  message: string;
}

export function databaseErrorOf(error: unknown): DatabaseErrorInfo | null {
  let current: unknown = error;
  for (let i = 0; i < 5 && current && typeof current === "object"; i++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, message: String((current as { message?: unknown }).message ?? "") };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * SQLSTATEs that mean "the input can't be stored" rather than "the server is broken":
 * class 22 (data exception: out of range, invalid text representation, NUL in text,
 * unsupported Unicode escape, string too long …) and 54000 (program limit, e.g. an index
 * row too large). The edge validation (decision 053) should refuse such input first; this
 * is the safety net that keeps it a 400 if a field slips through.
 */
export function isInputDataError(info: DatabaseErrorInfo | null): boolean {
  return !!info && (info.code.startsWith("22") || info.code === "54000");
}
