import type { z } from "zod";
import type { ariaFlowSchema } from "../../../contract/aria";
import { understandFinancing, type FinancingFacts } from "./understand";

type Flow = z.infer<typeof ariaFlowSchema>;

/**
 * Aria without a language model: the flow picked by keywords and a fixed,
 * honest answer for each (the spec's stated facts, no quotes or approvals).
 */
const RULES: { flow: Flow; words: RegExp }[] = [
  { flow: "greeting", words: /^\s*(hi|hello|hey|hola|buenas|buenos d[ií]as|buenas tardes|good (morning|afternoon|evening))\b[\s!.,¡]*$/i },
  { flow: "calculator_launch", words: /\b(calculat\w*|payment|monthly|pago|mensual\w*|calcula\w*|cuota)\b/i },
  { flow: "loan_prequalification", words: /\b(qualif\w*|pre-?qualif\w*|loan|credit|approv\w*|pr[eé]stamo|cr[eé]dito|aprob\w*|calific\w*)\b/i },
  { flow: "dealer_onboarding", words: /\b(dealer|dealership|inventory|partner|concesionari\w*|agencia|distribuidor)\b/i },
  { flow: "language_selector", words: /\b(english|spanish|espa[ñn]ol|ingl[eé]s|idioma|language)\b/i },
  { flow: "customer_faq", words: /\b(how|what|co-?signer|down|requirements?|documents?|aval|enganche)\b|(^|[^a-z])(c[oó]mo|qu[eé]|requisitos?|documentos?)(?![a-zñáéíóú])/i },
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

const NOT_UNDERSTOOD = {
  en: "I did not catch what you need. I can prequalify you for a car loan, estimate a payment or onboard a dealership: tell me, for example, your monthly income and the car's price (\"I make $4,000 a month, can I get a $30k car?\").",
  es: "No entendí qué necesitas. Puedo precalificarte para un crédito automotriz, estimar un pago o dar de alta una agencia: dime, por ejemplo, tu ingreso mensual y el precio del auto («Gano 4 mil al mes, ¿puedo sacar un auto de 30 mil?»).",
};

/** Minimum down payment Aria states (spec 02 §4: "down payments start at 10 percent"). */
const MIN_DOWN = 0.1;
const DEFAULT_TERM = 48;

/**
 * The guided answer: with figures (this message's merged over earlier ones), an
 * estimate built from them; otherwise the flow its keywords pick, or a plain "I did
 * not catch that" with an example. Never a rate or an approval.
 */
export function guidedAnswer(message: string, language: "en" | "es", facts: FinancingFacts = {}): { response: string; flow: Flow } {
  const keywordFlow = RULES.find((r) => r.words.test(message))?.flow;
  const saysFigures = Object.keys(understandFinancing(message)).length > 0;
  const knowsFigures = facts.vehiclePrice !== undefined || facts.monthlyIncome !== undefined || facts.termMonths !== undefined;
  const asksEstimate = keywordFlow === "calculator_launch" || keywordFlow === "loan_prequalification";
  if (knowsFigures && (saysFigures || asksEstimate)) {
    return { response: estimate(facts, language), flow: facts.monthlyIncome !== undefined ? "loan_prequalification" : "calculator_launch" };
  }
  if (!keywordFlow) return { response: NOT_UNDERSTOOD[language], flow: "customer_faq" };
  return { response: ANSWERS[keywordFlow][language], flow: keywordFlow };
}

function estimate(f: FinancingFacts, language: "en" | "es"): string {
  const locale = language === "es" ? "es-MX" : "en-US";
  const $ = (n: number) => new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: n % 1 === 0 ? 0 : 2 }).format(n);
  const pct = (n: number) => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(n);
  const es = language === "es";
  const parts: string[] = [];
  const heard: string[] = [];
  if (f.monthlyIncome !== undefined) heard.push(es ? `ingresos de ${$(f.monthlyIncome)} al mes` : `an income of ${$(f.monthlyIncome)} a month`);
  if (f.vehiclePrice !== undefined) heard.push(es ? `un auto de ${$(f.vehiclePrice)}` : `a ${$(f.vehiclePrice)} car`);
  if (f.downPayment !== undefined) heard.push(es ? `${$(f.downPayment)} de enganche` : `${$(f.downPayment)} down`);
  if (f.termMonths !== undefined) heard.push(es ? `un plazo de ${f.termMonths} meses` : `a ${f.termMonths}-month term`);
  parts.push(es ? `Entendí: ${heard.join(", ")}.` : `I understood: ${heard.join(", ")}.`);

  if (f.vehiclePrice === undefined) {
    parts.push(es ? "¿Cuál es el precio del auto que te interesa? Con eso estimo el pago mensual." : "What is the price of the car you have in mind? With it I can estimate the monthly payment.");
  } else {
    const down = f.downPayment ?? Math.round(f.vehiclePrice * MIN_DOWN);
    const term = f.termMonths ?? DEFAULT_TERM;
    if (down >= f.vehiclePrice) {
      parts.push(es ? "El enganche cubre todo el precio: no haría falta financiar." : "That down payment covers the whole price: there is nothing to finance.");
    } else {
      const financed = f.vehiclePrice - down;
      const monthly = Math.round((financed / term) * 100) / 100;
      parts.push(
        es
          ? `Con ${$(down)} de enganche${f.downPayment === undefined ? " (el mínimo de 10 %)" : ""} financiarías ${$(financed)}; a ${term} meses${f.termMonths === undefined ? " (un plazo común)" : ""} son ${$(monthly)} al mes antes de intereses.`
          : `With ${$(down)} down${f.downPayment === undefined ? " (the 10 percent minimum)" : ""} you would finance ${$(financed)}; over ${term} months${f.termMonths === undefined ? " (a common term)" : ""} that is ${$(monthly)} a month before interest.`,
      );
      if (f.monthlyIncome !== undefined && f.monthlyIncome > 0) {
        const share = monthly / f.monthlyIncome;
        parts.push(es ? `Eso es ${pct(share)} de tu ingreso mensual.` : `That is ${pct(share)} of your monthly income.`);
      }
    }
    parts.push(
      es
        ? "La tasa la decide el prestamista: abre la calculadora de pagos para agregarla. No puedo prometer una aprobación ni una tasa; la aprobación suele tardar 24-48 horas."
        : "The lender sets the rate: open the payment calculator to add one. I cannot promise an approval or a rate; approval usually takes 24-48 hours.",
    );
  }
  return parts.join(" ");
}
