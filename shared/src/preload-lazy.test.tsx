import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { preloadLazy } from './preload-lazy';

function Page() {
  return <h1>Family takaful</h1>;
}

function deferredModule() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<{ default: typeof Page }>((ok, fail) => {
    resolve = () => ok({ default: Page });
    reject = fail;
  });
  return { load: jest.fn(() => promise), resolve, reject };
}

test('a preloaded lazy page renders at once, without its fallback', async () => {
  const module = deferredModule();
  const LazyPage = lazy(module.load);
  let settled = false;
  const preloading = preloadLazy(LazyPage).then(() => {
    settled = true;
  });
  await act(async () => undefined);
  // It waits for the chunk.
  expect(settled).toBe(false);
  module.resolve();
  await preloading;

  render(
    <Suspense fallback={<p>Loading</p>}>
      <LazyPage />
    </Suspense>,
  );
  // Synchronously, in the first commit.
  expect(screen.getByRole('heading', { name: 'Family takaful' })).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  expect(module.load).toHaveBeenCalledTimes(1);
});

test('a lazy page that is not preloaded shows its fallback first (what preloading avoids)', () => {
  const module = deferredModule();
  const LazyPage = lazy(module.load);
  render(
    <Suspense fallback={<p>Loading</p>}>
      <LazyPage />
    </Suspense>,
  );
  expect(screen.getByText('Loading')).toBeInTheDocument();
});

test('a failed chunk resolves the preload and is left to the render to report', async () => {
  const module = deferredModule();
  const LazyPage = lazy(module.load);
  const preloading = preloadLazy(LazyPage);
  module.reject(new Error('Loading chunk 42 failed'));
  await expect(preloading).resolves.toBeUndefined();
});
