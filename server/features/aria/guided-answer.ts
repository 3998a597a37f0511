import type { z } from "zod";
import type { ariaFlowSchema } from "../../../contract/aria";

type Flow = z.infer<typeof ariaFlowSchema>;

/**
 * Aria without a language model: the flow picked by keywords and a fixed,
 * honest answer for each (the spec's stated facts, no quotes or approvals).
 */
const RULES: { flow: Flow; words: RegExp }[] = [
  { flow: "calculator_launch", words: /\b(calculat\w*|payment|monthly|pago|mensual\w*|calcula\w*|cuota)\b/i },
  { flow: "loan_prequalification", words: /\b(qualif\w*|pre-?qualif\w*|loan|credit|approv\w*|pr[eé]stamo|cr[eé]dito|aprob\w*|calific\w*)\b/i },
  { flow: "dealer_onboarding", words: /\b(dealer|dealership|inventory|partner|concesionari\w*|agencia|distribuidor)\b/i },
  { flow: "language_selector", words: /\b(english|spanish|espa[ñn]ol|ingl[eé]s|idioma|language)\b/i },
  { flow: "customer_faq", words: /\b(how|what|co-?signer|down|requirement|document|c[oó]mo|qu[eé]|requisito|enganche|aval)\b/i },
];

const ANSWERS: Record<Flow, { en: string; es: string }> = {
  greeting: {
    en: "Hi, I'm Aria. I can help you prequalify for a car loan, estimate payments or onboard a dealership. No language model is configured, so I answer with guided steps.",
    es: "Hola, soy Aria. Puedo ayudarte a precalificar para un crédito automotriz, estimar pagos o dar de alta una agencia. No hay un modelo de lenguaje configurado, así que respondo con pasos guiados.",
  },
  loan_prequalification: {
    en: "To prequalify we need your income, employment and the price of the car. Approval usually takes 24-48 hours, down payments start at 10 percent, a co-signer is typically not required and U.S. credit history is accepted. I cannot promise an approval or a rate.",
    es: "Para precalificar necesitamos tus ingresos, empleo y el precio del auto. La aprobación suele tardar 24-48 horas, el enganche empieza en 10 por ciento, normalmente no se requiere aval y se acepta historial crediticio de EE. UU. No puedo prometer una aprobación ni una tasa.",
  },
  dealer_onboarding: {
    en: "Dealers join by sharing their business details and inventory; a person on our team follows up to complete onboarding.",
    es: "Las agencias se suman compartiendo sus datos y su inventario; una persona de nuestro equipo da seguimiento para completar el alta.",
  },
  calculator_launch: {
    en: "Use the payment calculator to estimate your monthly payment from the price, down payment, rate and term.",
    es: "Usa la calculadora de pagos para estimar tu pago mensual a partir del precio, el enganche, la tasa y el plazo.",
  },
  language_selector: {
    en: "I speak English and Spanish: use the language toggle above to switch.",
    es: "Hablo inglés y español: usa el selector de idioma de arriba para cambiar.",
  },
  customer_faq: {
    en: "Common answers: approval in 24-48 hours, down payment from 10 percent, no co-signer typically required, U.S. credit history accepted. For anything else, ask about prequalification or the calculator.",
    es: "Respuestas frecuentes: aprobación en 24-48 horas, enganche desde 10 por ciento, normalmente sin aval, se acepta historial crediticio de EE. UU. Para lo demás, pregunta por la precalificación o la calculadora.",
  },
};

export function guidedAnswer(message: string, language: "en" | "es"): { response: string; flow: Flow } {
  const flow = RULES.find((r) => r.words.test(message))?.flow ?? "greeting";
  return { response: ANSWERS[flow][language], flow };
}
