/** The device check (/test, examErSieTest) and the upload check (/uploadDome), issue 20 (English). */
import type { Dictionary } from './zh';
import type { zhDeviceCheck } from './zh-device-check';

export const enDeviceCheck: Dictionary<typeof zhDeviceCheck> = {
  deviceCheck: {
    title: 'Device check before the round',
    titleFor: 'Device check: {{name}}',
    intro:
      'Before a spoken round, run these checks on the computer or phone you will compete on: browser, network, microphone and earphones, and the camera when the competition checks faces. Recordings and pictures stay on this device and are never uploaded.',
    start: 'Start check',
    again: 'Check again',
    state: { idle: 'Not checked', running: 'Checking', pass: 'Passed', fail: 'Failed' },
    browser: {
      title: 'Browser',
      intro: 'Whether the browser can record, play sound, keep a live connection and save your answers as you go.',
      secure: 'A secure page (https or this machine): browsers allow the microphone only there',
      media: 'Microphone and camera access (getUserMedia)',
      recorder: 'Recording in the browser (MediaRecorder)',
      audio: 'Playing and measuring sound (Web Audio)',
      socket: 'A live connection (the round clock and invigilation)',
      storage: 'Saving answer drafts on this device (kept across a reload)',
      pass: 'The browser has everything a round needs.',
      fail: 'The browser lacks something a round needs. Use a current Chrome, Edge or Firefox (not a private window) and open the platform by its https address.',
    },
    network: {
      title: 'Network',
      intro:
        'Measures the round trip to our server (median of 5) and the upload speed (3 samples of 512 KB, deleted at once).',
      roundTrip: 'Round trip',
      upload: 'Upload speed',
      ms: '{{ms}} ms',
      mbps: '{{mbps}} Mbit/s',
      pass: 'The network is good enough: the clock and saves will not lag and recordings upload in time.',
      fail: 'The network is slow (a round needs a round trip of at most {{roundTripMs}} ms and at least {{uploadKbps}} kbit/s up). Move closer to the Wi-Fi router or use a cable, stop other downloads and videos, then check again.',
    },
    camera: {
      title: 'Camera',
      intro:
        'Competitions with a face check take your photo on entry. Turn the camera on and make sure your face is clearly visible.',
      question: 'Can you see your face clearly, in good light?',
      yes: 'Yes, clearly',
      no: 'Not clearly',
      pass: 'The camera works. Keep the same place and light for the round.',
      fail: 'Adjust the camera and the light (face a window or lamp, not away from it), wipe the lens and check again.',
      refused:
        'The browser was not allowed to use the camera. Click the icon left of the address bar, allow the camera for this site, then reload the page.',
      missing: 'No camera was found. Connect one, or use a device that has one.',
      busy: 'Another program is using the camera. Close video calls and similar programs, then check again.',
    },
    microphone: {
      title: 'Microphone',
      intro: 'Press record, read the sentence below aloud (at most {{seconds}} s), then play it back.',
      sentence: '"Thank you for your quotation. Could you offer a discount for an order of five hundred units?"',
      question: 'Playing it back, can you hear yourself clearly?',
      yes: 'Yes, clearly',
      no: 'Not clearly',
      silent:
        'No sound arrived. Check that the microphone is not muted and is the chosen input, move closer and record again.',
      pass: 'The microphone works.',
      fail: 'The recording is unclear. Move closer to the microphone, away from noise, or use a headset with a microphone, then check again.',
      refused:
        'The browser was not allowed to use the microphone. Click the icon left of the address bar, allow the microphone for this site, then reload the page.',
    },
    earphones: {
      title: 'Earphones',
      intro:
        'Put your earphones on. A tone plays once in the left ear and once in the right; choose where you heard it.',
      round: 'Tone {{n}} of {{of}}',
      play: 'Play tone',
      playAgain: 'Play again',
      heard: { left: 'Left ear', right: 'Right ear', both: 'Both sides', none: 'Nothing' },
      pass: 'The earphones work, left and right the right way round.',
      both: 'Hearing it on both sides means the sound probably comes from a loudspeaker. Wear earphones in the round so the questions are not recorded by the microphone.',
      none: 'Nothing was heard. Check the earphones are plugged in, the volume is up and they are the chosen output.',
      swapped:
        'Left and right are swapped. Check the earphones are not on the wrong ears (L is left, R is right), then check again.',
    },
    cameraOptional: 'The camera check is needed only for competitions with a face check.',
    cameraNotNeeded: 'This competition has no face check: the camera check may be skipped.',
    allPassed: 'Every check passed',
    allPassedPublic: 'This device is ready for a spoken round. On the day, use the same device and the same network.',
    allPassedRecord: 'Record the result: the organiser sees on the entry list that you have checked your device.',
    record: 'Record the result',
    recorded: 'Recorded',
    toEntrance: 'Go to the competition',
    lastPassed: 'You passed the device check for this competition at {{time}}.',
    someFailed: "Not passed: {{names}}. Follow each check's advice, then check again.",
    listSeparator: ', ',
    notYet: '{{done}} of {{of}} checks passed; please run them all.',
  },
  uploadCheck: {
    title: 'Upload check',
    intro:
      'When a round asks you to upload a spoken answer or an attachment, try a file here first: see its size, the upload speed and whether the round would accept it. The file is deleted as soon as it is checked.',
    kind: 'File kind',
    kinds: {
      recording: 'Spoken answer (mp3, wav, webm, ogg, m4a; at most 30 MB)',
      attachment: 'Answer attachment (Word, Excel, PowerPoint, PDF, images, mp3, mp4, archives; at most 500 MB)',
    },
    choose: 'Choose a file',
    upload: 'Check it',
    progress: 'Uploading',
    accepted: 'Accepted',
    acceptedText: 'A round would accept this file: its content is {{extension}}, {{size}} (limit {{limit}}).',
    refused: 'Would be refused',
    speed: 'Uploaded in {{seconds}} s, {{mbps}} Mbit/s on average',
    history: 'Files checked this time',
    empty: 'No file checked yet',
    fileName: 'File',
    result: 'Result',
    signIn: 'Please sign in to check an upload.',
  },
};
