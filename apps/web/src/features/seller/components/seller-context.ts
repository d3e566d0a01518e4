import type { SellerProfile } from '@onsale/core/contracts/seller';
import { useOutletContext } from 'react-router';

export interface SellerContext {
  profile: SellerProfile;
  /** Only an approved seller may add, edit or delete anything, edit the brand or see orders. */
  approved: boolean;
}

export const useSeller = () => useOutletContext<SellerContext>();
