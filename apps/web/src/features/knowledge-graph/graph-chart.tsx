/**
 * The knowledge graph drawn with ECharts (graph series only, loaded with this chunk). Zoom is
 * controlled from outside within 0.4-2 (part 1 §9); wheel zoom reports back through onZoom.
 */
import type { TKnowledgeGraph } from '@lingua/contracts';
import { GraphChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
// The ESM build: the CommonJS one arrives as a module object under Vite's interop.
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';

echarts.use([GraphChart, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Twelve distinct colours: graphs have up to 12 categories, ECharts' default palette only 9. */
const PALETTE = [
  '#1d4ed8',
  '#16a34a',
  '#ea580c',
  '#9333ea',
  '#0891b2',
  '#dc2626',
  '#ca8a04',
  '#db2777',
  '#4f46e5',
  '#0d9488',
  '#65a30d',
  '#475569',
];

export const ZOOM_MIN = 0.4;
export const ZOOM_MAX = 2;

interface GraphChartProps {
  graph: TKnowledgeGraph;
  zoom: number;
  onZoom: (zoom: number) => void;
  onNodeClick: (nodeId: string) => void;
}

interface RoamParams {
  zoom?: number;
}
interface ClickParams {
  dataType?: string;
  data?: { id?: string };
}

export function KnowledgeGraphChart({ graph, zoom, onZoom, onNodeClick }: GraphChartProps) {
  const option = useMemo(
    () => ({
      color: PALETTE,
      tooltip: { formatter: (p: { data?: { name?: string } }) => p.data?.name ?? '' },
      legend: { type: 'scroll', top: 0, data: graph.categories.map((c) => c.name) },
      series: [
        {
          type: 'graph',
          layout: 'none',
          top: 48,
          roam: true,
          zoom,
          scaleLimit: { min: ZOOM_MIN, max: ZOOM_MAX },
          label: { show: true, position: 'right', formatter: '{b}', fontSize: 11 },
          labelLayout: { hideOverlap: true },
          emphasis: { focus: 'adjacency', lineStyle: { width: 3 } },
          lineStyle: { color: 'source', curveness: 0.2, opacity: 0.6 },
          categories: graph.categories.map((c) => ({ name: c.name })),
          data: graph.nodes.map((n) => ({
            id: n.id,
            name: n.name,
            x: n.x,
            y: n.y,
            value: n.value,
            symbolSize: n.symbolSize,
            category: n.category,
            label: { show: n.level < 3 || zoom >= 1.2 },
          })),
          links: graph.links,
        },
      ],
    }),
    [graph, zoom],
  );
  const events = useMemo(
    () => ({
      graphroam: (params: RoamParams, chart: echarts.ECharts) => {
        // The wheel changes zoom inside ECharts: read the series' zoom back so the buttons agree.
        if (params.zoom === undefined) return;
        const series = (chart.getOption() as { series?: { zoom?: number }[] }).series;
        const current = series?.[0]?.zoom;
        if (typeof current === 'number') onZoom(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, current)));
      },
      click: (params: ClickParams) => {
        if (params.dataType === 'node' && params.data?.id) onNodeClick(params.data.id);
      },
    }),
    [onZoom, onNodeClick],
  );
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      onEvents={events}
      style={{ height: '100%', minHeight: 544 }}
      data-testid="knowledge-graph-canvas"
    />
  );
}
