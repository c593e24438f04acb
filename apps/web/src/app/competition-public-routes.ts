/**
 * The competition's public pages (issue 20 items 3 and 4, part 2 §2.2) in the one route table
 * (route-config.ts spreads them in): the recording tools, the lottery draw, certificates, find my
 * score, registration and enrolment information, the competition's page and one section of it,
 * the live scoreboard, the device check (/test), the school team
 * registration (/sch_team), the training offer (/fore_lang_train), the upload check (/uploadDome),
 * external pages (/externalHTML), the VR tour (/zyzvr), image positioning (/img_positioning) and
 * /exit_login.
 */
import { Pages } from './pages';
import type { RouteEntry } from './route-config';

export const COMPETITION_PUBLIC_ROUTES: readonly RouteEntry[] = [
  { path: '/recordTools', shell: 'publicFrame', page: Pages.recordTools },
  { path: '/recordTools2', shell: 'publicFrame', page: Pages.recordTools },
  { path: '/drawLotteryRaffle', shell: 'publicFrame', page: Pages.lottery },
  { path: '/find_certificate', shell: 'publicFrame', page: Pages.findCertificate },
  { path: '/find_score', shell: 'publicFrame', page: Pages.findScore },
  { path: '/contest_registration', shell: 'publicFrame', page: Pages.contestRegistration },
  { path: '/contest_registration_wx', shell: 'publicFrame', page: Pages.contestRegistration },
  { path: '/competition_enroll_info', shell: 'publicFrame', page: Pages.enrollInfo },
  { path: '/competition', shell: 'publicFrame', page: Pages.competitionPublic },
  { path: '/competition/content', shell: 'publicFrame', page: Pages.competitionContent },
  // The scoreboard keeps the competition system's own top bar (part 1 §2), not the public frame's.
  { path: '/compscore', shell: 'bare', page: Pages.scoreboard },
  { path: '/test', shell: 'publicFrame', page: Pages.deviceCheck },
  { path: '/sch_team', shell: 'publicFrame', page: Pages.schoolTeam },
  { path: '/fore_lang_train', shell: 'publicFrame', page: Pages.trainingOffer },
  { path: '/zyzvr', shell: 'publicFrame', page: Pages.vrTour },
  { path: '/img_positioning', shell: 'publicFrame', page: Pages.positioning },
  // Signed in (not on the guard's public list), in the user's own shell.
  { path: '/uploadDome', shell: 'role', page: Pages.uploadCheck },
  { path: '/externalHTML', shell: 'role', page: Pages.externalPage },
  // Not on the guard's public list: without a session the guard already sends it to the login page.
  { path: '/exit_login', shell: 'bare', page: Pages.exitLogin },
];
