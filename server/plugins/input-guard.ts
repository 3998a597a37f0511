import fp from "fastify-plugin";
import { findUnstorable } from "../../contract/common";

const PARTS = [
  ["params", "params"],
  ["query", "querystring"],
  ["body", "body"],
] as const;

/**
 * Input the database can't hold never reaches a route (decision 053): before any route's own
 * schema runs, every string in its path parameters, query string and JSON body — keys included,
 * with or without a schema — is checked for NUL characters, unpaired UTF-16 surrogates and a
 * length past MAX_TEXT_LENGTH (contract/common.ts). The answer is the usual validation 400,
 * naming the field. Integer ranges are the contract's (`int32`, `idSchema` in contract/common.ts).
 * Raw bodies (webhooks, file uploads: Buffers) are their route's to parse.
 */
export default fp(
  async function inputGuardPlugin(app) {
    // Synchronous: callback style, no promise per request.
    app.addHook("preValidation", (request, reply, done) => {
      for (const [part, context] of PARTS) {
        const found = findUnstorable(request[part]);
        if (!found) continue;
        const where = context === "body" ? "" : ` (${context})`;
        reply.status(400).send({
          message: `${found.path ? `${found.path}: ` : ""}${found.message}${where}`,
          issues: [{ path: found.path, message: found.message }],
        });
        return;
      }
      done();
    });
  },
  { name: "input-guard" },
);
