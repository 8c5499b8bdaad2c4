// Import rules `npm test` checks in its lint step (npm run lint:deps), beside Biome's layer rules.
// docs/architecture.md: web features import each other only through a feature's index.ts; no import cycle anywhere;
// no relative import reaches into another workspace package (use its @cabkit/* name).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: split the shared part out, or pass it in.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-public-surface',
      severity: 'error',
      comment:
        "A web feature imports another feature only through that feature's top-level modules: index.ts, or an entry split off it so a first view need not load the whole index (tests may set up a feature's state).",
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/[^/]+\\.tsx?$'],
      },
    },
    {
      name: 'no-relative-import-into-another-package',
      severity: 'error',
      comment:
        'Import another workspace package by its @cabkit/* name, never by a relative path. The web catalogue tests ' +
        "alone read a rule's own file for the messages the apps only meet through the rule (the barrels stay lean).",
      from: { path: '^(apps|packages)/([^/]+)/', pathNot: '^apps/web/src/i18n/[^/]+\\.test\\.tsx?$' },
      to: {
        dependencyTypes: ['local'],
        path: '^(apps|packages|themes)/',
        pathNot: '^$1/$2/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr|storybook-static|coverage|test-results)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    tsConfig: { fileName: 'tsconfig.base.json' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
