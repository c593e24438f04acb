/**
 * The competition area (issue 20; part 2 §2.4) in the one route table (route-config.ts spreads
 * them in), in the competition shell. A round is an exam, so the answer, report, invigilation and
 * statistics pages are the exam area's, under the competition's paths. examErSieTest is the
 * device check before a round (areas/device-check); exerciseHistory the practice rounds' history.
 */
import { Pages } from './pages';
import type { RouteEntry } from './route-config';

const S = '/competition/student';
const T = '/competition/teacher';

export const COMPETITION_ROUTES: readonly RouteEntry[] = [
  // The competition system's home and rules (compHome: its own top bar, part 1 §2), for any signed-in user.
  { path: '/comp', shell: 'bare', redirect: '/comp/index' },
  { path: '/comp/index', shell: 'bare', page: Pages.compHome },
  { path: '/comp/system', shell: 'bare', page: Pages.compSystem },

  { path: '/competition/student', shell: 'competitionStudent', redirect: `${S}/index` },
  { path: `${S}/index`, shell: 'competitionStudent', page: Pages.competitionList },
  { path: `${S}/competitionList`, shell: 'competitionStudent', page: Pages.competitionList },
  { path: `${S}/entrance`, shell: 'competitionStudent', page: Pages.competitionEntrance },
  { path: `${S}/onlineTestAnswer`, shell: 'competitionStudent', page: Pages.examAnswer },
  { path: `${S}/onlineTestAnswerEnd`, shell: 'competitionStudent', page: Pages.competitionAnswerEnd },
  { path: `${S}/onlineTestAnswerReport`, shell: 'competitionStudent', page: Pages.examReport },
  { path: `${S}/faceCheck`, shell: 'competitionStudent', page: Pages.faceCheck },
  { path: `${S}/ranking`, shell: 'competitionStudent', page: Pages.competitionRanking },
  { path: `${S}/center`, shell: 'competitionStudent', page: Pages.competitionCentre },
  { path: `${S}/center/index`, shell: 'competitionStudent', page: Pages.competitionCentre },
  { path: `${S}/examErSieTest`, shell: 'competitionStudent', page: Pages.deviceCheck },
  { path: `${S}/*`, shell: 'competitionStudent' },

  { path: '/competition/teacher', shell: 'competitionTeacher', redirect: `${T}/index` },
  { path: `${T}/index`, shell: 'competitionTeacher', page: Pages.organiserCompetitions },
  { path: `${T}/competitionDetails`, shell: 'competitionTeacher', page: Pages.competitionDetails },
  { path: `${T}/scheduleDetails`, shell: 'competitionTeacher', page: Pages.competitionDetails },
  { path: `${T}/competitionPeriod`, shell: 'competitionTeacher', page: Pages.competitionDetails },
  { path: `${T}/competitionPeriodDetails`, shell: 'competitionTeacher', page: Pages.competitionDetails },
  { path: `${T}/testCreater`, shell: 'competitionTeacher', page: Pages.competitionDetails },
  { path: `${T}/studentSchedule`, shell: 'competitionTeacher', page: Pages.competitionEntries },
  { path: `${T}/withdrawalInformation`, shell: 'competitionTeacher', page: Pages.competitionEntries },
  { path: `${T}/cheatingInformation`, shell: 'competitionTeacher', page: Pages.competitionCheating },
  { path: `${T}/testInvigilate`, shell: 'competitionTeacher', page: Pages.invigilate },
  { path: `${T}/testInvigilateFinal`, shell: 'competitionTeacher', page: Pages.invigilate },
  { path: `${T}/testResult`, shell: 'competitionTeacher', page: Pages.competitionRanking },
  { path: `${T}/reports`, shell: 'competitionTeacher', page: Pages.examResult },
  { path: `${T}/teOnlineTestAnswer`, shell: 'competitionTeacher', page: Pages.examReport },
  { path: `${T}/statisticalReport`, shell: 'competitionTeacher', page: Pages.examStatistics },
  { path: `${T}/statisticalReport/:tab`, shell: 'competitionTeacher', page: Pages.examStatistics },
  { path: `${T}/exerciseHistory`, shell: 'competitionTeacher', page: Pages.exerciseHistory },
  { path: `${T}/center`, shell: 'competitionTeacher', page: Pages.personalCentre },
  { path: `${T}/certificates`, shell: 'competitionTeacher', page: Pages.competitionCertificates },
  { path: `${T}/*`, shell: 'competitionTeacher' },
];
