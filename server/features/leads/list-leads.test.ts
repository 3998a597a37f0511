import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { encodeListCursor, LIST_COUNT_CAP, searchableText } from "../../../contract/lists";
import { createOrUpdateLead } from "../../domain/leads";
import { searchMatches } from "../../domain/lists";
import { leads } from "../../db/schema";
import { useTestApp } from "../../test/use-test-app";

const t = useTestApp();
const get = (url: string) => t.app.inject({ url, headers: { cookie: t.cookie } });
type Summary = { id: number; propertyAddress: string; status: string; platform: string; createdAt: string };
type Page = { total: number; totalCapped: boolean; pageSize: number; nextCursor: string | null; items: Summary[] };

let k = 0;
/** `count` leads made through the lead module in one transaction (one creation time for all: ties the id must break). */
async function makeLeads(count: number, input: Partial<Parameters<typeof createOrUpdateLead>[1]> = {}) {
  return t.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      k++;
      const { lead } = await createOrUpdateLead(tx, { platform: "roofstrike", source: "manual", ownerName: `Owner ${k}`, propertyAddress: `${k} Keyset Ave, Houston, TX 77002`, ...input });
      ids.push(lead.id);
    }
    return ids;
  });
}

/** Every page of a list, following nextCursor; `between` runs after each page (concurrent writes). */
async function walk(url: string, between?: () => Promise<unknown>) {
  const seen: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await get(`${url}${url.includes("?") ? "&" : "?"}limit=7${cursor ? `&cursor=${cursor}` : ""}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page;
    expect(page.items.length).toBeLessThanOrEqual(7);
    seen.push(...page.items.map((l) => l.id));
    cursor = page.nextCursor;
    pages++;
    if (between) await between();
  } while (cursor && pages < 1000);
  return seen;
}

const allIds = async () => (await t.db.select({ id: leads.id }).from(leads)).map((r) => r.id);

describe("GET /api/leads keyset pages (decision 094)", () => {
  it("visits every lead exactly once, newest first, while leads are being added", async () => {
    await makeLeads(30);
    // Creation times a millisecond cannot tell apart: the cursor keeps the microseconds.
    const odd = await makeLeads(3);
    await t.db.execute(sql`update leads set created_at = '2026-01-02T03:04:05.000100Z'::timestamptz + (id % 3) * interval '1 microsecond' where id in (${sql.join(odd.map((id) => sql`${id}`), sql`, `)})`);
    const before = await allIds();
    let added: number[] = [];
    const seen = await walk("/api/leads", async () => {
      // A write at the same time as the next page: both run together.
      added = added.concat(await makeLeads(2));
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => before.includes(id)).sort((a, b) => a - b)).toEqual(before.sort((a, b) => a - b));
    // Leads added while paging are newer than the cursor: not on the later pages, never twice.
    expect(seen.filter((id) => !before.includes(id))).toEqual([]);
  });

  it("pages with concurrent inserts racing the reads", async () => {
    const before = await allIds();
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const [res] = await Promise.all([get(`/api/leads?limit=9${cursor ? `&cursor=${cursor}` : ""}`), makeLeads(3)]);
      const page = res.json() as Page;
      seen.push(...page.items.map((l) => l.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(before.every((id) => seen.includes(id))).toBe(true);
  });

  it("searches and filters as a scan of every lead would, on every page", async () => {
    await makeLeads(4, { platform: "dealengineai", source: "aria", propertyAddress: "", ownerName: "María Pérez", phone: "+52 55 1234 5678" });
    await makeLeads(3, { source: "storm_match", companyName: "Hail_Proof 100% LLC Roof_1000", email: "Roofs@Example.com" });
    const rows = await t.db.select().from(leads);
    const text = (l: (typeof rows)[number]) => [l.propertyAddress, l.ownerName, l.companyName, l.zipCode, l.contactPhone, l.contactEmail].map((v) => (v ?? "").toLowerCase());
    const cases: [string, (l: (typeof rows)[number]) => boolean][] = [
      ["q=keyset", (l) => text(l).some((v) => v.includes("keyset"))],
      ["q=KEYSET%20AVE", (l) => text(l).some((v) => v.includes("keyset ave"))],
      ["q=5512345678", (l) => text(l).some((v) => v.includes("5512345678"))],
      ["q=p%C3%A9rez", (l) => text(l).some((v) => v.includes("pérez"))],
      ["q=roofs%40example", (l) => text(l).some((v) => v.includes("roofs@example"))],
      ["q=100%25", (l) => text(l).some((v) => v.includes("100%"))],
      ["q=oof_100", (l) => text(l).some((v) => v.includes("oof_100"))],
      ["q=77002%0AOwner", () => false],
      ["status=new&platform=roofstrike", (l) => l.status === "new" && l.platform === "roofstrike"],
      ["platform=dealengineai&q=mar%C3%ADa", (l) => l.platform === "dealengineai" && text(l).some((v) => v.includes("maría"))],
      ["source=storm_match&q=hail_proof", (l) => l.source === "storm_match" && text(l).some((v) => v.includes("hail_proof"))],
      ["status=lost", (l) => l.status === "lost"],
    ];
    for (const [query, match] of cases) {
      const expected = rows.filter(match).map((l) => l.id).sort((a, b) => a - b);
      const seen = await walk(`/api/leads?${query}`);
      expect([...seen].sort((a, b) => a - b), query).toEqual(expected);
      const first = (await get(`/api/leads?${query}`)).json() as Page;
      expect(first, query).toMatchObject({ total: Math.min(expected.length, LIST_COUNT_CAP), totalCapped: expected.length > LIST_COUNT_CAP });
    }
  });

  it("answers a search from the trigram index and a filtered page from one index range", async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const search = await tx.execute(sql`explain select id from ${leads} where ${searchMatches(leads.searchText, "keyset")}`);
      const status = await tx.execute(
        sql`explain select id from ${leads} where status = 'new' and (created_at, id) < (now(), 5) order by created_at desc, id desc limit 26`,
      );
      const lines = (r: unknown) => ((r as { rows: Record<string, string>[] }).rows ?? (r as Record<string, string>[])).map((row) => Object.values(row)[0]).join("\n");
      return { search: lines(search), status: lines(status) };
    });
    expect(plan.search).toContain("leads_search_idx");
    expect(plan.status).toContain("leads_status_idx");
    expect(plan.status).not.toMatch(/Sort/);
  });

  it("matches the rows ilike on the joined columns matched, in the list's order, after edits too (decision 131)", async () => {
    const [accented] = await makeLeads(1, { ownerName: "ÁLVAREZ ÑANDÚ", companyName: "Straße Roofing İnc", propertyAddress: "12 OAK Ln, Houston, TX 77002", email: "Ops@Álvarez.example" });
    await makeLeads(2, { ownerName: "Oakley Ortiz", propertyAddress: "" });
    // An edit reaches the stored search text in the same statement.
    await t.db.update(leads).set({ ownerName: "Renamed Zyxwv" }).where(sql`id = ${accented}`);
    const joined = sql`coalesce(property_address, '') || E'\n' || coalesce(owner_name, '') || E'\n' || coalesce(company_name, '') || E'\n' || coalesce(zip_code, '') || E'\n' || coalesce(contact_phone, '') || E'\n' || coalesce(contact_email, '')`;
    for (const q of ["álvarez", "ÁLVAREZ", "straße", "STRASSE", "İnc", "inc", "zyxwv", "ñandú", "OAK", "oak ln", "Keyset", "ops@", "100%", "oof_1", "x\\y"]) {
      const escaped = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await t.db.execute(sql`select id from leads where (${joined}) ilike ${escaped} order by created_at desc, id desc`);
      const result = rows as unknown as { rows?: { id: number }[] } & { id: number }[];
      const expected = (result.rows ?? result).map((r) => Number(r.id));
      const found = await t.db.select({ id: leads.id }).from(leads).where(searchMatches(leads.searchText, q)).orderBy(sql`created_at desc, id desc`);
      expect(found.map((r) => r.id), q).toEqual(expected);
      if (searchableText(q)) expect(await walk(`/api/leads?q=${encodeURIComponent(q)}`), q).toEqual(expected);
    }
  });

  it("keeps a search's count while the leads are unchanged, and counts again after any write (decision 141)", async () => {
    const count = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as Page;
      return { total: page.total, ids: page.items.map((l) => l.id) };
    };
    const [a, b] = await makeLeads(2, { ownerName: "Keptcount Lopez" });
    expect(await count("/api/leads?q=keptcount")).toEqual({ total: 2, ids: [b, a] });
    expect(await count("/api/leads?q=KEPTCOUNT")).toEqual({ total: 2, ids: [b, a] }); // the same search, kept
    expect((await count("/api/leads?q=keptcount&status=new")).total).toBe(2);
    // a new lead, an edit, a deletion: each is counted on the next read, on every page and filter
    const [c] = await makeLeads(1, { ownerName: "Keptcount Ruiz" });
    expect(await count("/api/leads?q=keptcount")).toEqual({ total: 3, ids: [c, b, a] });
    expect((await count(`/api/leads?q=keptcount&limit=1&cursor=${encodeListCursor({ at: "2999-01-01T00:00:00.000000Z", id: 1 })}`)).total).toBe(3);
    await t.db.update(leads).set({ ownerName: "Someone Else" }).where(sql`id = ${a}`);
    expect(await count("/api/leads?q=keptcount")).toEqual({ total: 2, ids: [c, b] });
    await t.db.update(leads).set({ status: "contacted" }).where(sql`id = ${b}`);
    expect((await count("/api/leads?q=keptcount&status=new")).total).toBe(1);
    await t.db.delete(leads).where(sql`id = ${c}`);
    expect(await count("/api/leads?q=keptcount")).toEqual({ total: 1, ids: [b] });
    // a page past the last row still says how many match
    expect((await count(`/api/leads?q=keptcount&limit=1&cursor=${encodeListCursor({ at: "2000-01-01T00:00:00.000000Z", id: 1 })}`))).toEqual({ total: 1, ids: [] });
  });

  it("refuses a cursor it did not give, a bad limit, and a cursor with a page, naming the field", async () => {
    const bad = [
      "abc!",
      "x".repeat(300),
      Buffer.from("hello").toString("base64url"),
      Buffer.from("2026-01-02T03:04:05.000100Z|0").toString("base64url"),
      Buffer.from("2026-13-02T03:04:05.000100Z|4").toString("base64url"),
      Buffer.from("2026-02-30T03:04:05.000100Z|4").toString("base64url"),
      Buffer.from("2026-01-02T03:04:05Z|4").toString("base64url"),
      Buffer.from("2026-01-02T03:04:05.000100Z|99999999999").toString("base64url"),
      Buffer.from("2026-01-02T03:04:05.000100Z|4|5").toString("base64url"),
    ];
    for (const cursor of bad) {
      const res = await get(`/api/leads?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().message).toMatch(/^cursor: /);
    }
    for (const q of ["ab", "%%%", "a_b_c", "é "]) {
      const res = await get(`/api/leads?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toMatch(/^q: /);
    }
    for (const limit of ["0", "201", "abc", "2.5", "-1"]) {
      const res = await get(`/api/leads?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().message).toMatch(/^limit: /);
    }
    const good = encodeListCursor({ at: "2026-01-02T03:04:05.000100Z", id: 4 });
    expect((await get(`/api/leads?cursor=${good}`)).statusCode).toBe(200);
    expect((await get(`/api/leads?cursor=${good}&page=2`)).json().message).toMatch(/^cursor: /);
    expect((await get("/api/leads?limit=200")).json().pageSize).toBe(200);
    // Past the last row: an empty page that still counts the matches.
    const first = (await get("/api/leads?status=new")).json() as Page;
    const past = (await get(`/api/leads?status=new&cursor=${encodeListCursor({ at: "1970-01-01T00:00:00.000000Z", id: 1 })}`)).json() as Page;
    expect(past).toMatchObject({ items: [], nextCursor: null, total: first.total, totalCapped: first.totalCapped });
    expect(first.total).toBeGreaterThan(0);
  });
});
