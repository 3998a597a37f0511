import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { agents, companies, leads, users } from "../db/schema";
import { buildTestApp, DEMO_ADMIN_EMAIL } from "./build-test-app";
import { buildLead } from "./factories";

describe("the test harness", () => {
  it("gives every app a database of its own, migrated and seeded like a fresh one, with the job queue's schema", async () => {
    const [a, b] = await Promise.all([buildTestApp(), buildTestApp()]);
    try {
      await buildLead(a.database.db, { ownerName: "Only in A" });
      expect(await a.database.db.select().from(leads).where(eq(leads.ownerName, "Only in A"))).toHaveLength(1);
      expect(await b.database.db.select().from(leads).where(eq(leads.ownerName, "Only in A"))).toHaveLength(0);
      for (const t of [a, b]) {
        expect((await t.database.db.select().from(users)).map((u) => u.email)).toEqual([DEMO_ADMIN_EMAIL]);
        expect(await t.database.db.select().from(agents)).toHaveLength(7);
        expect((await t.database.db.select().from(companies)).map((c) => c.slug)).toEqual(["roofstrike", "dealengineai"]);
        expect(await t.database.execute("select version from pgboss.version")).toHaveLength(1);
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("seeds another admin as a fresh database would: that admin and no demo admin", async () => {
    const t = await buildTestApp({ DEMO_MODE: "false", ADMIN_EMAIL: "ops@example.com", ADMIN_PASSWORD: "s3cret-pass" });
    try {
      expect((await t.database.db.select().from(users)).map((u) => [u.id, u.email, u.role])).toEqual([[1, "ops@example.com", "admin"]]);
      expect(await t.database.db.select().from(agents)).toHaveLength(7);
    } finally {
      await t.close();
    }
  });
});
