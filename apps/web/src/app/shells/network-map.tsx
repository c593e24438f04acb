/**
 * The floating knowledge network map (part 1 §2, §6): a second floating tool with the graphs of the
 * seven courses, for the accounts the server names (networkMapAccess) and never in VR mode; the
 * graph sits in an 866×544 frame with zoom, full screen and level-3 details.
 */
import { DeploymentUnitOutlined } from '@ant-design/icons';
import type { TKnowledgeGraphKey } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { FloatButton, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knowledgeApi } from '../../api/knowledge';
import { queryKeys } from '../../api/query-keys';
import { KnowledgeGraphViewer } from '../../features/knowledge-graph/graph-viewer';
import { useSession } from '../../session/store';

const FRAME_WIDTH = 866;
const FRAME_HEIGHT = 544;

export function NetworkMap() {
  const { t } = useTranslation();
  const virtual = useSession((s) => s.modes.virtual);
  const [open, setOpen] = useState(false);
  const [graphKey, setGraphKey] = useState<TKnowledgeGraphKey>('negotiation');
  const access = useQuery({
    queryKey: queryKeys.networkMapAccess,
    queryFn: knowledgeApi.networkMapAccess,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (virtual || !access.data?.visible) return null;
  return (
    <>
      <FloatButton
        icon={<DeploymentUnitOutlined />}
        type="primary"
        tooltip={t('knowledgeMap.button')}
        aria-label={t('knowledgeMap.button')}
        data-testid="network-map-button"
        style={{ insetInlineEnd: 24, insetBlockEnd: 96 }}
        onClick={() => setOpen(true)}
      />
      <Modal
        open={open}
        title={t('knowledgeMap.title')}
        footer={null}
        onCancel={() => setOpen(false)}
        // The spec's frame is 866 wide; the dialog's padding sits around it.
        width={FRAME_WIDTH + 48}
        destroyOnHidden
      >
        <div data-testid="network-map" style={{ width: FRAME_WIDTH, maxWidth: '100%' }}>
          <KnowledgeGraphViewer graphKey={graphKey} onGraphKeyChange={setGraphKey} height={FRAME_HEIGHT} compact />
        </div>
      </Modal>
    </>
  );
}
