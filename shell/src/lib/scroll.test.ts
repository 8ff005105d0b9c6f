import { hashScrollIntervalMs, hashScrollTries, scrollToHash } from './scroll';

describe('scrollToHash', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => jest.useRealTimers());

  it('waits for a target that renders late, then scrolls to it smoothly', () => {
    scrollToHash('#claims');
    jest.advanceTimersByTime(hashScrollIntervalMs * 3);
    const target = document.createElement('section');
    target.id = 'claims';
    document.body.append(target);
    jest.advanceTimersByTime(hashScrollIntervalMs);

    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('gives up after 50 tries at 100 ms', () => {
    scrollToHash('#never');
    jest.advanceTimersByTime(hashScrollIntervalMs * hashScrollTries);
    const late = document.createElement('section');
    late.id = 'never';
    document.body.append(late);
    jest.advanceTimersByTime(hashScrollIntervalMs * 10);

    expect(late.scrollIntoView).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops waiting when cancelled (the visitor navigated on)', () => {
    const cancel = scrollToHash('#later');
    cancel();
    const target = document.createElement('section');
    target.id = 'later';
    document.body.append(target);
    jest.advanceTimersByTime(hashScrollIntervalMs * 5);
    expect(target.scrollIntoView).not.toHaveBeenCalled();
  });
});
