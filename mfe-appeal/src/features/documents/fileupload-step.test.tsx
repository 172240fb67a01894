import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadFile } from 'mfe-shared';
import { type UploadedDocument } from 'mfe-shared/schemas';
import { fakeResponse } from '../../../../mfe-shared/test/portal-fixture';
import { agent, currentLocation, fakeApi, owner, renderWizard, stepHeading, type WizardOptions } from '../../../test/wizard-fixture';

jest.setTimeout(30_000);

/**
 * XMLHttpRequest as the upload uses it, answered by the test: the real uploadFile runs over it, so
 * the statuses map to the documented texts exactly as in a browser.
 */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown = null) {
    this.status = status;
    this.responseText = body === null ? '' : JSON.stringify(body);
    act(() => this.onload?.());
  }
  failNetwork() {
    act(() => this.onerror?.());
  }
}

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.sent = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

const uploaded: UploadedDocument = { id: 'f-1', name: 'authorization.pdf', size: 1572864, type: 'application/pdf', lastModified: 1 };

async function openUploads(options: Partial<WizardOptions> = {}) {
  // applyAccept off: a person can still pick any file with 'All files' in the browser's dialog.
  const user = userEvent.setup({ applyAccept: false });
  const { api, calls } = fakeApi({ 'DELETE /files/f-1': fakeResponse({ status: 204 }) }, uploadFile);
  const rendered = renderWizard({ route: '/appeal/fileupload', appellant: owner, draft: { estimatedValue: '200,000' }, api, ...options });
  await stepHeading('Supporting documents');
  return { user, calls, ...rendered };
}

const fileInput = () => screen.getByLabelText(/^Supporting documents/) as HTMLInputElement;
const next = () => screen.getByRole('button', { name: 'Continue' });
const pdf = (name: string, size = 2048) => new File(['x'.repeat(size)], name, { type: 'application/pdf' });

it('makes an agent with no documents upload the Agent Authorization form', async () => {
  const { user } = await openUploads({ appellant: agent });
  expect(screen.getByText('As an agent, you must include the Agent Authorization form signed by the owner.')).toBeInTheDocument();
  await user.click(next());
  const summary = screen.getByRole('alert', { name: 'There is a problem' });
  expect(within(summary).getByRole('link', { name: 'You must upload the Agent Authorization form signed by the owner' })).toHaveAttribute('href', '#appeal-documents');
  await waitFor(() => expect(summary).toHaveFocus());
  expect(currentLocation()).toBe('/appeal/fileupload');
});

it('lets an agent with a document go on to the summary', async () => {
  const { user } = await openUploads({ appellant: agent, documents: [uploaded] });
  await user.click(next());
  await stepHeading('Summary');
});

it('lets an owner go on without documents', async () => {
  const { user } = await openUploads();
  expect(screen.getByText('No files uploaded yet.')).toBeInTheDocument();
  await user.click(next());
  await stepHeading('Summary');
});

it('refuses a file of a type not accepted, and sends nothing', async () => {
  const { user } = await openUploads();
  await user.upload(fileInput(), new File(['MZ'], 'x.exe', { type: 'application/octet-stream' }));
  expect(screen.getByText('File "x.exe" is not an accepted file type.')).toBeInTheDocument();
  expect(FakeXhr.sent).toHaveLength(0);
  expect(screen.getByText('No files uploaded yet.')).toBeInTheDocument();
});

