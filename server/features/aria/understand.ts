/**
 * What a car-financing message says in figures, in English or Spanish, without a
 * language model: the monthly income, the car's price, the down payment and the term,
 * written the ways people write them ("$4,000/month", "$30k", "30 mil", "gano 4 mil al
 * mes", "4.000 pesos", "a 48 meses", "5 years"). What a sentence does not say stays
 * unset; the caller merges it with what earlier messages said.
 */
export interface FinancingFacts {
  monthlyIncome?: number;
  vehiclePrice?: number;
  downPayment?: number;
  termMonths?: number;
}

const fold = (s: string) => s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");

// An amount: optional currency sign, digits with thousands separators or decimals, then an optional multiplier.
const AMOUNT = /(\$|usd\s*|us\$)?\s?(\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d+)?)\s*(k\b|mil\b|thousand\b|grand\b|m\b|millones\b|million\b)?/g;
const TERM = /(\d{1,3})\s*(months?|mos?\b|meses|mes\b|years?|yrs?\b|anos?\b)/g;

const INCOME = /(make|earn|income|salary|paid|i get paid|take home|gano|ganamos|ingreso|sueldo|salario|cobro)/;
const PER_MONTH = /^\s*(\/\s*(mo|month)|a month|per month|monthly|each month|al mes|por mes|mensual|cada mes)/;
const DOWN = /(down|deposit|enganche|inicial|anticipo|pie\b)/;
const PRICE = /(car|vehicle|truck|suv|auto|carro|coche|camioneta|vehiculo|price|cost|costs|worth|precio|cuesta|vale|de valor)/;

/** A number as written: "4,000" and "4.000" are four thousand, "4.5" and "4,5" four and a half. */
function parseNumber(raw: string): number {
  if (/^\d{1,3}([.,]\d{3})+$/.test(raw)) return Number(raw.replace(/[.,]/g, ""));
  return Number(raw.replace(",", "."));
}

export function understandFinancing(message: string): FinancingFacts {
  const text = fold(message);
  const facts: FinancingFacts = {};

  // Terms first, and their digits are not amounts.
  const taken: [number, number][] = [];
  for (const m of text.matchAll(TERM)) {
    const n = Number(m[1]);
    const months = /^(y|a)/.test(m[2]) ? n * 12 : n;
    if (months >= 6 && months <= 96 && facts.termMonths === undefined) facts.termMonths = months;
    taken.push([m.index!, m.index! + m[0].length]);
  }

  const unassigned: number[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const start = m.index!;
    const end = start + m[0].length;
    if (taken.some(([a, b]) => start < b && end > a)) continue;
    if (!m[1] && !m[3] && !/\d{3}/.test(m[2])) continue; // "2 cars", "10 percent": not money
    if (/^\s*(%|percent|por ciento)/.test(text.slice(end))) continue;
    const multiplier = m[3] ? (/^(k|mil|thousand|grand)/.test(m[3]) ? 1_000 : 1_000_000) : 1;
    const value = Math.round(parseNumber(m[2]) * multiplier);
    if (!Number.isFinite(value) || value <= 0) continue;
    const before = text.slice(Math.max(0, start - 30), start);
    const after = text.slice(end, end + 25);
    if (DOWN.test(before) || /^\s*(down|de enganche|of down)/.test(after)) facts.downPayment ??= value;
    else if (INCOME.test(before) || PER_MONTH.test(after)) facts.monthlyIncome ??= value;
    else if (PRICE.test(before) || PRICE.test(after.slice(0, 12))) facts.vehiclePrice ??= value;
    else unassigned.push(value);
  }
  // An amount said without a word around it: the car's price, if that is still unknown and it is one.
  for (const value of unassigned) if (facts.vehiclePrice === undefined && value >= 1_000) facts.vehiclePrice = value;
  return facts;
}
