import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'mfe-shared/router';
import { remoteText, useLanguage, useStaff } from 'mfe-shared';
import { Loading } from 'mfe-shared/ui';
import type { SiteRemotes } from '../lib/site-remotes';
import { RemoteArea } from './remote-area';
import { StaffOnlyArea } from './staff-only-area';
import { useT } from '../i18n/site';

// The shell's own staff pages load on first visit, so the public's first screen does not carry them.
const SignInPage = lazy(() => import('../features/staff/components/sign-in-page').then((m) => ({ default: m.SignInPage })));
const InvitationPage = lazy(() => import('../features/staff/components/invitation-page').then((m) => ({ default: m.InvitationPage })));
const AuditPage = lazy(() => import('../features/staff/components/audit-page').then((m) => ({ default: m.AuditPage })));
// The accessibility statement and privacy notice, per county, also loaded on first visit.
const AccessibilityPage = lazy(() => import('../features/policies/accessibility-page').then((m) => ({ default: m.AccessibilityPage })));
const PrivacyPage = lazy(() => import('../features/policies/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const page = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

function PageLoading() {
  return <Loading label={useT()('shell.loadingPage')} />;
}

/** '/appeal' -> '/appeal/*'; the front door '/' -> '/*', which also answers every unknown address. */
const routePath = (path: string) => (path === '/' ? '/*' : `${path}/*`);

/**
 * The route table (docs/product.md#addresses-and-routes): the shell's own pages, then one route per
 * remote of the registry this county enables, at the path its entry names (the router ranks them, so
 * '/appeal/*' wins over the front door's '/*'). A disabled remote has no route, so its addresses fall
 * through to the front door's not-found page; a staff-only remote is mounted only while staff are
 * signed in, and the public get a sign-in prompt at its addresses instead of its files.
 * Each area is keyed by its remote so a failure in one never carries over to another.
 */
export function AppRoutes({ remotes }: { remotes: SiteRemotes }) {
  const { isStaff } = useStaff();
  const { language } = useLanguage();
  return (
    <Routes>
      <Route path="/staff/sign-in" element={page(<SignInPage />)} />
      <Route path="/staff/invitation/:token" element={page(<InvitationPage />)} />
      <Route path="/staff/audit" element={page(<AuditPage />)} />
      <Route path="/accessibility" element={page(<AccessibilityPage />)} />
      <Route path="/privacy" element={page(<PrivacyPage />)} />
      {remoteRoutes(remotes, isStaff, language)}
    </Routes>
  );
}

/** One route per mounted remote, as the site and the embed (embed/host/embed-routes.tsx) both mount them. */
export function remoteRoutes(remotes: SiteRemotes, isStaff: boolean, language: string) {
  return remotes.map((remote) => (
    <Route
      key={remote.name}
      path={routePath(remote.path)}
      element={remote.staffOnly && !isStaff ? <StaffOnlyArea /> : <RemoteArea key={remote.name} remote={remote.name} loading={remoteText(remote, 'loading', language)} />}
    />
  ));
}
