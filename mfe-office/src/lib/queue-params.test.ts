import { readQueueParams, toQuery, writeQueueParams } from './queue-params';

it('reads the view from the address, dropping what the API would refuse', () => {
  const params = readQueueParams(new URLSearchParams('status=decided&propertyType=castle&q=%20Vale%20&page=2&sort=claimed&order=asc&filedBy=robot'));
  expect(params).toEqual({ status: 'decided', q: 'Vale', page: 2, sort: 'claimed', order: 'asc' });
});

it('writes the plain queue as no address at all, and a view with only what differs from the defaults', () => {
  expect(writeQueueParams(readQueueParams(new URLSearchParams())).toString()).toBe('');
  expect(writeQueueParams({ page: 1, sort: 'filed', order: 'desc', method: 'mail' }).toString()).toBe('method=mail');
  expect(writeQueueParams({ page: 3, sort: 'filer', order: 'asc' }).toString()).toBe('page=3&sort=filer&order=asc');
});

it('asks the API for the page size it shows', () => {
  expect(toQuery({ page: 2, sort: 'filed', order: 'desc', q: 'HC-26' }, 25)).toMatchObject({ page: 2, pageSize: 25, q: 'HC-26', sort: 'filed', order: 'desc' });
});
