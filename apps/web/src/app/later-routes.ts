/**
 * The spec's routes that later versions build, kept apart from the route table they join
 * (route-config.ts): each opens a "not open yet" page in its shell.
 */

/** Signed-in areas of the spec built by later versions; they open in the user's own shell. */
export const SIGNED_IN_LATER = [
  '/sjjx/*',
  '/wskills-tea/*',
  '/kjds-tea/*',
  '/kjds-no-authority',
  '/jxzyk/*',
  '/evaluation/*',
  '/examination/*',
  '/center/*',
  '/task-type/*',
  '/practice',
  '/wskills-home',
  '/wskills-course',
  '/wskills-ptraining',
  '/wskills-jexperience',
  '/wskills-aassessment',
  '/wskills-scompetition',
  '/wskills-sscore',
];
