import { createConfig } from '../rspack.config.base';

export default createConfig({ name: 'mfe-meeting', dir: __dirname, port: 3003, exposes: { './routes': './src/routes.tsx' } });
