import { expect, type APIRequestContext } from '@playwright/test';
import { parcelSnapshot, propertySchema, type AppealSubmission } from 'mfe-shared/schemas';
import { statusLink, waitForMail } from './mail';

/**
 * Files a public appeal for `parcelId` with the API's own call, as the wizard would send it, and
 * confirms it from its e-mail: for specs about what the office does with filings, not the wizard
 * (which the appeal specs walk). Answers the appeal's reference.
 */
export async function fileAndConfirmByApi(request: APIRequestContext, parcelId: string, filer: { name: string; email: string }, tenant = 'harbor-county'): Promise<string> {
  const parcel = propertySchema.parse(await (await request.get(`/${tenant}/api/prc/${encodeURIComponent(parcelId)}`)).json());
  const seasons = (await (await request.get(`/${tenant}/api/appeal-windows`)).json()).results as Array<{ id: string; open: boolean }>;
  const submission: AppealSubmission = {
    property: { ...parcelSnapshot(parcel), accountnumber: parcel.accountNumber ?? null, taxarea: parcel.taxArea ?? null },
    appellant: { ...filer, type: 'owner', phone: { number: '(555) 555-0142', extension: '' } },
    staff: null,
    windowId: seasons.find((season) => season.open)!.id,
    claimedValue: { amount: Math.round(((parcel.value?.amount ?? 200_000) * 0.9) / 100) * 100, currency: 'USD' },
    reasons: [{ id: 'market-value', title: 'Market value is too high', description: 'Sales on my street are lower.' }],
    documents: [],
    compsPdf: null,
  };
  const filed = await request.post(`/${tenant}/api/appeals`, { data: submission, headers: { 'idempotency-key': crypto.randomUUID() } });
  expect(filed.status()).toBe(201);
  const { reference } = (await filed.json()) as { reference: string };
  const mail = await waitForMail(request, filer.email, new RegExp(`Confirm your appeal ${reference}`));
  const confirmed = await request.post(`/${tenant}/api/status/${statusLink(mail).split('#/status/')[1]}/confirm`);
  expect(confirmed.ok()).toBe(true);
  return reference;
}
