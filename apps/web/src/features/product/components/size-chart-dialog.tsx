import type { ProductSizeChart } from '@onsale/core/contracts/size-charts';
import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { SizeChartTable } from '../../../components/size-chart/size-chart-table';

export interface SizeChartDialogProps {
  chart: ProductSizeChart;
  productName: string;
  show: boolean;
  onHide: () => void;
}

/** The product's size chart in a dialog: the table in cm with inches beside, then "How to measure". */
export function SizeChartDialog({ chart, productName, show, onHide }: SizeChartDialogProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} centered scrollable aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel="Close size chart">
        <Modal.Title as="h2" className="h5" id={titleId}>
          Size chart
          <span className="d-block small fw-normal text-muted">
            {chart.name} · {productName}
          </span>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <SizeChartTable caption={`Size chart: ${chart.name}`} measurements={chart.measurements} rows={chart.rows} />
        <h3 className="h6 mt-4">How to measure</h3>
        <p className="mb-0 small" style={{ whiteSpace: 'pre-line' }}>
          {chart.howToMeasure}
        </p>
      </Modal.Body>
    </Modal>
  );
}
