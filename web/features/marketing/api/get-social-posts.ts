import { queryOptions, useQuery } from "@tanstack/react-query";
import { socialPostsResponseSchema } from "@contract/marketing";
import { endpoint, endpointQuery } from "@web/lib/api";

/** The stored social posts (decision 043). */
export const getSocialPosts = endpoint("GET", "/api/marketing/social-posts", socialPostsResponseSchema);

export const socialPostsQueryOptions = () => queryOptions(endpointQuery(getSocialPosts));
export const useSocialPosts = () => useQuery(socialPostsQueryOptions());
