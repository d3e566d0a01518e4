import type { Statement } from '@onsale/core/contracts/finance';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sellerStatementsQueryKey } from './get-seller-statements';

/** The address of a week's statement (its Monday, YYYY-MM-DD), and of its CSV and PDF downloads. */
export const statementPath = (week: string, file?: 'csv' | 'pdf') =>
  `/seller/statements/${encodeURIComponent(week)}${file ? `/${file}` : ''}`;

/** GET /api/seller/statements/:week: a week's opening and closing balance and its lines. */
export const getSellerStatement = async (week: string) =>
  (await apiFetch<{ data: Statement }>(statementPath(week))).data;

export function useSellerStatement(week: string) {
  return useQuery({
    queryKey: [...sellerStatementsQueryKey, 'one', week],
    queryFn: () => getSellerStatement(week),
    retry: false,
  });
}
