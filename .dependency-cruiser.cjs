// The import rules of the repository (docs/architecture.md, "Import rules"), checked by `npm run check:imports`
// (part of `npm test`). Paths are repository-relative; the workspace packages resolve to their sources.
const apps = '(shell|mfe-search|mfe-appeal|mfe-meeting|mfe-office)';
const singleton = 'mfe-shared/src/(index\\.ts$|api/|tenant/|state/|events/|analytics/|announce/)';
const libraries = '(schemas|ui|forms|format|domain|wizard)';
const apiFeatures = '(analytics|appeals|comper|comper-tool|docs|files|meetings|office|parcels|staff|tenants|web)';

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
      comment: "The router is one shared instance, mfe-shared/router, which re-exports only what the apps use; importing react-router (or -dom) directly would load a second, whole copy.",
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
      name: 'api-infrastructure-imports-no-feature',
      severity: 'error',
      comment: 'db/ and http/ are the ground floor of the API: features build on them, never the other way.',
      from: { path: '^api/src/(db|http)/' },
      to: { path: `^api/src/(${apiFeatures.slice(1, -1)}|demo)/` },
    },
    {
      name: 'api-features-import-no-demo-or-wiring',
      severity: 'error',
      comment: 'The demo data and the wiring (app.ts, main.ts) sit on top; nothing below imports them.',
      from: { path: `^api/src/${apiFeatures}/` },
      to: { path: '^api/src/(demo/|app\\.ts$|main\\.ts$)' },
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
