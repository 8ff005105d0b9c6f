import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'loaded' : 'waiting'}</div>;
}

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('waits until the element nears the viewport, then stays loaded', () => {
  let notify: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
  const disconnect = jest.fn();
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: typeof notify) {
      notify = callback;
    }
    observe() {}
    disconnect = disconnect;
  };
  render(<Probe />);
  expect(screen.getByText('waiting')).toBeInTheDocument();
  act(() => notify([{ isIntersecting: false }]));
  expect(screen.getByText('waiting')).toBeInTheDocument();
  act(() => notify([{ isIntersecting: true }]));
  expect(screen.getByText('loaded')).toBeInTheDocument();
  expect(disconnect).toHaveBeenCalled();
});

test('loads at once where IntersectionObserver does not exist', () => {
  render(<Probe />);
  expect(screen.getByText('loaded')).toBeInTheDocument();
});
