// The meeting wizard as the shell mounts it, around one county's portal, with a scripted API.
import { screen } from '@testing-library/react';
import { emptyMeetingDraft, LiveRegion, type MeetingBooking, type MeetingDraft, type Portal, type PortalBus, type Property } from 'mfe-shared';
import { fakeApi } from '../../mfe-shared/test/fake-api';
import { makePortal, renderWithPortal, testParcel } from '../../mfe-shared/test/portal-fixture';
import { WizardShell } from '../../mfe-shared/test/wizard-screen';
import MeetingRoutes from '../src/routes';

export { API_BASE, deferred, fakeApi, ok, type ApiCall, type Reply } from '../../mfe-shared/test/fake-api';
export { TEST_OWNER as attendee } from '../../mfe-shared/test/portal-fixture';
export { currentLocation, stepHeading } from '../../mfe-shared/test/wizard-screen';
export { slot } from './time-slot';

export const officePlace = {
  id: '6f1c7a52-3a0e-4d52-9a47-0c8a8e3f0001',
  name: 'County Office',
  address: '100 Water Street, Harbor, ME 04011',
  location: 'https://maps.example/office',
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const libraryPlace = {
  id: '6f1c7a52-3a0e-4d52-9a47-0c8a8e3f0002',
  name: 'Public Library',
  address: '41 Elm Street, Harbor, ME 04011',
  location: 'https://maps.example/library',
  createdAt: '2026-01-01T00:00:00.000Z',
};

export interface MeetingWizardOptions {
  route: string;
  settings?: Record<string, unknown>;
  api?: ReturnType<typeof fakeApi>['api'];
  /** The selected parcel; null for none. */
  parcel?: Property | null;
  /** The meeting draft over an empty one; null for none. */
  draft?: Partial<MeetingDraft> | null;
  result?: MeetingBooking | null;
  /** The portal's bus, to listen to what the screens send (page views). */
  bus?: PortalBus;
}

/** Renders the wizard at `route` with the stores as a visitor who got that far would have them. */
export function renderMeetingWizard({ route, settings, api, bus, parcel = testParcel(), draft = null, result = null }: MeetingWizardOptions): { portal: Portal } {
  const portal = makePortal({ settings, api, bus });
  if (parcel) portal.stores.selectedParcel.setState(() => parcel);
  if (draft) portal.stores.meeting.setState(() => ({ ...emptyMeetingDraft, parcelId: parcel?.id, ...draft }));
  if (result) portal.stores.meetingResult.setState(() => result);
  renderWithPortal(
    <WizardShell base="/meeting" area={MeetingRoutes}>
      <LiveRegion />
    </WizardShell>,
    { route, portal },
  );
  return { portal };
}

/** What the polite live region says now. */
export const politeAnnouncement = () => screen.getByTestId('live-polite').textContent;
