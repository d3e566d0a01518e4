import { PriceHistorySection } from '../../../components/price-history/price-history-section';
import { useNearScreen } from '../../../lib/use-near-screen';
import { usePriceHistory } from '../api/get-price-history';

/** The product's price over 90 days; its data and the chart load when the shopper scrolls near it. */
export function ProductPriceHistory({ slug }: { slug: string }) {
  const { ref, near } = useNearScreen<HTMLElement>('200px');
  return <PriceHistorySection audience="shopper" ref={ref} history={usePriceHistory(slug, near)} />;
}
