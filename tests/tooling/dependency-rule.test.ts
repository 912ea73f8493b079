import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Proves the dependency rule bites (issue 2 §2, issue 14): the project's own dependency-cruiser rules
// are run on small trees laid out like the project, and the domain's plain-TypeScript rules of ESLint
// on sample files.

type Tree = Readonly<Record<string, string>>;

/** Files every tree holds: one per layer, each importing only what the table allows. */
const LAWFUL: Tree = {
  'src/domain/brand.ts': "export const BRAND = 'Harbor';\n",
  'src/domain/title.ts': "import { BRAND } from './brand.ts';\nexport const title = (page: string) => `${page} | ${BRAND}`;\n",
  'src/application/pricing.machine.ts': "import { setup } from 'xstate';\nimport { title } from '../domain/title.ts';\nexport const machine = setup({}).createMachine({ id: title('pricing') });\n",
  'src/infrastructure/contract/api.contract.ts': 'export const PATHS = { plans: "/plans" };\n',
  'src/infrastructure/pricing.adapter.ts': "import { machine } from '../application/pricing.machine.ts';\nexport const adapter = machine;\n",
  'src/ui/pricing.view.tsx':
    "import type { SnapshotFrom } from 'xstate';\nimport type { Container } from 'inversify';\nimport type { machine } from '../application/pricing.machine.ts';\nexport const view = (snapshot: SnapshotFrom<typeof machine>, container: Container) => [snapshot, container];\n",
  'src/entry-server.tsx': "import { view } from './ui/pricing.view.tsx';\nexport type RenderResult = { readonly body: string };\nexport const render = () => view;\n",
  'server/site.ts':
    "import { title } from '../src/domain/title.ts';\nimport { PATHS } from '../src/infrastructure/contract/api.contract.ts';\nimport type { RenderResult } from '../src/entry-server.tsx';\nexport const site = (result: RenderResult) => [title(result.body), PATHS];\n",
  'tests/support/render-ui.tsx': 'export const renderUi = () => undefined;\n',
  'src/ui/pricing.view.test.tsx': "import { renderUi } from '../../tests/support/render-ui.tsx';\nexport const rendered = renderUi();\n",
};

/** Each breach: the files it adds to the lawful tree, and the rule that must fail one of them (a cycle is reported once). */
const BREACHES: readonly { readonly sentence: string; readonly rule: string; readonly files: Tree }[] = [
  {
    sentence: 'fails two modules that import each other only for their types',
    rule: 'no-circular',
    files: {
      'src/ui/app/route-tree.ts': "import type { PageData } from './page-frame.ts';\nexport type Tree = readonly PageData[];\n",
      'src/ui/app/page-frame.ts': "import type { Tree } from './route-tree.ts';\nexport type PageData = { readonly tree?: Tree };\n",
    },
  },
  {
    sentence: 'fails a cycle closed through a dynamic import, as page modules load their pages',
    rule: 'no-circular',
    files: {
      'src/ui/app/page-modules.ts': "export const PAGES = { home: () => import('../pages/home.page.tsx') };\n",
      'src/ui/pages/home.page.tsx': "import type { PAGES } from '../app/page-modules.ts';\nexport type Keys = keyof typeof PAGES;\n",
    },
  },
  {
    sentence: 'fails a domain file that imports React',
    rule: 'domain-uses-no-packages',
    files: { 'src/domain/hook.ts': "import { useState } from 'react';\nexport const hook = useState;\n" },
  },
  {
    sentence: 'fails a domain file that imports the application layer, even for a type',
    rule: 'domain-imports-only-domain',
    files: { 'src/domain/plan.ts': "import type { machine } from '../application/pricing.machine.ts';\nexport type Plan = typeof machine;\n" },
  },
  {
    sentence: 'fails an application file that imports a package other than xstate',
    rule: 'application-uses-only-xstate',
    files: { 'src/application/fetching.use-case.ts': "import ky from 'ky';\nexport const fetching = ky;\n" },
  },
  {
    sentence: 'fails a view that imports an adapter, even for a type',
    rule: 'ui-imports-application-and-domain',
    files: { 'src/ui/adapter.view.tsx': "import type { adapter } from '../infrastructure/pricing.adapter.ts';\nexport type Adapter = typeof adapter;\n" },
  },
  {
    sentence: 'fails a view that builds an actor instead of naming the machine’s types',
    rule: 'ui-names-machines-and-container-only-by-type',
    files: { 'src/ui/actor.view.tsx': "import { createActor } from 'xstate';\nexport const start = createActor;\n" },
  },
  {
    sentence: 'fails server code that imports the application layer',
    rule: 'server-imports-domain-and-contract',
    files: { 'server/pricing.ts': "import { machine } from '../src/application/pricing.machine.ts';\nexport const pricing = machine;\n" },
  },
  {
    sentence: 'fails server code that imports the render entry’s code rather than its types',
    rule: 'server-names-the-renderer-only-by-type',
    files: { 'server/render.ts': "import { render } from '../src/entry-server.tsx';\nexport const rendering = render;\n" },
  },
  {
    sentence: 'fails shipped code that imports a test helper',
    rule: 'production-code-never-imports-tests',
    files: { 'src/ui/helper.view.tsx': "import { renderUi } from '../../tests/support/render-ui.tsx';\nexport const helper = renderUi;\n" },
  },
];

