import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { agents, companies, systemMetrics, tasks, users } from "./db/schema";
import { seedDatabase } from "./seed";
import { DEMO_ADMIN_EMAIL } from "./test/build-test-app";
import { useTestApp } from "./test/use-test-app";

const t = useTestApp({}, { signIn: false });

const admin = { email: DEMO_ADMIN_EMAIL, password: "another-password", firstName: "X", lastName: "Y" };

describe("seed", () => {
  it("seeds two companies, seven agents with written prompts and one admin", async () => {
    const db = t.database.db;
    expect((await db.select().from(companies)).map((c) => c.slug)).toEqual(["roofstrike", "dealengineai"]);
    const list = await db.select().from(agents);
    expect(list).toHaveLength(7);
    for (const a of list) expect(a.systemPrompt.length, a.role).toBeGreaterThan(400);
    const [user] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
    expect(user.role).toBe("admin");
    expect(user.password).toMatch(/^\$argon2id\$/);
  });

  it("is idempotent and never overwrites what operators changed", async () => {
    const db = t.database.db;
    const [before] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
    await db.delete(systemMetrics);
    await db.update(agents).set({ name: "Chief Tech" }).where(eq(agents.role, "cto"));
    const taskCount = (await db.select().from(tasks)).length;

    await seedDatabase(db, { admin });
    await seedDatabase(db, { admin });

    const [after] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
    expect(after.password).toBe(before.password);
    expect(await db.select().from(systemMetrics)).toHaveLength(0);
    expect((await db.select().from(agents).where(eq(agents.role, "cto")))[0].name).toBe("Chief Tech");
    expect(await db.select().from(agents)).toHaveLength(7);
    expect(await db.select().from(tasks)).toHaveLength(taskCount);
    expect(await db.select().from(companies)).toHaveLength(2);
  });

  it("tags each sample task with its venture, also on a database seeded before the tags (issue 19)", async () => {
    const db = t.database.db;
    const houston = async () => (await db.select().from(tasks).where(eq(tasks.title, "Contractor coverage by ZIP")))[0];
    expect((await houston()).metadata).toMatchObject({ company: "roofstrike" });
    await db.update(tasks).set({ metadata: null }).where(eq(tasks.title, "Contractor coverage by ZIP"));
    await seedDatabase(db, { admin });
    expect((await houston()).metadata).toEqual({ company: "roofstrike" });
    const [contracts] = await db.select().from(tasks).where(eq(tasks.title, "Security review of contract uploads"));
    expect(contracts.metadata).toMatchObject({ company: "dealengineai" });
  });
});