it('shows the progress, then lists the file with its size and a sanitised name', async () => {
  const { user, portal } = await openUploads();
  await user.upload(fileInput(), pdf('my appraisal (2026).pdf', 1572864));
  const [request] = FakeXhr.sent;
  expect(request.method).toBe('POST');
  expect(request.url).toBe('/harbor-county/api/files');
  expect(request.headers).toMatchObject({ 'Content-Type': 'application/pdf', 'X-Original-Name': 'myappraisal2026.pdf' });
  expect(screen.getByRole('progressbar', { name: 'Uploading myappraisal2026.pdf' })).toHaveTextContent('Uploading 0%');
  request.progress(1, 2);
  expect(screen.getByRole('progressbar', { name: 'Uploading myappraisal2026.pdf' })).toHaveTextContent('Uploading 50%');
  request.respond(201, { id: 'f-9', name: 'myappraisal2026.pdf', size: 1572864, type: 'application/pdf', deleteToken: 'token-of-f-9' });
  const list = screen.getByRole('list', { name: 'Uploaded files' });
  await waitFor(() => expect(within(list).getByText('myappraisal2026.pdf')).toBeInTheDocument());
  expect(within(list).getByText('1.5 MB')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar', { name: /Uploading/ })).not.toBeInTheDocument();
  // The delete token is kept with the document, in the draft this browser keeps.
  expect(portal.stores.documentation.getState()).toEqual([
    expect.objectContaining({ id: 'f-9', name: 'myappraisal2026.pdf', size: 1572864, type: 'application/pdf', deleteToken: 'token-of-f-9' }),
  ]);
});

it('uploads to /documents when appeal.use_new_document_upload is on', async () => {
  const { user } = await openUploads({ settings: { 'appeal.use_new_document_upload': true } });
  await user.upload(fileInput(), pdf('scan.pdf'));
  expect(FakeXhr.sent[0].url).toBe('/harbor-county/api/documents');
});

it.each([
  ['a 413', (request: FakeXhr) => request.respond(413), 'The file is too large'],
  ['a failure without a message', (request: FakeXhr) => request.respond(500), 'The file upload has failed'],
  ['a failure with a message', (request: FakeXhr) => request.respond(422, { message: 'The file is damaged' }), 'The file is damaged'],
  ['a network error', (request: FakeXhr) => request.failNetwork(), 'The file could not be sent. Check your connection and try again.'],
])('says what went wrong on %s and removes the item', async (_what, fail, reason) => {
  const { user, portal } = await openUploads();
  await user.upload(fileInput(), pdf('big.pdf'));
  expect(screen.getByRole('progressbar', { name: 'Uploading big.pdf' })).toBeInTheDocument();
  fail(FakeXhr.sent[0]);
  expect(await screen.findByText(`There was an error uploading "big.pdf": ${reason}`)).toBeInTheDocument();
  expect(screen.queryByRole('progressbar', { name: 'Uploading big.pdf' })).not.toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Uploaded files' })).queryByText('big.pdf')).not.toBeInTheDocument();
  expect(portal.stores.documentation.getState()).toEqual([]);
});

it('refuses a file over file_upload.max_size without sending it', async () => {
  const { user } = await openUploads({ settings: { 'file_upload.max_size': 1000 } });
  await user.upload(fileInput(), pdf('big.pdf', 2000));
  expect(await screen.findByText('There was an error uploading "big.pdf": The file is too large')).toBeInTheDocument();
  expect(FakeXhr.sent).toHaveLength(0);
});

it('disables the upload at file_upload.max_files', async () => {
  await openUploads({ settings: { 'file_upload.max_files': 1 }, documents: [uploaded] });
  expect(fileInput()).toBeDisabled();
  expect(screen.getByText('You have added the maximum of 1 file. Remove one to add another.')).toBeInTheDocument();
});

it('removes a file from the list, sending its delete token in a header and not in the address', async () => {
  const { user, calls, portal } = await openUploads({ documents: [{ ...uploaded, deleteToken: 'token-of-f-1' }] });
  await user.click(screen.getByRole('button', { name: 'Remove authorization.pdf' }));
  await waitFor(() => expect(portal.stores.documentation.getState()).toEqual([]));
  expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /files/f-1']);
  expect(calls[0].headers['X-Delete-Token']).toBe('token-of-f-1');
  expect([...calls[0].query.keys()]).toEqual([]);
  expect(screen.getByText('No files uploaded yet.')).toBeInTheDocument();
});

it('uploads a file and removes it again with the token its upload answered', async () => {
  const { user, calls, portal } = await openUploads();
  await user.upload(fileInput(), pdf('scan.pdf'));
  FakeXhr.sent[0].respond(201, { id: 'f-1', name: 'scan.pdf', size: 2048, type: 'application/pdf', deleteToken: 'token-of-f-1' });
  await user.click(await screen.findByRole('button', { name: 'Remove scan.pdf' }));
  await waitFor(() => expect(portal.stores.documentation.getState()).toEqual([]));
  expect(calls.map((call) => [`${call.method} ${call.path}`, call.headers['X-Delete-Token']])).toEqual([['DELETE /files/f-1', 'token-of-f-1']]);
});
