import { MAX_IMAGE_BYTES, SELLER_MESSAGES, type UploadedImage } from '@onsale/core/contracts/seller';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '../../../lib/api-client';

/** Checked before sending, so a shopper on a slow connection does not wait to hear it is too big. */
export function photoFileProblem(file: File): string | null {
  if (file.size >= MAX_IMAGE_BYTES) return SELLER_MESSAGES.imageTooLarge;
  if (file.type && !file.type.startsWith('image/')) return SELLER_MESSAGES.notAnImage;
  return null;
}

/** POST /api/account/uploads: a photo for a return request, as the seller's uploads are sent. */
export async function uploadPhoto(file: File): Promise<UploadedImage> {
  const problem = photoFileProblem(file);
  if (problem) throw new ApiRequestError(400, 'invalid_image', problem);
  const body = new FormData();
  body.append('image', file);
  return (await apiFetch<{ data: UploadedImage }>('/account/uploads', { method: 'POST', body })).data;
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto });
}
