/**
 * Generated bad input for the bad-input test (tests/api/bad-input.test.ts): request bodies, query strings
 * and path values for one route, built from what the route expects (the field names of its zod schema
 * and the authorization matrix's own request) so that much of it gets past the first check and reaches
 * the handler, and from what nobody expects (wrong types, huge and odd strings, broken JSON, escapes).
 */
import fc from "fast-check";

/** Strings that have broken servers: escapes, surrogates, NULs, directions, numbers that are not. */
const ODD_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uFEFF",
  "\u202Eevil",
  "e\u0301",
  "👩‍👩‍👧‍👦",
  "𝕏",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "'; drop table trainers; --",
  "%00",
  "%zz",
  "NaN",
  "-Infinity",
  "1e999",
  "-1",
  "9007199254740993",
  "__proto__",
  "constructor",
  "toString",
  "2099-13-45",
  "0000-00-00",
  "25:61",
  "null",
  "true",
  "[object Object]",
];

const hugeString = fc.integer({ min: 1_000, max: 60_000 }).map((n) => "é".repeat(n));
export const oddString = fc.oneof(
  { arbitrary: fc.constantFrom(...ODD_STRINGS), weight: 3 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }), weight: 2 },
  { arbitrary: hugeString, weight: 1 },
);

/** Any JSON value, leaning towards the ones that are almost right. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: oddString, weight: 4 },
  {
    arbitrary: fc.constantFrom(null, true, false, 0, -1, -0, 1.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308),
    weight: 3,
  },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      [],
      {},
      [null],
      [[[[[]]]]],
      JSON.parse('{"__proto__":{"admin":true}}'),
      JSON.parse('{"constructor":{"prototype":{"admin":true}}}'),
    ),
    weight: 1,
  },
);

/** Percent-encoded; a lone surrogate (which cannot be) becomes U+FFFD, as a browser sends it. */
const percentEncoded = (text: string) => encodeURIComponent(text.replace(/\p{Surrogate}/gu, "\uFFFD"));

/** Path values: the path tricks, numbers out of range or not numbers, odd text (escaped). */
const PATH_TRICKS = [
  ".",
  "..",
  "%2e",
  "%2e%2e",
  "%2F",
  "..%2F..%2Fetc%2Fpasswd",
  "%5C",
  "%00",
  "%zz",
  "%",
  "%C0%AF",
  "%E2%82",
  "-1",
  "0",
  "-0",
  "1.5",
  "1e3",
  "0x10",
  "+1",
  "%201",
  "99999999999999999999999",
  "9007199254740993",
  "2147483648",
  "NaN",
  "Infinity",
  "null",
  "__proto__",
  "constructor",
  ".ics",
  "x.ics.ics",
];
export const pathValue = fc.oneof(
  { arbitrary: fc.constantFrom(...PATH_TRICKS), weight: 4 },
  { arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String), weight: 1 },
  { arbitrary: fc.integer().map(String), weight: 1 },
  { arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 30 }).map(percentEncoded), weight: 2 },
  { arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }).map(percentEncoded), weight: 1 },
  { arbitrary: fc.integer({ min: 101, max: 2_000 }).map((n) => "a".repeat(n)), weight: 1 },
);

/** A zod schema's definition (zod 4), read only as far as this file needs. */
type ZodDef = {
  type: string;
  shape?: Record<string, Zod>;
  innerType?: Zod;
  in?: Zod;
  element?: Zod;
  options?: Zod[];
  entries?: Record<string, string | number>;
  values?: unknown[];
};
type Zod = { _zod: { def: ZodDef } };
const defOf = (schema: unknown): ZodDef | undefined => (schema as Zod | undefined)?._zod?.def;

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"]);

/** The field names of an object schema (through optional, default, pipes and unions). */
export function fieldNames(schema: unknown): string[] {
  const def = defOf(schema);
  if (!def) return [];
  if (def.type === "object") return Object.keys(def.shape ?? {});
  if (WRAPPERS.has(def.type)) return fieldNames(def.innerType);
  if (def.type === "pipe") return fieldNames(def.in);
  if (def.type === "union") return [...new Set((def.options ?? []).flatMap(fieldNames))];
  return [];
}

