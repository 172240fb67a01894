import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { StartUpPreloadPlugin } from './scripts/rspack/start-up-preload-plugin';

export interface AppOptions {
  /** Federation name, also the app's folder: 'shell', 'mfe-search', ... */
  name: string;
  /** The app's folder (pass `__dirname`). */
  dir: string;
  /** Port of the standalone development server. */
  port: number;
  /** Modules this app exposes (remotes only). */
  exposes?: Record<string, string>;
  /** Where the built files are served from; remotes use 'auto' so they can move to any origin. */
  publicPath?: string;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Rspack's ModuleFederationPlugin finds the bundler runtime with require.resolve (the CommonJS build,
 * `dist/index.cjs`), so everything under it (@module-federation/sdk, error-codes, runtime) is bundled
 * as CommonJS and nothing is tree-shaken: ~21 KB of sdk in every remoteEntry. Pointing those entry files
 * at the packages' own ES module builds lets the rest resolve as ESM and tree-shake.
 */
const federationEsmAliases = Object.fromEntries(
  [
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/inject-external-runtime-core-plugin',
    '@module-federation/runtime-tools',
    '@module-federation/runtime',
    '@module-federation/runtime-core',
    '@module-federation/sdk',
    '@module-federation/error-codes',
  ]
    .map((pkg) => require.resolve(pkg))
    .map((cjs) => [cjs, cjs.replace(/\.cjs$/, '.js')] as const)
    .filter(([, esm]) => existsSync(esm)),
);

/** The mfe-shared libraries (sub-path entries): stateless, versioned, shared by semver range. */
export const sharedLibraries = ['mfe-shared/schemas', 'mfe-shared/ui', 'mfe-shared/forms', 'mfe-shared/format', 'mfe-shared/domain', 'mfe-shared/wizard'];

/**
 * The ONE shared map of the site (the rule is in docs/architecture.md, "Versions and the deploy order").
 * - Singletons (react, react-dom, the router, the mfe-shared root): one instance per page, the first
 *   loaded copy wins; the mfe-shared root is strict, so a remote that needs a newer contract than the
 *   deployed shell provides fails at load, into its area's fallback, instead of deep in a render.
 * - Libraries: shared when the loaded copy satisfies `^` the version this app was built against,
 *   otherwise the app loads its own copy (never a singleton, never strict).
 * The version is read from the mfe-shared this app resolves (a team building against a newer release
 * declares that release; the version-skew e2e test does so).
 */
export function sharedMap(dir: string) {
  const deps: Record<string, string> = readJson(path.join(dir, 'package.json')).dependencies ?? {};
  const builtVersion: string = readJson(createRequire(path.join(dir, 'package.json')).resolve('mfe-shared/package.json')).version;
  const singleton = (pkg: string) => ({ singleton: true, requiredVersion: deps[pkg] ?? false });
  const library = { singleton: false, strictVersion: false, version: builtVersion, requiredVersion: `^${builtVersion}` };
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // The router: one instance per page, like the root (strict, versioned with mfe-shared); it
    // re-exports only the part of react-router the apps use (mfe-shared/src/router).
    'mfe-shared/router': { singleton: true, strictVersion: true, version: builtVersion, requiredVersion: deps['mfe-shared'] },
    'mfe-shared': { singleton: true, strictVersion: true, version: builtVersion, requiredVersion: deps['mfe-shared'] },
    // MFE_SHARED_LIBRARIES=built-in builds the libraries into each app instead (to measure the choice).
    ...(process.env.MFE_SHARED_LIBRARIES === 'built-in' ? {} : Object.fromEntries(sharedLibraries.map((entry) => [entry, library]))),
  };
}

export function createConfig({ name, dir, port, exposes, publicPath = 'auto' }: AppOptions): Configuration {
  const production = process.env.NODE_ENV === 'production' || process.argv.includes('build');
  const tenant = process.env.PORTAL_TENANT ?? 'harbor-county';
  const apiOrigin = process.env.PORTAL_API_ORIGIN ?? 'http://localhost:8080';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    // A production remote is its remoteEntry and chunks only: the standalone harness is for development.
    entry: exposes && production ? {} : { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName: name,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'], alias: federationEsmAliases },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4' },
          },
        },
        // `x.css?inline`: the text, for styles a component adopts into the tree it renders in
        // (mfe-shared/ui useStyleSheet): a bundler's <link> goes to the page's head, which an
        // embed's shadow root never sees (docs/architecture.md#the-embed).
        // Message catalogues: checked against English and compiled at build (scripts/i18n).
        { test: /[\\/]locales[\\/][a-z]{2}[\\/][^\\/]+\.json$/, type: 'javascript/auto', loader: path.join(__dirname, 'scripts/i18n/catalogue-loader.cjs') },
        { test: /\.css$/, resourceQuery: /inline/, type: 'asset/source' },
        { test: /\.css$/, resourceQuery: { not: [/inline/] }, type: 'css' },
        { test: /\.(woff2?|ttf|svg|png|jpe?g)$/, type: 'asset/resource' },
      ],
    },
    // Named chunk ids keep the shared-library chunks recognisable in the network panel and tests.
    optimization: {
      chunkIds: 'named',
      moduleIds: production ? 'deterministic' : 'named',
      // React, React DOM (its entry, /client and the scheduler) and the JSX runtime are shared one by one,
      // so each got its own chunk: four requests at start-up for one library. One chunk holds them
      // all; each is still its own shared module (a remote still gets the host's, never its own).
      splitChunks: {
        cacheGroups: {
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', chunks: 'all', enforce: true, priority: 30 },
          // The router facade (mfe-shared/router) and the part of react-router it re-exports.
          router: { test: /[\\/](node_modules[\\/]react-router|mfe-shared[\\/]src[\\/]router)[\\/]/, name: 'router', chunks: 'all', enforce: true, priority: 30 },
        },
      },
    },
    plugins: [
      new ModuleFederationPlugin({
        name: name.replace(/-/g, '_'),
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedMap(dir),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        runtimePlugins: [path.join(__dirname, 'mfe-shared/src/federation/retry-plugin.ts')],
        // The host ships the federation runtime once; production remotes use it instead of
        // bundling their own (~110 KB each). Development builds keep theirs for the standalone harness.
        experiments: exposes ? { externalRuntime: production, optimization: { target: 'web' } } : { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      // The shell has its own page; each remote's standalone harness (development only) shares mfe-shared's.
      ...(exposes && production
        ? []
        : [
            new rspack.HtmlRspackPlugin({
              template: existsSync(path.join(dir, 'index.html')) ? path.join(dir, 'index.html') : path.join(__dirname, 'mfe-shared/src/harness/index.html'),
              inject: 'body',
            }),
            ...(production && !exposes && publicPath !== 'auto' ? [new StartUpPreloadPlugin(publicPath)] : []),
          ]),
      new rspack.DefinePlugin({
        'process.env.PORTAL_TENANT': JSON.stringify(tenant),
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
    ],
    devServer: {
      port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The standalone harness talks to a running API (npm start) for settings and data.
      proxy: [{ context: [`/${tenant}/api`, '/static'], target: apiOrigin, changeOrigin: true }],
    },
    // Lazy compilation proxies the harness's async boundary, which the federation runtime cannot follow.
    lazyCompilation: false,
    performance: { hints: false },
  };
}
