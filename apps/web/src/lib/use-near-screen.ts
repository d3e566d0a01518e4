import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the screen. What is further down a page (the
 * home page's later sections, a product's price chart) waits for it before it fetches and
 * renders, so the first screen gets the phone's attention.
 */
export function useNearScreen<T extends Element>(margin: string) {
  const ref = useRef<T>(null);
  // Without IntersectionObserver there is no way to know: show everything at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
