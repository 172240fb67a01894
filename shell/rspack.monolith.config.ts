import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import { createConfig } from '../rspack.config.base';

/*
 * The monolith: the same site as ONE ordinary single-page bundle, used only to measure what
 * federation costs (npm run bench). Same routes, same code: the shell's config without the
 * Module Federation plugin, and its one seam (src/app/remote-source.ts, where the shell gets a
 * remote's routes) swapped for src/app/remote-source.monolith.ts, which imports the three remotes'
 * src/routes.tsx directly. Built by `npm run build:monolith` into shell/dist-monolith; the API
 * serves it at /{tenant}/monolith/ with its files under /monolith/. The federated build
 * (rspack.config.ts) is untouched.
 */
const shell = createConfig({ name: 'shell', dir: __dirname, port: 3000, publicPath: '/monolith/' });
const seam = path.join(__dirname, 'src/app/remote-source');

const monolith: Configuration = {
  ...shell,
  // No async boundary: there are no shared modules to negotiate before the app runs.
  entry: { main: './src/bootstrap.tsx' },
  output: { ...shell.output, path: path.join(__dirname, 'dist-monolith'), uniqueName: 'monolith' },
  // The request './remote-source' resolves to this path (without extension) before the alias applies.
  resolve: { ...shell.resolve, alias: { [seam]: `${seam}.monolith.ts` } },
  plugins: (shell.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
};

export default monolith;
