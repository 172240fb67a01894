import { createConfig } from '../rspack.config.base';

// The host: served at /{tenant}/ with its files under /shell/; it registers remotes at run time.
export default createConfig({ name: 'shell', dir: __dirname, port: 3000, publicPath: '/shell/' });