const word = fc.string({
  unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"),
  minLength: 1,
  maxLength: 10,
});
const twoDigits = (n: number) => String(n).padStart(2, "0");
/** Plausible values of each kind: words, e-mails, web addresses, days, times, ISO times; numbers. */
const CANDIDATES: Record<"string" | "number" | "boolean", fc.Arbitrary<unknown>[]> = {
  string: [
    fc.string({ minLength: 1, maxLength: 30 }),
    word.map((name) => `${name}@example.com`),
    word.map((path) => `https://example.com/${path}`),
    fc.emailAddress(),
    fc.webUrl(),
    fc
      .date({ min: new Date("2020-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${twoDigits(h)}:${twoDigits(m)}`),
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  ],
  number: [
    fc.integer({ min: 0, max: 1_000 }),
    fc.integer({ min: -1_000_000, max: 1_000_000 }),
    fc.double({ noNaN: true }),
  ],
  boolean: [fc.boolean()],
};

/**
 * A value shaped like the schema (its objects, arrays, enum and literal values), each leaf either of
 * the right kind or odd: wrong types, huge or broken strings, nulls, missing fields.
 */
export function shapedLike(schema: unknown, depth = 0, field: unknown = schema): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (!def || depth > 4) return oddValue;
  // `field` stays the whole field's schema (with its pipes and checks) for the candidates below.
  if (WRAPPERS.has(def.type)) return shapedLike(def.innerType, depth, field);
  if (def.type === "pipe") return shapedLike(def.in, depth, field);
  if (def.type === "union") return fc.oneof(...(def.options ?? []).map((o) => shapedLike(o, depth + 1)));
  let right: fc.Arbitrary<unknown>;
  switch (def.type) {
    case "object": {
      const model = Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, child]) => [key, shapedLike(child, depth + 1)]),
      );
      // Mostly every field, else any subset; now and then with a field nobody asked for.
      right = fc
        .tuple(
          fc.oneof({ arbitrary: fc.record(model), weight: 3 }, fc.record(model, { requiredKeys: [] })),
          fc.oneof({ arbitrary: fc.constant(undefined), weight: 5 }, oddValue),
        )
        .map(([record, extra]) => (extra === undefined ? record : { ...record, unexpected: extra }));
      break;
    }
    case "array":
      right = fc.array(shapedLike(def.element, depth + 1), { maxLength: 4 });
      break;
    case "enum":
      right = fc.constantFrom(...Object.values(def.entries ?? { x: "x" }));
      break;
    case "literal":
      right = fc.constantFrom(...(def.values ?? [null]));
      break;
    case "string":
    case "number":
    case "boolean":
      // Several candidates of the kind; the first the field's own schema accepts, so formats pass too.
      right = fc.tuple(...CANDIDATES[def.type]).map((values) => {
        const parse = (field as { safeParse?: (v: unknown) => { success: boolean } }).safeParse;
        return values.find((v) => parse?.call(field, v).success) ?? values[0];
      });
      break;
    default:
      right = oddValue;
  }
  return fc.oneof({ arbitrary: right, weight: 3 }, { arbitrary: oddValue, weight: 1 });
}

/** A value of the same kind as the one given (a string for a string...) that is odd for it. */
function sameKind(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === "string") return oddString;
  if (typeof value === "number")
    return fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 0.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308));
  if (typeof value === "boolean") return fc.boolean();
  if (Array.isArray(value))
    return fc.array(value.length > 0 ? sameKind(value[0]) : oddValue, { maxLength: 30 });
  return oddValue;
}

/**
 * A copy of a known-good body with one field (at any depth) changed: to an odd value of its own kind
 * (which gets past type checks to the limits and the handler), to anything, or removed.
 */
function mutated(good: Record<string, unknown>): fc.Arbitrary<unknown> {
  const paths: string[][] = [];
  const walk = (value: unknown, path: string[]) => {
    if (!value || typeof value !== "object" || Array.isArray(value)) return;
    for (const [key, child] of Object.entries(value)) {
      paths.push([...path, key]);
      walk(child, [...path, key]);
    }
  };
  walk(good, []);
  if (paths.length === 0) return fc.constant(good);
  const valueAt = (path: string[]) =>
    path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], good);
  const REMOVE = Symbol("remove");
  return fc
    .constantFrom(...paths)
    .chain((path) =>
      fc.tuple(
        fc.constant(path),
        fc.oneof(
          { arbitrary: sameKind(valueAt(path)), weight: 3 },
          { arbitrary: oddValue, weight: 1 },
          { arbitrary: fc.constant(REMOVE), weight: 1 },
        ),
      ),
    )
    .map(([path, value]) => {
      const copy = structuredClone(good);
      let parent = copy as Record<string, unknown>;
      for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
      if (value === REMOVE) delete parent[path.at(-1)!];
      else parent[path.at(-1)!] = value;
      return copy;
    });
}

