import { queryOptions, useQuery } from "@tanstack/react-query";
import { weeklyReportListSchema } from "@contract/reports";
import { endpoint, endpointQuery } from "@web/lib/api";

/** The weekly reports: each kind's schedule and latest stored report. */
export const getWeeklyReports = endpoint("GET", "/api/reports/weekly", weeklyReportListSchema);

export const weeklyReportsQueryOptions = () => queryOptions(endpointQuery(getWeeklyReports));
export const useWeeklyReports = () => useQuery(weeklyReportsQueryOptions());
