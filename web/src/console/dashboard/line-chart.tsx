import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

/** One line of a chart: its name (in the legend) and a value per day. */
export interface ChartLine {
  label: string;
  values: number[];
}

/** Line colours with a dash pattern each, so that lines differ by more than colour. */
const STYLES: { stroke: string; dash?: number[] }[] = [
  { stroke: '#0d6efd' },
  { stroke: '#dc3545', dash: [8, 4] },
  { stroke: '#198754', dash: [2, 3] },
  { stroke: '#fd7e14', dash: [12, 4, 2, 4] },
  { stroke: '#6f42c1', dash: [4, 4] },
  { stroke: '#20c997', dash: [1, 6] },
];
const HEIGHT = 260;

let uplotLoading: Promise<typeof uPlot> | undefined;
/** uPlot and its styles, loaded once, when a chart is first drawn: no other screen of the console carries them. */
function loadUplot(): Promise<typeof uPlot> {
  uplotLoading ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
    ([module]) => module.default,
  );
  return uplotLoading;
}

/**
 * Lines per day drawn by uPlot, as wide as its box. The drawing is hidden from screen readers: the table beside it
 * holds the same numbers.
 */
export function LineChart({ title, days, lines }: { title: string; days: string[]; lines: ChartLine[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let chart: uPlot | undefined;
    let gone = false;
    const resize = () => chart?.setSize({ width: box.current?.clientWidth || 600, height: HEIGHT });
    void loadUplot().then((UPlot) => {
      if (gone || !box.current) return;
      const data: uPlot.AlignedData = [days.map((day) => Date.parse(day) / 1000), ...lines.map((line) => line.values)];
      chart = new UPlot(
        {
          width: box.current.clientWidth || 600,
          height: HEIGHT,
          tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
          series: [{}, ...lines.map((line, n) => ({ label: line.label, width: 2, ...STYLES[n % STYLES.length] }))],
          axes: [{}, { size: 60 }],
        },
        data,
        box.current,
      );
      window.addEventListener('resize', resize);
    });
    return () => {
      gone = true;
      window.removeEventListener('resize', resize);
      chart?.destroy();
    };
  }, [days, lines]);
  return (
    <figure className="bg-white border rounded p-2 mb-4">
      <figcaption className="fw-semibold mb-2">{title}</figcaption>
      <div ref={box} aria-hidden="true" data-testid="chart" />
    </figure>
  );
}
