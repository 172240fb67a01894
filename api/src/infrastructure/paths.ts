import path from 'node:path';

/** The monorepo root: the default home of the built apps (`<root>/<app>/dist`) and of `data/`. */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** Images and other files the server itself owns, served at /static/. */
export const API_STATIC_DIR = path.resolve(__dirname, '../../static');
