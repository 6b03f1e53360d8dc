/** A count's scope in the app's language: the words of describeScope (src/domain), translated. */
import type { TStockCountScope } from '../../../domain/schemas/stock-counts';
import { i18n } from '../../i18n';

export function scopeLabel(scope: TStockCountScope): string {
  if (scope.item !== null && scope.manufacturer !== null) return i18n.t('stockCounts:scope.both', { item: scope.item, manufacturer: scope.manufacturer });
  if (scope.item !== null) return i18n.t('stockCounts:scope.category', { item: scope.item });
  if (scope.manufacturer !== null) return i18n.t('stockCounts:scope.manufacturer', { manufacturer: scope.manufacturer });
  return i18n.t('stockCounts:scope.all');
}
