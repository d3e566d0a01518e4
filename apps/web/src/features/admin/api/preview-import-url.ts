import type { ImportPreview } from '@onsale/core/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const previewImportUrl = async (url: string) =>
  (await apiFetch<{ data: ImportPreview }>('/admin/imports/preview-url', { method: 'POST', json: { url } })).data;

export function usePreviewImportUrl() {
  return useMutation({ mutationFn: previewImportUrl });
}
