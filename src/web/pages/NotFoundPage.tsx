import { MSG } from '../../domain/messages';

export function NotFoundPage() {
  return (
    <div className="container py-5 text-center">
      <h1>{MSG.notFoundPage}</h1>
    </div>
  );
}
