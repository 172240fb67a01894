// Shared test fixture: what a wizard test reads off the screen (where the router is, the step it shows).
import type { ComponentType, ReactNode } from 'react';
import { Route, Routes, useLocation } from 'mfe-shared/router';
import { screen } from '@testing-library/react';

/** Renders where the router is (pathname and query) for currentLocation() to read. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export const currentLocation = () => screen.getByTestId('location').textContent;

/** The step's heading once its lazily loaded code has arrived. */
export const stepHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

/** A wizard as the shell mounts it under `base`, with a home page at '/' (where the guards send a visitor) and the LocationProbe. */
export function WizardShell({ base, area: Area, children }: { base: string; area: ComponentType; children?: ReactNode }) {
  return (
    <>
      {children}
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path={`${base}/*`} element={<Area />} />
      </Routes>
      <LocationProbe />
    </>
  );
}
