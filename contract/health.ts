import { z } from "zod";

export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    reachable: z.boolean(),
    driver: z.enum(["pglite", "postgres"]),
    latencyMs: z.number().nullable(),
  }),
});
export type Health = z.infer<typeof healthSchema>;
