import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog, properties } from "../../db/schema";
import { buildUser } from "../../test/factories";
import { useTestApp } from "../../test/use-test-app";

const t = useTestApp({ PROPERTY_IMPORT_MAX_BYTES: String(1024 * 1024) });

const upload = (body: string | Buffer, cookie = t.cookie, fileName = "props.csv") =>
  t.app.inject({ method: "POST", url: `/api/properties/import?fileName=${fileName}`, headers: { cookie, "content-type": "text/csv" }, payload: body });
const stored = async () => (await t.db.select({ n: count() }).from(properties))[0].n;

const GOOD = [
  "Address,City,ZIP,Latitude,Longitude,Owner,Company,Property Type,Roof Size",
  "1200 Main Street,Houston,77002,29.7530,-95.3650,Ana Ruiz,,Commercial,\"24,000\"",
  "45 Westheimer Rd.,Houston,77006,,,,Montrose Holdings LLC,Retail,",
  "45 Westheimer Road,Houston,77006,,,,Montrose Holdings LLC,Retail,", // same place, other spelling
  "9 Nowhere Ln,Houston,ABCDE,,,,,,",
  "10 Phantom St,Houston,00000,,,,,,",
  ",Houston,77002,,,,,,",
  "77 Bad Coords,Houston,77002,95,-95.3,,,,",
].join("\n");

describe("property import", () => {
  it("takes valid rows, reports the others with their line and reason, and a second import changes nothing", async () => {
    const res = await upload(GOOD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ rowsRead: 7, imported: 2 });
    expect(body.skipped).toEqual({ "duplicate in file": 1, "invalid ZIP": 1, "unknown ZIP (no location)": 1, "missing address": 1, "invalid coordinates": 1 });
    expect(body.problems).toContainEqual({ line: 5, reason: "invalid ZIP" });
    const list = (await t.app.inject({ url: "/api/properties", headers: { cookie: t.cookie } })).json();
    expect(list.total).toBe(2);
    const main = list.items.find((p: { address: string }) => p.address === "1200 Main Street");
    expect(main).toMatchObject({ locationSource: "given", lat: 29.753, roofSizeSqft: 24000, ownerName: "Ana Ruiz", isSample: false });
    expect(list.items.find((p: { zip: string }) => p.zip === "77006")).toMatchObject({ locationSource: "centroid", company: "Montrose Holdings LLC" });

    const again = (await upload(GOOD)).json();
    expect(again).toMatchObject({ imported: 0, skipped: expect.objectContaining({ "already stored": 2 }) });
    expect(await stored()).toBe(2);
    const feed = await t.db.select().from(activityLog);
    expect(feed.filter((a) => a.type === "properties_imported")).toHaveLength(1);

    const detail = (await t.app.inject({ url: `/api/properties/${main.id}`, headers: { cookie: t.cookie } })).json();
    expect(detail).toMatchObject({ property: { id: main.id }, radiusMiles: 3, minSizeInches: 1, leads: [] });
    expect(Array.isArray(detail.stormHistory)).toBe(true);
  });

  it("answers bad files with a clear 400 (or 413) and stores nothing", async () => {
    const before = await stored();
    const cases: [string | Buffer, number, RegExp][] = [
      ["name,town,postcode\n1 A,B,77002", 400, /Missing columns: address, city, zip/],
      ["address,city,zip\n1 A St,Houston,7700\n2 B St,Houston,ABC", 400, /No row could be imported \(2 invalid ZIP\)/],
      [Buffer.from("address,city,zip\n1 A\u0000 St,Houston,77002"), 400, /NUL bytes/],
      ["address,city,zip\n", 400, /header but no rows/],
      ["", 400, /Send the CSV file/],
      [Buffer.alloc(20 * 1024 * 1024, "a"), 413, /20 MB; the largest property file is 1 MB/],
    ];
    for (const [body, status, message] of cases) {
      const res = await upload(body);
      expect(res.statusCode, String(message)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await stored()).toBe(before);
  });

  it("is for admins only; the list and detail need a session and a real id", async () => {
    const user = await buildUser(t.db, { role: "user" });
    const member = await t.signIn(user.email, user.plainPassword);
    expect((await upload(GOOD, member)).statusCode).toBe(403);
    expect([401, 403]).toContain((await t.app.inject({ url: "/api/properties" })).statusCode);
    expect((await t.app.inject({ url: "/api/properties/999999", headers: { cookie: t.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/properties/abc", headers: { cookie: t.cookie } })).statusCode).toBe(400);
  });
});

describe("GET /api/properties keyset pages (decision 094)", () => {
  const list = (query: string) => t.app.inject({ url: `/api/properties?${query}`, headers: { cookie: t.cookie } });

  it("visits every property once across pages of one import (one creation time), while another import lands", async () => {
    const rows = Array.from({ length: 40 }, (_, i) => `${i + 1} Keyset Row ${i % 2 ? "Street" : "Lane"},${i % 3 ? "Houston" : "Austin"},77002,,,${i % 4 ? "" : "Pérez"},${i % 5 ? "" : "Roof_100% LLC"}`);
    expect((await upload(["address,city,zip,latitude,longitude,owner,company", ...rows].join("\n"), t.cookie, "keyset.csv")).json().imported).toBe(40);
    const all = await t.db.select({ id: properties.id, address: properties.address, city: properties.city, zip: properties.zip, ownerName: properties.ownerName, company: properties.company }).from(properties);
    const walk = async (query: string, between?: () => Promise<unknown>) => {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const res = await list(`${query}&limit=6${cursor ? `&cursor=${cursor}` : ""}`);
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json() as { items: { id: number }[]; nextCursor: string | null };
        seen.push(...page.items.map((p) => p.id));
        cursor = page.nextCursor;
        if (between) await between();
      } while (cursor);
      return seen;
    };
    let n = 0;
    const seen = await walk("q=", () => upload(`address,city,zip\n${++n} Later Import Rd,Houston,77002`, t.cookie, `later-${n}.csv`));
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual(all.map((p) => p.id).sort((a, b) => a - b));

    const text = (p: (typeof all)[number]) => [p.address, p.city, p.zip, p.ownerName ?? "", p.company ?? ""].map((v) => v.toLowerCase());
    for (const q of ["keyset row street", "AUSTIN", "pérez", "roof_100%", "f_100", "77002"]) {
      const now = await t.db.select({ id: properties.id, address: properties.address, city: properties.city, zip: properties.zip, ownerName: properties.ownerName, company: properties.company }).from(properties);
      const expected = now.filter((p) => text(p).some((v) => v.includes(q.toLowerCase()))).map((p) => p.id).sort((a, b) => a - b);
      expect([...(await walk(`q=${encodeURIComponent(q)}`))].sort((a, b) => a - b), q).toEqual(expected);
      expect((await list(`q=${encodeURIComponent(q)}`)).json(), q).toMatchObject({ total: expected.length, totalCapped: false });
    }
  });

  it("refuses a cursor it did not give and a limit out of range, naming the field", async () => {
    for (const cursor of ["nope!", Buffer.from("2026-01-01T00:00:00.000000Z|x").toString("base64url")]) {
      const res = await list(`cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^cursor: /);
    }
    expect((await list("limit=500")).json().message).toMatch(/^limit: /);
    expect((await list("q=__")).json().message).toMatch(/^q: /);
  });
});
