import { render } from '@testing-library/react';
import { useRef } from 'react';
import { STICKY_TOP_PROPERTY, useStickyClearance } from './use-sticky-clearance';

const observers: Array<{ callback: () => void; disconnect: jest.Mock }> = [];
beforeAll(() => {
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    disconnect = jest.fn();
    constructor(public callback: () => void) {
      observers.push(this as never);
    }
    observe() {}
  };
});

function Sticky() {
  const bar = useRef<HTMLDivElement>(null);
  useStickyClearance(bar);
  return <div ref={bar} data-testid="bar" />;
}

it("gives the bar's container its height, on each change of size, and takes it away with the bar", () => {
  const { getByTestId, container, unmount } = render(<Sticky />);
  let height = 96.2;
  jest.spyOn(getByTestId('bar'), 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);
  const [observer] = observers.slice(-1);
  observer.callback();
  expect(container.style.getPropertyValue(STICKY_TOP_PROPERTY)).toBe('97px');
  height = 64;
  observer.callback();
  expect(container.style.getPropertyValue(STICKY_TOP_PROPERTY)).toBe('64px');
  unmount();
  expect(observer.disconnect).toHaveBeenCalled();
  expect(container.style.getPropertyValue(STICKY_TOP_PROPERTY)).toBe('');
});
