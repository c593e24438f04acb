/**
 * The charts of a lesson's analysis: attendance (pie), sign-in time (bars), answers per question
 * (bars). Loaded lazily with echarts/core and only the series used.
 */
import type { TLessonAnalysis } from '@lingua/contracts';
import { Card, Col, Row } from 'antd';
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
// The ESM build: the CommonJS one arrives as a module object under Vite's interop.
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useTranslation } from 'react-i18next';
import { optionLabel } from './questions-card';

echarts.use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const COLOURS = { present: '#22c55e', late: '#f59e0b', excused: '#3b82f6', absent: '#ef4444', notMarked: '#cbd5e1' };

export function LessonAnalysisCharts({ analysis }: { analysis: TLessonAnalysis }) {
  const { t } = useTranslation();
  const keys = ['present', 'late', 'excused', 'absent', 'notMarked'] as const;
  const attendance = {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['40%', '68%'],
        label: { formatter: '{b}: {c}' },
        data: keys
          .filter((k) => analysis.attendance[k] > 0)
          .map((k) => ({
            name: k === 'notMarked' ? t('classroom.notSignedIn') : t(`classroom.${k}`),
            value: analysis.attendance[k],
            itemStyle: { color: COLOURS[k] },
          })),
      },
    ],
  };
  const punctuality = {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 40, right: 16, top: 24, bottom: 32 },
    xAxis: { type: 'category', data: analysis.punctuality.buckets.map((b) => b.key) },
    yAxis: { type: 'value', minInterval: 1, name: t('classroom.people') },
    series: [
      { type: 'bar', barMaxWidth: 36, color: '#1d4ed8', data: analysis.punctuality.buckets.map((b) => b.count) },
    ],
  };
  const answers = {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 32 },
    xAxis: { type: 'category', data: analysis.questions.map((_, i) => `Q${i + 1}`) },
    yAxis: { type: 'value', minInterval: 1, max: analysis.studentNumber || undefined },
    series: [
      {
        name: t('classroom.answeredSeries'),
        type: 'bar',
        barMaxWidth: 28,
        color: '#1d4ed8',
        data: analysis.questions.map((q) => q.answered),
      },
      {
        name: t('classroom.correctSeries'),
        type: 'bar',
        barMaxWidth: 28,
        color: '#22c55e',
        data: analysis.questions.map((q) => q.correctNumber ?? 0),
      },
    ],
  };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card title={t('classroom.attendanceChart')}>
          <ReactEChartsCore echarts={echarts} option={attendance} notMerge style={{ height: 260 }} />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={t('classroom.punctualityChart')}>
          <ReactEChartsCore echarts={echarts} option={punctuality} notMerge style={{ height: 260 }} />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={t('classroom.answersChart')}>
          {analysis.questions.length > 0 ? (
            <ReactEChartsCore echarts={echarts} option={answers} notMerge style={{ height: 260 }} />
          ) : (
            <div style={{ height: 260, display: 'grid', placeItems: 'center', color: '#94a3b8' }}>
              {t('classroom.noQuestions')}
            </div>
          )}
        </Card>
      </Col>
      {analysis.questions.map((q, i) => (
        <Col xs={24} md={12} key={q.questionId}>
          <Card size="small" title={`Q${i + 1}. ${q.title}`}>
            {q.options.map((o, j) => (
              <div key={o}>
                {optionLabel(j)}. {o} — {q.counts[j] ?? 0} {q.correct.includes(j) ? '✓' : ''}
              </div>
            ))}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
