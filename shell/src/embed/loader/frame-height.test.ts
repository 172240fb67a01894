import { FRAME_HEIGHT_MESSAGE, watchFrameHeight } from './frame-height';

type Callback = () => void;
const observers: Array<{ callback: Callback; disconnect: jest.Mock }> = [];

beforeAll(() => {
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    disconnect = jest.fn();
    constructor(public callback: Callback) {
      observers.push(this as never);
    }
    observe() {}
  };
});

it("tells the county's page the frame page's height on each change, once per height", () => {
  const target = { postMessage: jest.fn() };
  const element = document.createElement('assessor-portal');
  document.body.append(element);
  let height = 640;
  jest.spyOn(document.documentElement, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);
  const stop = watchFrameHeight(element, target);
  const [observer] = observers.slice(-1);
  observer.callback();
  observer.callback();
  height = 1200.4;
  observer.callback();
  expect(target.postMessage.mock.calls).toEqual([
    [{ type: FRAME_HEIGHT_MESSAGE, height: 640 }, '*'],
    [{ type: FRAME_HEIGHT_MESSAGE, height: 1201 }, '*'],
  ]);
  stop();
  expect(observer.disconnect).toHaveBeenCalled();
});

it('does nothing outside a frame', () => {
  const before = observers.length;
  watchFrameHeight(document.createElement('div'), null)();
  expect(observers).toHaveLength(before);
});
