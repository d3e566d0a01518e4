import Modal from 'react-bootstrap/Modal';
import type { VideoSource } from '../utils/video-embed';

interface VideoModalProps {
  show: boolean;
  onHide: () => void;
  title: string;
  source: VideoSource;
}

export function VideoModal({ show, onHide, title, source }: VideoModalProps) {
  return (
    <Modal show={show} onHide={onHide} size="lg" centered aria-labelledby="product-video-title">
      <Modal.Header closeButton closeLabel="Close video">
        <Modal.Title id="product-video-title" className="h6">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="p-0">
        <div className="ratio ratio-16x9">
          {source.kind === 'iframe' ? (
            <iframe
              src={source.src}
              title={`Video: ${title}`}
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
            />
          ) : (
            <video src={source.src} controls autoPlay aria-label={`Video: ${title}`} />
          )}
        </div>
      </Modal.Body>
    </Modal>
  );
}
