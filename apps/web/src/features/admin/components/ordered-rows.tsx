import { messageOf } from '../../../lib/api-client';

interface Reorder {
  mutateAsync: (ids: string[]) => Promise<unknown>;
  isPending: boolean;
}

/**
 * Moves a banner or category one place up (-1) or down (1) among its neighbours by sending their
 * new order; a refusal is said through onFailure.
 */
export function useMoveAmong(reorder: Reorder, onFailure: (message: string) => void) {
  return async (rows: readonly { id: string }[], index: number, by: -1 | 1) => {
    const order = rows.map((row) => row.id);
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    try {
      await reorder.mutateAsync(order);
    } catch (error) {
      onFailure(messageOf(error));
    }
  };
}

interface OrderedRowActionsProps {
  /** What the row is called, for the move buttons' labels. */
  name: string;
  index: number;
  count: number;
  /** A move is being sent: no other until it is done. */
  moving: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
}

/** The buttons of a row whose place in a list is chosen by hand (banners, categories): up, down, Edit and Delete. */
export function OrderedRowActions({
  name,
  index,
  count,
  moving,
  onMove,
  onEdit,
  onDelete,
  className = 'd-flex gap-1',
}: OrderedRowActionsProps) {
  return (
    <span className={className}>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        aria-label={`Move ${name} up`}
        disabled={index === 0 || moving}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1 || moving}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={onEdit}>
        Edit
      </button>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onDelete}>
        Delete
      </button>
    </span>
  );
}
