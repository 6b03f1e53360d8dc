import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSalesDay } from '../../../domain/schemas/reports';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { amountsTooWide, layOutChart, LABEL_GAP, type MeasureText } from './chart-layout';

const H = 260;
const FONT_SIZE = 12;
/** Until the chart's width is known (the first layout), it is laid out for a desktop column. */
const FIRST_WIDTH = 800;

/** Text widths in the page's own font; an estimate where there is no canvas to measure with. */
function textMeasure(element: Element | null): MeasureText {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return estimateWidth;
  context.font = `${FONT_SIZE}px ${element ? getComputedStyle(element).fontFamily : 'sans-serif'}`;
  return (text) => context.measureText(text).width;
}

const estimateWidth: MeasureText = (text) => text.length * FONT_SIZE * 0.6;

/** The width the chart is given on the page, followed as the window changes size, and a ruler in its font. */
function useChartBox() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FIRST_WIDTH);
  const [measure, setMeasure] = useState<MeasureText>(() => estimateWidth);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || FIRST_WIDTH);
    setMeasure(() => textMeasure(element));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width) || FIRST_WIDTH));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width, measure };
}

/**
 * Revenue per day as bars. It is an image with a title and a description for screen readers;
 * the same figures are in the table under it. It is drawn at the size it is shown, so its
 * labels keep their size on a phone, and its axes make room for the labels they carry: amounts
 * too wide for a narrow screen are written short ($1.2M), and fewer dates are shown.
 */
export function RevenueChart({ days, currency, title }: { days: TSalesDay[]; currency: string; title: string }) {
  const { t } = useTranslation();
  const id = useId();
  const format = useBusinessFormat();
  const { ref, width, measure } = useChartBox();
  const money = (v: number) => format.money(v, currency);
  const max = Math.max(0, ...days.map((d) => d.revenue));
  const top = max > 0 ? max : 1;
  const levels = [0, 0.5, 1].map((f) => (max > 0 ? top * f : 0));

  const short = useMemo(() => new Intl.NumberFormat(format.locale, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }), [format.locale, currency]);
  const fullAmounts = levels.map(money);
  const amounts = amountsTooWide(fullAmounts, width, measure) ? levels.map((v) => short.format(v)) : fullAmounts;
  const dates = days.map((d) => format.shortDay(d.date));
  const { frame, slot, ticks } = layOutChart({ width, amounts, dates, measure, fontSize: FONT_SIZE });

  const innerH = H - frame.top - frame.bottom;
  const barW = Math.max(1, slot * 0.7);
  const y = (v: number) => frame.top + innerH - (v / top) * innerH;
  const busiest = days.reduce<TSalesDay | null>((best, d) => (!best || d.revenue > best.revenue ? d : best), null);

  return (
    <div ref={ref} className="w-100">
      {/* Never wider than its place: for the moment between a resize and the new layout it shrinks instead of widening the page. */}
      <svg viewBox={`0 0 ${width} ${H}`} width={width} height={H} style={{ maxWidth: '100%', height: 'auto' }} className="d-block revenue-chart" role="img" aria-labelledby={`${id}-t ${id}-d`}>
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>
          {t('sales:chart.days', { count: days.length, from: days.length > 0 ? format.day(days[0].date) : '', to: days.length > 0 ? format.day(days[days.length - 1].date) : '' })}
          {busiest && busiest.revenue > 0 ? t('sales:chart.highest', { amount: money(busiest.revenue), day: format.day(busiest.date) }) : t('sales:chart.noSales')}
        </desc>
        {levels.map((level, i) => (
          <g key={i}>
            <line x1={frame.left} x2={width - frame.right} y1={y(level)} y2={y(level)} stroke="#dee2e6" />
            <text x={frame.left - LABEL_GAP} y={y(level) + 4} textAnchor="end" fontSize={FONT_SIZE} fill="#6c757d" data-axis="amount">
              {amounts[i]}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const h = (d.revenue / top) * innerH;
          return (
            <rect key={d.date} x={frame.left + i * slot + (slot - barW) / 2} y={frame.top + innerH - h} width={barW} height={h} fill="#0d6efd" data-date={d.date}>
              <title>{t('sales:chart.bar', { count: d.units, day: format.day(d.date), amount: money(d.revenue), units: format.number(d.units) })}</title>
            </rect>
          );
        })}
        {ticks.map((tick) => (
          <text key={tick.index} x={tick.x} y={H - frame.bottom + FONT_SIZE + 6} textAnchor="middle" fontSize={FONT_SIZE} fill="#6c757d" data-axis="date">
            {dates[tick.index]}
          </text>
        ))}
        <line x1={frame.left} x2={width - frame.right} y1={frame.top + innerH} y2={frame.top + innerH} stroke="#adb5bd" />
      </svg>
    </div>
  );
}
