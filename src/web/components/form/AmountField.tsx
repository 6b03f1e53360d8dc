import { NumberField, type NumberFieldProps } from './NumberField';

/** An amount (money, a percent) in the shop's decimal mark: the phone offers its keypad with a decimal mark. */
export function AmountField(props: NumberFieldProps) {
  return <NumberField {...props} inputMode="decimal" />;
}
