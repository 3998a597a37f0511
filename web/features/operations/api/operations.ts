import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { activityEntrySchema } from "@contract/activity";
import { dailyStandupSchema, messageResultSchema, slackStatusSchema, standupTriggerSchema } from "@contract/standup";
import { dashboardKpisSchema } from "@contract/kpis";
import { databaseMetricsSchema, leadResponseMetricsSchema } from "@contract/performance";
import { developerTaskSchema } from "@contract/developer";
import { leadGenOverviewSchema } from "@contract/lead-generation";
import { objectiveSchema } from "@contract/objectives";
import { whatsappStatusSchema, whatsappTestResultSchema, type WhatsappTestRequest } from "@contract/whatsapp";
import { apiJson, fetchParsed } from "@web/lib/api";

/**
 * The operations console's reads and writes (spec 02 §7), one queryOptions factory
 * per endpoint with its polling interval; mutations invalidate through the factories.
 */
const SECOND = 1000;
const poll = <S extends z.ZodType>(path: string, schema: S, refetchInterval: number | false) =>
  queryOptions({
    queryKey: [path] as const,
    queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, schema, signal),
    refetchInterval,
  });

export const kpisQuery = () => poll("/api/dashboard/kpis", dashboardKpisSchema, 30 * SECOND);
export const leadResponseQuery = () => poll("/api/performance/lead-response", leadResponseMetricsSchema, 30 * SECOND);
export const databaseQuery = () => poll("/api/performance/database", databaseMetricsSchema, 60 * SECOND);
export const standupQuery = () => poll("/api/standup/daily", dailyStandupSchema, 5 * 60 * SECOND);
export const slackStatusQuery = () => poll("/api/slack/status", slackStatusSchema, 60 * SECOND);
export const whatsappStatusQuery = () => poll("/api/whatsapp/status", whatsappStatusSchema, 60 * SECOND);
/** The activity feed: every 4 s, at most 8 entries (the server keeps the limit). */
export const activityQuery = () => poll("/api/activity", z.array(activityEntrySchema), 4 * SECOND);
export const objectivesQuery = () => poll("/api/objectives", z.array(objectiveSchema), 60 * SECOND);
export const leadGenQuery = () => poll("/api/lead-generation/overview", leadGenOverviewSchema, 60 * SECOND);
export const developerTasksQuery = () => poll("/api/developer/tasks", z.array(developerTaskSchema), false);

export const useKpis = () => useQuery(kpisQuery());
export const useLeadResponse = () => useQuery(leadResponseQuery());
export const useDatabaseMetrics = () => useQuery(databaseQuery());
export const useDailyStandup = () => useQuery(standupQuery());
export const useSlackStatus = () => useQuery(slackStatusQuery());
export const useWhatsappStatus = () => useQuery(whatsappStatusQuery());
export const useActivity = () => useQuery(activityQuery());
export const useObjectives = () => useQuery(objectivesQuery());
export const useLeadGen = () => useQuery(leadGenQuery());
export const useDeveloperTasks = () => useQuery(developerTasksQuery());

/** POST /api/standup/trigger → then the daily standup is refreshed. */
export function useTriggerStandup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson("POST", "/api/standup/trigger", standupTriggerSchema),
    onSuccess: () => qc.invalidateQueries({ queryKey: standupQuery().queryKey }),
  });
}

export function useSlackTest(kind: "test-standup" | "test-kpi") {
  return useMutation({ mutationFn: () => apiJson("POST", `/api/slack/${kind}`, messageResultSchema) });
}

export function useWhatsappTest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: WhatsappTestRequest) => apiJson("POST", "/api/whatsapp/test-automation", whatsappTestResultSchema, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: whatsappStatusQuery().queryKey }),
  });
}
