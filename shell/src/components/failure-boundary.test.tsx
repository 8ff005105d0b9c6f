import { render, screen } from '@testing-library/react';
import { reloadPage } from '../lib/page-reload';
import { FailureBoundary } from './failure-boundary';

jest.mock('../lib/page-reload', () => ({ reloadPage: jest.fn(), loadPage: jest.fn() }));

function Throws({ error }: { error: Error }): never {
  throw error;
}

describe('FailureBoundary', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    jest.mocked(reloadPage).mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('keeps the page when an optional part fails, and reloads once for a missing chunk', () => {
    const chunkError = Object.assign(new Error('Loading chunk 163 failed.'), { name: 'ChunkLoadError' });
    render(
      <main>
        <p>Page content</p>
        <FailureBoundary>
          <Throws error={chunkError} />
        </FailureBoundary>
      </main>,
    );
    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('shows its fallback and does not reload for other errors', () => {
    render(
      <FailureBoundary fallback={<p>Footer unavailable</p>}>
        <Throws error={new Error('bad data')} />
      </FailureBoundary>,
    );
    expect(screen.getByText('Footer unavailable')).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
