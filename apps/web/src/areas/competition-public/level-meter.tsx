/**
 * The microphone's level while recording: the RMS of the signal from an AnalyserNode, drawn as a
 * bar each animation frame. data-level carries the last value (0-100) for the end-to-end test.
 */
import { Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';

export function LevelMeter({
  stream,
  label,
  onPeak,
}: {
  stream: MediaStream | null;
  label: string;
  /** Told each new peak (0-100): the device check fails a microphone that never rose. */
  onPeak?: (peak: number) => void;
}) {
  const [level, setLevel] = useState(0);
  const peak = useRef(0);

  useEffect(() => {
    if (!stream) {
      setLevel(0);
      return;
    }
    const AudioContextClass =
      window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioContextClass) return;
    const context = new AudioContextClass();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let frame = 0;
    const tick = () => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const v of samples) sum += v * v;
      const rms = Math.sqrt(sum / samples.length);
      // Speech sits around 0.02-0.3 RMS: a square-root scale keeps quiet voices visible.
      const value = Math.min(100, Math.round(Math.sqrt(rms) * 180));
      if (value > peak.current) {
        peak.current = value;
        onPeak?.(value);
      }
      setLevel(value);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      source.disconnect();
      void context.close();
    };
  }, [stream, onPeak]);

  return (
    <div data-testid="level-meter" data-level={level} data-peak={peak.current} title={label}>
      <Progress
        aria-label={label}
        percent={level}
        showInfo={false}
        steps={20}
        size={[10, 14]}
        strokeColor={level > 85 ? '#f5222d' : level > 60 ? '#faad14' : '#52c41a'}
      />
    </div>
  );
}
