import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, preparedGzip } from "./prepared-gzip";

describe("prepared gzip", () => {
  it("reads Accept-Encoding as browsers and proxies send it", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("GZIP")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzip;q=0.0, br")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("gzipx")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip("")).toBe(false);
  });

  it("compresses an answer once and gives the same bytes back after", () => {
    const answer = Buffer.from(JSON.stringify({ message: "hail ".repeat(400) }));
    const z = preparedGzip(answer)!;
    expect(gunzipSync(z).equals(answer)).toBe(true);
    expect(preparedGzip(answer)).toBe(z);
    expect(preparedGzip(Buffer.from('{"small":true}'))).toBeNull();
  });
});
