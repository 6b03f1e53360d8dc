import { useId } from 'react';
import type { TSalesDay } from '../../../domain/schemas/reports';
import { useBusinessFormat } from '../../components/useBusinessFormat';

const W = 800;
const H = 260;
const PAD = { top: 16, right: 12, bottom: 36, left: 72 };

/** Labels the x axis sparsely so dates never overlap, whatever the period's length. */
function tickIndexes(n: number, max = 7): number[] {
  if (n <= max) return Array.from({ length: n }, (_, i) => i);
  const step = (n - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => Math.round(i * step));
}


/**
 * Revenue per day as bars. It is an image with a title and a description for screen readers;
 * the same figures are in the table under it.
 */
export function RevenueChart({ days, currency, title }: { days: TSalesDay[]; currency: string; title: string }) {
  const id = useId();
  const format = useBusinessFormat();
  const money = (v: number) => format.money(v, currency);
  const max = Math.max(0, ...days.map((d) => d.revenue));
  const top = max > 0 ? max : 1;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, days.length);
  const barW = Math.max(1, slot * 0.7);
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  const busiest = days.reduce<TSalesDay | null>((best, d) => (!best || d.revenue > best.revenue ? d : best), null);

  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="w-100 h-auto revenue-chart" role="img" aria-labelledby={`${id}-t ${id}-d`}>
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>
        {days.length} days from {days[0] && format.day(days[0].date)} to {days.length > 0 && format.day(days[days.length - 1].date)}.
        {busiest && busiest.revenue > 0 ? ` Highest: ${money(busiest.revenue)} on ${format.day(busiest.date)}.` : ' No sales in this period.'}
      </desc>
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(top * f)} y2={y(top * f)} stroke="#dee2e6" />
          <text x={PAD.left - 6} y={y(top * f) + 4} textAnchor="end" fontSize="12" fill="#6c757d">
            {money(max > 0 ? top * f : 0)}
          </text>
        </g>
      ))}
      {days.map((d, i) => {
        const h = (d.revenue / top) * innerH;
        return (
          <rect key={d.date} x={PAD.left + i * slot + (slot - barW) / 2} y={PAD.top + innerH - h} width={barW} height={h} fill="#0d6efd" data-date={d.date}>
            <title>{`${format.day(d.date)}: ${money(d.revenue)}, ${format.number(d.units)} units`}</title>
          </rect>
        );
      })}
      {tickIndexes(days.length).map((i) => (
        <text key={i} x={PAD.left + i * slot + slot / 2} y={H - PAD.bottom + 18} textAnchor="middle" fontSize="12" fill="#6c757d">
          {format.shortDay(days[i].date)}
        </text>
      ))}
      <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + innerH} y2={PAD.top + innerH} stroke="#adb5bd" />
    </svg>
  );
}
