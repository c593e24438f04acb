/** The network map's dialog (network-map.tsx): the graph viewer in the spec's 866×544 frame. */
import type { TKnowledgeGraphKey } from '@lingua/contracts';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KnowledgeGraphViewer } from '../../features/knowledge-graph/graph-viewer';

const FRAME_WIDTH = 866;
const FRAME_HEIGHT = 544;

export function NetworkMapDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [graphKey, setGraphKey] = useState<TKnowledgeGraphKey>('negotiation');
  return (
    <Modal
      open={open}
      title={t('knowledgeMap.title')}
      footer={null}
      onCancel={onClose}
      // The spec's frame is 866 wide; the dialog's padding sits around it.
      width={FRAME_WIDTH + 48}
      destroyOnHidden
    >
      <div data-testid="network-map" style={{ width: FRAME_WIDTH, maxWidth: '100%' }}>
        <KnowledgeGraphViewer graphKey={graphKey} onGraphKeyChange={setGraphKey} height={FRAME_HEIGHT} compact />
      </div>
    </Modal>
  );
}
