import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { reportMonthLabel } from '#core/reports/report-view-format.rules';
import 'uplot/dist/uPlot.min.css';
import type { MarketSeries } from './market-series';

const HEIGHT = 200;
const LINE = '#1747b5';
const BAR = 'rgba(23, 71, 181, 0.55)';

/**
 * One market chart, drawn with uPlot (loaded with this module only, through React.lazy in the market
 * panel). Months without a figure are gaps: a line is not drawn across them and no bar stands there.
 * The canvas is hidden from assistive technology: the figure's table says the same.
 */
const MarketChart = ({ series }: { series: MarketSeries }) => {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = series.months.map((_, i) => i);
    const labelAt = (i: number) => {
      const m = series.months[Math.round(i)];
      return m ? reportMonthLabel(m) : '';
    };
    const plot = new uPlot(
      {
        width: Math.max(260, el.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        cursor: { y: false },
        scales: { x: { time: false, range: [-0.5, Math.max(0.5, xs.length - 0.5)] } },
        axes: [
          {
            values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? labelAt(i) : '')),
            space: 70,
            grid: { show: false },
          },
          {
            values: (_u, splits) => splits.map((v) => series.format(v)),
            size: 72,
            ...(series.integer ? { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000] } : {}),
          },
        ],
        series: [
          {},
          series.kind === 'bars'
            ? {
                label: series.title,
                fill: BAR,
                stroke: LINE,
                width: 1,
                paths: uPlot.paths.bars?.({ size: [0.6, 40] }),
                points: { show: false },
              }
            : { label: series.title, stroke: LINE, width: 2, spanGaps: false, points: { show: true, size: 4 } },
        ],
      },
      [xs, series.values],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(260, el.clientWidth), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series]);
  return <div ref={box} className="pt-chart__canvas" aria-hidden="true" />;
};

export default MarketChart;
