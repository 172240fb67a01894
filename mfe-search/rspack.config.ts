import { createConfig } from '../rspack.config.base';

export default createConfig({ name: 'mfe-search', dir: __dirname, port: 3001, exposes: { './routes': './src/routes.tsx' } });
