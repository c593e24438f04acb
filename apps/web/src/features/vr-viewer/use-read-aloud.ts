/**
 * Reads a piece of English aloud with the assistant's speech synthesis (txtToVoice, any signed-in
 * user): one audio element, one piece at a time; choosing the playing piece again stops it.
 */
import { useEffect, useRef, useState } from 'react';
import { assistantApi } from '../assistant/assistant-api';

export function useReadAloud() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const [loading, setLoading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(
    () => () => {
      audio.current?.pause();
    },
    [],
  );
  const stop = () => {
    audio.current?.pause();
    setPlaying(null);
  };
  const play = async (key: string, text: string) => {
    if (playing === key) {
      stop();
      return;
    }
    stop();
    setError(null);
    setLoading(key);
    try {
      const { fileUrl } = await assistantApi.txtToVoice(text);
      const element = audio.current ?? new Audio();
      audio.current = element;
      element.src = fileUrl;
      element.onended = () => setPlaying(null);
      await element.play();
      setPlaying(key);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setLoading(null);
    }
  };
  return { play, stop, playing, loading, error };
}
