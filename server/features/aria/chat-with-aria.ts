import type { z } from "zod";
import { ariaModelAnswerSchema, type ariaChatRequestSchema, type AriaChatResponse } from "../../../contract/aria";
import type { LanguageModelService } from "../../agents/language-model";
import { callModel } from "../../agents/model-call";
import type { Db } from "../../db/client";
import { createOrUpdateLead, recordLeadEvent } from "../../domain/leads";
import { guidedAnswer } from "./guided-answer";
import { understandFinancing, type FinancingFacts } from "./understand";

const FACT_KEYS = ["monthlyIncome", "vehiclePrice", "downPayment", "termMonths"] as const;

/** The figures earlier messages gave (carried in userData), overwritten by what this one says. */
function mergedFacts(userData: Record<string, unknown>, message: string): FinancingFacts {
  const earlier: FinancingFacts = {};
  for (const key of FACT_KEYS) {
    const v = userData[key];
    if (typeof v === "number" && Number.isFinite(v) && v > 0) earlier[key] = v;
  }
  return { ...earlier, ...understandFinancing(message) };
}

const ARIA_SYSTEM = `You are Aria, a bilingual (English/Spanish) car-financing assistant for U.S. and Latin American customers and car dealers.
Facts you may state: approval usually takes 24-48 hours; down payments start at 10 percent; a co-signer is typically not required; U.S. credit history is accepted.
Never promise an approval, a rate or an amount. For payment estimates, point to the payment calculator.
Pick the flow of your answer: greeting, loan_prequalification, dealer_onboarding, calculator_launch, language_selector or customer_faq.`;

/**
 * Aria's answer in the user's language and the flow it belongs to, with the
 * user data carried back (`lastFlow` set): from the model, or offline the
 * guided answer: an estimate from the figures the messages gave (income, price,
 * down payment, term: understand.ts), else the flow its keywords pick. The figures
 * are kept in userData, so "a 48 meses" later completes "un auto de 30 mil".
 */
export async function chatWithAria(deps: { ai: LanguageModelService; db: Db }, input: z.infer<typeof ariaChatRequestSchema>, signal?: AbortSignal): Promise<AriaChatResponse> {
  const { ai, db } = deps;
  const { message, userData } = input;
  const language = userData.preferredLanguage ?? "en";
  const facts = mergedFacts(userData, message);
  const answer = ai.configured
    ? (
        await callModel(
          (reason) => `Aria could not answer (${reason}).`,
          () =>
            ai.generateObject({
              schema: ariaModelAnswerSchema,
              schemaName: "aria_answer",
              system: `${ARIA_SYSTEM}\nAnswer in ${language === "es" ? "Spanish" : "English"}.`,
              prompt: message,
              signal,
            }),
        )
      ).object
    : guidedAnswer(message, language, facts);
  const leadId = await recordAriaLead(db, userData, answer.flow, message);
  return { ...answer, userData: { ...userData, ...facts, lastFlow: answer.flow, ...(leadId ? { leadId } : {}) } };
}

const text = (v: unknown, max = 200) => (typeof v === "string" && v.trim() ? v.trim().slice(0, max) : null);

/**
 * A chat in which the person gave a phone number or an e-mail address is a DealEngineAI lead
 * (source aria; decision 070): created, or the same person's lead updated, with the chat turn
 * on its timeline. Without contact details nothing is stored.
 */
async function recordAriaLead(db: Db, userData: Record<string, unknown>, flow: string, message: string): Promise<number | null> {
  const phone = text(userData.phone, 40);
  const email = text(userData.email, 200);
  const validEmail = email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
  if (!phone && !validEmail) return null;
  return db.transaction(async (tx) => {
    const { lead } = await createOrUpdateLead(
      tx,
      {
        platform: "dealengineai",
        source: "aria",
        ownerName: text(userData.name) ?? "",
        email: validEmail,
        phone,
        locale: userData.preferredLanguage === "es" ? "es" : "en",
      },
      { actor: "agent", actorId: "aria" },
    );
    await recordLeadEvent(tx, lead.id, "chat", { flow, message: message.slice(0, 500) }, { actor: "agent", actorId: "aria" }, { channel: "aria" });
    return lead.id;
  });
}
