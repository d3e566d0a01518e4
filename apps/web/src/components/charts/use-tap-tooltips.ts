import { useSyncExternalStore } from 'react';

const NO_HOVER = '(hover: none)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NO_HOVER);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * How a chart's tooltip opens: on a screen that cannot hover (a phone) a tap opens it, as a click;
 * with a mouse, pointing at a bar is enough.
 */
export function useTooltipTrigger(): 'click' | 'hover' {
  const noHover = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NO_HOVER).matches,
    () => false,
  );
  return noHover ? 'click' : 'hover';
}
