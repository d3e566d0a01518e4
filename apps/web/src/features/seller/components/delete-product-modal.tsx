import type { SellerProduct } from '@onsale/core/contracts/seller';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { messageOf } from '../../../lib/api-client';
import { useDeleteSellerProduct } from '../api/delete-seller-product';

/** Asks before a product goes: it disappears from the shop at once. */
export function DeleteProductModal({
  product,
  onClose,
  onDeleted,
}: {
  product: SellerProduct;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const remove = useDeleteSellerProduct();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync(product.id);
      onDeleted('Product deleted');
    } catch (error) {
      setFailure(`Failed to delete product: ${messageOf(error)}`);
    }
  };

  return (
    <ConfirmDialog
      title="Delete Product"
      confirmLabel="Delete"
      busyLabel="Deleting…"
      busy={remove.isPending}
      failure={failure}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p className="mb-0">
        Are you sure you want to delete <strong>{product.name}</strong>? It will be removed from the shop straight away.
      </p>
    </ConfirmDialog>
  );
}
