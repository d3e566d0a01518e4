import type { StatementSummary } from '@onsale/core/contracts/finance';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sellerEarningsQueryKey } from './get-seller-earnings';

export const sellerStatementsQueryKey = [...sellerEarningsQueryKey, 'statements'] as const;

/** GET /api/seller/statements: one statement a week, newest first. */
export const getSellerStatements = async () =>
  (await apiFetch<{ data: { statements: StatementSummary[] } }>('/seller/statements')).data.statements;

export function useSellerStatements(enabled = true) {
  return useQuery({ queryKey: sellerStatementsQueryKey, queryFn: getSellerStatements, enabled });
}
