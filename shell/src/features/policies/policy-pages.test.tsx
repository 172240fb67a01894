import { screen } from '@testing-library/react';
import { renderWithPortal, TEST_OFFICE, TEST_TENANT } from '../../../../mfe-shared/test/portal-fixture';
import { AccessibilityPage } from './accessibility-page';
import { PrivacyPage } from './privacy-page';

const settings = { 'general.email': 'assessor@harbor.example' };

it('states the WCAG 2.2 AA target and how to report a problem to the office', () => {
  renderWithPortal(<AccessibilityPage />, { route: '/accessibility', settings });
  expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeInTheDocument();
  expect(screen.getByText(/aims to meet the Web Content Accessibility Guidelines \(WCAG\) 2\.2 at level AA/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Report a problem or ask for another format' })).toBeInTheDocument();
  expect(screen.getByText(new RegExp(`contact ${TEST_OFFICE}\\. Tell us the page`))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '(555) 555 0100' })).toHaveAttribute('href', 'tel:5555550100');
  expect(screen.getByRole('link', { name: 'assessor@harbor.example' })).toHaveAttribute('href', 'mailto:assessor@harbor.example');
  expect(document.title).toBe(`Accessibility statement - ${TEST_OFFICE}`);
});

it("lists what this browser keeps under this county's keys, for how long, and what the office stores", () => {
  renderWithPortal(<PrivacyPage />, { route: '/privacy', settings });
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
  expect(screen.getByText(`assessor:${TEST_TENANT}:selected-parcel:v1`)).toBeInTheDocument();
  expect(screen.getByText(`assessor:${TEST_TENANT}:meeting-result:v1`)).toBeInTheDocument();
  expect(screen.getAllByText(/^Kept: /)).toHaveLength(8);
  expect(screen.getByRole('heading', { name: 'What the office stores, and why' })).toBeInTheDocument();
  expect(screen.getByText(/portal_staff_session/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'assessor@harbor.example' })).toBeInTheDocument();
});
