import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { createConfig } from '../rspack.config.base';

/*
 * The embed (docs/architecture.md#the-embed), built into shell/dist-embed and served by the API:
 * - /embed.js, the loader a county's page includes: it defines <assessor-portal> and nothing else,
 *   so it stays small (no React, no federation runtime);
 * - /embed/host.js and its chunks: a second Module Federation host beside the shell, with the SAME
 *   shared map (rspack.config.base.ts), so the remotes share its one React, router and mfe-shared
 *   instead of bringing their own; loaded by the loader when a portal is on the page. host.js keeps
 *   its name (served no-cache) so the loader can name it; its chunks are content-hashed.
 */
const out = path.join(__dirname, 'dist-embed');
const mfeSharedDist = path.join(path.dirname(require.resolve('mfe-shared/package.json')), 'dist');
// Only the files the embed's styles name (mfe-shared's build writes them first): its four faces and a few pictures.
const faces: string[] = JSON.parse(readFileSync(path.join(mfeSharedDist, 'embed-fonts.json'), 'utf8')).map((face: { file: string }) => face.file);
const pictures = [...new Set(readFileSync(path.join(mfeSharedDist, 'styles.embed.css'), 'utf8').match(/img\/[\w./-]+/g) ?? [])];

const loader: Configuration = {
  name: 'embed-loader',
  mode: 'production',
  context: __dirname,
  entry: { embed: './src/embed/loader/index.ts' },
  devtool: 'source-map',
  output: { path: out, filename: '[name].js', clean: true },
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' } }, env: { targets: 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4' } },
      },
    ],
  },
  performance: { hints: false },
};

const site = createConfig({ name: 'assessor-embed', dir: __dirname, port: 3005 });
const host: Configuration = {
  ...site,
  name: 'embed-host',
  // The loader's build empties dist-embed first.
  dependencies: ['embed-loader'],
  entry: { host: { import: './src/embed/host/index.ts', filename: 'host.js' } },
  output: { ...site.output, path: path.join(out, 'embed') },
  plugins: [
    // No page of its own: the county's page is the page.
    ...(site.plugins ?? []).filter((plugin) => !(plugin instanceof rspack.HtmlRspackPlugin)),
    // The styles' pictures and fonts, beside the host (embed/host/embed-styles.ts, embed-fonts.ts).
    new rspack.CopyRspackPlugin({ patterns: [...faces, ...pictures].map((file) => ({ from: path.join(mfeSharedDist, file), to: file })) }),
  ],
};

export default [loader, host];
