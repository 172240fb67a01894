import type { ReactNode } from 'react';
import { PageHeading } from './page-heading';
import { usePageTitle } from './use-page-title';

/** A titled screen whose content a later release fills in. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="margin-y-4">
      <PageHeading>{title}</PageHeading>
      {children ?? <p>This part of the service is not open yet. Please contact the office if you need help now.</p>}
    </section>
  );
}
