import type { Config } from "../../config";
import { fetchWithTimeout, IntegrationError } from "../status";

/**
 * An OpenAI-compatible images API: POST {base}/images/generations with
 * {model, prompt, n: 1, size, response_format: "b64_json"}. The answer's
 * data[0] carries b64_json or a url (downloaded here, with the same timeout).
 * Settings: AI_IMAGES_MODEL, AI_IMAGES_BASE_URL, AI_IMAGES_API_KEY, AI_IMAGES_SIZE, AI_TIMEOUT_MS.
 */
export type ImagesConfig = NonNullable<Config["images"]>;

export const IMAGES_NOT_CONFIGURED =
  "Campaign image generation is not configured. Set AI_IMAGES_MODEL (e.g. gpt-image-1 or dall-e-3) and the images API key AI_IMAGES_API_KEY (or AI_API_KEY / OPENAI_API_KEY); AI_IMAGES_BASE_URL for a provider other than OpenAI.";

export interface GeneratedImage {
  data: Buffer;
  mimeType: string;
}

const SERVICE = "images API";

export async function generateImage(config: ImagesConfig, prompt: string): Promise<GeneratedImage> {
  const res = await fetchWithTimeout(
    SERVICE,
    `${config.baseUrl}/images/generations`,
    {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: config.model, prompt, n: 1, size: config.size, response_format: "b64_json" }),
    },
    config.timeoutMs,
  );
  const body = (await res.json().catch(() => null)) as { data?: { b64_json?: string; url?: string }[]; error?: { message?: string } } | null;
  if (!res.ok) throw new IntegrationError(SERVICE, explain(res.status, body?.error?.message), res.status);
  const first = body?.data?.[0];
  if (first?.b64_json) {
    const data = Buffer.from(first.b64_json, "base64");
    if (!data.length) throw new IntegrationError(SERVICE, "the answer held an empty image");
    return { data, mimeType: sniff(data) };
  }
  if (first?.url) {
    const img = await fetchWithTimeout(SERVICE, first.url, { method: "GET" }, config.timeoutMs);
    if (!img.ok) throw new IntegrationError(SERVICE, `downloading the image answered ${img.status}`, img.status);
    const data = Buffer.from(await img.arrayBuffer());
    const type = img.headers.get("content-type")?.split(";")[0].trim();
    return { data, mimeType: type?.startsWith("image/") ? type : sniff(data) };
  }
  throw new IntegrationError(SERVICE, "the answer held no image (neither b64_json nor url)");
}

function explain(status: number, detail: string | undefined): string {
  const suffix = detail ? ` (${detail})` : "";
  if (status === 401 || status === 403) return `the images API refused the key (${status}); check AI_IMAGES_API_KEY (or AI_API_KEY / OPENAI_API_KEY)${suffix}`;
  if (status === 429) return `the images API is rate-limiting or out of quota (429); try again later${suffix}`;
  if (status >= 500) return `the images API had an error (${status}); try again later${suffix}`;
  return `the images API answered ${status}${suffix}`;
}

/** The image type from its first bytes (PNG, JPEG, WebP, GIF); PNG otherwise. */
export function sniff(data: Buffer): string {
  if (data[0] === 0xff && data[1] === 0xd8) return "image/jpeg";
  if (data.subarray(0, 4).toString("latin1") === "RIFF" && data.subarray(8, 12).toString("latin1") === "WEBP") return "image/webp";
  if (data.subarray(0, 3).toString("latin1") === "GIF") return "image/gif";
  return "image/png";
}
