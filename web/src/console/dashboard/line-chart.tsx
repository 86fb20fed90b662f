import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
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
/** Steps of the value axis: whole numbers only (counts of people, messages; whole currency units). */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];

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
  const language = useTranslation().i18n.language;
  useEffect(() => {
    const dayFormat = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
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
          // The legend names the lines; the values of a hovered day are in the table below.
          legend: { live: false },
          series: [{}, ...lines.map((line, n) => ({ label: line.label, width: 2, ...STYLES[n % STYLES.length] }))],
          axes: [
            { values: (_chart, ticks) => ticks.map((tick) => dayFormat.format(tick * 1000)) },
            { size: 60, incrs: WHOLE_STEPS },
          ],
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
  }, [days, lines, language]);
  return (
    <figure className="bg-white border rounded p-2 mb-4">
      <figcaption className="fw-semibold mb-2">{title}</figcaption>
      <div ref={box} aria-hidden="true" data-testid="chart" />
    </figure>
  );
}
