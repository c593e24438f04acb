/** Drag and drop (24): the targets' labels, the items' texts and the target each item belongs on (or none). */
import { Flex, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Item, list, obj } from '../../input-parts';
import { KeyBlock } from '../../key-editor-parts';
import { KeyField } from '../../key-field';
import { placeItem, targetOf } from '../../key-edits';
import type { TKeyEditorProps } from '../../question-view';

export function DragDropKeyEditor({ content, onChange }: TKeyEditorProps) {
  const { t } = useTranslation();
  const c = obj(content);
  const targets = list<Item>(c.targets);
  const items = list<Item>(c.items);
  const NONE = '';
  return (
    <Flex vertical gap={8} data-testid="key-editor">
      <KeyBlock title={t('keyEditor.targets')}>
        {targets.map((target, i) => (
          <KeyField key={target.id} path={`targets.${i}.label`}>
            {(field) => (
              <Input
                {...field}
                value={target.label ?? ''}
                onChange={(e) =>
                  onChange({
                    ...c,
                    targets: targets.map((x) => (x.id === target.id ? { ...x, label: e.target.value } : x)),
                  })
                }
                aria-label={t('keyEditor.target', { n: i + 1 })}
                maxLength={20_000}
              />
            )}
          </KeyField>
        ))}
      </KeyBlock>
      <KeyBlock title={t('keyEditor.items')}>
        {/* Where each item belongs is the answer as a whole: a refused placement is said under the items. */}
        <KeyField path="answer">
          {() => (
            <Flex vertical gap={8}>
              {items.map((item, i) => (
                <Flex key={item.id} gap={6} wrap>
                  <div style={{ flex: '1 1 200px', display: 'flex' }}>
                    <KeyField path={`items.${i}.content`}>
                      {(field) => (
                        <Input
                          {...field}
                          value={item.content ?? ''}
                          onChange={(e) =>
                            onChange({
                              ...c,
                              items: items.map((x) => (x.id === item.id ? { ...x, content: e.target.value } : x)),
                            })
                          }
                          aria-label={t('keyEditor.item', { n: i + 1 })}
                          maxLength={20_000}
                        />
                      )}
                    </KeyField>
                  </div>
                  <Flex gap={4} align="center" style={{ flex: '1 1 180px' }}>
                    <Typography.Text type="secondary">→</Typography.Text>
                    <Select
                      value={targetOf(content, item.id) ?? NONE}
                      onChange={(v: string) => onChange(placeItem(content, item.id, v === NONE ? null : v))}
                      options={[
                        ...targets.map((x) => ({ value: x.id, label: x.label ?? x.id })),
                        { value: NONE, label: t('keyEditor.nowhere') },
                      ]}
                      aria-label={t('keyEditor.itemTarget', { n: i + 1 })}
                      style={{ flex: 1, minWidth: 0 }}
                    />
                  </Flex>
                </Flex>
              ))}
            </Flex>
          )}
        </KeyField>
      </KeyBlock>
    </Flex>
  );
}
