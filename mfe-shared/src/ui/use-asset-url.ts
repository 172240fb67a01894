import { useCallback } from 'react';
import { usePortal } from 'mfe-shared';

/**
 * A picture or document of the county as the browser must ask for it. The API names its own files
 * by path (`/static/...`), which resolves against the page: on the site that is the API's origin,
 * in an embed the county's page, so there the path is read against the API's origin.
 */
export function resolveAssetUrl(apiBasePath: string, url: string): string {
  if (!url || !/^https?:\/\//i.test(apiBasePath)) return url;
  try {
    return new URL(url, apiBasePath).href;
  } catch {
    return url;
  }
}

export function useAssetUrl(): (url: string) => string {
  const { basePath } = usePortal().api;
  return useCallback((url: string) => resolveAssetUrl(basePath, url), [basePath]);
}
