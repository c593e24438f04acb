/**
 * The report's ECharts options, as pure functions of the figures (tested beside this file): bars
 * per category (score bands, questions, tasks, question types), a line over days, a ring by
 * training kind. Percent bars run 0-100 with a % sign. Labels that come from content (a question's
 * stem, a training's title) reach the tooltip escaped: ECharts writes tooltips as HTML.
 */
import type { EChartsOption } from 'echarts';

export const CHART_COLOURS = ['#1d4ed8', '#22c55e', '#f59e0b', '#ef4444', '#8b5cf6', '#06b6d4', '#64748b'];

export interface BarSeries {
  name: string;
  values: (number | null)[];
  color?: string;
}

export interface BarChartInput {
  labels: string[];
  series: BarSeries[];
  /** Values are percentages: the axis runs to 100 and every value carries a % sign. */
  percent?: boolean;
  /** The value axis's name (a unit such as 人 or minutes). */
  unit?: string;
  /** A longer line per category for the tooltip (a question's stem), plain text. */
  details?: string[];
  /** Whole numbers only on the axis (people, tasks). */
  counts?: boolean;
  /** Category labels cut to this many pixels with an ellipsis (long titles); the tooltip has them whole. */
  labelWidth?: number;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

interface AxisParam {
  name?: string;
  seriesName?: string;
  value?: unknown;
  marker?: unknown;
  data?: unknown;
}

/** A bar's data item: its value and, on the first series, the category's detail line for the tooltip. */
type BarItem = { value: number | '-'; detail?: string };

/**
 * The axis tooltip: the category (and its detail line) over one line per series. The formatters
 * are fixed functions and the detail travels in the data, so an option built again from the same
 * figures is equal to the last one and the chart does not animate again on every render.
 */
export function axisTooltipText(raw: unknown, suffix: string): string {
  const params = (Array.isArray(raw) ? raw : [raw]) as AxisParam[];
  const first = params[0];
  const detail = (first?.data as BarItem | undefined)?.detail ?? '';
  const head = [first?.name ?? '', detail].filter(Boolean).map(escapeHtml);
  const lines = params.map((p) => {
    const shown = typeof p.value === 'number' ? `${p.value}${suffix}` : '-';
    const marker = typeof p.marker === 'string' ? p.marker : '';
    return `${marker}${escapeHtml(p.seriesName ?? '')}: ${shown}`;
  });
  return [...head.map((h, i) => (i === 0 ? `<b>${h}</b>` : h)), ...lines].join('<br/>');
}

const percentTooltip = (raw: unknown) => axisTooltipText(raw, '%');
const plainTooltip = (raw: unknown) => axisTooltipText(raw, '');

export function barOption(input: BarChartInput): EChartsOption {
  const { labels, series, percent = false, unit, details, counts = false, labelWidth } = input;
  const suffix = percent ? '%' : '';
  const crowded = labels.length > 8;
  return {
    color: CHART_COLOURS,
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      confine: true,
      formatter: percent ? percentTooltip : plainTooltip,
    },
    legend: series.length > 1 ? { top: 0 } : undefined,
    grid: { left: 8, right: 16, top: series.length > 1 || unit ? 40 : 24, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: labels,
      axisLabel: {
        interval: crowded ? 'auto' : 0,
        rotate: crowded ? 40 : 0,
        hideOverlap: true,
        ...(labelWidth ? { width: labelWidth, overflow: 'truncate' as const } : {}),
      },
    },
    yAxis: {
      type: 'value',
      name: unit,
      // The unit sits left of the axis, clear of the label over the tallest bar.
      nameTextStyle: { align: 'right' },
      max: percent ? 100 : undefined,
      minInterval: counts ? 1 : undefined,
      axisLabel: { formatter: `{value}${suffix}` },
    },
    series: series.map((s, index) => ({
      name: s.name,
      type: 'bar',
      barMaxWidth: 32,
      color: s.color,
      label: { show: !crowded, position: 'top', formatter: `{c}${suffix}` },
      data: s.values.map((v, i): BarItem => {
        const detail = index === 0 ? details?.[i] : undefined;
        return detail ? { value: v ?? '-', detail } : { value: v ?? '-' };
      }),
    })),
  };
}

