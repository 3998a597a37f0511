/**
 * Prose the server writes and stores in English (an integration check's message, a draft's
 * recipient name), kept readable in the reader's language without a column for its code
 * (decision 120): each sentence is a template with a code and named parameters, written here
 * once. `write` makes the English text from the code and parameters; `read` finds them again
 * in a stored text. The web renders `serverText.<code>` with the parameters (decision 060); a
 * text no template made (written before, or by a provider) reads as stored.
 */
export type TextParams = Record<string, string | number>;
export interface CodedText {
  code: string;
  params: TextParams;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function codedTexts<const T extends Record<string, string>>(templates: T) {
  const readers = Object.entries(templates).map(([code, en]) => {
    const names: string[] = [];
    const pattern = en
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        if (!name) return escape(part);
        names.push(name);
        return "([\\s\\S]+?)";
      })
      .join("");
    return { code, names, re: new RegExp(`^${pattern}$`) };
  });
  return {
    templates,
    /** The English text of `code` with its parameters (what API clients and Slack read). */
    write(code: keyof T & string, params: TextParams = {}): string {
      return templates[code]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
    },
    /** The code and parameters a stored text was written from, or null when no template made it. */
    read(text: string | null | undefined): CodedText | null {
      if (!text) return null;
      for (const { code, names, re } of readers) {
        const m = re.exec(text);
        if (!m) continue;
        const params: TextParams = {};
        // Whole numbers go back as numbers: the catalogs format them and pick plurals by them.
        names.forEach((name, i) => (params[name] = /^\d+$/.test(m[i + 1]!) ? Number(m[i + 1]) : m[i + 1]!));
        return { code, params };
      }
      return null;
    },
  };
}
