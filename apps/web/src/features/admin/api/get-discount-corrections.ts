import type { correctedProductsPageSchema } from '@onsale/core/contracts/prices';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { adminKey } from './admin-keys';
import { queryString } from './paged';

export type CorrectedProductsPage = z.infer<typeof correctedProductsPageSchema>;

export const getDiscountCorrections = (page: number) =>
  apiFetch<CorrectedProductsPage>(
    `/admin/products/discount-corrections${queryString({ page: page > 1 ? page : undefined })}`,
  );

/** Public products whose discount the honest-price rule corrected, newest price change first. */
export function useDiscountCorrections(page: number) {
  return useQuery({
    queryKey: [...adminKey, 'discount-corrections', page],
    queryFn: () => getDiscountCorrections(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
