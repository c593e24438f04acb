/** The report's chart options: axes, units, missing values, and tooltips that never run content as HTML. */
import { describe, expect, it } from 'vitest';
import {
  axisTooltipText,
  barOption,
  escapeHtml,
  lineOption,
  pieLabel,
  pieOption,
  pieTooltip,
  rankBarOption,
} from './chart-options';

type Series = { type: string; data: unknown[]; name: string; label?: { show: boolean; formatter: string } };
const seriesOf = (option: ReturnType<typeof barOption>) => option.series as Series[];

describe('barOption', () => {
  it('draws one bar series per input, a missing value as no bar', () => {
    const option = barOption({
      labels: ['Q1', 'Q2'],
      series: [
        { name: '正确率', values: [50, null] },
        { name: '容易度', values: [60, 40] },
      ],
      percent: true,
    });
    expect(seriesOf(option).map((s) => s.data)).toEqual([
      [{ value: 50 }, { value: '-' }],
      [{ value: 60 }, { value: 40 }],
    ]);
    expect(option.legend).toBeDefined();
  });

  it('runs a percent axis to 100 with a % sign', () => {
    const option = barOption({ labels: ['A'], series: [{ name: 'x', values: [70] }], percent: true });
    expect(option.yAxis).toMatchObject({ max: 100, axisLabel: { formatter: '{value}%' } });
    expect(seriesOf(option)[0]?.label?.formatter).toBe('{c}%');
  });

  it('counts people in whole numbers and names its unit', () => {
    const option = barOption({ labels: ['<60'], series: [{ name: '人数', values: [3] }], unit: '人', counts: true });
    expect(option.yAxis).toMatchObject({ minInterval: 1, name: '人', max: undefined });
    expect(option.legend).toBeUndefined();
  });

  it('turns crowded labels and hides the value labels over many bars', () => {
    const labels = Array.from({ length: 12 }, (_, i) => `Q${i + 1}`);
    const option = barOption({ labels, series: [{ name: 'x', values: labels.map(() => 1) }] });
    expect(option.xAxis).toMatchObject({ axisLabel: { rotate: 40 } });
    expect(seriesOf(option)[0]?.label?.show).toBe(false);
  });

  it('cuts long category labels to a width when asked', () => {
    const option = barOption({ labels: ['A long task title'], series: [{ name: 'x', values: [1] }], labelWidth: 90 });
    expect(option.xAxis).toMatchObject({ axisLabel: { width: 90, overflow: 'truncate' } });
  });
});

describe('axisTooltipText', () => {
  it('heads the lines with the category and its detail, escaped', () => {
    const detail = '<b>Choose</b> the "best" reply';
    const text = axisTooltipText(
      [
        { name: 'Q1', seriesName: '正确率', value: 40, marker: '', data: { value: 40, detail } },
        { name: 'Q1', seriesName: '容易度', value: '-', marker: '', data: { value: '-' } },
      ],
      '%',
    );
    expect(text).toBe(
      '<b>Q1</b><br/>&lt;b&gt;Choose&lt;/b&gt; the &quot;best&quot; reply<br/>正确率: 40%<br/>容易度: -',
    );
  });
});

describe('option identity', () => {
  it('builds an equal option from equal figures, so the chart does not animate again', () => {
    const input = { labels: ['Q1'], details: ['stem'], series: [{ name: 'x', values: [1] }], percent: true };
    const a = barOption(input);
    const b = barOption(input);
    expect((a.tooltip as { formatter: unknown }).formatter).toBe((b.tooltip as { formatter: unknown }).formatter);
    expect(a).toEqual(b);
  });
});

describe('escapeHtml', () => {
  it('escapes every character HTML reads', () => {
    expect(escapeHtml(`<a href='x'>&</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('lineOption', () => {
  it('shows dots for a month and none for half a year', () => {
    const days = (n: number) => Array.from({ length: n }, (_, i) => `d${i}`);
    const month = lineOption({ labels: days(30), values: days(30).map(() => 1), name: 'min' });
    const half = lineOption({ labels: days(183), values: days(183).map(() => 1), name: 'min' });
    expect((month.series as { showSymbol: boolean }[])[0]?.showSymbol).toBe(true);
    expect((half.series as { showSymbol: boolean }[])[0]?.showSymbol).toBe(false);
  });
});

describe('pieOption', () => {
  it('leaves out slices of nothing', () => {
    const option = pieOption({
      name: 'kinds',
      items: [
        { name: '技能实训', value: 30 },
        { name: '案例分析', value: 0 },
      ],
    });
    expect((option.series as { data: unknown[] }[])[0]?.data).toEqual([{ name: '技能实训', value: 30 }]);
  });
  it('labels a slice with its share, a sliver with nothing', () => {
    expect(pieLabel({ percent: 48.24 })).toBe('48%');
    expect(pieLabel({ percent: 3 })).toBe('');
  });
  it('names a slice in its tooltip, escaped, with a whole-number share', () => {
    expect(pieTooltip({ name: 'A<b>', value: 30.5, percent: 48.24 })).toBe('A&lt;b&gt;: 30.5 (48%)');
  });
});

describe('lineOption over scores', () => {
  it('runs percentages to 100, names each point in the tooltip and draws the class level', () => {
    const option = lineOption({
      labels: ['03-01 10:00', '03-02 09:00'],
      values: [50, null],
      name: 'score',
      percent: true,
      details: ['Reading <trade terms>', ''],
      level: { name: 'Class', value: 62.5 },
    });
    const [series] = option.series as { data: unknown[]; markLine: { data: unknown[] } }[];
    expect(series?.data).toEqual([{ value: 50, detail: 'Reading <trade terms>' }, '-']);
    expect(series?.markLine.data).toEqual([{ yAxis: 62.5 }]);
    expect((option.yAxis as { max: number }).max).toBe(100);
    const formatter = (option.tooltip as { formatter: (raw: unknown) => string }).formatter;
    expect(formatter([{ name: '03-01 10:00', seriesName: 'score', value: 50, data: series?.data[0] }])).toBe(
      '<b>03-01 10:00</b><br/>Reading &lt;trade terms&gt;<br/>score: 50%',
    );
  });
});

describe('rankBarOption', () => {
  it('draws the first item on top, with its detail in the tooltip', () => {
    const option = rankBarOption({
      labels: ['询盘', '报盘', '还盘'],
      values: [90, 75.5, 60],
      name: '平均分',
      color: '#22c55e',
      details: ['外贸函电', '外贸函电', '外贸函电'],
    });
    const yAxis = option.yAxis as { data: string[] };
    const series = (option.series as { data: { value: number; detail?: string }[] }[])[0];
    // The category axis runs bottom-up, so the best (first) is the last category.
    expect(yAxis.data).toEqual(['还盘', '报盘', '询盘']);
    expect(series?.data.map((d) => d.value)).toEqual([60, 75.5, 90]);
    expect(series?.data[2]?.detail).toBe('外贸函电');
  });
});
