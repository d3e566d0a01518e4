import type { ProductCard } from '@onsale/core/contracts/catalogue';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Ref } from 'react';
import { ProductGrid, ProductGridSkeleton } from '../../../components/ui/product-grid';
import { EmptyState, ErrorState } from '../../../components/ui/status-messages';
import { messageOf } from '../../../lib/api-client';

interface ProductSectionProps {
  id: string;
  sectionRef?: Ref<HTMLElement>;
  title: string;
  subtitle?: string;
  query: UseQueryResult<ProductCard[]>;
  emptyMessage: string;
}

export function ProductSection({ id, sectionRef, title, subtitle, query, emptyMessage }: ProductSectionProps) {
  return (
    <section className="home-section" aria-labelledby={id} ref={sectionRef}>
      <div className="section-heading">
        <h2 id={id} className="section-title mb-0">
          {title}
        </h2>
        {subtitle && <p className="text-body-secondary small mb-0">{subtitle}</p>}
      </div>
      {query.isPending ? (
        <ProductGridSkeleton count={4} label={`Loading ${title.toLowerCase()}`} />
      ) : query.isError ? (
        <ErrorState
          error={query.error}
          message={messageOf(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <ProductGrid products={query.data} label={title} />
      )}
    </section>
  );
}