const roots: string[] = [];

/** Writes the tree to a temporary project (with this project's packages) and cruises it with the real rules. */
async function violations(tree: Tree): Promise<{ rule: string; from: string; to: string }[]> {
  const root = await mkdtemp(join(tmpdir(), 'dependency-rule-'));
  roots.push(root);
  await symlink(join(process.cwd(), 'node_modules'), join(root, 'node_modules'), 'dir');
  for (const [path, text] of Object.entries(tree)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  const options = await extractDepcruiseOptions(join(process.cwd(), '.dependency-cruiser.mjs'));
  // Kept as node_modules/… so the package rules see the same paths as in the project.
  const { output } = await cruise(['src', 'server', 'tests'], { ...options, baseDir: root, preserveSymlinks: true });
  return (output as ICruiseResult).summary.violations.map(({ rule, from, to }) => ({ rule: rule.name, from, to }));
}

describe('the dependency rule', () => {
  let found: Awaited<ReturnType<typeof violations>>;

  beforeAll(async () => {
    found = await violations(Object.assign({}, LAWFUL, ...BREACHES.map(({ files }) => files)));
  });
  afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

  it('passes a tree whose every layer imports only what the table allows', async () => {
    expect(await violations(LAWFUL)).toEqual([]);
  });

  it.each(BREACHES)('$sentence', ({ rule, files }) => {
    expect(found.filter(({ from }) => from in files).map((violation) => violation.rule)).toContain(rule);
  });

  it('finds nothing but the breaches', () => {
    const breachFiles = new Set(BREACHES.flatMap(({ files }) => Object.keys(files)));
    expect(found.filter(({ from }) => !breachFiles.has(from))).toEqual([]);
  });
});

describe('the domain as plain TypeScript', () => {
  const eslint = new ESLint({ cwd: process.cwd() });

  async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).map((message) => message.ruleId ?? 'fatal');
  }

  it('fails a domain file that reads the clock or the browser', async () => {
    const ids = await ruleIdsFor('src/domain/sample.ts', 'export const now = () => Date.now();\nexport const path = () => window.location.pathname;\n');
    expect(ids).toEqual(expect.arrayContaining(['no-restricted-syntax', 'no-restricted-globals']));
  });

  it('passes a domain file that is handed the time', async () => {
    const ids = await ruleIdsFor('src/domain/sample.ts', 'export const age = (now: number, then: number) => now - then;\n');
    expect(ids).toEqual([]);
  });
});
