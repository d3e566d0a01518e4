import type { ImportPreview } from '@onsale/core/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Sends the feed file as it is (the server reads it as it arrives and keeps it for the import) and answers its preview. */
export const uploadImportFeed = async ({ file, format }: { file: File; format: 'csv' | 'json' }) =>
  (
    await apiFetch<{ data: { feedId: string; preview: ImportPreview } }>(`/admin/imports/feeds?format=${format}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    })
  ).data;

export function useUploadImportFeed() {
  return useMutation({ mutationFn: uploadImportFeed });
}
