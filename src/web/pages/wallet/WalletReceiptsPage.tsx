import { Badge, Card, Col, Container, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RECEIPT_IMAGE_WIDTH } from '../../../domain/constants';
import { formatMoney, formatReceiptDate } from '../../../domain/formats';
import { receiptImageUrl } from '../../api/pos';
import { useWallet } from '../../api/wallet';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';

/** The receipts sent to one wallet, newest first, each with its image, each written as its shop writes (locale and clock). */
export function WalletReceiptsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const wallet = useWallet(id);

  return (
    <Container className="py-3">
      <div className="d-flex align-items-center flex-wrap gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto">{t('wallet:receipts.title')}</h1>
        <LinkButton to="/wallet" variant="outline-secondary">
          {t('wallet:receipts.walletCode')}
        </LinkButton>
      </div>
      {wallet.isPending && <Loader />}
      <ErrorMessage error={wallet.error} />
      {wallet.data && wallet.data.receipts.length === 0 && <Message variant="info">{t('wallet:receipts.none')}</Message>}
      <Row xs={1} md={2} xl={3} className="g-4">
        {wallet.data?.receipts.map((r) => (
          <Col key={`${r.bname}-${r.barcode}`}>
            <Card className="h-100 shadow-sm" aria-label={t('wallet:receipts.label', { barcode: r.barcode })}>
              <Card.Header>
                <div className="fw-semibold">{r.bname}</div>
                <div className="d-flex align-items-center gap-2">
                  <span className="text-muted small">{formatReceiptDate(r.createdAt, r)}</span>
                  <span className="ms-auto fw-bold">{formatMoney(r.total, r.currency, r.locale)}</span>
                </div>
                {r.returned && (
                  <Badge bg="secondary" className="mt-1">
                    {t('wallet:receipts.returned')}
                  </Badge>
                )}
              </Card.Header>
              <Card.Body className="text-center">
                <img src={receiptImageUrl(r.qfname, { wallet: id, returned: r.returned })} width={RECEIPT_IMAGE_WIDTH} alt={t('wallet:receipts.imageAlt', { shop: r.bname })} className="img-fluid border" loading="lazy" />
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </Container>
  );
}