/** Text that says it is JSON and is not. */
const notJson = fc.oneof(
  fc.constantFrom(
    "{",
    '{"a":',
    "[1,2",
    "{'a':1}",
    "undefined",
    "NaN",
    "\u0000",
    '{"a":1}garbage',
    "\uFEFF{}",
    '"\uD800"',
  ),
  fc.string({ unit: "binary", maxLength: 60 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
);

export type Body = { payload?: string | FormData; contentType?: string; label: string };

/** A picture upload field with odd content: text, a picture's first bytes then garbage, any name. */
const oddUpload = fc
  .record({
    field: fc.constantFrom("profilePicture", "file", ""),
    head: fc.constantFrom(
      new Uint8Array(),
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
      new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBP"),
      new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"),
    ),
    rest: fc.uint8Array({ maxLength: 2_000 }),
    type: fc.constantFrom("image/png", "image/jpeg", "image/webp", "text/plain", "application/octet-stream"),
    name: fc.oneof(fc.constantFrom("x.png", "../../x.png", ".png", "x.php.png", ""), oddString),
    // An admin may name whose picture it is (modules/pictures/service.ts).
    trainerId: fc.option(fc.oneof(pathValue, fc.constantFrom("1", "3", "999999"))),
  })
  .map(({ field, head, rest, type, name, trainerId }) => {
    const form = new FormData();
    const bytes = new Uint8Array(head.length + rest.length);
    bytes.set(head);
    bytes.set(rest, head.length);
    if (trainerId !== null) form.append("trainerId", trainerId);
    form.append(field, new Blob([bytes], { type }), name.slice(0, 200));
    return { payload: form, label: `upload ${type} (${bytes.length} bytes)` } as Body;
  });

const JSON_TYPES = ["application/json", "application/json; charset=utf-8", "Application/JSON"];

/**
 * Bodies for a route: none, any JSON, one shaped like its schema, its matrix request's body with one
 * field broken, text that is not JSON (all sent as JSON), and for an upload route odd uploads.
 */
export function bodies(options: { schema: unknown; good: unknown; upload: boolean }): fc.Arbitrary<Body> {
  const json = (value: unknown) => JSON.stringify(value) ?? "null";
  const asJson = (arb: fc.Arbitrary<unknown>, label: string) =>
    fc.tuple(arb, fc.constantFrom(...JSON_TYPES)).map(([value, contentType]) => ({
      payload: json(value),
      contentType,
      label,
    }));
  const good = options.good;
  const goodObject =
    good && typeof good === "object" && !(good instanceof FormData) && Object.keys(good).length > 0
      ? good
      : undefined;
  return fc.oneof(
    { arbitrary: fc.constant<Body>({ label: "no body" }), weight: 1 },
    { arbitrary: asJson(fc.jsonValue({ maxDepth: 3 }), "any JSON"), weight: 2 },
    { arbitrary: asJson(shapedLike(options.schema ?? goodObject), "shaped like the schema"), weight: 4 },
    ...(goodObject
      ? [
          {
            arbitrary: asJson(
              mutated(goodObject as Record<string, unknown>),
              "matrix body, one field broken",
            ),
            weight: 4,
          },
        ]
      : []),
    {
      arbitrary: notJson.map((payload) => ({ payload, contentType: "application/json", label: "not JSON" })),
      weight: 1,
    },
    ...(options.upload ? [{ arbitrary: oddUpload, weight: 20 }] : []),
  );
}

/** Query keys nobody expects, and the ones parsers treat specially. */
const oddKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "a[b]", "q[]", "", "toString", "hasOwnProperty"),
  fc.string({ maxLength: 12 }),
);
/** Query text put in as it is: escapes that are broken or mean something to a parser. */
const RAW_QUERY_TRICKS = [
  "%",
  "%zz",
  "%E2%82",
  "%FF",
  "&&&",
  "=",
  "==x",
  "a=1;b=2",
  "+",
  "%2B",
  "%26",
  "x=%00",
];

/**
 * A query string: the matrix request's own pairs or none, then generated pairs (the route's own keys
 * with odd values, odd keys, repeats), encoded, now and then with raw tricks.
 */
export function queries(options: { keys: string[]; own: [string, string][] }): fc.Arbitrary<string> {
  const key = options.keys.length > 0 ? fc.oneof(fc.constantFrom(...options.keys), oddKey) : oddKey;
  const value = fc.oneof(
    oddString.map((s) => s.slice(0, 3_000)),
    fc.integer().map(String),
  );
  const pair = fc.tuple(key, value).map(([k, v]) => `${percentEncoded(k)}=${percentEncoded(v)}`);
  return fc
    .tuple(
      fc.boolean(),
      fc.array(pair, { maxLength: 5 }),
      fc.oneof({ arbitrary: fc.constant(""), weight: 6 }, fc.constantFrom(...RAW_QUERY_TRICKS)),
      fc.boolean(),
    )
    .map(([keepOwn, pairs, raw, repeat]) => {
      const own = keepOwn ? options.own.map(([k, v]) => `${percentEncoded(k)}=${percentEncoded(v)}`) : [];
      const all = [...own, ...pairs, ...(repeat && pairs[0] ? [pairs[0]] : []), ...(raw ? [raw] : [])];
      return all.join("&");
    });
}

/** A route pattern's path parameters (":id", ":id(^\\d+$)") and the matrix request's value for each. */
export function pathParams(pattern: string, ownUrl: string): { name: string; own: string }[] {
  const ownSegments = ownUrl.split("?")[0]!.split("/");
  return pattern.split("/").flatMap((segment, i) => {
    const match = /^:(\w+)/.exec(segment);
    return match ? [{ name: match[1]!, own: ownSegments[i] ?? "" }] : [];
  });
}
