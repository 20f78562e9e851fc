import { useEffect, useRef } from 'preact/hooks';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import type { ChartSpec } from '../lib/chart-data.ts';

// Only what bar and line charts need, so the bundle carries no other chart types.
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

const COLORS = ['#2563eb', '#db2777', '#059669', '#d97706'];

export function ChartView({ spec, title }: { spec: ChartSpec; title: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const chart = new Chart(canvas.current!, {
      type: spec.kind,
      data: {
        labels: spec.labels,
        datasets: spec.datasets.map((d, i) => ({ ...d, backgroundColor: COLORS[i % COLORS.length], borderColor: COLORS[i % COLORS.length] })),
      },
      options: { responsive: true, maintainAspectRatio: false, animation: false, plugins: { legend: { display: spec.datasets.length > 1 } } },
    });
    return () => chart.destroy();
  }, [spec]);
  return (
    <figure class="chart">
      <div class="chart-box">
        <canvas ref={canvas} role="img" aria-label={`${spec.kind === 'bar' ? 'Bar' : 'Line'} chart: ${title}`} />
      </div>
    </figure>
  );
}
