import { useMutation } from "@tanstack/react-query";
import { cmoResponseSchema, generateCampaignResponseSchema, type CmoRequest } from "@contract/cmo";
import { ApiError, serverMessage } from "@web/lib/api";

/** POST /api/cmo-agent; a non-OK answer throws "Failed to get CMO response" (spec 02 §8) with the server's reason. */
export function useCmoAgent() {
  return useMutation({
    mutationFn: async (body: CmoRequest) => {
      const res = await fetch("/api/cmo-agent", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), credentials: "include" });
      if (!res.ok) {
        const text = await res.text();
        const reason = serverMessage(new ApiError(res.status, res.statusText, text));
        throw new Error(reason ? `Failed to get CMO response: ${reason}` : "Failed to get CMO response");
      }
      return cmoResponseSchema.parse(await res.json());
    },
  });
}

/** POST /api/cmo/generate-campaign; errors carry the server's text (e.g. what to configure). */
export function useGenerateCampaignImages() {
  return useMutation({
    mutationFn: async (body: { campaignName: string; platforms: ("instagram" | "linkedin" | "facebook")[] }) => {
      const res = await fetch("/api/cmo/generate-campaign", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), credentials: "include" });
      const text = await res.text();
      if (!res.ok) throw new Error(serverMessage(new ApiError(res.status, res.statusText, text)) ?? "Failed to generate images");
      return generateCampaignResponseSchema.parse(JSON.parse(text));
    },
  });
}
