/**
 * The word look-up pop-up for students (part 1 §2): double-click a word (or select a short phrase)
 * to see it with audio, phonetics (general, British, American) and meanings by part of speech, or
 * a plain translation; the star keeps it among the student's favourite words.
 */
import { CloseOutlined, SoundOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import type { TWordLookup } from '@lingua/contracts';
import { Button, Card, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assistantApi } from './assistant-api';
import { isLookupSelection } from './rules';

export default function WordLookup() {
  const { t } = useTranslation();
  const [word, setWord] = useState<string>();
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [result, setResult] = useState<TWordLookup>();
  const [favouriteId, setFavouriteId] = useState<number | null>(null);
  const audio = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    const onDoubleClick = (e: MouseEvent) => {
      if ((e.target as HTMLElement | null)?.closest('.word-lookup, input, textarea')) return;
      const selected = window.getSelection()?.toString().trim() ?? '';
      if (!isLookupSelection(selected)) return;
      setPosition({
        x: Math.min(e.clientX, window.innerWidth - 340),
        y: Math.min(e.clientY + 12, window.innerHeight - 260),
      });
      setWord(selected);
    };
    document.addEventListener('dblclick', onDoubleClick);
    return () => document.removeEventListener('dblclick', onDoubleClick);
  }, []);

  useEffect(() => {
    if (!word) return;
    let live = true;
    setResult(undefined);
    setFavouriteId(null);
    void assistantApi.wordLookup(word).then((r) => {
      if (!live) return;
      setResult(r);
      void assistantApi.getWordBoot(r.src).then((f) => live && setFavouriteId(f?.id ?? null));
    });
    return () => {
      live = false;
    };
  }, [word]);

  if (!word) return null;

  async function toggleFavourite() {
    if (!result) return;
    if (favouriteId === null) setFavouriteId((await assistantApi.insertWordBoot(result.src)).id);
    else {
      await assistantApi.deleteWordBoot(favouriteId);
      setFavouriteId(null);
    }
  }

  async function play() {
    if (!result?.src_tts || !audio.current) return;
    audio.current.src = (await assistantApi.txtToVoice(result.src_tts)).fileUrl;
    void audio.current.play();
  }

  const symbol = result?.symbols[0];
  return (
    <Card
      className="word-lookup"
      data-testid="word-lookup"
      size="small"
      style={{ left: position.x, top: position.y }}
      title={
        <span className="word-lookup-title">
          <span data-testid="word-lookup-src">{result?.src ?? word}</span>
          {result?.src_tts && (
            <Button
              type="text"
              size="small"
              icon={<SoundOutlined />}
              aria-label={t('wordLookup.play')}
              onClick={() => void play()}
            />
          )}
        </span>
      }
      extra={
        <>
          {result && (
            <Button
              type="text"
              size="small"
              aria-label={favouriteId === null ? t('wordLookup.favourite') : t('wordLookup.unfavourite')}
              data-testid="word-favourite"
              data-favourite={favouriteId === null ? '0' : '1'}
              icon={favouriteId === null ? <StarOutlined /> : <StarFilled style={{ color: '#faad14' }} />}
              onClick={() => void toggleFavourite()}
            />
          )}
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label="close"
            onClick={() => setWord(undefined)}
          />
        </>
      }
    >
      {!result ? (
        <Spin size="small" />
      ) : (
        <div className="word-lookup-body">
          {symbol && (
            <Typography.Paragraph type="secondary" data-testid="word-lookup-phonetics">
              {symbol.word_symbol && <span>[{symbol.word_symbol}] </span>}
              {symbol.ph_en && (
                <span>
                  {t('wordLookup.british')} /{symbol.ph_en}/{' '}
                </span>
              )}
              {symbol.ph_am && (
                <span>
                  {t('wordLookup.american')} /{symbol.ph_am}/
                </span>
              )}
            </Typography.Paragraph>
          )}
          {symbol
            ? symbol.parts.map((p) => (
                <div key={`${p.part}-${p.meansStr.slice(0, 6)}`}>
                  <Typography.Text strong>{p.part} </Typography.Text>
                  {p.meansStr}
                </div>
              ))
            : result.dst || t('wordLookup.notFound')}
        </div>
      )}
      {/* biome-ignore lint/a11y/useMediaCaption: the word spoken */}
      <audio ref={audio} />
    </Card>
  );
}
