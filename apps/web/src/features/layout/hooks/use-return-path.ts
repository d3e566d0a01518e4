import { useLocation } from 'react-router';

/** Where login and signup send the shopper back to: the page they were on. */
export function useReturnPath(): string {
  const location = useLocation();
  return encodeURIComponent(`${location.pathname}${location.search}`);
}
