// The dashboard's chart: orders placed and cancelled by hour (one day) or by day (a range), drawn by
// uPlot (about 20 KB compressed, with its sheet) in a chunk of its own that only the dashboard loads.
// The figures are also in words beside it: the chart is for the eye, not the only way to read them.
import type { Dashboard } from '@khabar/domain/contracts/admin/reports/get-dashboard';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import css from './dashboard.module.css';

const HEIGHT = 240;

export function OrdersChart({ series }: { series: Dashboard['series'] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const labels = series.map((p) => p.label);
    const bars = uPlot.paths.bars?.({ size: [0.7, 48], align: 0 });
    const styles = getComputedStyle(el);
    const brand = styles.getPropertyValue('--brand').trim() || '#c2410c';
    const muted = styles.getPropertyValue('--muted').trim() || '#5f6368';
    const plot = new uPlot(
      {
        width: Math.max(240, el.clientWidth),
        height: HEIGHT,
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false }, points: { show: false } },
        scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: [0, null] } },
        axes: [
          {
            stroke: muted,
            grid: { show: false },
            values: (_u, ticks) => ticks.map((t) => labels[t] ?? ''),
            incrs: [1, 2, 3, 4, 6, 12, 24, 7, 14, 30, 60, 90],
            space: 44,
          },
          { stroke: muted, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000] },
        ],
        series: [
          {},
          { label: 'Placed', fill: brand, stroke: brand, paths: bars, points: { show: false } },
          { label: 'Cancelled', fill: '#7f1d1d', stroke: '#7f1d1d', paths: bars, points: { show: false } },
        ],
      },
      [series.map((_, i) => i), series.map((p) => p.placed), series.map((p) => p.cancelled)],
      el,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(240, el.clientWidth), height: HEIGHT }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series]);
  return <div ref={box} className={css.chart} data-testid="orders-chart" />;
}
