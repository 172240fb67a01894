import { expect, request as playwrightRequest } from '@playwright/test';
import { HARBOR_ADMIN, HARBOR_CLERK } from './staff';

/**
 * Decides a Harbor appeal as the office does (docs/product.md#appeal-lifecycle): a clerk starts the
 * review and records the decision with a reason from the county's list, then a second person (the
 * administrator) approves its letter, which sends the filer the decision e-mail with the letter.
 * Staff calls come from the site itself (api/src/capabilities/staff/same-origin.ts).
 */
export async function decideAndApprove(baseURL: string, reference: string, amount: number, reasons = ['sales-support-lower']): Promise<void> {
  const clerk = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  try {
    expect((await clerk.post('/harbor-county/api/session', { data: { email: HARBOR_CLERK.email, password: HARBOR_CLERK.password } })).ok()).toBe(true);
    expect((await clerk.post(`/harbor-county/api/appeals/${reference}/status`, { data: { status: 'under-review' } })).ok()).toBe(true);
    const decided = await clerk.post(`/harbor-county/api/appeals/${reference}/status`, { data: { status: 'decided', decidedValue: { amount }, decision: { reasons } } });
    expect(decided.status(), await decided.text()).toBe(200);
    expect((await admin.post('/harbor-county/api/session', { data: { email: HARBOR_ADMIN.email, password: HARBOR_ADMIN.password } })).ok()).toBe(true);
    const approved = await admin.post(`/harbor-county/api/office/appeals/${reference}/letter/approve`);
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await Promise.all([clerk.dispose(), admin.dispose()]);
  }
}
