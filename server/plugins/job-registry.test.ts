import { z } from "zod";
import { describe, expect, it } from "vitest";
import { JobPayloadError, JOBS, LAUNCH_JOB, parsePayload, STORM_CAMPAIGN_JOB, TASK_JOB, type Job } from "../domain/jobs";
import { useTestApp } from "../test/use-test-app";
import { waitForJobState } from "../test/wait-for";

/** The typed job registry (server/domain/jobs.ts, decision 080) as the queue applies it. */
describe("the job registry", () => {
  it("names every job once, each with a payload schema", () => {
    const names = JOBS.map((j) => j.name);
    expect(new Set(names).size).toBe(names.length);
    for (const job of JOBS) expect(typeof job.payload.safeParse, job.name).toBe("function");
    expect(parsePayload(TASK_JOB, { taskId: 3, deferrals: 1 })).toEqual({ taskId: 3, deferrals: 1 });
    expect(() => parsePayload(TASK_JOB, { taskId: "3" })).toThrow(JobPayloadError);
  });

  describe("on the app's queue", () => {
    const t = useTestApp({}, { workers: true, signIn: false });
    const queued = async (name: string) => (await t.database.execute<{ n: number }>("select count(*)::int as n from pgboss.job where name = $1", [name]))[0].n;

    it("refuses a job sent or defined by a bare string, or by a look-alike of a registered one", async () => {
      await expect(t.app.jobs.send("campaign.storm" as unknown as Job<object>, { stormDay: "2026-06-01", leadIds: [1] })).rejects.toThrow(/"campaign.storm" named by a string/);
      const lookAlike: Job<{ stormDay: string }> = { name: "campaign.storm", payload: z.object({ stormDay: z.string() }) };
      await expect(t.app.jobs.send(lookAlike, { stormDay: "2026-06-01" })).rejects.toThrow(/not in the registry/);
      expect(() => t.app.jobs.define("launch.campaign" as unknown as Job<object>, { handler: async () => null })).toThrow(/named by a string/);
      expect(() => t.app.jobs.has("outbox.send" as unknown as Job<object>)).toThrow(/named by a string/);
      expect(await queued(STORM_CAMPAIGN_JOB.name)).toBe(0);
    });

    it("throws on a payload that does not parse, before anything is queued", async () => {
      const before = await queued(STORM_CAMPAIGN_JOB.name);
      const sent = t.app.jobs.send(STORM_CAMPAIGN_JOB, { stormDay: "yesterday", leadIds: [0] });
      await expect(sent).rejects.toThrow(JobPayloadError);
      await expect(sent).rejects.toThrow(/campaign.storm: the payload does not parse: stormDay: a storm day is YYYY-MM-DD; leadIds.0:/);
      expect(await queued(STORM_CAMPAIGN_JOB.name)).toBe(before);
    });

    it("fails a queued job whose payload does not parse instead of running its handler with it", async () => {
      // Written around the typed sender, as an older version or another process might have.
      const id = await t.app.jobs.boss.send(LAUNCH_JOB.name, { campaignId: "not a number" });
      const job = await waitForJobState(t.app, LAUNCH_JOB.name, id!, ["failed", "completed"], 60_000);
      expect(job?.state).toBe("failed");
      expect(JSON.stringify(job?.output)).toMatch(/launch.campaign: the payload does not parse: campaignId/);
    });
  });
});
