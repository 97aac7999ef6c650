/**
 * The browser's copy of the endpoint definitions without their schemas (docs/decisions/0037). The web's
 * `call()` needs an endpoint's method and path, and whether it takes a body; the schemas are for the
 * server's validation and the types. Left in, every page that calls the API would load zod (25 KB gzip)
 * and every schema of its contract. So in the client build each `defineEndpoint({ … })` in
 * src/shared/contracts keeps its method, path and audience, `params`/`query`/`body` become `true` and
 * `responses` `{}`; then every top-level constant built by a call (a schema, `z.string().min(1)`,
 * `item.extend({…})`) is wrapped in a pure-annotated function, so one nothing reads is dropped. Contract
 * files hold declarations only (their calls have no side effects), which is what makes this sound.
 * Forms that validate with a schema import it themselves and keep it.
 */
import { type Plugin, parseAst } from "vite";

const CONTRACT = /[\\/]src[\\/]shared[\\/]contracts[\\/][^\\/]+\.ts$/;
const SCHEMA_KEYS = new Set(["params", "query", "body", "responses"]);

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function walk(node: unknown, visit: (n: Node) => void) {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const n = node as Node;
  if (typeof n.type === "string") visit(n);
  for (const key of Object.keys(n)) if (key !== "type") walk(n[key], visit);
}

/** The code with each definition's schema values replaced (exported for its unit test). */
export function stripSchemas(code: string): string {
  const edits: [number, number, string][] = [];
  walk(parseAst(code), (node) => {
    const callee = node.callee as Node | undefined;
    const [arg] = (node.arguments as Node[] | undefined) ?? [];
    if (node.type !== "CallExpression" || callee?.type !== "Identifier" || callee.name !== "defineEndpoint")
      return;
    if (arg?.type !== "ObjectExpression") return;
    for (const property of arg.properties as Node[]) {
      const key = property.key as Node | undefined;
      if (property.type !== "Property" || property.computed || key?.type !== "Identifier") continue;
      const name = key.name as string;
      if (!SCHEMA_KEYS.has(name)) continue;
      const value = property.value as Node;
      edits.push([value.start, value.end, name === "responses" ? "{}" : "true"]);
    }
  });
  let out = code;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
    out = out.slice(0, start) + text + out.slice(end);
  return out;
}

const FUNCTION = new Set(["ArrowFunctionExpression", "FunctionExpression", "ClassExpression"]);

function hasCall(node: unknown): boolean {
  let found = false;
  walk(node, (n) => {
    if (n.type === "CallExpression" || n.type === "NewExpression") found = true;
  });
  return found;
}

/** Each top-level `const x = <an expression with a call>` becomes `const x = /* @__PURE__ *\/ (() => <it>)()`. */
export function markConstantsPure(code: string): string {
  const edits: [number, number, string][] = [];
  for (const statement of (parseAst(code) as unknown as { body: Node[] }).body) {
    const declaration = (statement.type === "ExportNamedDeclaration" ? statement.declaration : statement) as
      | Node
      | undefined;
    if (declaration?.type !== "VariableDeclaration") continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (!init || FUNCTION.has(init.type) || !hasCall(init)) continue;
      const text = code.slice(init.start, init.end);
      edits.push([init.start, init.end, `/* @__PURE__ */ (() => (${text}))()`]);
    }
  }
  let out = code;
  // From the end, so earlier positions stay valid.
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
    out = out.slice(0, start) + text + out.slice(end);
  return out;
}

export function stripEndpointSchemas(): Plugin {
  return {
    name: "strip-endpoint-schemas",
    // After TypeScript is stripped: the parser reads JavaScript.
    enforce: "post",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    transform(code, id) {
      if (!CONTRACT.test(id.split("?")[0] ?? "")) return;
      return { code: markConstantsPure(stripSchemas(code)), map: null };
    },
  };
}
