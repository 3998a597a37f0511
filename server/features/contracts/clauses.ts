/**
 * Numbered clauses of a contract: a number at the start of a line ("1.",
 * "2.3", "4)", "Clause 5", "Cláusula 6", "Artículo 7", "Artigo 8", "§ 9").
 * Whatever the language, the numbers survive translation, so comparing them
 * shows a clause the translation dropped.
 */
const CLAUSE = /^\s*(?:(?:cl[aá]usula|clause|art[ií]culo|article|artigo|secci[oó]n|section|se[cç][aã]o|§)\s*)?(\d{1,3}(?:\.\d{1,3})*)(?:[.)\-:]|\s)/gim;

export function numberedClauses(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(CLAUSE)) {
    const n = m[1].replace(/\.$/, "");
    if (!out.includes(n)) out.push(n);
  }
  return out;
}

export function compareClauses(original: string, translated: string) {
  const originalClauses = numberedClauses(original);
  const translatedClauses = numberedClauses(translated);
  const missing = originalClauses.filter((c) => !translatedClauses.includes(c));
  const added = translatedClauses.filter((c) => !originalClauses.includes(c));
  return { originalClauses, translatedClauses, missing, added, ok: missing.length === 0 };
}

/** Structural issues of one text's numbering: gaps and repeats among top-level clauses. */
export function numberingIssues(text: string): string[] {
  const top: number[] = [];
  for (const m of text.matchAll(CLAUSE)) if (!m[1].includes(".")) top.push(Number(m[1]));
  const issues: string[] = [];
  const seen = new Set<number>();
  for (const n of top) {
    if (seen.has(n)) issues.push(`Clause ${n} is numbered twice.`);
    seen.add(n);
  }
  const sorted = [...seen].sort((a, b) => a - b);
  for (let i = 1; i < sorted.length; i++) {
    for (let gap = sorted[i - 1] + 1; gap < sorted[i]; gap++) issues.push(`Clause ${gap} is missing from the numbering.`);
  }
  return issues;
}
