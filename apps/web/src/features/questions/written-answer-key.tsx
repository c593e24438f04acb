/**
 * The teacher-graded written types' answer key (Q&A, writing, translation): the reference answer
 * the teacher grades against, and the writing task's word minimum and language where set.
 */
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { numberAt, ReferenceText, textAt } from './answer-key-parts';
import { obj } from './input-parts';
import type { TAnswerKeyProps } from './question-view';

export function WrittenAnswerKey({ content }: TAnswerKeyProps) {
  const { t } = useTranslation();
  const c = obj(content);
  const reference = textAt(c.referenceAnswer);
  const minWords = numberAt(c.minWords);
  const language = c.language === 'en' || c.language === 'cn' ? c.language : null;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {reference ? (
        <ReferenceText label={t('preview.reference')} text={reference} />
      ) : (
        <span data-testid="key-no-reference">{t('preview.noReference')}</span>
      )}
      {minWords || language ? (
        <Space wrap size={4}>
          {minWords ? <Tag>{t('preview.minWords', { n: minWords })}</Tag> : null}
          {language ? <Tag>{t(`preview.language.${language}`)}</Tag> : null}
        </Space>
      ) : null}
    </Space>
  );
}
