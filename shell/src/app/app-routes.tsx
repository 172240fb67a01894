import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'mfe-shared/router';
import { Loading } from 'mfe-shared/ui';
import type { RegisteredRemotes } from './remote-registry';
import { RemoteArea } from './remote-area';

// The shell's own staff pages load on first visit, so the public's first screen does not carry them.
const SignInPage = lazy(() => import('../features/staff/components/sign-in-page').then((m) => ({ default: m.SignInPage })));
const AuditPage = lazy(() => import('../features/staff/components/audit-page').then((m) => ({ default: m.AuditPage })));
// The accessibility statement and privacy notice, per county (issue 19), also loaded on first visit.
const AccessibilityPage = lazy(() => import('../features/policies/accessibility-page').then((m) => ({ default: m.AccessibilityPage })));
const PrivacyPage = lazy(() => import('../features/policies/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const page = (element: ReactNode) => <Suspense fallback={<Loading label="Loading the page" />}>{element}</Suspense>;

/**
 * The route table (docs/product.md#addresses-and-routes). The search remote owns '/', '/search/*', '/property/*' and the not-found
 * page for anything else; a disabled module has no route, so its addresses fall through to it.
 * Each area is keyed by its remote so a failure in one never carries over to another.
 */
export function AppRoutes({ remotes }: { remotes: RegisteredRemotes }) {
  return (
    <Routes>
      <Route path="/staff/sign-in" element={page(<SignInPage />)} />
      <Route path="/staff/audit" element={page(<AuditPage />)} />
      <Route path="/accessibility" element={page(<AccessibilityPage />)} />
      <Route path="/privacy" element={page(<PrivacyPage />)} />
      {remotes['mfe-appeal'] ? <Route path="/appeal/*" element={<RemoteArea key="mfe-appeal" remote="mfe-appeal" />} /> : null}
      {remotes['mfe-meeting'] ? <Route path="/meeting/*" element={<RemoteArea key="mfe-meeting" remote="mfe-meeting" />} /> : null}
      <Route path="/*" element={<RemoteArea key="mfe-search" remote="mfe-search" />} />
    </Routes>
  );
}
