import type { ImportPreview } from '@onsale/core/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const previewImportFeed = async (feed: { format: 'csv' | 'json'; content: string }) =>
  (await apiFetch<{ data: ImportPreview }>('/admin/imports/preview-feed', { method: 'POST', json: feed })).data;

export function usePreviewImportFeed() {
  return useMutation({ mutationFn: previewImportFeed });
}
