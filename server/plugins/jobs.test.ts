import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildTestApp, type TestApp } from "../test/build-test-app";

describe("job queue (pg-boss on this database)", () => {
  let t: TestApp;
  const seen: string[] = [];
  let failuresLeft = 1;
  beforeAll(async () => {
    t = await buildTestApp({}, { workers: true });
  });
  afterAll(async () => t?.close());

  it("runs a job once and retries a failing one", async () => {
    // Jobs are defined before ready in real features; define late here on the raw boss.
    const boss = t.app.jobs.boss;
    await boss.createQueue("test-echo", { name: "test-echo", retryLimit: 2, retryDelay: 1 });
    await boss.work<{ word: string }>("test-echo", { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job.data.word === "flaky" && failuresLeft-- > 0) throw new Error("first try fails");
      seen.push(job.data.word);
    });
    await boss.send("test-echo", { word: "hello" });
    const flakyId = await boss.send("test-echo", { word: "flaky" }, { retryLimit: 2, retryDelay: 1 });
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && seen.length < 2) await new Promise((r) => setTimeout(r, 200));
    expect(seen.sort()).toEqual(["flaky", "hello"]);
    const job = await boss.getJobById("test-echo", flakyId!);
    expect(job?.state).toBe("completed");
    expect(job?.retryCount).toBe(1);
  });
});

