import fp from "fastify-plugin";
import type { FastifyError } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { databaseErrorOf, isInputDataError } from "../lib/db-errors";
import { HttpError, INPUT_NOT_STORABLE } from "../lib/http-error";

/**
 * One error envelope everywhere: `{ message, issues?, code? }`. Validation
 * failures are 400 with the first issue as the message; nothing internal
 * (stack, SQL, secrets) reaches the client on a 5xx.
 */
declare module "fastify" {
  interface FastifyRequest {
    /** Answered 503 with a *NOT_CONFIGURED code: an expected answer, not a failure (metrics count it apart). */
    expectedUnavailable: boolean;
  }
}

export default fp(
  async function errorsPlugin(app) {
    app.decorateRequest("expectedUnavailable", false);
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((v) => ({
          path: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
          message: v.message ?? "Invalid input",
        }));
        const first = issues[0];
        const where = error.validationContext && error.validationContext !== "body" ? ` (${error.validationContext})` : "";
        return reply.status(400).send({
          message: first ? `${first.path ? `${first.path}: ` : ""}${first.message}${where}` : "Invalid input",
          issues,
        });
      }
      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        if (error.statusCode === 503 && error.code?.endsWith("NOT_CONFIGURED")) request.expectedUnavailable = true;
        return reply.status(error.statusCode).send({ message: error.message, ...(error.code ? { code: error.code } : {}), ...(error.params ? { params: error.params } : {}) });
      }
      const status = (error as FastifyError).statusCode ?? 500;
      if (status === 413 || (error as FastifyError).code === "FST_ERR_CTP_BODY_TOO_LARGE") {
        return reply.status(413).send({ message: "Request body is too large" });
      }
      if (status >= 400 && status < 500) {
        const message =
          (error as FastifyError).code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.name === "SyntaxError"
            ? "Request body is not valid JSON"
            : (error as FastifyError).code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
              ? "Unsupported content type"
              : error.message;
        return reply.status(status).send({ message });
      }
      const dbError = databaseErrorOf(error);
      if (isInputDataError(dbError)) {
        // The safety net (decision 053): the contract should have refused this input at the edge.
        // Logged (SQLSTATE and route only: the message may echo the value) so the gap is fixed.
        request.log.warn({ sqlState: dbError!.code, route: request.routeOptions.url }, "database refused input that validation let through");
        return reply.status(400).send({ message: "A value in the request can't be stored", code: INPUT_NOT_STORABLE });
      }
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({ message: "Internal server error" });
    });
  },
  { name: "errors" },
);
