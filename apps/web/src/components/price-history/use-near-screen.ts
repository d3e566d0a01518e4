import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the screen: a price chart and its data are
 * fetched only when the shopper scrolls towards them.
 */
export function useNearScreen<T extends Element>(margin = '200px') {
  const ref = useRef<T>(null);
  // Without IntersectionObserver there is no way to know: load at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
