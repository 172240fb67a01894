import { Link } from 'mfe-shared/router';
import { usePortal, useSettings } from 'mfe-shared';
import { PageHeading, usePageTitle } from 'mfe-shared/ui';
import { BROWSER_STORAGE, browserStorageKey } from './browser-storage';
import { OfficeContactList } from './office-contact-list';

export const PRIVACY_TITLE = 'Privacy notice';

/** `#/privacy`: what this site keeps in the browser and what the office stores, and why (issue 19; docs/product.md#accessibility-statement-and-privacy-notice). */
export function PrivacyPage() {
  usePageTitle(PRIVACY_TITLE);
  const { tenant } = usePortal();
  const office = useSettings()['general.display_name'];
  return (
    <div className="portal-policy">
      <PageHeading>{PRIVACY_TITLE}</PageHeading>
      <p className="usa-intro">
        This notice says what this site of {office} keeps in your browser, what the office stores when you file an appeal or book a
        meeting, and why.
      </p>

      <h2>What is kept in this browser</h2>
      <p>
        So that a reload or a lost connection does not lose your work, the site keeps your progress in your browser&apos;s local storage,
        on this device only and separately for each county. It is not a cookie, and it is not sent to anyone. Members of the public get
        no cookie at all.
      </p>
      <dl className="portal-storage-list">
        {BROWSER_STORAGE.map((item) => (
          <div key={item.slice}>
            <dt>
              <code>{browserStorageKey(tenant, item)}</code>
            </dt>
            <dd>{item.holds}</dd>
            <dd>Kept: {item.kept}</dd>
          </div>
        ))}
      </dl>
      <p>
        When a member of staff signs out, everything above is emptied, so the next person at a shared computer sees nothing. On a shared
        computer, clear this site&apos;s data in your browser&apos;s settings when you have finished.
      </p>
      <p>
        Office staff who sign in get one cookie, <code>portal_staff_session</code>, which only the server can read. It ends after 30
        minutes without use, and 10 hours after signing in at the latest.
      </p>

      <h2>What the office stores, and why</h2>
      <ul className="usa-list">
        <li>
          <strong>When you file an appeal:</strong> the parcel, your name, relation to the owner, organisation, address if you gave one,
          phone and e-mail, your opinion of value with your reasons, the documents you upload and the comparable sales you chose. The
          office uses them to decide your appeal and to write to you about it, by e-mail unless you ask for post.
        </li>
        <li>
          <strong>When you ask for a link to finish an appeal later:</strong> your answers so far, the documents you uploaded and the
          e-mail address the link goes to. The office uses them only to send you the link and to open your appeal again from it. They
          are deleted when the link expires (30 days after you last save, unless the office sets another period), and the answers are
          emptied once the parcel&apos;s appeal has been filed.
        </li>
        <li>
          <strong>When you book a meeting:</strong> who is attending and their contact details, the meeting type, place and time, and any
          documents. The office uses them to hold the meeting and to confirm it by e-mail.
        </li>
        <li>
          <strong>Usage statistics:</strong> the names of the screens visited and a few named steps (for example that comparable sales
          were saved), without search terms, parcel numbers or anything about you. They show the office which parts of the site are used.
        </li>
        <li>
          <strong>Staff actions:</strong> sign-ins and appeals filed on someone&apos;s behalf are written to an audit trail.
        </li>
      </ul>
      <p>
        What you type in the search box is used to answer the search and is not kept in the usage statistics. How long appeal and meeting
        records are kept is set by the office&apos;s records rules.
      </p>

      <h2>Questions, copies and corrections</h2>
      <p>To ask what {office} holds about you, how long it keeps it, or to correct it, contact the office.</p>
      <OfficeContactList />
      <p>
        <Link to="/accessibility">Accessibility statement</Link> · <Link to="/">Search for your property</Link>
      </p>
    </div>
  );
}