export interface LineChartInput {
  labels: string[];
  values: (number | null)[];
  name: string;
  unit?: string;
  /** Values are percentages (a score over time): the axis runs to 100 with a % sign. */
  percent?: boolean;
  /** A line per point for the tooltip (the training an attempt was of), plain text. */
  details?: string[];
  /** A dashed level across the chart, named (the class average beside the student's scores). */
  level?: { name: string; value: number };
}

/** A value per day (or per attempt): dots while there are few enough points to tell apart. */
export function lineOption({
  labels,
  values,
  name,
  unit,
  percent = false,
  details,
  level,
}: LineChartInput): EChartsOption {
  const suffix = percent ? '%' : '';
  return {
    color: CHART_COLOURS,
    tooltip: { trigger: 'axis', confine: true, formatter: percent ? percentTooltip : plainTooltip },
    grid: { left: 8, right: 16, top: unit ? 40 : 24, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: labels, boundaryGap: false, axisLabel: { hideOverlap: true } },
    yAxis: {
      type: 'value',
      name: unit,
      nameTextStyle: { align: 'right' },
      minInterval: 1,
      ...(percent ? { max: 100, axisLabel: { formatter: `{value}${suffix}` } } : {}),
    },
    series: [
      {
        name,
        type: 'line',
        showSymbol: labels.length <= 31,
        areaStyle: { opacity: 0.12 },
        connectNulls: true,
        data: values.map((v, i) => {
          const detail = details?.[i];
          return detail ? { value: v ?? '-', detail } : (v ?? '-');
        }),
        ...(level
          ? {
              markLine: {
                silent: true,
                symbol: 'none',
                lineStyle: { type: 'dashed', color: CHART_COLOURS[2] },
                label: { formatter: `${level.name} ${level.value}${suffix}`, position: 'insideEndTop' },
                data: [{ yAxis: level.value }],
              },
            }
          : {}),
      },
    ],
  };
}

export interface PieItem {
  name: string;
  value: number;
}

/** A slice's tooltip: its name (content, escaped), value and share. */
export function pieTooltip(raw: unknown): string {
  const p = raw as { name?: string; value?: number; percent?: number };
  return `${escapeHtml(p.name ?? '')}: ${p.value ?? 0} (${Math.round(p.percent ?? 0)}%)`;
}

/** A slice's share as a whole percentage, left out under 5% where it would not fit. */
export function pieLabel(raw: unknown): string {
  const percent = (raw as { percent?: number }).percent ?? 0;
  return percent < 5 ? '' : `${Math.round(percent)}%`;
}

/** A ring of shares; slices of nothing are left out, and the legend sits under it. */
export function pieOption({ items, name }: { items: PieItem[]; name: string }): EChartsOption {
  return {
    color: CHART_COLOURS,
    tooltip: { trigger: 'item', confine: true, formatter: pieTooltip },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        name,
        type: 'pie',
        radius: ['38%', '64%'],
        center: ['50%', '44%'],
        // The share inside each slice (none on a sliver); the names are in the legend, where a phone has room.
        label: { position: 'inside', color: '#fff', formatter: pieLabel },
        data: items.filter((i) => i.value > 0),
      },
    ],
  };
}

export interface RankBarInput {
  /** Best first (or weakest first): drawn top to bottom in this order. */
  labels: string[];
  values: number[];
  name: string;
  color: string;
  /** A longer line per bar for the tooltip (the course a point is of), plain text. */
  details?: string[];
  /** Category labels cut to this many pixels (narrower on a phone). */
  labelWidth?: number;
}

/** Horizontal percent bars, first item on top (the data cockpit's strongest and weakest points). */
export function rankBarOption({ labels, values, name, color, details, labelWidth = 140 }: RankBarInput): EChartsOption {
  // ECharts draws a category axis bottom-up: reversed, the first item is on top.
  const order = labels.map((_, i) => labels.length - 1 - i);
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, confine: true, formatter: percentTooltip },
    grid: { left: 8, right: 48, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%', hideOverlap: true } },
    yAxis: {
      type: 'category',
      data: order.map((i) => labels[i] ?? ''),
      axisLabel: { width: labelWidth, overflow: 'truncate' },
    },
    series: [
      {
        name,
        type: 'bar',
        barMaxWidth: 22,
        color,
        label: { show: true, position: 'right', formatter: '{c}%' },
        data: order.map((i): BarItem => {
          const detail = details?.[i];
          return detail ? { value: values[i] ?? 0, detail } : { value: values[i] ?? 0 };
        }),
      },
    ],
  };
}
