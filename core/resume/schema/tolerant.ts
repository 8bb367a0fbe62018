import { z } from "zod";

/*
 * The tolerant reading of a strict schema, derived from it so that the two can never drift apart.
 *
 * Reading stored or imported data must not lose it: unknown keys are kept (loose objects), format
 * rules (email, URL, non-blank name, hex colour) are not enforced, and scalars are coerced where
 * the meaning is plain ("3" -> 3, 2024 -> "2024", out-of-range numbers clamped). Only a value that
 * cannot be read as its type at all is replaced, by the field's default.
 */

type AnySchema = z.ZodType;

// Every schema here is built with zod's classic API; the check keeps that true without a cast.
function classic(schema: z.core.$ZodType): AnySchema {
  if (schema instanceof z.ZodType) return schema;
  throw new TypeError("The resume schema must be built with zod's classic API");
}

const relaxedCache = new WeakMap<AnySchema, AnySchema>();
const tolerantCache = new WeakMap<AnySchema, AnySchema>();

/** Parse with the tolerant reading of `schema`: never throws for any input. */
export function tolerantParse<Output>(schema: z.core.$ZodType<Output>, input: unknown): Output {
  const strict = classic(schema);
  let tolerant = tolerantCache.get(strict);
  if (!tolerant) {
    tolerant = withFallback(strict, relax(strict));
    tolerantCache.set(strict, tolerant);
  }
  // The relaxed schema mirrors `schema` field by field (same keys, same scalar types, defaults
  // filled), so its output has the strict output's shape plus any unknown keys the input had.
  return tolerant.parse(input) as Output;
}

/** The relaxed schema, without a fallback of its own: wrappers and parents decide the fallback. */
function relax(schema: AnySchema): AnySchema {
  const cached = relaxedCache.get(schema);
  if (cached) return cached;
  const relaxed = build(schema);
  relaxedCache.set(schema, relaxed);
  return relaxed;
}

function build(schema: AnySchema): AnySchema {
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault) {
    const inner = relax(classic(schema.unwrap()));
    const fallback = () => tolerantDefault(schema, inner);
    return inner
      .optional()
      .transform((value) => (value === undefined ? fallback() : value))
      .catch(fallback);
  }
  if (schema instanceof z.ZodOptional) {
    return relax(classic(schema.unwrap())).optional().catch(undefined);
  }
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, AnySchema> = {};
    for (const [key, member] of Object.entries(schema.shape)) {
      const field = classic(member);
      shape[key] = withFallback(field, relax(field));
    }
    return z.looseObject(shape);
  }
  if (schema instanceof z.ZodArray) {
    const element = relax(classic(schema.element));
    // An element that is not even of the element's kind (a string among items) cannot be kept.
    return z.array(z.unknown()).transform((entries) => entries.flatMap((entry) => readable(element, entry)));
  }
  if (schema instanceof z.ZodRecord) {
    const value = relax(classic(schema.valueType));
    return z
      .record(z.string(), z.unknown())
      .transform((entries) =>
        Object.fromEntries(
          Object.entries(entries).flatMap(([key, entry]) => readable(value, entry).map((read) => [key, read] as const)),
        ),
      );
  }
  // A literal is a key ("summary"), not free text: a wrong one is replaced, not kept.
  if (schema instanceof z.ZodLiteral) return schema;
  if (isStringLike(schema)) return looseString;
  if (schema instanceof z.ZodNumber) return looseNumber(schema);
  if (schema instanceof z.ZodBoolean) return looseBoolean;
  if (schema instanceof z.ZodEnum) return looseEnum(schema.options.map(String));
  return schema;
}

/**
 * A field with no default of its own still has to load: its relaxed schema falls back to the
 * empty value of its type (items without a name load with an empty name, to be filled in).
 */
function withFallback(original: AnySchema, relaxed: AnySchema): AnySchema {
  if (original instanceof z.ZodDefault || original instanceof z.ZodPrefault || original instanceof z.ZodOptional) {
    return relaxed;
  }
  return relaxed.catch(() => emptyValue(original, relaxed));
}

function tolerantDefault(schema: z.ZodDefault | z.ZodPrefault, relaxedInner: AnySchema): unknown {
  // A default is the finished value; a prefault is input that still goes through the schema.
  const value = schema.def.defaultValue;
  return schema instanceof z.ZodPrefault ? relaxedInner.parse(value) : structuredClone(value);
}

function emptyValue(original: AnySchema, relaxed: AnySchema): unknown {
  if (original instanceof z.ZodObject) return relaxed.parse({});
  if (original instanceof z.ZodArray) return [];
  if (original instanceof z.ZodRecord) return {};
  if (original instanceof z.ZodNumber) return relaxed.parse(0);
  if (original instanceof z.ZodBoolean) return false;
  if (original instanceof z.ZodEnum) return original.options[0];
  if (original instanceof z.ZodLiteral) return original.value;
  return isStringLike(original) ? "" : undefined;
}

function isStringLike(schema: AnySchema): boolean {
  const type = schema._zod.def.type;
  if (type === "string") return true;
  if (schema instanceof z.ZodLiteral)
    return schema.values.size > 0 && [...schema.values].every((v) => typeof v === "string");
  if (schema instanceof z.ZodUnion) return schema.options.every((option) => isStringLike(classic(option)));
  return false;
}

const looseString = z.preprocess(
  (value) => (typeof value === "number" || typeof value === "boolean" ? String(value) : value),
  z.string(),
);

const looseBoolean = z.preprocess(
  (value) => (value === "true" ? true : value === "false" ? false : value),
  z.boolean(),
);

function looseNumber(schema: z.ZodNumber): AnySchema {
  const min = schema.minValue ?? -Infinity;
  const max = schema.maxValue ?? Infinity;
  const isInteger = schema.isInt;
  return z
    .preprocess(
      (value) =>
        typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)) ? Number(value) : value,
      z.number(),
    )
    .transform((value) => Math.min(max, Math.max(min, isInteger ? Math.round(value) : value)));
}

function looseEnum(options: string[]): AnySchema {
  return z.preprocess(
    (value) =>
      typeof value === "string"
        ? (options.find((option) => option.toLowerCase() === value.toLowerCase()) ?? value)
        : value,
    z.enum(options),
  );
}

/** The value read by `schema`, as a list of one, or none when it cannot be read. */
function readable(schema: AnySchema, value: unknown): unknown[] {
  const result = schema.safeParse(value);
  return result.success ? [result.data] : [];
}
