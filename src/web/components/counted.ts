/**
 * A count with its noun in the right number: "1 entry", "12 entries", "1,204 receipts". One place,
 * so no screen says "1 entries". `formatNumber` writes the count the shop's way (defaults to en-US).
 */
export function counted(n: number, one: string, many: string, formatNumber: (n: number) => string = (x) => x.toLocaleString('en-US')): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}
