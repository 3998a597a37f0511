import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  translateContractRequestSchema,
  translateContractResponseSchema,
  validateContractRequestSchema,
  validateContractResponseSchema,
} from "../../../contract/contracts";
import { untilClientLeaves } from "../../lib/until-client-leaves";
import { translateContract } from "./translate-contract";
import { validateContract } from "./validate-contract";

/** Contract Translation Service (spec 03 §2.4). */
const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/contracts/translate",
    { schema: { body: translateContractRequestSchema, response: { 200: translateContractResponseSchema } } },
    async (request, reply) => translateContract({ ai: app.ai }, request.body, untilClientLeaves(reply)),
  );

  app.post(
    "/api/contracts/validate",
    { schema: { body: validateContractRequestSchema, response: { 200: validateContractResponseSchema } } },
    async (request, reply) => validateContract({ ai: app.ai }, request.body, untilClientLeaves(reply)),
  );
};
export default contractRoutes;
