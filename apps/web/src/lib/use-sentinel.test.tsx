import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSentinel } from './use-sentinel';

type Fire = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observers: { fire: Fire; options?: IntersectionObserverInit; disconnect: ReturnType<typeof vi.fn> }[] =
  [];

class FakeObserver {
  disconnect = vi.fn();
  constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    const fire: Fire = (entries) => cb(entries as IntersectionObserverEntry[], this as never);
    observers.push({ fire, options, disconnect: this.disconnect });
  }
  observe() {}
}

function Probe({
  onVisible,
  enabled,
  generation,
}: {
  onVisible: () => void;
  enabled: boolean;
  generation: number;
}) {
  const ref = useSentinel<HTMLDivElement>(onVisible, enabled, generation);
  return <div ref={ref} />;
}

describe('useSentinel', () => {
  beforeEach(() => {
    observers = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fires only when the sentinel is fully visible (threshold 1)', () => {
    const onVisible = vi.fn();
    render(<Probe onVisible={onVisible} enabled generation={10} />);
    expect(observers[0]!.options?.threshold).toBe(1);
    observers[0]!.fire([{ isIntersecting: true, intersectionRatio: 0.5 }]);
    expect(onVisible).not.toHaveBeenCalled();
    observers[0]!.fire([{ isIntersecting: true, intersectionRatio: 1 }]);
    expect(onVisible).toHaveBeenCalledOnce();
  });

  it('does not observe while disabled, and re-observes for each new page', () => {
    const onVisible = vi.fn();
    const { rerender } = render(<Probe onVisible={onVisible} enabled={false} generation={10} />);
    expect(observers).toHaveLength(0);
    rerender(<Probe onVisible={onVisible} enabled generation={10} />);
    rerender(<Probe onVisible={onVisible} enabled generation={20} />);
    expect(observers).toHaveLength(2);
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });
});
