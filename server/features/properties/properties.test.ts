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
