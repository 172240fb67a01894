import { Link } from 'mfe-shared/router';
import { useSettings } from 'mfe-shared';
import { PageHeading, usePageTitle } from 'mfe-shared/ui';
import { OfficeContactList } from './office-contact-list';

export const ACCESSIBILITY_TITLE = 'Accessibility statement';

/** `#/accessibility`: the county's accessibility statement (issue 19; docs/product.md#accessibility-statement-and-privacy-notice). */
export function AccessibilityPage() {
  usePageTitle(ACCESSIBILITY_TITLE);
  const office = useSettings()['general.display_name'];
  return (
    <div className="portal-policy">
      <PageHeading>{ACCESSIBILITY_TITLE}</PageHeading>
      <p className="usa-intro">
        {office} wants everyone to be able to use this site: to find a property, file an appeal and book a meeting, with a keyboard, a
        screen reader, magnification or a phone.
      </p>
      <h2>Our target</h2>
      <p>
        This site aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every screen is checked with automated
        accessibility tests against WCAG 2.2 AA, and the search, the appeal and the meeting booking are tested with the keyboard alone.
        Loading and results are announced to screen readers, and every form says what needs fixing next to the field.
      </p>
      <h2>What may not work well</h2>
      <ul className="usa-list">
        <li>
          The comparable sales tool in the appeal is run by another provider and shown inside our page. If you cannot use it, skip that
          optional step and upload your own evidence of sales in the Supporting Documentation step, or contact us.
        </li>
        <li>Automated tests cannot find every problem. If something stops you, please tell us.</li>
      </ul>
      <h2>Report a problem or ask for another format</h2>
      <p>
        If any part of this site is hard to use, or you need information in another format, contact {office}. Tell us the page (its
        address) and what happened. You can also file an appeal by post, by e-mail or in person: the office&apos;s staff enter it for you.
      </p>
      <OfficeContactList />
      <p>
        <Link to="/privacy">Privacy notice</Link> · <Link to="/">Search for your property</Link>
      </p>
    </div>
  );
}
