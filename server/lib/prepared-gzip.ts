import { gzipSync } from "node:zlib";

/**
 * A prepared answer (a Buffer kept between requests, decision 097) compressed once: the gzip of
 * each Buffer is made the first time a client that takes gzip asks for it and kept as long as the
 * Buffer itself is (a WeakMap: dropped with the prepared answers). Answers under `MIN_BYTES` are
 * sent as they are (gzip would not pay for itself). Decision 130.
 */
const MIN_BYTES = 1024;
const gzipped = new WeakMap<Buffer, Buffer>();

/** Whether an Accept-Encoding header takes gzip (a `gzip` or `*` token whose q is not 0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (!header) return false;
  for (const part of String(header).split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    if (token.trim() !== "gzip" && token.trim() !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (!q || Number(q.slice(2)) > 0) return true;
  }
  return false;
}

/** The gzip of a prepared answer when it is worth sending compressed, else null. */
export function preparedGzip(answer: Buffer): Buffer | null {
  if (answer.length < MIN_BYTES) return null;
  let z = gzipped.get(answer);
  if (!z) {
    z = gzipSync(answer);
    gzipped.set(answer, z);
  }
  return z;
}
