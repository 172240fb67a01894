// Module hook for drizzle-kit.mjs: resolves `import('drizzle-orm/...')` from api/ instead of the importer.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      const apiPackage = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
      export async function resolve(specifier, context, next) {
        if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
          return next(specifier, { ...context, parentURL: apiPackage });
        }
        return next(specifier, context);
      }`),
);
