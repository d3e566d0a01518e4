import type { SellerProduct } from '@onsale/core/contracts/seller';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { ApiRequestError } from '../../../lib/api-client';
import { useDeleteSellerProduct } from '../api/delete-seller-product';

/** Asks before a product goes: it disappears from the shop at once. */
export function DeleteProductModal({ product, onClose, onDeleted }: { product: SellerProduct; onClose: () => void; onDeleted: (message: string) => void }) {
  const remove = useDeleteSellerProduct();
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();

  const confirm = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync(product.id);
      onDeleted('Product deleted');
    } catch (error) {
      setFailure(`Failed to delete product: ${error instanceof ApiRequestError ? error.message : 'please try again'}`);
    }
  };

  return (
    <Modal show onHide={onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id={titleId}>Delete Product</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {failure && (
          <div className="alert alert-danger" role="alert">
            {failure}
          </div>
        )}
        <p className="mb-0">
          Are you sure you want to delete <strong>{product.name}</strong>? It will be removed from the shop straight away.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={() => void confirm()} disabled={remove.isPending}>
          {remove.isPending ? 'Deleting…' : 'Delete'}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
