/** Debian's Chromium (Playwright never downloads a browser here) and the flags of every launch. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launch options whose fake devices play `audio` as the microphone and `video` as the camera,
 * with the permission prompt answered yes; `autoplay` lets media play without a click.
 */
export function fakeMediaLaunch(media: { audio?: string; video?: string; autoplay?: boolean }) {
  return {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      ...(media.audio ? [`--use-file-for-fake-audio-capture=${media.audio}`] : []),
      ...(media.video ? [`--use-file-for-fake-video-capture=${media.video}`] : []),
      ...(media.autoplay ? ['--autoplay-policy=no-user-gesture-required'] : []),
    ],
  };
}
