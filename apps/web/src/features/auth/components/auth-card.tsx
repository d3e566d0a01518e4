import type { ReactNode } from 'react';
import './auth.css';

/** The frame of the sign-in pages: a narrow card in the middle of the page. */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="container py-4">
      <div className="auth-card card shadow-sm mx-auto">
        <div className="card-body p-4">
          <h1 className="h3 mb-4 text-center">{title}</h1>
          {children}
        </div>
        {footer && <div className="card-footer bg-white text-center py-3 small">{footer}</div>}
      </div>
    </div>
  );
}
