import { useEffect, useRef } from 'preact/hooks';
import type { ChartSpec } from '../lib/chart-data.ts';

const COLORS = ['#2563eb', '#db2777', '#059669', '#d97706'];

/** Chart.js is loaded on the first chart only: most pages never draw one. */
async function loadChart() {
  const { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } = await import('chart.js');
  // Only what bar and line charts need, so the chunk carries no other chart types.
  Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);
  return Chart;
}

export function ChartView({ spec, title }: { spec: ChartSpec; title: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    void loadChart().then((Chart) => {
      if (cancelled || !canvas.current) return;
      chart = new Chart(canvas.current, {
        type: spec.kind,
        data: {
          labels: spec.labels,
          datasets: spec.datasets.map((d, i) => ({ ...d, backgroundColor: COLORS[i % COLORS.length], borderColor: COLORS[i % COLORS.length] })),
        },
        options: { responsive: true, maintainAspectRatio: false, animation: false, plugins: { legend: { display: spec.datasets.length > 1 } } },
      });
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [spec]);
  return (
    <figure class="chart">
      <div class="chart-box">
        <canvas ref={canvas} role="img" aria-label={`${spec.kind === 'bar' ? 'Bar' : 'Line'} chart: ${title}`} />
      </div>
    </figure>
  );
}
