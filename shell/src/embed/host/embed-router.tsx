import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { MemoryRouter, Router } from 'mfe-shared/router';
import { DEFAULT_PARAM, PARAM_NAME } from './page-address';
import { createPageHistory, type PageHistory } from './page-history';

// Which element keeps its screens in which parameter of the page's address: two portals in one
// parameter would each follow the other's screens.
const owners = new Map<string, HTMLElement>();

/**
 * The query parameter this portal keeps its screens in (its url-param, else "portal"), or null to keep
 * them in memory: in the iframe fallback (the address bar is the county page's, not the frame's), and
 * when another portal on the page has that parameter already. The county's web team is told why.
 */
export function addressParam(element: HTMLElement): string | null {
  if (element.hasAttribute('frame')) return null;
  const param = element.getAttribute('url-param') || DEFAULT_PARAM;
  const named = `<assessor-portal tenant="${element.getAttribute('tenant') ?? ''}">`;
  if (!PARAM_NAME.test(param)) {
    console.warn(`${named}: url-param="${param}" is not a query parameter name (a letter, then letters, digits, _ . -). Its screens are kept in memory.`);
    return null;
  }
  const owner = owners.get(param);
  if (owner && owner !== element && owner.isConnected) {
    console.warn(`${named}: another portal on this page keeps its screens in ?${param}=. Give each portal its own url-param; this one keeps its screens in memory.`);
    return null;
  }
  owners.set(param, element);
  return param;
}

function PageRouter({ history, children }: { history: PageHistory; children: ReactNode }) {
  const location = useSyncExternalStore(history.subscribe, history.location);
  return (
    <Router location={location} navigator={history.navigator}>
      {children}
    </Router>
  );
}

/** The portal's router: its screens in the county page's address and history (page-history.ts), else in memory. */
export function EmbedRouter({ element, children }: { element: HTMLElement; children: ReactNode }) {
  const [history] = useState(() => {
    const param = addressParam(element);
    return param === null ? null : createPageHistory(param);
  });
  return history ? <PageRouter history={history}>{children}</PageRouter> : <MemoryRouter>{children}</MemoryRouter>;
}
