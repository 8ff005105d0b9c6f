import { createContext, useContext, useMemo, type ReactNode } from 'react';

type Clock = () => Date;

const ClockContext = createContext<Clock>(() => new Date());

/** Sets the clock the campaign pages read "today" from (tests fix it; the site uses the real one). */
export function CampaignClockProvider({ now, children }: { now: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={now}>{children}</ClockContext.Provider>;
}

/** The current moment, from the injected clock. Read once per render of the page. */
export function useNow(): Date {
  const clock = useContext(ClockContext);
  // One reading per mount: a page does not change phase while it is open.
  return useMemo(() => clock(), [clock]);
}
