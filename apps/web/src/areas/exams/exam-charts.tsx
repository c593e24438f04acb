/** The statistical report's charts (echarts/core with the bar series only, loaded with this page). */
import type { TExamStatistics } from '@lingua/contracts';
import { Typography } from 'antd';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';

echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** One bar chart under its heading; `percent` values are 0-100 and shown with a % sign. */
export function BarPanel({
  labels,
  values,
  name,
  percent = false,
}: {
  labels: string[];
  values: (number | null)[];
  name: string;
  percent?: boolean;
}) {
  const unit = percent ? '%' : '';
  const option = {
    color: ['#1d4ed8'],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 48, right: 16, top: 24, bottom: 48 },
    xAxis: { type: 'category', data: labels, axisLabel: { interval: 0, rotate: labels.length > 8 ? 30 : 0 } },
    yAxis: { type: 'value', max: percent ? 100 : undefined, axisLabel: { formatter: `{value}${unit}` } },
    series: [
      {
        name,
        type: 'bar',
        barMaxWidth: 32,
        label: { show: true, position: 'top', formatter: `{c}${unit}` },
        tooltip: { valueFormatter: (v: number) => `${v}${unit}` },
        data: values.map((v) => v ?? '-'),
      },
    ],
  };
  return (
    <div>
      <Typography.Title level={5}>{name}</Typography.Title>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 300 }} />
    </div>
  );
}

export type { TExamStatistics };
