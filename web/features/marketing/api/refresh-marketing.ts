import { useQueryClient } from "@tanstack/react-query";
import { contentCalendarQueryOptions } from "./get-content-calendar";
import { marketingStatusQueryOptions } from "./get-marketing-status";
import { outreachQueryOptions } from "./get-outreach";
import { seoContentQueryOptions } from "./get-seo-content";
import { socialPostsQueryOptions } from "./get-social-posts";

/** After content is generated or a CTO task is sent: every marketing answer is read again. */
export function useRefreshMarketing() {
  const qc = useQueryClient();
  return () =>
    Promise.all(
      [socialPostsQueryOptions(), seoContentQueryOptions(), outreachQueryOptions(), contentCalendarQueryOptions(), marketingStatusQueryOptions()].map(({ queryKey }) =>
        qc.invalidateQueries({ queryKey }),
      ),
    );
}
