import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the sentinel element is fully visible (threshold 1, spec section 9).
 * A new `generation` (e.g. the row count) re-observes, so a sentinel still in view after a page
 * loaded asks for the next one instead of waiting for a scroll.
 */
export function useSentinel<T extends Element>(onVisible: () => void, enabled: boolean, generation: number) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });

  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= 1)) callback.current();
      },
      { threshold: 1 },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, generation]);

  return ref;
}
