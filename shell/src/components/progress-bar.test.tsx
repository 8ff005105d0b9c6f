import { act, render, screen } from '@testing-library/react';
import { initI18n, registerTranslations } from '@teduh/shared';
import en from '../locales/en.json';
import ms from '../locales/ms.json';
import { resetProgressStore, useProgressStore } from '../lib/progress-store';
import { ProgressBar } from './progress-bar';
import { nextProgress, progressTiming, ProgressBarView } from './progress-bar-view';

describe('nextProgress', () => {
  it('steps by 30, or by 45 with a single loader, and never reaches the end by itself', () => {
    expect(nextProgress(0, 2)).toBe(30);
    expect(nextProgress(0, 1)).toBe(45);
    expect(nextProgress(30, 2)).toBe(51);
    let value = 0;
    for (let i = 0; i < 50; i += 1) value = nextProgress(value, 1);
    expect(value).toBe(progressTiming.ceiling);
  });
});

describe('the top bar', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetProgressStore();
    registerTranslations('shell', { en, ms });
    initI18n('en');
  });
  afterEach(() => jest.useRealTimers());

  it('stays hidden for a load shorter than 200 ms', () => {
    render(<ProgressBarView />);
    let done = () => undefined as void;
    act(() => {
      done = useProgressStore.getState().begin();
    });
    act(() => jest.advanceTimersByTime(progressTiming.showAfterMs - 10));
    act(() => done());
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a longer load, then completes and hides', () => {
    render(<ProgressBarView />);
    let done = () => undefined as void;
    act(() => {
      done = useProgressStore.getState().begin();
    });
    act(() => jest.advanceTimersByTime(progressTiming.showAfterMs));
    const bar = screen.getByRole('progressbar', { name: 'Loading the page' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');

    act(() => jest.advanceTimersByTime(progressTiming.tickMs));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(45);

    act(() => done());
    expect(screen.getByRole('progressbar', { hidden: true })).toHaveAttribute('aria-valuenow', '100');
    act(() => jest.advanceTimersByTime(progressTiming.fadeOutMs));
    expect(screen.queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument();
  });

  it('completes within 5 seconds even while the load goes on', () => {
    render(<ProgressBarView />);
    act(() => {
      useProgressStore.getState().begin();
    });
    act(() => jest.advanceTimersByTime(progressTiming.showAfterMs));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(progressTiming.durationMs));
    expect(screen.getByRole('progressbar', { hidden: true })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('renders nothing until a load begins, then loads the bar and shows it on time', async () => {
    const { container } = render(<ProgressBar />);
    expect(container).toBeEmptyDOMElement();
    let done = () => undefined as void;
    act(() => {
      done = useProgressStore.getState().begin();
    });
    // The bar's code arrives; its 200 ms count starts then.
    await act(() => import('./progress-bar-view'));
    act(() => jest.advanceTimersByTime(progressTiming.showAfterMs));
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();

    act(() => done());
    act(() => jest.advanceTimersByTime(progressTiming.fadeOutMs));
    expect(screen.queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument();
  });
});
