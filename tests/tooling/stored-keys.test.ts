import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as domain from '../../src/domain/index.ts';
import {
  ATTRIBUTION_COOKIES,
  BROWSER_STORAGE,
  CHANNEL_COOKIE,
  REMOVED_ONLY_STORAGE_KEYS,
  UTM_PARAMETERS,
  attributionFromQuery,
  storedEntryFor,
  type StorageKind,
} from '../../src/domain/index.ts';

// Issue 15: the cookie policy lists what the site stores, from one registry (src/domain/storage/browser-storage.ts).
// This reads the site's code (not its tests) and fails when it stores, reads or removes a browser key the registry
// does not list, names a key with a string literal instead of the domain's constant, or when the registry lists
// something no code writes. It parses each file (no type checking), so it stays fast.

type SourceFile = { readonly path: string; readonly text: string };
type Operation = 'read' | 'write' | 'remove';
type ScanResult = { readonly violations: readonly string[]; readonly written: ReadonlySet<string>; readonly dynamic: readonly string[] };

/** Key expressions computed at run time, each covered by a test of where its names come from. */
type DynamicKey = { readonly file: string; readonly expression: string; readonly kind: StorageKind; readonly operation: Operation; readonly why: string };

const root = join(import.meta.dirname, '../..');

const STORAGE_METHODS: ReadonlyMap<string, Operation> = new Map([
  ['getItem', 'read'],
  ['setItem', 'write'],
  ['removeItem', 'remove'],
]);
/** Members of Storage that name no key. */
const KEYLESS_MEMBERS = new Set(['key', 'clear', 'length']);

function storageKindOf(receiver: string): StorageKind | undefined {
  if (/(^|\.)localStorage$/.test(receiver)) return 'localStorage';
  if (/(^|\.)sessionStorage$/.test(receiver)) return 'sessionStorage';
  return undefined;
}

/** The text of a node without type arguments or whitespace, as reported and as allow-listed. */
const textOf = (node: ts.Node, file: ts.SourceFile) => node.getText(file).replace(/\s+/g, ' ');

/** The nearest enclosing function and its name: a declaration's, a method's (with its class), or the const holding an arrow. */
function enclosingFunction(node: ts.Node): { fn: ts.SignatureDeclaration; name: string; className?: string } | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isFunctionDeclaration(current) && current.name) return { fn: current, name: current.name.text };
    if (ts.isMethodDeclaration(current) && ts.isClassDeclaration(current.parent) && current.parent.name) {
      return { fn: current, name: current.name.getText(), className: current.parent.name.text };
    }
    if ((ts.isArrowFunction(current) || ts.isFunctionExpression(current)) && ts.isVariableDeclaration(current.parent) && ts.isIdentifier(current.parent.name)) {
      return { fn: current, name: current.parent.name.text };
    }
    if (ts.isFunctionLike(current)) return undefined;
  }
  return undefined;
}

/** Where a key lands: a Storage method, a cookie write or read, or a function of ours that passes its parameter on. */
type Sink = { readonly key: ts.Expression; readonly kind: StorageKind | undefined; readonly operation: Operation; readonly node: ts.Node };
type Helper = {
  readonly name: string;
  readonly parameter: number;
  readonly kind: StorageKind | undefined;
  readonly operations: Set<Operation>;
  readonly className?: string;
};

/** What a call of a helper does with its key: a write if it may write, a removal if it only removes. */
function helperOperation(helper: Helper): Operation {
  if (helper.operations.has('write')) return 'write';
  return [...helper.operations].every((operation) => operation === 'remove') ? 'remove' : 'read';
}

