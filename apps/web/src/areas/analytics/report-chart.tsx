/**
 * One chart of a report (the teacher's or the student's own), drawn with echarts/core and only
 * the series it uses (bar, line, pie, a level's mark line), so the library loads with these pages
 * alone. The option is built by chart-options.ts; the chart takes its card's full width and
 * follows it when the window narrows.
 */
import type { EChartsOption } from 'echarts';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
// The ESM build: the CommonJS one arrives as a module object under Vite's interop.
import ReactEChartsCore from 'echarts-for-react/esm/core';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export function ReportChart({
  option,
  height = 300,
  label,
  theme,
}: {
  option: EChartsOption;
  height?: number;
  label: string;
  /** ECharts' built-in 'dark' theme (the data cockpit's projector screen). */
  theme?: 'dark';
}) {
  return (
    <div role="img" aria-label={label} style={{ width: '100%' }}>
      <ReactEChartsCore echarts={echarts} option={option} theme={theme} notMerge style={{ height, width: '100%' }} />
    </div>
  );
}
