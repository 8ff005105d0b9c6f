// The top bar itself, in its own chunk: no page shows it on arrival, so its code loads with the first load
// after the first paint (progress-bar.tsx), or is preloaded then.
import { useEffect, useReducer } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { styled } from 'styled-components';
import { colors, media, zIndices } from '@teduh/shared';
import { useProgressStore } from '../lib/progress-store';

/** Spec section 9: shown only after 200 ms, done within 5 s, steps of 30 (45 with a single loader). */
export const progressTiming = {
  showAfterMs: 200,
  durationMs: 5000,
  tickMs: 500,
  step: 30,
  singleLoaderStep: 45,
  /** The bar never claims to be finished while something is still loading. */
  ceiling: 95,
  fadeOutMs: 250,
} as const;

/** One trickle step: a share of the distance still to go, so the bar slows down near the end. */
export function nextProgress(value: number, activeLoaders: number): number {
  const step = activeLoaders === 1 ? progressTiming.singleLoaderStep : progressTiming.step;
  return Math.min(progressTiming.ceiling, value + (step * (100 - value)) / 100);
}

const Track = styled.div<{ $visible: boolean }>`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${zIndices.toast + 1};
  height: 3px;
  pointer-events: none;
  opacity: ${(p) => (p.$visible ? 1 : 0)};
  transition: opacity ${progressTiming.fadeOutMs}ms ease;
`;

const Fill = styled.div`
  height: 100%;
  background: ${colors.accent};
  box-shadow: 0 0 6px ${colors.accent};
  transform-origin: left center;
  transition: transform 300ms ease-out;

  ${media.reducedMotion} {
    transition: none;
  }
`;

type Phase = 'idle' | 'running' | 'expired';

interface BarState {
  phase: Phase;
  value: number;
  startedAt: number;
}

type BarAction =
  | { type: 'show'; active: number; now: number }
  | { type: 'tick'; active: number }
  | { type: 'expire' }
  | { type: 'reset' };

const idle: BarState = { phase: 'idle', value: 0, startedAt: 0 };

function reduce(state: BarState, action: BarAction): BarState {
  switch (action.type) {
    case 'show':
      return { phase: 'running', value: nextProgress(0, action.active), startedAt: action.now };
    case 'tick':
      return state.phase === 'running'
        ? { ...state, value: nextProgress(state.value, action.active) }
        : state;
    case 'expire':
      return { ...state, phase: 'expired', value: 100 };
    case 'reset':
      return idle;
  }
}

/** The thin bar at the top of the page while a route or a remote loads. */
export function ProgressBarView() {
  const { t } = useTranslation('shell');
  const active = useProgressStore((state) => state.active);
  const [state, dispatch] = useReducer(reduce, idle);
  const { phase } = state;

  useEffect(() => {
    if (phase === 'idle') {
      if (active === 0) return undefined;
      const timer = setTimeout(
        () => dispatch({ type: 'show', active, now: Date.now() }),
        progressTiming.showAfterMs,
      );
      return () => clearTimeout(timer);
    }
    if (active === 0) {
      // Done (or expired and now done): let the full bar fade, then get ready for the next load.
      const timer = setTimeout(() => dispatch({ type: 'reset' }), progressTiming.fadeOutMs);
      return () => clearTimeout(timer);
    }
    if (phase !== 'running') return undefined;
    const tick = setInterval(() => dispatch({ type: 'tick', active }), progressTiming.tickMs);
    // However long the load takes, the bar completes within its 5 s; the page's own loader remains.
    const remaining = Math.max(0, progressTiming.durationMs - (Date.now() - state.startedAt));
    const limit = setTimeout(() => dispatch({ type: 'expire' }), remaining);
    return () => {
      clearInterval(tick);
      clearTimeout(limit);
    };
  }, [active, phase, state.startedAt]);

  const finished = phase === 'expired' || (phase === 'running' && active === 0);
  const shown = phase === 'running' && active > 0;
  const value = finished ? 100 : state.value;
  return (
    <Track $visible={shown} aria-hidden={!shown}>
      {phase !== 'idle' ? (
        <Fill
          role="progressbar"
          aria-label={t('progress.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(value)}
          style={{ transform: `scaleX(${value / 100})` }}
        />
      ) : null}
    </Track>
  );
}
