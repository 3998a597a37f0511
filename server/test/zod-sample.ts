import type { z } from "zod";

/**
 * Samples and leaves of a route's zod schema, for tests that walk every route (the edge
 * validation test, decision 053): `sampleOf` builds a value the schema accepts where it can
 * (first matching candidate per leaf), `leavesOf` lists the paths of its fields with their kind.
 */
type AnySchema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

export type LeafKind = "string" | "number" | "json" | "other";
export interface Leaf {
  path: (string | number)[];
  kind: LeafKind;
  /** For strings: the schema's maximum length, if any. */
  maxLength?: number | null;
}

const STRING_CANDIDATES = ["admin@example.com", "77001", "+15555550100", "Sample text", "sample", "2026-01-01", "https://example.com", "aaaaaaaa"];

let enumTurn = 0;

function inner(s: AnySchema): AnySchema | null {
  const def = s._zod.def;
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      return def.innerType as AnySchema;
    case "pipe":
      return (def.in as AnySchema)._zod.def.type === "transform" ? (def.out as AnySchema) : (def.in as AnySchema);
    case "lazy":
      return (def.getter as () => AnySchema)();
    default:
      return null;
  }
}

export function sampleOf(schema: unknown): unknown {
  const s = schema as AnySchema;
  const def = s._zod.def;
  const next = inner(s);
  if (def.type === "default" || def.type === "prefault") return sampleOf(next);
  if (next) return sampleOf(next);
  switch (def.type) {
    case "object": {
      const shape = def.shape as Record<string, AnySchema>;
      return Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, sampleOf(v)]));
    }
    case "array": {
      const min = Math.max(1, (s as unknown as { _zod: { def: { checks?: { _zod: { def: { minimum?: number } } }[] } } })._zod.def.checks?.find((c) => c._zod.def.minimum !== undefined)?._zod.def.minimum ?? 1);
      return Array.from({ length: min }, () => sampleOf(def.element));
    }
    case "record":
      return {};
    case "string": {
      const minLength = (s as unknown as { minLength: number | null }).minLength ?? 0;
      for (const c of [...STRING_CANDIDATES, "a".repeat(Math.max(minLength, 1))]) if (s.safeParse(c).success) return c;
      return "sample";
    }
    case "number":
    case "int": {
      for (const c of [1, 2, 5, 10, 48, 100, 0]) if (s.safeParse(c).success) return c;
      return (s as unknown as { minValue: number | null }).minValue ?? 1;
    }
    case "boolean":
      return true;
    case "enum": {
      const values = Object.values(def.entries as Record<string, string>);
      return values[enumTurn++ % values.length];
    }
    case "literal":
      return (def.values as unknown[])[0];
    case "union":
      return sampleOf((def.options as AnySchema[])[0]);
    case "intersection":
      return { ...(sampleOf(def.left) as object), ...(sampleOf(def.right) as object) };
    default:
      return undefined;
  }
}

export function leavesOf(schema: unknown, path: (string | number)[] = []): Leaf[] {
  const s = schema as AnySchema;
  const def = s._zod.def;
  const next = inner(s);
  if (next) return leavesOf(next, path);
  switch (def.type) {
    case "object":
      return Object.entries(def.shape as Record<string, AnySchema>).flatMap(([k, v]) => leavesOf(v, [...path, k]));
    case "array":
      return leavesOf(def.element, [...path, 0]);
    case "union":
      return leavesOf((def.options as AnySchema[])[0], path);
    case "record":
    case "unknown":
    case "any":
      return [{ path, kind: "json" }];
    case "string":
      return [{ path, kind: "string", maxLength: (s as unknown as { maxLength: number | null }).maxLength }];
    case "number":
    case "int":
      return [{ path, kind: "number" }];
    default:
      return [{ path, kind: "other" }];
  }
}

/** A copy of `value` with `path` set to `leaf` (objects and arrays created on the way). */
export function withValueAt(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const base = (value && typeof value === "object" ? value : typeof head === "number" ? [] : {}) as Record<string | number, unknown>;
  const copy = (Array.isArray(base) ? [...base] : { ...base }) as Record<string | number, unknown>;
  copy[head] = withValueAt(base[head], rest, leaf);
  return copy;
}
