import type { PublicSettings } from '@onsale/core/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

/** Shown until the shop's own settings arrive (the server's defaults). */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  shopName: 'OnSale',
  supportEmail: 'support@onsale.pk',
  supportPhone: '+92 42 111 667 253',
  supportHours: 'Mon-Fri 9 AM-6 PM',
};

export const getPublicSettings = () => apiFetch<{ data: PublicSettings }>('/settings/public').then((r) => r.data);

/** The shop's name and support contacts, as the admins set them: the footer and the help pages read these. */
export function usePublicSettings(): PublicSettings {
  const query = useQuery({ queryKey: ['settings', 'public'], queryFn: getPublicSettings, staleTime: 10 * 60_000 });
  return query.data ?? DEFAULT_PUBLIC_SETTINGS;
}
