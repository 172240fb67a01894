import { useSettings } from 'mfe-shared';
import { PageHeading, usePageTitle } from 'mfe-shared/ui';

/** `#/office`: the county's appeals (the queue itself comes with GET /office/appeals). */
export function QueuePage() {
  usePageTitle('Appeals');
  const settings = useSettings();
  return (
    <>
      <PageHeading>Appeals</PageHeading>
      <p>The appeals filed with {settings['general.display_name']}.</p>
    </>
  );
}
