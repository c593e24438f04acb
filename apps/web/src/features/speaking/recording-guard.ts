/**
 * The recording rules of part 1 §4-§5, in one place for every speaking page: one recording at a
 * time; every audio and video stops when a recording starts; while recording, nothing plays
 * (a play is paused at once) and nothing is saved or submitted — each refusal says "正在录音".
 */
import { useSyncExternalStore } from 'react';

let active: symbol | null = null;
const listeners = new Set<() => void>();
const refusals = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

/**
 * Pauses every audio and video element of the page, except the muted clip a dub is recorded over
 * (marked data-recorder-own), which the recording itself plays.
 */
export function stopAllMedia(): void {
  for (const media of document.querySelectorAll<HTMLMediaElement>('audio, video'))
    if (!media.dataset.recorderOwn) media.pause();
}

// A media element that starts while recording is paused at once (capture: 'play' does not bubble).
if (typeof document !== 'undefined') {
  document.addEventListener(
    'play',
    (event) => {
      if (active === null) return;
      const media = event.target;
      if (media instanceof HTMLMediaElement && !media.dataset.recorderOwn) {
        media.pause();
        for (const r of refusals) r();
      }
    },
    true,
  );
}

export function isRecording(): boolean {
  return active !== null;
}

/** Takes the one recording slot (false: another recording is running) and stops all media. */
export function beginRecording(owner: symbol): boolean {
  if (active !== null && active !== owner) return false;
  active = owner;
  stopAllMedia();
  emit();
  return true;
}

export function endRecording(owner: symbol): void {
  if (active !== owner) return;
  active = null;
  emit();
}

/** Called when a play is refused while recording (the page shows "正在录音"). */
export function onRefusedPlay(listener: () => void): () => void {
  refusals.add(listener);
  return () => refusals.delete(listener);
}

export function useIsRecording(): boolean {
  return useSyncExternalStore((notify) => {
    listeners.add(notify);
    return () => listeners.delete(notify);
  }, isRecording);
}
