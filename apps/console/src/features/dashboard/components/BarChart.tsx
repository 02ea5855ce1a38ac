import { useId } from 'react';
import { chartScale } from '../model/chart-scale';
import type { Series } from '../model/series';
import styles from './BarChart.module.css';

interface BarChartProps {
  title: string;
  /** Bucket dates (YYYY-MM-DD), the table's first column. */
  dates: readonly string[];
  /** The axis label of each bucket (4/1, 2026/4). */
  labels: readonly string[];
  series: readonly Series[];
  format: (value: number) => string;
  /** Stacked: parts of one total (card + konbini). Otherwise side by side (started, ended). */
  stacked?: boolean;
}

const W = 560;
const H = 200;
const PAD = { top: 12, right: 8, bottom: 24, left: 68 };

/**
 * Hand-made SVG bars (docs/decisions/033-console-charts.md): a picture for the eye, with its summary
 * as the image's name and every figure in the table under it, so nothing is only in the picture.
 */
export function BarChart({ title, dates, labels, series, format, stacked }: BarChartProps) {
  const titleId = useId();
  const totals = dates.map((_, i) => series.reduce((s, x) => s + (x.values[i] ?? 0), 0));
  const extent = stacked
    ? dates.flatMap((_, i) => {
        const parts = series.map((x) => x.values[i] ?? 0);
        return [
          parts.filter((v) => v > 0).reduce((a, b) => a + b, 0),
          parts.filter((v) => v < 0).reduce((a, b) => a + b, 0),
        ];
      })
    : series.flatMap((x) => x.values);
  const scale = chartScale(extent);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((scale.max - v) / (scale.max - scale.min || 1)) * plotH;
  const slot = plotW / Math.max(1, dates.length);
  const barW = Math.max(1, (stacked ? slot * 0.7 : (slot * 0.8) / series.length) - 1);
  const labelEvery = Math.ceil(dates.length / 12);
  const summary = `${title}: ${series
    .map((s) => `${s.name} 合計 ${format(s.values.reduce((a, b) => a + b, 0))}`)
    .join('、')}（${labels[0] ?? ''}〜${labels[labels.length - 1] ?? ''}）`;

  const bars = dates.flatMap((date, i) => {
    const x0 = PAD.left + i * slot + (slot - (stacked ? barW : barW * series.length)) / 2;
    let up = 0;
    let down = 0;
    return series.map((s, k) => {
      const v = s.values[i] ?? 0;
      let from = 0;
      if (stacked) {
        from = v >= 0 ? up : down;
        if (v >= 0) up += v;
        else down += v;
      }
      const top = y(Math.max(from, from + v));
      const bottom = y(Math.min(from, from + v));
      return (
        <rect
          key={`${date}-${s.name}`}
          x={stacked ? x0 : x0 + k * barW}
          y={top}
          width={barW}
          height={Math.max(v === 0 ? 0 : 1, bottom - top)}
          fill={s.color}
        >
          <title>{`${labels[i]} ${s.name}: ${format(v)}`}</title>
        </rect>
      );
    });
  });

  return (
    <figure className={styles.figure}>
      <figcaption id={titleId} className={styles.title}>
        {title}
      </figcaption>
      <ul className={styles.legend} aria-hidden="true">
        {series.map((s) => (
          <li key={s.name}>
            <span className={styles.swatch} style={{ background: s.color }} />
            {s.name}
          </li>
        ))}
      </ul>
      <svg className={styles.svg} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary}>
        {scale.ticks.map((t) => (
          <g key={t}>
            <line
              className={t === 0 ? styles.zero : styles.grid}
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(t)}
              y2={y(t)}
            />
            <text className={styles.axis} x={PAD.left - 6} y={y(t) + 4} textAnchor="end">
              {format(t)}
            </text>
          </g>
        ))}
        {bars}
        {labels.map((label, i) =>
          i % labelEvery === 0 ? (
            <text
              key={dates[i]}
              className={styles.axis}
              x={PAD.left + i * slot + slot / 2}
              y={H - 6}
              textAnchor="middle"
            >
              {label}
            </text>
          ) : null,
        )}
      </svg>
      <details className={styles.data}>
        <summary>数値を表で見る</summary>
        <div className="table-scroll" tabIndex={0}>
          <table className="table" aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col">日付</th>
                {series.map((s) => (
                  <th key={s.name} scope="col" className="num">
                    {s.name}
                  </th>
                ))}
                {series.length > 1 && stacked && (
                  <th scope="col" className="num">
                    合計
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {dates.map((date, i) => (
                <tr key={date} data-date={date}>
                  <th scope="row">{date}</th>
                  {series.map((s) => (
                    <td key={s.name} className="num">
                      {format(s.values[i] ?? 0)}
                    </td>
                  ))}
                  {series.length > 1 && stacked && <td className="num">{format(totals[i] ?? 0)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
