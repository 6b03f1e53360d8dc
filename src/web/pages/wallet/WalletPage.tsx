import { Card, Col, Container, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useOwnWallet } from '../../api/wallet';
import { BarcodeImage } from '../../components/BarcodeImage';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage } from '../../components/Message';

/**
 * The customer's receipt wallet (no sign-in): made on the first visit and kept in this browser.
 * The cashier scans its QR code (or types the code) at checkout to send the receipt here.
 */
export function WalletPage() {
  const { t } = useTranslation();
  const wallet = useOwnWallet();

  return (
    <Container className="py-3">
      <Row className="justify-content-center">
        <Col md={8} lg={6}>
          <h1 className="h2 mb-3">{t('wallet:own.title')}</h1>
          {wallet.isPending && <Loader />}
          <ErrorMessage error={wallet.error} />
          {wallet.data && (
            <Card className="shadow-sm text-center">
              <Card.Body>
                <BarcodeImage kind="qrcode" text={wallet.data.id} alt={t('wallet:own.qrAlt')} width={220} className="d-block mx-auto mb-3" />
                <div className="mb-1 text-muted small">{t('wallet:own.code')}</div>
                {/* Shown in groups of four so it can be read out; copying still gives the bare code. */}
                <p className="font-monospace fs-5 user-select-all" data-testid="wallet-code">
                  {wallet.data.id.match(/.{1,4}/g)?.map((group, i) => (
                    <span key={i} className="d-inline-block me-2">
                      {group}
                    </span>
                  ))}
                </p>
                <ol className="text-start">
                  <li>{t('wallet:own.step1')}</li>
                  <li>{t('wallet:own.step2')}</li>
                  <li>{t('wallet:own.step3')}</li>
                </ol>
                <LinkButton to={`/wallet/${encodeURIComponent(wallet.data.id)}`}>{t('wallet:own.myReceipts', { n: wallet.data.receipts.length })}</LinkButton>
              </Card.Body>
            </Card>
          )}
        </Col>
      </Row>
    </Container>
  );
}
