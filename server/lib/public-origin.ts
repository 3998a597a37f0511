import type { FastifyRequest } from "fastify";
import type { Config } from "../config";

/** Where browsers reach this app: PUBLIC_URL's origin when set, else this request's (for OAuth callback URLs). */
export const publicOrigin = (config: Config, request: FastifyRequest) =>
  config.publicUrl ? new URL(config.publicUrl).origin : `${request.protocol}://${request.host}`;
