/**
 * For each red word of a scored reading, the sounds the reference expects and the sounds the
 * scorer heard, in IPA, the worst phone marked, so a student knows what to change.
 */
import type { TWordEvaluation } from '@lingua/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ipaOf } from './ipa';

export function RedWordPhones({ words }: { words: TWordEvaluation[] }) {
  const { t } = useTranslation();
  const red = words.filter((w) => w.color === 'red' && w.phones && w.phones.length > 0);
  if (red.length === 0) return null;
  return (
    <div data-testid="red-word-phones" style={{ marginTop: 6 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('speaking.phonesTitle')}
      </Typography.Text>
      <ul style={{ margin: '2px 0 0', paddingInlineStart: 18, fontSize: 13 }}>
        {red.map((w, i) => {
          const phones = w.phones ?? [];
          const worst = Math.min(...phones.map((p) => p.score));
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a word can be red twice; its place is its identity.
            <li key={i} data-testid="red-word" style={{ overflowWrap: 'anywhere' }}>
              <strong>{w.word}</strong> · {t('speaking.phonesExpected')} /
              {phones.map((p, j) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: phones in reading order, never reordered
                  key={j}
                  style={p.score === worst && worst < 60 ? { color: '#cf1322', fontWeight: 600 } : undefined}
                >
                  {ipaOf(p.expected)}
                </span>
              ))}
              / · {t('speaking.phonesHeard')} /
              {phones.map((p) => (p.heard ? ipaOf(p.heard) : '')).join('') || t('speaking.phonesSilent')}/
            </li>
          );
        })}
      </ul>
    </div>
  );
}
