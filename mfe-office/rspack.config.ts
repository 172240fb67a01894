import { createConfig } from '../rspack.config.base';

// The office desk: staff only, mounted by the shell at #/office/* when the registry lists it (remotes.json).
export default createConfig({ name: 'mfe-office', dir: __dirname, port: 3004, exposes: { './routes': './src/routes.tsx' } });
