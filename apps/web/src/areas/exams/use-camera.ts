/** The camera for face photos: open (asking permission), a live preview, and a JPEG capture. */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useCamera() {
  const element = useRef<HTMLVideoElement | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const current = useRef<MediaStream | null>(null);
  /**
   * The preview's ref. A callback, not a ref object: the stream can arrive before the page has
   * mounted its <video> (the page waits for its own data), and the element must still get it.
   */
  const video = useCallback((el: HTMLVideoElement | null) => {
    element.current = el;
    if (el && current.current && el.srcObject !== current.current) el.srcObject = current.current;
  }, []);
  const [failed, setFailed] = useState(false);
  const [opening, setOpening] = useState(false);
  useEffect(
    () => () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    },
    [stream],
  );
  const open = useCallback(async () => {
    setOpening(true);
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
      const s = await navigator.mediaDevices.getUserMedia({ video: { width: 320, height: 240 } });
      current.current = s;
      setStream(s);
      setFailed(false);
      if (element.current) element.current.srcObject = s;
    } catch {
      setFailed(true);
    } finally {
      setOpening(false);
    }
  }, []);
  const capture = (): string | null => {
    const v = element.current;
    if (!v || !stream || v.videoWidth === 0) return null;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')?.drawImage(v, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.85);
  };
  return { video, open, capture, isOpen: stream !== null, failed, opening };
}
