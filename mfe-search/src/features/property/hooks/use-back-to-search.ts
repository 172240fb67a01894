import { useCallback } from 'react';
import { useLocation, useNavigate } from 'mfe-shared/router';

/**
 * "Go back to search results" (docs/product.md#property-page): the browser's back when this tab came
 * here from another page of the site; on a property opened straight from a link (the tab's first page
 * of the site: the router's 'default' entry, or history index 0) back would leave the site, so it goes
 * to the home page and its search instead.
 */
export function useBackToSearch(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const historyIndex = (window.history.state as { idx?: unknown } | null)?.idx;
    if (location.key === 'default' || historyIndex === 0) navigate('/');
    else navigate(-1);
  }, [location.key, navigate]);
}
