import { Container } from 'react-bootstrap';
import { MSG } from '../../domain/messages';

export function NotFoundPage() {
  return (
    <Container className="py-5 text-center">
      <h1>{MSG.notFoundPage}</h1>
    </Container>
  );
}
