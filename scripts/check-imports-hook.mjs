// Module resolution hook of check-imports.mjs: dependency-cruiser's 'typescript' is TypeScript 5.9.
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'typescript' && context.parentURL?.includes('/dependency-cruiser/')) return nextResolve('typescript-5', context);
  return nextResolve(specifier, context);
}
