/**
 * The de-duplication key of a property address (decision 070): lower case, punctuation
 * dropped, street words abbreviated the USPS way, the state name dropped, ZIP+4 cut to
 * five digits. "123 Main Street, Houston, TX 77002-1234" and "123 main st houston 77002"
 * give the same key.
 */
const WORDS: Record<string, string> = {
  street: "st", avenue: "ave", av: "ave", road: "rd", drive: "dr", boulevard: "blvd", lane: "ln", court: "ct",
  place: "pl", parkway: "pkwy", highway: "hwy", freeway: "fwy", circle: "cir", terrace: "ter", trail: "trl",
  square: "sq", expressway: "expy", suite: "ste", apartment: "apt", building: "bldg", north: "n", south: "s",
  east: "e", west: "w", northeast: "ne", northwest: "nw", southeast: "se", southwest: "sw", "#": "ste",
};
const STATES = new Set(["tx", "texas"]);

export function normalizeAddress(...parts: (string | null | undefined)[]): string {
  const tokens = parts
    .filter((p): p is string => !!p)
    .join(" ")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/(\d{5})-\d{4}\b/g, "$1")
    .replace(/[.,;:'"()]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => WORDS[w] ?? w);
  return tokens.filter((w, i) => !(STATES.has(w) && (i === tokens.length - 1 || /^\d{5}$/.test(tokens[i + 1] ?? "")))).join(" ");
}
