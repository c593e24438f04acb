/**
 * Video dubbing trainings (issue 7). The clips are the project's own: pictures drawn by ffmpeg
 * and speech synthesised by flite (scripts/make-dubs.ts, credited in docs/content-credits.md).
 * The student records every line over the muted clip; the server mixes the finished dub.
 */
import { QuestionTypeCodes as C, type TTrainingSeed } from '@lingua/contracts';
import { COURSE_DUB_CUES, COURSE_DUB_SCRIPTS } from '../courses/media';
import { DUB_CUES } from './dub-cues';
import { DUB_SCRIPTS } from './dub-scripts';

/** A dubbing training over one clip, of the shared scripts or a course folder's. */
export function dubbing(key: string, clip: string, intro: readonly [string, string]): TTrainingSeed {
  const script = [...DUB_SCRIPTS, ...Object.values(COURSE_DUB_SCRIPTS).flat()].find((s) => s.name === clip);
  const cue = DUB_CUES[clip] ?? COURSE_DUB_CUES[clip];
  if (!script || !cue) throw new Error(`no dubbing clip ${clip}: run scripts/make-dubs.ts`);
  return {
    key,
    kind: 'dubbing',
    title: { cn: `视频配音：${script.titleCn}`, en: `Video dubbing: ${script.title.toLowerCase()}` },
    intro: { cn: intro[0], en: intro[1] },
    background: [],
    settings: { timeLimitMinutes: null },
    questions: [
      {
        subject_type: C.dub,
        stem: 'Watch the clip, then record every line over the muted clip.',
        fullMark: 20,
        analysis: {
          cn: '跟着字幕的时间说，语速与原声一致。',
          en: 'Speak in time with the subtitles, at the pace of the original.',
        },
        content: {
          videoUrl: `asset:${clip}`,
          durationSeconds: cue.durationSeconds,
          lines: cue.cues.map((c) => ({ start: c.start, end: c.end, text: c.text, translation: c.translation })),
        },
      },
    ],
  };
}

export const SPEAKING_DUBBING_TRAININGS: TTrainingSeed[] = [
  dubbing('dub-trade-show', 'dub-trade-show.mp4', ['为展会洽谈片段配音。', 'Dub a talk at a trade show stand.']),
  dubbing('dub-hotel-desk', 'dub-hotel-desk.mp4', ['为酒店前台片段配音。', 'Dub a scene at a hotel front desk.']),
  dubbing('dub-phone-order', 'dub-phone-order.mp4', ['为订单电话片段配音。', 'Dub a phone call about an order.']),
];
