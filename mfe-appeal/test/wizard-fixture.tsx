// The appeal wizard as the shell mounts it, around one county's portal, with a scripted API.
import { emptyAppealDraft, type AppealDraft, type Me, type Portal, type PortalBus, type Property } from 'mfe-shared';
import { type AppealResult, type Appellant, type UploadedDocument } from 'mfe-shared/schemas';
import { fakeApi } from '../../mfe-shared/test/fake-api';
import { makePortal, renderWithPortal, testParcel } from '../../mfe-shared/test/portal-fixture';
import { WizardShell } from '../../mfe-shared/test/wizard-screen';
import AppealRoutes from '../src/routes';

export { API_BASE, deferred, fakeApi, ok, type ApiCall, type Reply } from '../../mfe-shared/test/fake-api';
export { TEST_OWNER as owner } from '../../mfe-shared/test/portal-fixture';
export { currentLocation, stepHeading } from '../../mfe-shared/test/wizard-screen';

export const agent: Appellant = {
  name: 'Sam Agent',
  type: 'agent',
  organization: 'Tax Help LLC',
  address: { lines: ['1 Main Street'], city: 'Harbor', state: 'ME', zip: '04011' },
  phone: { number: '5555550101', extension: '12' },
  email: 'sam@taxhelp.example',
};

export const STAFF: Me = { accountId: 'staff-1', name: 'Sam Clerk' };

export interface WizardOptions {
  route: string;
  settings?: Record<string, unknown>;
  me?: Me;
  api?: ReturnType<typeof fakeApi>['api'];
  bus?: PortalBus;
  /** The selected parcel; null for none. */
  parcel?: Property | null;
  appellant?: Appellant | null;
  draft?: Partial<AppealDraft> | null;
  documents?: UploadedDocument[];
  /** The filing's answer, as the confirmation reads it. */
  result?: AppealResult | null;
}

/** Renders the wizard at `route` with the stores filled as a filer who got that far would have them. */
export function renderWizard({ route, settings, me, api, bus, parcel = testParcel(), appellant = null, draft = null, documents = [], result = null }: WizardOptions): {
  portal: Portal;
  unmount: () => void;
} {
  const portal = makePortal({ settings, me, api, bus });
  if (parcel) portal.stores.selectedParcel.setState(() => parcel);
  if (appellant) portal.stores.taxpayer.setState(() => appellant);
  if (draft) portal.stores.appeal.setState(() => ({ ...emptyAppealDraft, parcelId: parcel?.id, ...draft }));
  if (documents.length) portal.stores.documentation.setState(() => documents);
  if (result) portal.stores.appealResult.setState(() => result);
  const { unmount } = renderWithPortal(<WizardShell base="/appeal" area={AppealRoutes} />, { route, portal });
  return { portal, unmount };
}