/** Scans source files for every browser key they use; `dynamicKeys` are the run-time keys that are accepted. */
function scanStoredKeys(files: readonly SourceFile[], dynamicKeys: readonly DynamicKey[]): ScanResult {
  const parsed = files.map((file) => ({
    path: file.path,
    source: ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, file.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS),
  }));
  const violations: string[] = [];
  const written = new Set<string>();
  const dynamic: string[] = [];

  // The storage a class wraps, from its constructions (`new ExpiringStorage(() => localStorage, …)`).
  const constructedKinds = new Map<string, Set<StorageKind | undefined>>();
  for (const { source } of parsed) {
    const visit = (node: ts.Node): void => {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
        const kinds = constructedKinds.get(node.expression.text) ?? new Set();
        const argument = node.arguments?.[0]?.getText(source) ?? '';
        kinds.add(/\blocalStorage\b/.test(argument) ? 'localStorage' : /\bsessionStorage\b/.test(argument) ? 'sessionStorage' : undefined);
        constructedKinds.set(node.expression.text, kinds);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  const helpers = new Map<string, Helper>();

  /** The receivers of a file declared or built as an instance of `className` (`#persisted: ExpiringStorage`). */
  function instancesOf(source: ts.SourceFile, className: string): Set<string> {
    const names = new Set<string>();
    const visit = (node: ts.Node): void => {
      if ((ts.isPropertyDeclaration(node) || ts.isParameter(node) || ts.isVariableDeclaration(node)) && node.name) {
        const typed = node.type !== undefined && node.type.getText(source) === className;
        const built = node.initializer !== undefined && ts.isNewExpression(node.initializer) && node.initializer.expression.getText(source) === className;
        if (typed || built) names.add(node.name.getText(source));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return names;
  }

  /** Every place in a file where a key is used, given the helpers known so far; `report` adds what it cannot accept. */
  function sinksOf(path: string, source: ts.SourceFile, report = false): Sink[] {
    const problem = (text: string) => {
      if (report) violations.push(`${path}: ${text}`);
    };
    const sinks: Sink[] = [];
    const classes = new Set([...helpers.values()].flatMap((helper) => (helper.className ? [helper.className] : [])));
    const instances = new Map([...classes].map((className) => [className, instancesOf(source, className)] as const));
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const key = node.arguments[0];
        if (ts.isPropertyAccessExpression(callee) && key) {
          const method = callee.name.text;
          const receiver = callee.expression.getText(source);
          const operation = STORAGE_METHODS.get(method);
          const last = ts.isPropertyAccessExpression(callee.expression) ? callee.expression.name.getText(source) : receiver;
          const helper = helpers.get(`${[...instances].find(([, names]) => names.has(last))?.[0] ?? '?'}.${method}`);
          const argument = helper ? node.arguments[helper.parameter] : undefined;
          if (operation) sinks.push({ key, kind: storageKindOf(receiver), operation, node });
          else if (helper && argument) sinks.push({ key: argument, kind: helper.kind, operation: helperOperation(helper), node });
        }
        if (ts.isIdentifier(callee)) {
          const helper = helpers.get(`.${callee.text}`);
          const argument = helper ? node.arguments[helper.parameter] : undefined;
          if (helper && argument) sinks.push({ key: argument, kind: helper.kind, operation: helperOperation(helper), node });
        }
      }
      // document.cookie = stringifySetCookie({ name, … }) is the one lawful cookie write.
      if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && node.left.getText(source) === 'document.cookie') {
        const call = node.right;
        const object = ts.isCallExpression(call) && call.expression.getText(source) === 'stringifySetCookie' ? call.arguments[0] : undefined;
        const name = object && ts.isObjectLiteralExpression(object) ? object.properties.find((property) => property.name?.getText(source) === 'name') : undefined;
        if (name && ts.isShorthandPropertyAssignment(name)) sinks.push({ key: name.name, kind: 'cookie', operation: 'write', node });
        else if (name && ts.isPropertyAssignment(name)) sinks.push({ key: name.initializer, kind: 'cookie', operation: 'write', node });
        else problem(`a cookie written without a name the test can read: ${textOf(node, source)}`);
      }
      // parseCookie(document.cookie)[name] reads one cookie.
      if (ts.isElementAccessExpression(node) && /^parseCookie\(document\.cookie\)$/.test(node.expression.getText(source))) {
        sinks.push({ key: node.argumentExpression, kind: 'cookie', operation: 'read', node });
      }
      // localStorage.x = …, localStorage['x']: keys that bypass the Storage methods.
      if (ts.isElementAccessExpression(node) && storageKindOf(node.expression.getText(source))) {
        problem(`storage indexed directly: ${textOf(node, source)}`);
      }
      if (ts.isPropertyAccessExpression(node) && storageKindOf(node.expression.getText(source)) && !STORAGE_METHODS.has(node.name.text) && !KEYLESS_MEMBERS.has(node.name.text)) {
        problem(`storage used as an object: ${textOf(node, source)}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return sinks;
  }

  /** A parameter of the function around the sink passes the key through: that function becomes a helper. */
  function passThrough(sink: Sink): Helper | undefined {
    const key = sink.key;
    if (!ts.isIdentifier(key)) return undefined;
    const around = enclosingFunction(sink.node);
    const parameter = around?.fn.parameters.findIndex((declared) => ts.isIdentifier(declared.name) && declared.name.text === key.text) ?? -1;
    if (!around || parameter < 0) return undefined;
    const built = around.className ? constructedKinds.get(around.className) : undefined;
    const kind = sink.kind ?? (built?.size === 1 ? [...built][0] : undefined);
    return { name: around.name, parameter, kind, operations: new Set([sink.operation]), ...(around.className ? { className: around.className } : {}) };
  }

  // Helpers wrap helpers (readSessionJson → sessionStorage.getItem): collect them until nothing changes.
  for (let changed = true; changed; ) {
    changed = false;
    for (const { path, source } of parsed) {
      for (const sink of sinksOf(path, source)) {
        const found = passThrough(sink);
        if (!found) continue;
        const id = `${found.className ?? ''}.${found.name}`;
        const known = helpers.get(id);
        if (!known) helpers.set(id, found);
        else if (!known.operations.has(sink.operation)) known.operations.add(sink.operation);
        else continue;
        changed = true;
      }
    }
  }

  const domainValues = domain as unknown as Readonly<Record<string, unknown>>;
  const SAMPLE = 'sample';

  /** Local name → name exported by the domain, for a file's imports from src/domain. */
  function domainImports(source: ts.SourceFile): Map<string, string> {
    const names = new Map<string, string>();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !/(^|\/)domain\//.test(statement.moduleSpecifier.text)) continue;
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.set(element.name.text, (element.propertyName ?? element.name).text);
    }
    return names;
  }

  function localConst(source: ts.SourceFile, name: string): ts.Expression | undefined {
    let found: ts.Expression | undefined;
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer && ts.isVariableDeclarationList(node.parent) && node.parent.flags & ts.NodeFlags.Const) {
        found = node.initializer;
      }
      if (!found) ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  }

  type Resolved = { kind: 'name'; name: string } | { kind: 'problem'; problem: string } | { kind: 'dynamic' };

  function resolve(path: string, source: ts.SourceFile, sink: Sink, key: ts.Expression, imports: Map<string, string>, depth = 0): Resolved {
    if (ts.isStringLiteralLike(key) || ts.isTemplateExpression(key)) return { kind: 'problem', problem: `a literal key ${textOf(key, source)} (use the domain's constant)` };
    const accepted = dynamicKeys.find((entry) => entry.file === path && entry.expression === textOf(key, source) && entry.kind === sink.kind && entry.operation === sink.operation);
    if (accepted) return { kind: 'dynamic' };
    if (ts.isIdentifier(key)) {
      const exported = imports.get(key.text);
      if (exported !== undefined) {
        const value = domainValues[exported];
        return typeof value === 'string' ? { kind: 'name', name: value } : { kind: 'problem', problem: `${key.text}, which the domain does not export as a string` };
      }
      const initializer = depth < 5 ? localConst(source, key.text) : undefined;
      if (initializer) return resolve(path, source, sink, initializer, imports, depth + 1);
      return { kind: 'problem', problem: `${key.text}, which is no constant of the domain` };
    }
    if (ts.isCallExpression(key) && ts.isIdentifier(key.expression)) {
      const exported = imports.get(key.expression.text);
      const fn = exported === undefined ? undefined : domainValues[exported];
      if (typeof fn === 'function') {
        const value: unknown = (fn as (...samples: string[]) => unknown)(...key.arguments.map(() => SAMPLE));
        if (typeof value === 'string') return { kind: 'name', name: value };
      }
      return { kind: 'problem', problem: `${textOf(key, source)}, which is no key function of the domain` };
    }
    return { kind: 'problem', problem: `${textOf(key, source)}, a key the test cannot read` };
  }

  for (const { path, source } of parsed) {
    const imports = domainImports(source);
    for (const sink of sinksOf(path, source, true)) {
      if (passThrough(sink)) continue;
      const resolved = resolve(path, source, sink, sink.key, imports);
      if (resolved.kind === 'dynamic') {
        dynamic.push(`${path} ${textOf(sink.key, source)}`);
        continue;
      }
      if (resolved.kind === 'problem') {
        violations.push(`${path}: ${resolved.problem}`);
        continue;
      }
      const entry = storedEntryFor(resolved.name, sink.kind);
      const removedOnly = REMOVED_ONLY_STORAGE_KEYS.some((removed) => removed.name === resolved.name && (sink.kind === undefined || removed.kind === sink.kind));
      if (entry) {
        if (sink.operation === 'write') written.add(entry.id);
      } else if (!(removedOnly && sink.operation === 'remove')) {
        violations.push(`${path}: ${sink.operation}s ${sink.kind ?? 'storage'} key '${resolved.name}', which the registry does not list`);
      }
    }
  }
  return { violations, written, dynamic };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const DYNAMIC: readonly DynamicKey[] = [
  { file: 'src/infrastructure/attribution/attribution.adapter.ts', expression: 'name', kind: 'cookie', operation: 'write', why: 'the cookies attributionFromQuery removes (landingCookies)' },
  { file: 'src/infrastructure/attribution/attribution.adapter.ts', expression: 'cookie.name', kind: 'cookie', operation: 'write', why: 'the cookies attributionFromQuery sets (landingCookies)' },
  { file: 'src/infrastructure/di/browser-machines.ts', expression: 'key', kind: 'sessionStorage', operation: 'remove', why: 'keys already stored, removed when isCheckoutKey says so' },
];

/** Every cookie a landing can set or remove: what the attribution adapter writes under DYNAMIC's names. */
function landingCookies(): ReadonlySet<string> {
  const all = Object.fromEntries(ATTRIBUTION_COOKIES.map((name) => [name, 'old']));
  const searches = ['cjevent', 'cfclick', 'admitad_uid', 'adn_uid', 'channel', ...UTM_PARAMETERS].map((parameter) => `?${parameter}=v1`);
  return new Set(searches.flatMap((search) => {
    const update = attributionFromQuery(search, all);
    return [...update.set.map((cookie) => cookie.name), ...update.remove];
  }));
}

describe('stored keys (issue 15)', () => {
  const files = sourceFiles(join(root, 'src')).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
  const result = scanStoredKeys(files, DYNAMIC);

  it('the site stores, reads and removes only keys the registry lists, each named by a domain constant', () => {
    expect(result.violations).toEqual([]);
  });

  it('every run-time key it accepts is still in the code', () => {
    expect(new Set(result.dynamic)).toEqual(new Set(DYNAMIC.map((entry) => `${entry.file} ${entry.expression}`)));
  });

  it('the cookies a landing sets or removes are registered cookies', () => {
    expect([...landingCookies()].filter((name) => storedEntryFor(name, 'cookie') === undefined)).toEqual([]);
  });

  it('every registry entry is written somewhere, so the policy lists nothing the site never stores', () => {
    const landing = landingCookies();
    const unwritten = BROWSER_STORAGE.filter((entry) => !result.written.has(entry.id) && !(entry.kind === 'cookie' && landing.has(entry.name)));
    expect(unwritten.map((entry) => `${entry.kind} ${entry.name}`)).toEqual([]);
    expect(landing.has(CHANNEL_COOKIE)).toBe(true);
  });
});

describe('the stored-key scan itself', () => {
  const scan = (text: string) => scanStoredKeys([{ path: 'src/sample.ts', text }], []).violations;
  const importing = (names: string) => `import { ${names} } from './domain/index.ts';\n`;

  it.each([
    ['an unregistered literal key', "localStorage.setItem('x', '1');"],
    ['a registered name written as a literal', "localStorage.setItem('front_id', '1');"],
    ['a literal behind a local constant', "const KEY = 'x';\nsessionStorage.getItem(KEY);"],
    ['a template literal', 'const id = 1;\nsessionStorage.setItem(`draft-${id}`, "1");'],
    ['a registered name in the wrong storage', `${importing('CONSENT_STORAGE_KEY')}sessionStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');`],
    ['a constant of another layer', "import { KEY } from './infrastructure/keys.ts';\nlocalStorage.setItem(KEY, '1');"],
    ['a raw cookie string', "document.cookie = 'x=1; path=/';"],
    ['a cookie written with a literal name', "document.cookie = stringifySetCookie({ name: 'x', value: '1' });"],
    ['a cookie read by a literal name', "parseCookie(document.cookie)['x'];"],
    ['storage indexed directly', "localStorage['x'] = '1';"],
    ['storage used as an object', "sessionStorage.x = '1';"],
    ['a key passed through a helper', "function put(key: string) {\n  localStorage.setItem(key, '1');\n}\nput('x');"],
    ['a key passed through a helper of a helper', "function put(key: string) {\n  localStorage.setItem(key, '1');\n}\nconst keep = (name: string) => put(name);\nkeep('x');"],
    ['a key passed through a storage class', "class Box {\n  set(key: string) {\n    localStorage.setItem(key, '1');\n  }\n}\nconst box = new Box();\nbox.set('x');"],
    ['a removed-only key written', `${importing('ATTRIBUTION_STORAGE_KEY')}localStorage.setItem(ATTRIBUTION_STORAGE_KEY, '1');`],
  ])('catches %s', (_label, text) => {
    expect(scan(text)).toHaveLength(1);
  });

  it('accepts registered keys named by domain constants and key functions, and removing a removed-only key', () => {
    const text = [
      importing('FRONT_ID_STORAGE_KEY, ATTRIBUTION_STORAGE_KEY, LANGUAGE_COOKIE, checkoutKey, dismissalKey'),
      "localStorage.setItem(FRONT_ID_STORAGE_KEY, 'id');",
      'localStorage.removeItem(ATTRIBUTION_STORAGE_KEY);',
      "const key = checkoutKey('plan', 'so');\nsessionStorage.setItem(key, 'k');",
      "localStorage.getItem(dismissalKey('weekend'));",
      "function writeCookie(name: string) {\n  document.cookie = stringifySetCookie({ name, value: '1' });\n}\nwriteCookie(LANGUAGE_COOKIE);",
    ].join('\n');
    expect(scan(text)).toEqual([]);
  });
});
