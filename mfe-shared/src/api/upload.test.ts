import { ApiError } from './api-error';
import { uploadFile, UPLOAD_MESSAGES } from './upload';

type Progress = { loaded: number; total: number; lengthComputable: boolean };

/** Just enough of XMLHttpRequest to drive uploadFile from the test. */
class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  requestHeaders: Record<string, string> = {};
  body: unknown = undefined;
  sent = false;
  aborted = false;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Progress) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name] = value;
  }
  send(body: unknown) {
    this.sent = true;
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  // Test controls
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }
  respond(status: number, responseText = '') {
    this.status = status;
    this.responseText = responseText;
    this.onload?.();
  }
  networkError() {
    this.onerror?.();
  }
}

const realXhr = global.XMLHttpRequest;
const xhr = () => FakeXhr.instances[FakeXhr.instances.length - 1];
const file = () => new Blob(['%PDF-1.4 demo'], { type: 'application/pdf' });

beforeEach(() => {
  FakeXhr.instances = [];
  (global as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});
afterEach(() => {
  global.XMLHttpRequest = realXhr;
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the upload to fail');
}

it('POSTs the raw file to the URL with the given headers', () => {
  const blob = file();
  void uploadFile('/harbor-county/api/documents', blob, {
    headers: { 'Content-Type': 'application/pdf', 'X-Original-Name': 'tax_bill-2024.pdf', 'X-Convert-To-Pdf': 'false' },
  });
  expect(xhr().method).toBe('POST');
  expect(xhr().url).toBe('/harbor-county/api/documents');
  expect(xhr().requestHeaders).toEqual({
    'Content-Type': 'application/pdf',
    'X-Original-Name': 'tax_bill-2024.pdf',
    'X-Convert-To-Pdf': 'false',
  });
  expect(xhr().sent).toBe(true);
  expect(xhr().body).toBe(blob);
});

it('reports progress as whole percentages', () => {
  const onProgress = jest.fn();
  void uploadFile('/u', file(), { onProgress });
  xhr().progress(0, 300);
  xhr().progress(100, 300);
  xhr().progress(150, 300);
  xhr().progress(300, 300);
  expect(onProgress.mock.calls.map(([percent]) => percent)).toEqual([0, 33, 50, 100]);
});

it('reports no progress when the size is not computable', () => {
  const onProgress = jest.fn();
  void uploadFile('/u', file(), { onProgress });
  xhr().progress(10, 0, false);
  expect(onProgress).not.toHaveBeenCalled();
});

it('resolves with the parsed JSON response on success', async () => {
  const upload = uploadFile('/u', file());
  xhr().respond(201, JSON.stringify({ id: 'doc-1', name: 'tax_bill.pdf' }));
  await expect(upload).resolves.toEqual({ id: 'doc-1', name: 'tax_bill.pdf' });
});

it("rejects a 413 with 'The file is too large', whatever the body says", async () => {
  const upload = uploadFile('/u', file());
  xhr().respond(413, JSON.stringify({ message: 'Request body is too large' }));
  const error = await failure(upload);
  expect(error).toBeInstanceOf(ApiError);
  expect(error.message).toBe('The file is too large');
  expect(error.message).toBe(UPLOAD_MESSAGES.tooLarge);
  expect(error.status).toBe(413);
});

it("rejects a network failure with 'The file could not be sent. Check your connection and try again.'", async () => {
  const upload = uploadFile('/u', file());
  xhr().networkError();
  const error = await failure(upload);
  expect(error).toBeInstanceOf(ApiError);
  expect(error.message).toBe('The file could not be sent. Check your connection and try again.');
});

it("rejects another failure with the body's message", async () => {
  const upload = uploadFile('/u', file());
  xhr().respond(415, JSON.stringify({ message: 'File "payload.exe" is not an accepted file type.' }));
  const error = await failure(upload);
  expect(error.message).toBe('File "payload.exe" is not an accepted file type.');
  expect(error.status).toBe(415);
});

it.each([
  ['an empty body', 500, ''],
  ['a non-JSON body', 502, '<html>Bad Gateway</html>'],
  ['a JSON body without message', 400, JSON.stringify({ error: 'bad' })],
])("rejects a failure with %s as 'The file upload has failed'", async (_label, status, body) => {
  const upload = uploadFile('/u', file());
  xhr().respond(status, body);
  const error = await failure(upload);
  expect(error).toBeInstanceOf(ApiError);
  expect(error.message).toBe('The file upload has failed');
  expect(error.status).toBe(status);
});

it('aborts the request when the signal fires and rejects as a failed upload', async () => {
  const controller = new AbortController();
  const upload = uploadFile('/u', file(), { signal: controller.signal });
  controller.abort();
  expect(xhr().aborted).toBe(true);
  const error = await failure(upload);
  expect(error.message).toBe('The file upload has failed');
});
