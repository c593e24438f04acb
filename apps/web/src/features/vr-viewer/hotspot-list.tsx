/**
 * The scene's hotspots as a numbered list (the markers' numbers): the way in for keyboard and
 * screen-reader users, and, in one's own scene, where a hotspot is edited or deleted.
 */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { TVrHotspot } from '@lingua/contracts';
import { Button, Empty, Flex, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

export function HotspotList({
  hotspots,
  selectedId,
  editable,
  onOpen,
  onEdit,
  onRemove,
}: {
  hotspots: readonly TVrHotspot[];
  selectedId: number | null;
  editable: boolean;
  onOpen: (hotspotId: number) => void;
  onEdit?: (hotspot: TVrHotspot) => void;
  onRemove?: (hotspot: TVrHotspot) => void;
}) {
  const { t } = useTranslation();
  if (hotspots.length === 0)
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(editable ? 'vr.noHotspotsOwner' : 'vr.noHotspots')} />
    );
  return (
    <ol className="vr-hotspot-list" aria-label={t('vr.hotspots')} data-testid="vr-hotspot-list">
      {hotspots.map((h, i) => (
        <li key={h.hotspotId}>
          <Flex align="center" gap={4} wrap>
            <Button
              type={h.hotspotId === selectedId ? 'primary' : 'default'}
              onClick={() => onOpen(h.hotspotId)}
              aria-pressed={h.hotspotId === selectedId}
              style={{ flex: '1 1 auto', justifyContent: 'flex-start', minWidth: 0 }}
              data-testid="vr-hotspot-button"
            >
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {i + 1}. {h.title}
              </span>
            </Button>
            {editable && onEdit && onRemove ? (
              <>
                <Button icon={<EditOutlined />} aria-label={`${t('vr.edit')} ${h.title}`} onClick={() => onEdit(h)} />
                <Popconfirm
                  title={t('vr.removeConfirm', { title: h.title })}
                  okText={t('vr.remove')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => onRemove(h)}
                >
                  <Button danger icon={<DeleteOutlined />} aria-label={`${t('vr.remove')} ${h.title}`} />
                </Popconfirm>
              </>
            ) : null}
          </Flex>
        </li>
      ))}
    </ol>
  );
}
