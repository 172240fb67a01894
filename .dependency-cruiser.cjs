// The import rules of the repository (docs/architecture.md, "Import rules"), checked by `npm run check:imports`
// (part of `npm test`). Paths are repository-relative; the workspace packages resolve to their sources.
const apps = '(shell|mfe-search|mfe-appeal|mfe-meeting|mfe-office)';
const singleton = 'mfe-shared/src/(index\\.ts$|api/|tenant/|state/|events/|analytics/|announce/)';
const libraries = '(schemas|ui|forms|format|domain|wizard)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes load order matter and hides which module owns what.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'remote-imports-no-other-app',
      severity: 'error',
      comment:
        "Apps deploy alone: one app never imports another app; shared code lives in mfe-shared. The one exception is the shell's monolith seam (shell/src/app/remote-source.monolith.ts), which bundles the remotes' routes into a build used only to measure.",
      from: { path: `^${apps}/`, pathNot: '^shell/src/app/remote-source\\.monolith\\.ts$' },
      to: { path: `^${apps}/`, pathNot: '^$1/' },
    },
    {
      name: 'apps-use-public-entries-of-mfe-shared',
      severity: 'error',
      comment: "Apps import mfe-shared by its entries ('mfe-shared', 'mfe-shared/ui', ...), so one shared copy serves them all.",
      from: { path: `^${apps}/` },
      to: { path: '^mfe-shared/src/', pathNot: `^mfe-shared/src/(index\\.ts|${libraries}/index\\.ts|router/index\\.ts|harness/mount-harness\\.tsx)$` },
    },
    {
      name: 'apps-take-form-libraries-from-mfe-shared',
      severity: 'error',
      comment: 'zod, react-hook-form and its resolvers come through mfe-shared/forms and mfe-shared/schemas: one copy, loaded with the first form.',
      from: { path: `^${apps}/` },
      to: { path: 'node_modules/(zod|react-hook-form|@hookform)/' },
    },
    {
      name: 'one-router-through-mfe-shared',
      severity: 'error',
      comment:
        'The router is one shared instance, mfe-shared/router, which re-exports only what the apps use; importing react-router (or -dom) directly would load a second, whole copy.',
      from: { path: `^(${apps}|mfe-shared)/`, pathNot: '^mfe-shared/src/router/' },
      to: { path: 'node_modules/react-router(-dom)?/' },
    },
    {
      name: 'no-feature-reaches-into-another',
      severity: 'error',
      comment: "A feature folder imports shared code from its app's shared folders or mfe-shared, never another feature.",
      from: { path: `^${apps}/src/features/([^/]+)/` },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'singleton-imports-no-library',
      severity: 'error',
      comment: 'The singleton is what must be one instance per page; it runs no library code (types are free) and no zod.',
      from: { path: `^${singleton}`, pathNot: '\\.test\\.tsx?$' },
      to: { path: [`^mfe-shared/src/${libraries}/`, 'node_modules/(zod|react-hook-form|@hookform)/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'libraries-reach-the-singleton-by-name',
      severity: 'error',
      comment: "A library built into a remote must import the singleton as 'mfe-shared' (the shared instance), never by a path into its folders.",
      from: { path: `^mfe-shared/src/${libraries}/`, pathNot: '\\.test\\.tsx?$' },
      to: { path: `^${singleton}`, pathNot: '^mfe-shared/src/index\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'libraries-reach-each-other-by-entry',
      severity: 'error',
      comment: "One library uses another through its entry ('mfe-shared/ui'), so the shared copy is used.",
      from: { path: `^mfe-shared/src/${libraries}/`, pathNot: '\\.test\\.tsx?$' },
      to: { path: `^mfe-shared/src/${libraries}/`, pathNot: ['^mfe-shared/src/$1/', `^mfe-shared/src/${libraries}/index\\.ts$`], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'rules-are-plain',
      severity: 'error',
      comment: 'mfe-shared/src/rules is plain data both kinds of mfe-shared code bundle: it imports nothing at run time but itself.',
      from: { path: '^mfe-shared/src/rules/', pathNot: '\\.test\\.tsx?$' },
      to: { pathNot: '^mfe-shared/src/rules/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-tiers-point-down',
      severity: 'error',
      comment:
        'The API stands in tiers (docs/architecture.md, "The API in tiers"): infrastructure/ under capabilities/ under routes/, with tools/ and the composition (app.ts, main.ts) on top. A tier imports only the tiers below it.',
      from: { path: '^api/src/(infrastructure)/' },
      to: { path: '^api/src/((capabilities|routes|tools)/|app\\.ts$|main\\.ts$)' },
    },
    {
      name: 'api-capabilities-import-no-route-tier-or-tool',
      severity: 'error',
      comment: 'A capability holds its rules, words, e-mails and its own routes; the county API that mounts them (routes/), the tools and the composition sit above it.',
      from: { path: '^api/src/capabilities/' },
      to: { path: '^api/src/((routes|tools)/|app\\.ts$|main\\.ts$)' },
    },
    {
      name: 'api-routes-import-no-tool',
      severity: 'error',
      comment:
        'The routes tier mounts the capabilities; the tools (demo data, the demo comparables tool, the county page, the mail catcher, the staff command) use the API, never the other way.',
      from: { path: '^api/src/routes/' },
      to: { path: '^api/src/(tools/|app\\.ts$|main\\.ts$)' },
    },
    {
      name: 'api-code-lives-in-a-tier',
      severity: 'error',
      comment: 'Every module of api/src is in one of the tiers; only the composition (app.ts, main.ts) stands beside them.',
      from: { path: '^api/src/', pathNot: '^api/src/((infrastructure|capabilities|routes|tools)/|app\\.ts$|main\\.ts$)' },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The apps' build output and the e2e scratch folders; not node_modules/*/dist, which holds packages' code.
    exclude: { path: '^[^/]+/(dist|dist-monolith)/|^e2e/\\.work|^\\.e2e-' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
