// The dependency rule of CONVENTIONS ("Dependency rule" table), checked by `npm run lint`.
// Type-only imports count (`tsPreCompilationDeps`): a cycle or a breach made only of types still
// couples the modules, and dynamic `import()`s count too.

/** Files that are tests may also import the shared test helpers under tests/support/. */
const TEST_FILE = '\\.test\\.tsx?$';

/** Code of the project, as opposed to packages, Node's own modules and content/ data. */
const PROJECT_CODE = '^(src|server|scripts|tests|bench)/';

/**
 * One layer of the table: its files (tests included) may import, of the project's code, only the
 * paths in `allowed` and the test helpers. Packages are checked by the rules further down.
 */
function layer(name, from, allowed, comment) {
  return {
    name,
    comment,
    severity: 'error',
    from: { path: from },
    to: { path: PROJECT_CODE, pathNot: [...allowed, '^tests/support/'] },
  };
}

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules import down, never back up: a cycle, even of types only or through a dynamic import, is an error.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves to a file or a package; otherwise the rules below could not see it.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'production-code-never-imports-tests',
      comment: 'Only tests use the test helpers; what ships never depends on them.',
      severity: 'error',
      from: { path: '^(src|server)/', pathNot: TEST_FILE },
      to: { path: '^tests/' },
    },
    layer('domain-imports-only-domain', '^src/domain/', ['^src/domain/'], 'The domain imports only the domain.'),
    layer('application-imports-domain', '^src/application/', ['^src/(application|domain)/'], 'The application imports only the domain (and xstate).'),
    layer(
      'infrastructure-imports-application-and-domain',
      '^src/infrastructure/',
      ['^src/(infrastructure|application|domain)/'],
      'Infrastructure implements application ports; it never imports views or the server.',
    ),
    layer('ui-imports-application-and-domain', '^src/ui/', ['^src/(ui|application|domain)/'], 'Views reach adapters only through application ports and the container.'),
    layer(
      'server-imports-domain-and-contract',
      '^server/',
      ['^server/', '^src/domain/', '^src/infrastructure/contract/', '^src/entry-server\\.tsx$'],
      'The server uses the language rules of the domain and the API contract schemas; the render entry only by its types (below).',
    ),
    {
      name: 'server-names-the-renderer-only-by-type',
      comment: 'The server loads the built render entry at run time; it may name the shape of its answer, never import its code.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/entry-server\\.tsx$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-uses-no-packages',
      comment: 'The domain is plain TypeScript: no frameworks, no Node modules.',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: TEST_FILE },
      to: { pathNot: '^src/domain/' },
    },
    {
      name: 'application-uses-only-xstate',
      comment: 'The application layer uses only the domain and xstate; adapters implement its ports.',
      severity: 'error',
      from: { path: '^src/application/', pathNot: TEST_FILE },
      to: { pathNot: '^(src/(application|domain)/|node_modules/xstate/)' },
    },
    {
      name: 'ui-names-machines-and-container-only-by-type',
      comment: 'Views take machine types and the Container type; actors and the container are built in the composition roots.',
      severity: 'error',
      from: { path: '^src/ui/', pathNot: TEST_FILE },
      to: { path: '^node_modules/(xstate|inversify)/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^tests/fixtures/' },
    // Packages resolve to their ESM entry, as Vite and Node load them.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'node', 'default', 'types'], mainFields: ['module', 'main', 'types'] },
  },
};
