import type { ReactNode } from 'react';

/** The narrow centred card the signed-out pages share. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container py-4">
      <div className="row justify-content-center">
        <div className="col-md-6 col-lg-5">
          <div className="card">
            <div className="card-body">
              <h1 className="h3 mb-3">{title}</h1>
              {children}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
