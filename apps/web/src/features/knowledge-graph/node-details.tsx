/**
 * A level-3 node's details (part 1 §2: picking a level-3 node opens details): where it sits in the
 * graph and its explain, the learning objectives with their difficulty coefficients.
 */
import type { TKnowledgeGraph } from '@lingua/contracts';
import { Breadcrumb, Drawer, List, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

function pathTo(graph: TKnowledgeGraph, nodeId: string): string[] {
  const parentOf = new Map(graph.links.map((l) => [l.target, l.source]));
  const names = new Map(graph.nodes.map((n) => [n.id, n.name]));
  const path: string[] = [];
  for (let id: string | undefined = nodeId; id; id = parentOf.get(id)) path.unshift(names.get(id) ?? id);
  return path;
}

type ExplainItem = TKnowledgeGraph['explains'][number]['basic'][number];

function ObjectiveList({ title, items, colour }: { title: string; items: ExplainItem[]; colour: string }) {
  return (
    <List
      header={<Typography.Text strong>{title}</Typography.Text>}
      dataSource={items}
      renderItem={(item) => (
        <List.Item>
          <List.Item.Meta
            title={
              <span>
                <Tag color={colour}>{item.label}</Tag>
                <Progress
                  aria-label={item.label}
                  percent={Math.round(item.value * 100)}
                  size="small"
                  style={{ width: 120, margin: 0 }}
                />
              </span>
            }
            description={item.description}
          />
        </List.Item>
      )}
    />
  );
}

export function NodeDetails({
  graph,
  nodeId,
  onClose,
}: {
  graph: TKnowledgeGraph;
  nodeId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const node = graph.nodes.find((n) => n.id === nodeId);
  const explain = node?.explainType === undefined ? undefined : graph.explains[node.explainType];
  return (
    <Drawer
      open={node !== undefined}
      onClose={onClose}
      width={480}
      title={node?.name}
      destroyOnHidden
      data-testid="knowledge-node-details"
    >
      {node ? (
        <>
          <Breadcrumb items={pathTo(graph, node.id).map((title) => ({ title }))} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {t('knowledge.category')}
            {t('common.colon')}
            {graph.categories[node.category]?.name}
          </Typography.Paragraph>
          {explain ? (
            <>
              <ObjectiveList title={t('knowledge.basic')} items={explain.basic} colour="blue" />
              <ObjectiveList title={t('knowledge.synthesize')} items={explain.synthesize} colour="purple" />
            </>
          ) : (
            <Typography.Text type="secondary">{t('knowledge.noExplain')}</Typography.Text>
          )}
        </>
      ) : null}
    </Drawer>
  );
}
