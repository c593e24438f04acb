/**
 * A knowledge graph with its tools: choose a graph, search a level-3 node, zoom 0.4-2, full
 * screen, and a level-3 node's details on click. Used by the knowledge graph pages and the
 * floating knowledge network map.
 */
import { FullscreenExitOutlined, FullscreenOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import type { TKnowledgeGraphKey } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Select, Skeleton, Space, Tooltip, Typography } from 'antd';
import { type CSSProperties, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knowledgeApi } from '../../api/knowledge';
import { queryKeys } from '../../api/query-keys';
import { NodeDetails } from './node-details';

const KnowledgeGraphChart = lazy(() => import('./graph-chart').then((m) => ({ default: m.KnowledgeGraphChart })));

const ZOOM_STEP = 0.2;
const clampZoom = (zoom: number) => Math.round(Math.min(2, Math.max(0.4, zoom)) * 10) / 10;

export function KnowledgeGraphViewer({
  graphKey,
  onGraphKeyChange,
  height,
  compact = false,
}: {
  graphKey: TKnowledgeGraphKey;
  onGraphKeyChange: (key: TKnowledgeGraphKey) => void;
  /** The chart frame's height in pixels. */
  height: number;
  /** Narrow tools (the 866 px network map dialog). */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(1);
  const [nodeId, setNodeId] = useState<string | null>(null);
  const [isFullscreen, setIsFullscreen] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const list = useQuery({ queryKey: queryKeys.knowledgeGraphs, queryFn: knowledgeApi.knowledgeGraphList });
  const graph = useQuery({
    queryKey: [...queryKeys.knowledgeGraphs, graphKey],
    queryFn: () => knowledgeApi.knowledgeGraph(graphKey),
  });

  useEffect(() => {
    const handleChange = () => setIsFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', handleChange);
    return () => document.removeEventListener('fullscreenchange', handleChange);
  }, []);

  const chooseGraph = (next: TKnowledgeGraphKey) => {
    onGraphKeyChange(next);
    setNodeId(null);
    setZoom(1);
  };
  const openNode = useCallback(
    (id: string) => {
      // Only level-3 nodes carry details; the others are the map's structure.
      if (graph.data?.nodes.find((n) => n.id === id)?.level === 3) setNodeId(id);
    },
    [graph.data],
  );
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen();
  };
  const leaves = (graph.data?.nodes ?? []).filter((n) => n.level === 3);
  const selectWidth = compact ? 220 : 260;

  return (
    <>
      <Flex wrap gap={12} justify="space-between" style={{ marginBottom: 12 }}>
        <Space wrap>
          <Select<TKnowledgeGraphKey>
            value={graphKey}
            onChange={chooseGraph}
            loading={list.isLoading}
            style={{ minWidth: selectWidth }}
            aria-label={t('knowledge.chooseGraph')}
            options={(list.data ?? []).map((g) => ({ value: g.key, label: `${g.title}（${g.nodeCount}）` }))}
          />
          <Select<string>
            showSearch
            value={null}
            placeholder={t('knowledge.searchNode')}
            style={{ minWidth: selectWidth }}
            aria-label={t('knowledge.searchNode')}
            optionFilterProp="label"
            onChange={openNode}
            options={leaves.map((n) => ({ value: n.id, label: n.name }))}
            notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
          />
        </Space>
        <Space>
          <Tooltip title={t('knowledge.zoomOut')}>
            <Button
              icon={<ZoomOutOutlined />}
              aria-label={t('knowledge.zoomOut')}
              disabled={zoom <= 0.4}
              onClick={() => setZoom((z) => clampZoom(z - ZOOM_STEP))}
            />
          </Tooltip>
          <Typography.Text data-testid="knowledge-zoom" style={{ minWidth: 48, textAlign: 'center' }}>
            {Math.round(zoom * 100)}%
          </Typography.Text>
          <Tooltip title={t('knowledge.zoomIn')}>
            <Button
              icon={<ZoomInOutlined />}
              aria-label={t('knowledge.zoomIn')}
              disabled={zoom >= 2}
              onClick={() => setZoom((z) => clampZoom(z + ZOOM_STEP))}
            />
          </Tooltip>
          <Tooltip title={isFullscreen ? t('knowledge.exitFullscreen') : t('knowledge.fullscreen')}>
            <Button
              icon={isFullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              aria-label={isFullscreen ? t('knowledge.exitFullscreen') : t('knowledge.fullscreen')}
              onClick={toggleFullscreen}
            >
              {compact ? null : isFullscreen ? t('knowledge.exitFullscreen') : t('knowledge.fullscreen')}
            </Button>
          </Tooltip>
        </Space>
      </Flex>
      <div
        ref={frame}
        className="knowledge-frame"
        style={{ '--knowledge-frame-height': `${height}px` } as CSSProperties}
      >
        {graph.isLoading ? (
          <Skeleton active paragraph={{ rows: 10 }} />
        ) : graph.data ? (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
            <KnowledgeGraphChart graph={graph.data} zoom={zoom} onZoom={setZoom} onNodeClick={openNode} />
          </Suspense>
        ) : (
          <Empty />
        )}
      </div>
      <Typography.Text type="secondary">{t('knowledge.hint')}</Typography.Text>
      {graph.data ? <NodeDetails graph={graph.data} nodeId={nodeId} onClose={() => setNodeId(null)} /> : null}
    </>
  );
}
