import { createConfig } from '../rspack.config.base';

export default createConfig({ name: 'mfe-appeal', dir: __dirname, port: 3002, exposes: { './routes': './src/routes.tsx' } });
