import { describe, expect, it } from "vitest";
import { understandFinancing } from "./understand";

describe("Aria reads figures in a sentence", () => {
  it.each([
    ["I make $4,000/month, can I get a $30k car?", { monthlyIncome: 4000, vehiclePrice: 30000 }],
    ["gano 4 mil al mes", { monthlyIncome: 4000 }],
    ["Gano 4 mil al mes, ¿puedo sacar un auto de 30 mil a 48 meses?", { monthlyIncome: 4000, vehiclePrice: 30000, termMonths: 48 }],
    ["a 48 meses", { termMonths: 48 }],
    ["30 mil", { vehiclePrice: 30000 }],
    ["I earn 5200 a month and want a truck that costs $42,500 with $5,000 down over 5 years", { monthlyIncome: 5200, vehiclePrice: 42500, downPayment: 5000, termMonths: 60 }],
    ["enganche de 3.000 dólares, el carro cuesta 25.000", { downPayment: 3000, vehiclePrice: 25000 }],
    ["$25k SUV for 72 months", { vehiclePrice: 25000, termMonths: 72 }],
    ["Is 10 percent down the minimum?", {}],
    ["I have 2 cars and 3 kids", {}],
    ["hola", {}],
  ])("%s", (message, expected) => {
    expect(understandFinancing(message)).toEqual(expected);
  });
});
