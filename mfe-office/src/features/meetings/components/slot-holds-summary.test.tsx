import { screen, within } from '@testing-library/react';
import type { OfficeSlotHolds } from 'mfe-shared/schemas';
import { speak } from '../../../../../mfe-shared/test/language';
import { callsOf, fakeApi, page, renderOffice } from '../../../../test/office-fixture';

// The meetings page says how many time slots visitors hold while booking, and how many of them the
// busiest network holds, so staff see one network hoarding them (docs/security.md#meeting-slots-cannot-be-hoarded).

function api(holds: OfficeSlotHolds | { status: number }) {
  return fakeApi((method, url) => {
    if (url.pathname.endsWith('/office/places')) return { body: { results: [] } };
    if (url.pathname.endsWith('/office/meetings')) return { body: { day: '2026-03-02', oneDay: true, results: [], page: 1, pageSize: 200, total: 0 } };
    if (url.pathname.endsWith('/office/slot-holds')) return 'status' in holds ? { status: holds.status, body: { message: 'The office is closed.' } } : { body: holds };
    return undefined;
  });
}

const section = async () => within(await screen.findByRole('region', { name: 'Time slots held while booking' }));

afterEach(() => speak('en'));

it('says how many slots are held now and the most one network holds, with its cap', async () => {
  const fetchImpl = api({ held: 14, heldFromBusiestRange: 3, perRangeCap: 6 });
  renderOffice('/office/meetings', fetchImpl);
  const holds = await section();
  expect(holds.getByText('14 time slots are held by visitors who are booking just now.')).toBeInTheDocument();
  expect(holds.getByText('The network holding the most has 3 of them. One network can hold at most 6.')).toBeInTheDocument();
  expect(holds.queryByRole('heading', { name: 'One network holds as many time slots as it can' })).not.toBeInTheDocument();
  expect(callsOf(fetchImpl)).toContain('GET /office/slot-holds');
});

it('warns when one network holds as many as it can', async () => {
  renderOffice('/office/meetings', api({ held: 6, heldFromBusiestRange: 6, perRangeCap: 6 }));
  const holds = await section();
  expect(holds.getByRole('heading', { level: 3, name: 'One network holds as many time slots as it can' })).toBeInTheDocument();
  expect(holds.getByText(/Visitors on other networks can still book\./)).toBeInTheDocument();
  expect(holds.getByText('The network holding the most has 6 of them. One network can hold at most 6.')).toBeInTheDocument();
});

it('says when nothing is held, without the busiest network', async () => {
  renderOffice('/office/meetings', api({ held: 0, heldFromBusiestRange: 0, perRangeCap: 6 }));
  const holds = await section();
  expect(holds.getByText('No time slot is held by a visitor who is booking just now.')).toBeInTheDocument();
  expect(holds.queryByText(/The network holding the most/)).not.toBeInTheDocument();
});

it('leaves the figures out when they cannot be loaded, and the meetings still show', async () => {
  renderOffice('/office/meetings', api({ status: 500 }));
  expect(await page().findByText('No meetings.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Time slots held while booking' })).not.toBeInTheDocument();
});

it('says them in Spanish', async () => {
  await speak('es');
  renderOffice('/office/meetings', api({ held: 1, heldFromBusiestRange: 1, perRangeCap: 6 }));
  const holds = within(await screen.findByRole('region', { name: 'Horarios apartados durante la reserva' }));
  expect(holds.getByText('1 horario está apartado por un visitante que está reservando en este momento.')).toBeInTheDocument();
  expect(holds.getByText('La red con más horarios apartados tiene 1. Una red puede apartar como máximo 6.')).toBeInTheDocument();
});
