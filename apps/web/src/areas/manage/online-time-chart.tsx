/**
 * Teacher and student online time per day for the last 7 days, in minutes. Loaded lazily and drawn
 * with echarts/core and only the bar series, so the chart library never weighs on other pages.
 */
import type { TSchoolOverview } from '@lingua/contracts';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
// The ESM build: the CommonJS one arrives as a module object under Vite's interop.
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useTranslation } from 'react-i18next';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const toMinutes = (seconds: number) => Math.round((seconds / 60) * 10) / 10;

export function OnlineTimeChart({ days }: { days: TSchoolOverview['onlineTimeByDay'] }) {
  const { t } = useTranslation();
  const option = {
    color: ['#1d4ed8', '#22c55e'],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: days.map((d) => d.day.slice(5)) },
    yAxis: { type: 'value', name: t('manage.minutes') },
    series: [
      {
        name: t('manage.teacherSeries'),
        type: 'bar',
        barMaxWidth: 28,
        data: days.map((d) => toMinutes(d.teacherSeconds)),
      },
      {
        name: t('manage.studentSeries'),
        type: 'bar',
        barMaxWidth: 28,
        data: days.map((d) => toMinutes(d.studentSeconds)),
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 320 }} />;
}
