/** The tenant is the first path segment of the page URL: /harbor-county/#/search/main/1 */
export function tenantFromPath(pathname: string): string | null {
  const segment = pathname.split('/').find((part) => part.length > 0);
  return segment && /^[a-z0-9][a-z0-9-]*$/.test(segment) ? segment : null;
}

export const apiBasePath = (tenant: string) => `/${tenant}/api`;
