import { z } from "zod";

/**
 * Lists that page on the server by keyset (decision 094): a page ends with `nextCursor`, the last
 * row's sort key (its creation time to the microsecond, in UTC) and id; the next page is the rows
 * after it. A cursor is opaque to callers: base64url of `<ISO time with microseconds>|<id>`.
 */
export const LIST_LIMIT_MAX = 200;
/** A list counts its matches up to this many and then says "1,000+" (`totalCapped`). */
export const LIST_COUNT_CAP = 1000;

export interface ListCursor {
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ` */
  at: string;
  id: number;
}

const CURSOR_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;
const BASE64URL = /^[A-Za-z0-9_-]{1,200}$/;

const toBase64Url = (s: string) => btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const fromBase64Url = (s: string) => atob(s.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (s.length % 4)) % 4));

export function encodeListCursor(cursor: ListCursor): string {
  return toBase64Url(`${cursor.at}|${cursor.id}`);
}

/** The cursor, or null when the text is not one a list gave (a real calendar time, an id ≥ 1). */
export function decodeListCursor(text: string): ListCursor | null {
  if (!BASE64URL.test(text)) return null;
  let raw: string;
  try {
    raw = fromBase64Url(text);
  } catch {
    return null;
  }
  const [at, idText, ...rest] = raw.split("|");
  if (rest.length || !at || !idText || !/^[1-9]\d{0,9}$/.test(idText)) return null;
  const id = Number(idText);
  if (id > 2_147_483_647) return null;
  const m = CURSOR_TIME.exec(at);
  if (!m) return null;
  // A real calendar time: Date would roll 2026-02-30 over to March; PostgreSQL would refuse it.
  const ms = Date.parse(`${at.slice(0, 23)}Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 19) !== at.slice(0, 19)) return null;
  return { at, id };
}

/** `cursor` in a list's query: a 400 naming the field when it is not a cursor the list gave. */
export const listCursorSchema = z.string().transform((text, ctx) => {
  const cursor = decodeListCursor(text);
  if (!cursor) {
    ctx.addIssue({ code: "custom", message: "not a cursor this list gave (start again without it)" });
    return z.NEVER;
  }
  return cursor;
});

/** A cursor pages on from where the last page ended; `page` (offset paging) is the older way: one or the other. */
export const oneWayToPage: [(q: { cursor?: unknown; page: number }) => boolean, { message: string; path: string[] }] = [
  (q) => !(q.cursor && q.page > 1),
  { message: "send a cursor or a page, not both", path: ["cursor"] },
];

/**
 * A list search: a trigram index answers it only when it holds three letters or digits in a row
 * (`ab` or `%%` would read every row), so a shorter one is refused, and the screens wait for it.
 */
export const LIST_SEARCH_MIN_RUN = 3;
export const searchableText = (q: string) => /[\p{L}\p{N}]{3}/u.test(q);
export const listSearchSchema = z
  .string()
  .trim()
  .max(200)
  .refine((q) => q === "" || searchableText(q), { message: `type at least ${LIST_SEARCH_MIN_RUN} letters or digits in a row to search` });

export const listLimitSchema = (defaultSize: number) => z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(defaultSize);

/** What every keyset list answers beside its items. */
export const listPageFields = {
  /** Matches counted up to LIST_COUNT_CAP: exact when `totalCapped` is false, else "at least this many". */
  total: z.number().int(),
  totalCapped: z.boolean(),
  /** The 1-based page number when paging by `page` (kept for callers that still do); 1 with a cursor. */
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The cursor of the next page, null on the last one. */
  nextCursor: z.string().nullable(),
};
