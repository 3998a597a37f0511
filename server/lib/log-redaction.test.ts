import { describe, expect, it } from "vitest";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { LOGGED_TEXT_LIMIT, redactText, serializeError } from "./log-redaction";
import { useTestApp } from "../test/use-test-app";

describe("redactText", () => {
  it("removes e-mails, phones, tokens, cookies, query strings and query parameters", () => {
    expect(redactText("created the admin user jane.doe+ops@example.com")).toBe("created the admin user [email]");
    expect(redactText("call +52 55 1234 5678 or (713) 555-0142")).toBe("call [phone] or [phone]");
    expect(redactText("GET /api/hail-risk?zip=77001&email=a@b.co done")).toBe("GET /api/hail-risk?[redacted] done");
    expect(redactText("cookie: aiops.sid=abcDEF123; theme=dark")).toBe("cookie: aiops.sid=[redacted]; theme=dark");
    expect(redactText("Authorization: Bearer sk-live-abc.def")).toBe("Authorization: Bearer [redacted]");
    expect(redactText("key 0123456789abcdef0123456789abcdef here")).toBe("key [token] here");
    expect(redactText('Failed query: select * from users where email = $1\nparams: x@y.com')).toBe("Failed query: select * from users where email = $1");
    // What logs need stays: dates, times, ids, versions, addresses of this machine, SQL text.
    expect(redactText("2026-11-23T10:00:00Z task 42 v1.2.3 on http://127.0.0.1:3000 insert into tasks")).toBe("2026-11-23T10:00:00Z task 42 v1.2.3 on http://127.0.0.1:3000 insert into tasks");
  });
});

describe("the server's log", () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const t = useTestApp({}, { logger: { level: "info", stream } });

  it("keeps a failed query's text but never its parameters", async () => {
    const secret = "leak.me@example.com";
    const err = await t.db.execute(sql`select ${secret}::int as n`).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(String((err as Error).message)).toContain(secret); // Drizzle's own message carries it…
    t.app.log.error({ err }, "request failed");
    const line = lines.find((l) => l.includes("request failed"))!;
    expect(line).toContain("select $1::int as n"); // …the log keeps the query…
    expect(line).not.toContain(secret); // …without its parameter
    expect(line).not.toContain("leak.me");
    expect(serializeError(err).query).toBe("select $1::int as n");
  });

  it("cuts a failed query of megabytes to its first characters, in the message, the query and the stack", async () => {
    lines.length = 0;
    const ids = Array.from({ length: 20_000 }, (_, i) => i + 1);
    const err = await t.db.execute(sql`select 1 from nowhere_at_all where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(String((err as Error).message).length).toBeGreaterThan(100_000);
    t.app.log.warn({ err }, "job failed");
    const line = lines.find((l) => l.includes("job failed"))!;
    expect(line.length).toBeLessThan(4 * LOGGED_TEXT_LIMIT + 2_000);
    expect(line).toContain("select 1 from nowhere_at_all where id in ($1, $2");
    expect(line).toMatch(/cut: \d+ characters in all/);
    const logged = serializeError(err);
    expect(String(logged.query).length).toBeLessThan(LOGGED_TEXT_LIMIT + 50);
  });

  it("logs requests by path, without query strings, cookies, e-mails or phones", async () => {
    lines.length = 0;
    await t.app.inject({ url: "/api/hail-risk?zip=77001&email=someone@example.com&phone=%2B15555550123", headers: { cookie: t.cookie } });
    await t.app.inject({ method: "POST", url: "/api/auth/login", headers: { cookie: t.cookie }, payload: { email: "someone@example.com", password: "wrong password 5555550123" } });
    t.app.log.warn({ user: { email: "x@y.com", phone: "+1 713 555 0142" }, note: "ring 713-555-0142" }, "contact someone@example.com");
    const log = lines.join("");
    expect(log).toContain("/api/hail-risk");
    expect(log).toContain("/api/auth/login");
    for (const leak of ["someone@example.com", "x@y.com", "5550123", "555-0142", "555 0142", "zip=77001", t.cookie.split("=")[1]]) expect(log, leak).not.toContain(leak);
  });
});
