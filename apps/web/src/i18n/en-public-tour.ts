/** The public VR tour (/zyzvr) and image positioning (/img_positioning), issue 20: English. */
import type { zhPublicTour } from './zh-public-tour';

export const enPublicTour: typeof zhPublicTour = {
  vrTour: {
    title: 'VR business scene tour',
    intro:
      'No sign-in needed: step into a trade-fair booth, a container terminal and a hotel reception in 360°. Choose a numbered marker in the scene or the list beside it to read each hotspot’s English dialogue with its Chinese.',
    scenes: 'Scenes',
    sceneHotspots: '{{n}} hotspots',
    empty: 'The platform has no VR scenes yet.',
    retry: 'Try again',
    readAloudSignIn:
      'Reading aloud uses the platform’s speech synthesis, which is open to signed-in users only; signed out, the text is shown.',
    signIn: 'Sign in to listen',
  },
  positioning: {
    title: 'Image positioning',
    intro:
      'Look at a real trade document or workplace and find where each item is, from its English prompt (with Chinese): click or tap the picture, or press Tab to reach an area and Enter to choose it. Each choice says right or wrong and shows the right place; the score comes at the end. No sign-in is needed and nothing is stored.',
    pictures: 'Pictures',
    itemsCount: '{{n}} items',
    progress: 'Item {{n}} of {{total}}',
    find: 'Find in the picture:',
    right: 'Right!',
    wrong: 'Not quite: the right place is framed in green.',
    missed: 'That is not an area of the picture: the right place is framed in green.',
    yourPick: 'Your choice',
    next: 'Next item',
    finish: 'See the score',
    scoreTitle: 'Score: {{right}} / {{total}}',
    scoreText: '{{right}} of {{total}} items right.',
    perfect: 'All right: well done!',
    again: 'Try again',
    otherPicture: 'Another picture',
    itemRight: 'Right',
    itemWrong: 'Wrong',
    pictureLabel: '{{title}}: click a place in the picture to answer',
    zoneLabel: 'Area: {{label}}',
    empty: 'There are no image positioning exercises yet.',
    retry: 'Try again',
    scrollHint: 'The picture is wide: swipe sideways to see all of it.',
  },
};
