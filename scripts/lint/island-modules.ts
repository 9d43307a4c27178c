/**
 * The lint rule for island modules (docs/decisions/110): a module that declares an island with `island("name", View)`
 * runs on its own in the browser, outside React Router, with props that the page carries as JSON. So in such a module:
 * - nothing may import React Router, the module itself or any module of ours it imports, however deep (its hooks and
 *   `Link` need the router's context, which an island does not have);
 * - the island's component must take props that JSON carries unchanged: strings, numbers, booleans, null, arrays and
 *   plain objects of them (no function, no element, no Date, Map or class instance).
 *
 * No published plugin checks either (eslint's `no-restricted-imports` sees one file's own imports and cannot tell an
 * island module from another): this rule asks TypeScript, through typescript-eslint's type information, for the
 * component's props and for the modules each import loads.
 */
import type { Rule } from "eslint";
import ts from "typescript";

const ROUTER = /^(react-router|react-router-dom|@react-router\/.+)$/;

type Node = Rule.Node & { type: string; callee?: Node; arguments?: Node[]; name?: string; value?: unknown };

/** Why a type does not go through JSON unchanged, or null when it does. */
export function notJson(checker: ts.TypeChecker, type: ts.Type, seen = new Set<ts.Type>()): string | null {
  if (seen.has(type)) return null;
  seen.add(type);
  const flags = type.flags;
  const plain =
    ts.TypeFlags.StringLike |
    ts.TypeFlags.NumberLike |
    ts.TypeFlags.BooleanLike |
    ts.TypeFlags.Null |
    ts.TypeFlags.Undefined;
  if (flags & plain) return null;
  if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return "a value of any type";
  if (type.isUnion() || type.isIntersection()) {
    for (const member of type.types) {
      const why = notJson(checker, member, seen);
      if (why) return why;
    }
    return null;
  }
  if (!(flags & ts.TypeFlags.Object)) return checker.typeToString(type);
  if (type.getCallSignatures().length || type.getConstructSignatures().length) return "a function";
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    for (const element of checker.getTypeArguments(type as ts.TypeReference)) {
      const why = notJson(checker, element, seen);
      if (why) return why;
    }
    return null;
  }
  const symbol = type.getSymbol();
  if (symbol?.flags && symbol.flags & ts.SymbolFlags.Class) return `an instance of ${symbol.name}`;
  for (const info of checker.getIndexInfosOfType(type)) {
    const why = notJson(checker, info.type, seen);
    if (why) return why;
  }
  for (const property of type.getProperties()) {
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    if (!declaration) continue;
    const why = notJson(checker, checker.getTypeOfSymbolAtLocation(property, declaration), seen);
    if (why) return `${property.name}: ${why}`;
  }
  return null;
}

/** The chain of our modules from `file` that ends in an import of React Router, or null. */
function routerChain(program: ts.Program, file: ts.SourceFile, seen = new Set<string>()): string[] | null {
  if (seen.has(file.fileName)) return null;
  seen.add(file.fileName);
  for (const statement of file.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : null;
    if (!specifier) continue;
    // Type-only imports are erased: they load nothing in the browser.
    if (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly) continue;
    if (ts.isExportDeclaration(statement) && statement.isTypeOnly) continue;
    if (ROUTER.test(specifier)) return [specifier];
    const resolved = ts.resolveModuleName(specifier, file.fileName, program.getCompilerOptions(), ts.sys)
      .resolvedModule?.resolvedFileName;
    const next =
      resolved && !resolved.includes("/node_modules/") ? program.getSourceFile(resolved) : undefined;
    if (!next) continue;
    const chain = routerChain(program, next, seen);
    if (chain) return [specifier, ...chain];
  }
  return null;
}

export const islandModules: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: { description: "An island module imports nothing of React Router and takes JSON props only." },
    schema: [],
    messages: {
      router:
        "An island runs outside React Router (docs/decisions/087): {{chain}}. Use plain links and props instead.",
      props:
        "The {{name}} island's props must be JSON, what the page carries to the browser (docs/decisions/087): {{why}}.",
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices as
      { program?: ts.Program; esTreeNodeToTSNodeMap?: { get(node: unknown): ts.Node } } | undefined;
    const program = services?.program;
    const island: Node[] = [];
    return {
      CallExpression(node) {
        const call = node as unknown as Node;
        if (call.callee?.type === "Identifier" && call.callee.name === "island") island.push(call);
      },
      "Program:exit"(node) {
        if (!island.length) return;
        if (!program || !services?.esTreeNodeToTSNodeMap)
          throw new Error("islands/island-module needs type information (parserOptions.projectService).");
        const checker = program.getTypeChecker();
        const source = program.getSourceFile(context.filename);
        const chain = source && routerChain(program, source);
        if (chain) {
          // At the import that leads there.
          const at = (node as unknown as { body: (Node & { source?: Node })[] }).body.find(
            (statement) => statement.source?.value === chain[0],
          );
          context.report({ node: at ?? node, messageId: "router", data: { chain: chain.join(" imports ") } });
        }
        for (const call of island) {
          const [name, view] = call.arguments ?? [];
          if (!view) continue;
          const type = checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(view));
          const props = type.getCallSignatures()[0]?.getParameters()[0];
          const declaration = props?.valueDeclaration;
          const why =
            props && declaration
              ? notJson(checker, checker.getTypeOfSymbolAtLocation(props, declaration))
              : null;
          if (why)
            context.report({ node: view, messageId: "props", data: { name: String(name?.value), why } });
        }
      },
    };
  },
};

export const islandsPlugin = { rules: { "island-module": islandModules } };
