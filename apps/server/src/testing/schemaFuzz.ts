/**
 * Values from a zod schema's neighbourhood, for the endpoints' fuzz: mostly values of the right
 * shape (so requests reach past validation), mixed with what attackers send: wrong types, empty
 * and huge strings, unicode, NUL bytes and right-to-left overrides, missing and extra fields.
 */
import fc from 'fast-check';
import type { z } from 'zod';

const HUGE = 20_000;

/** Strings around a string field: empty, huge, unicode, control characters, well-formed ids. */
const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\u202Eevil.pdf', '\uD800', '%00', '../..'),
  fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom('x'.repeat(HUGE), 'é'.repeat(HUGE / 2)),
  fc.uuid(),
  fc.emailAddress(),
  fc.webUrl(),
  fc.constantFrom('true', 'false', '0', '-1', '1e309', 'null'),
);

const number: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.integer({ min: -2, max: 100 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2),
);

/** A value of another type than the schema asks. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, [], {}, true, 0, ''),
);

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The shape's value itself, without the neighbourhood (depth bounds recursive schemas). */
function shaped(schema: z.ZodType, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const near = (inner: z.ZodType | undefined) =>
    inner ? neighbourhood(inner, depth + 1) : fc.jsonValue({ maxDepth: 1 });
  switch (def.type) {
    case 'string':
      return nastyString;
    case 'number':
    case 'int':
    case 'bigint':
      return number;
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        nastyString,
      );
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'null':
      return fc.constant(null);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fc.oneof(near(def.innerType), fc.constantFrom(null, undefined));
    case 'pipe':
      return near(def.in);
    case 'lazy':
      return depth > 3 ? wrongType : near(def.getter?.());
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => near(option)));
    case 'intersection':
      return fc
        .tuple(near(def.left), near(def.right))
        .map(([a, b]) =>
          a && b && typeof a === 'object' && typeof b === 'object' ? { ...a, ...b } : a,
        );
    case 'array':
      return fc.oneof(
        { weight: 4, arbitrary: fc.array(near(def.element), { maxLength: 4 }) },
        { weight: 1, arbitrary: fc.array(near(def.element), { minLength: 200, maxLength: 300 }) },
      );
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((item) => near(item)));
    case 'record':
      return fc.dictionary(nastyString, near(def.valueType), { maxKeys: 4 });
    case 'object': {
      const shape = def.shape ?? {};
      const fields = Object.fromEntries(
        Object.entries(shape).map(([key, value]) => [key, near(value)]),
      );
      // Each field may be missing, and fields no schema names may come along.
      return fc
        .tuple(
          fc.record(fields, { requiredKeys: [] }),
          fc.dictionary(fc.string({ maxLength: 12 }), wrongType, { maxKeys: 2 }),
        )
        .map(([known, extra]) => ({ ...extra, ...known }));
    }
    default:
      return wrongType;
  }
}

/** Mostly the schema's own shape, sometimes anything at all. */
export function neighbourhood(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: shaped(schema, depth) },
    { weight: 1, arbitrary: wrongType },
  );
}

/**
 * Query strings around a querystring schema: its parameters with neighbourhood values written as
 * text (repeated at times), unknown parameters, and broken percent-encoding.
 */
export function queryNeighbourhood(schema: z.ZodType): fc.Arbitrary<string> {
  const text = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.flatMap(text)
      : value === undefined
        ? []
        : [typeof value === 'string' ? value : JSON.stringify(value)];
  const params = fc.oneof(
    { weight: 6, arbitrary: neighbourhood(schema) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), nastyString) },
  );
  const broken = fc.constantFrom('%', '%E0%A4%A', '%00', '%C0%80', '&&=&', 'a=%ZZ', '%FF%FE');
  return fc.tuple(params, fc.option(broken, { nil: '' })).map(([value, tail]) => {
    const search = new URLSearchParams();
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, field] of Object.entries(value)) {
        for (const one of text(field)) search.append(key, one);
      }
    }
    const written = search.toString();
    return [written, tail].filter(Boolean).join('&');
  });
}
