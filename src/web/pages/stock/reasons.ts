/** The ledger's reasons (src/domain/ledger.ts) as the screens call them, in the app's language. */
import { useTranslation } from 'react-i18next';
import type { AdjustmentReason, MovementReason } from '../../../domain/ledger';

export function useMovementReasonLabels(): Record<MovementReason, string> {
  const { t } = useTranslation();
  return {
    create: t('stock:reason.create'),
    edit: t('stock:reason.edit'),
    count: t('stock:reason.count'),
    sale: t('stock:reason.sale'),
    return: t('stock:reason.return'),
    receive: t('stock:reason.receive'),
    adjust: t('stock:reason.adjust'),
    import: t('stock:reason.import'),
  };
}

export function useAdjustmentReasonLabels(): Record<AdjustmentReason, string> {
  const { t } = useTranslation();
  return {
    damaged: t('stock:adjustmentReason.damaged'),
    lost: t('stock:adjustmentReason.lost'),
    theft: t('stock:adjustmentReason.theft'),
    found: t('stock:adjustmentReason.found'),
    correction: t('stock:adjustmentReason.correction'),
    other: t('stock:adjustmentReason.other'),
  };
}
