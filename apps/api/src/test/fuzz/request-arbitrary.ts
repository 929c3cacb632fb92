// Requests for the schema fuzz: values generated from a route contract's zod schemas (through
// their JSON Schema, which zod 4 writes itself), then bent out of shape the ways an attacker or a
// broken client would. fast-check's own generators do the work; `zod-fast-check` would, but it
// supports neither zod 4 nor fast-check 4.
import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

/** Strings that have broken servers: built-in property names, NUL, lone surrogates, injection. */
export const nastyStrings = [
  ...Object.getOwnPropertyNames(Object.prototype),
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '%',
  '%E0%A4%A',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '{{7*7}}',
  '😣'.repeat(50),
  'a'.repeat(300),
  'a'.repeat(5_000),
];

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.5, [], {}, [null], { a: 1 }),
  fc.string({ maxLength: 40 }),
);

const stringFor = (schema: JsonSchema, key: string | undefined): fc.Arbitrary<string> => {
  // A piped schema (`z.string().trim().pipe(z.email())`) loses its format on the input side: the
  // field's name tells.
  const format = schema.format ?? (key && /e-?mail/i.test(key) ? 'email' : undefined);
  switch (format) {
    case 'email':
      // fast-check's addresses follow RFC 5322 in full; the contracts accept the common form.
      return fc
        .tuple(
          fc.stringMatching(/^[a-z0-9][a-z0-9.+-]{0,15}$/),
          fc.constantFrom('example.test', 'urosim.local'),
        )
        .map(([local, domain]) => `${local.replace(/\.+$/, '')}@${domain}`);
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      return fc.webUrl();
    default: {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 60, Math.max(minLength, 200));
      return fc.string({ minLength, maxLength });
    }
  }
};

const numberFor = (schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> => {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000);
  const low = Math.max(min, -1e9);
  const high = Math.min(Math.max(max, low), 1e9);
  return isInteger
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
    : fc.double({ min: low, max: high, noNaN: true });
};

/** Values a JSON Schema accepts (mostly: patterns and cross-field rules are not followed). */
export const valueFor = (schema: JsonSchema, depth = 0, key?: string): fc.Arbitrary<unknown> => {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((s) => valueFor(s, depth + 1, key)));
  if (schema.allOf && schema.allOf.length > 0) return valueFor(schema.allOf[0]!, depth + 1, key);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema, key);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((s) => valueFor(s, depth + 1)));
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 4, Math.max(minLength, 4));
      return fc.array(valueFor(schema.items ?? {}, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, child] of Object.entries(properties)) model[name] = valueFor(child, depth + 1, name);
      return fc.record(model, {
        requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
      });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
};

/** A value with one leaf replaced by something nasty, a key added or one removed. */
const bend = (value: unknown): fc.Arbitrary<unknown> => {
  if (typeof value !== 'object' || value === null) return nastyValue;
  const entries = Object.entries(value);
  if (entries.length === 0)
    return fc.oneof(
      nastyValue,
      nastyValue.map((v) => ({ constructor: v })),
    );
  return fc.oneof(
    // Replace one field, or one field deeper down.
    fc
      .nat(entries.length - 1)
      .chain((i) =>
        fc.oneof(nastyValue, bend(entries[i]![1])).map((v) => ({ ...value, [entries[i]![0]]: v })),
      ),
    // Drop one field.
    fc.nat(entries.length - 1).map((i) => Object.fromEntries(entries.filter((_, j) => j !== i))),
    // Add one: a prototype name among them.
    fc
      .tuple(fc.constantFrom(...nastyStrings.slice(0, 12), 'extra'), nastyValue)
      .map(([key, v]) => ({ ...value, [key]: v })),
    // The whole value replaced.
    nastyValue,
  );
};

/** Values near what a schema accepts: valid two times in five, bent the other three. */
export const nearValid = (schema: z.ZodType | undefined): fc.Arbitrary<unknown> => {
  if (!schema) return fc.oneof(fc.constant(undefined), fc.constant(undefined), nastyValue);
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const valid = valueFor(json);
  return fc.oneof({ arbitrary: valid, weight: 2 }, { arbitrary: valid.chain(bend), weight: 3 });
};
