/** The statistical report's charts (echarts/core with the bar series only, loaded with this page). */
import type { TExamStatistics } from '@lingua/contracts';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';

echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

export function BarPanel({
  labels,
  values,
  name,
  max,
}: {
  labels: string[];
  values: (number | null)[];
  name: string;
  max?: number;
}) {
  const option = {
    color: ['#1d4ed8'],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 48, right: 16, top: 24, bottom: 48 },
    xAxis: { type: 'category', data: labels, axisLabel: { interval: 0, rotate: labels.length > 8 ? 30 : 0 } },
    yAxis: { type: 'value', max },
    series: [
      { name, type: 'bar', barMaxWidth: 32, label: { show: true, position: 'top' }, data: values.map((v) => v ?? '-') },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 300 }} />;
}

export type { TExamStatistics };
