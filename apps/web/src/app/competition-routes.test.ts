import { describe, expect, it } from 'vitest';
import { COMPETITION_ROUTES } from './competition-routes';

/** Part 2 §2.4's competition pages that this version opens (the rest stay "not open yet"). */
const OPEN = {
  competitionStudent: [
    'index',
    'competitionList',
    'entrance',
    'onlineTestAnswer',
    'onlineTestAnswerEnd',
    'onlineTestAnswerReport',
    'ranking',
    'center',
    'center/index',
    'examErSieTest',
  ],
  competitionTeacher: [
    'index',
    'competitionDetails',
    'scheduleDetails',
    'studentSchedule',
    'withdrawalInformation',
    'competitionPeriod',
    'competitionPeriodDetails',
    'cheatingInformation',
    'testCreater',
    'testInvigilate',
    'testInvigilateFinal',
    'testResult',
    'reports',
    'statisticalReport',
    'exerciseHistory',
    'center',
  ],
} as const;

describe('the competition routes', () => {
  it('open every built page of the area in its own shell', () => {
    for (const [shell, pages] of Object.entries(OPEN)) {
      const base = shell === 'competitionStudent' ? '/competition/student' : '/competition/teacher';
      for (const name of pages) {
        const entry = COMPETITION_ROUTES.find((r) => r.path === `${base}/${name}`);
        expect(entry?.shell, `${base}/${name}`).toBe(shell);
        expect(entry?.page, `${base}/${name}`).toBeDefined();
      }
    }
  });

  it('keeps a not-open-yet catch-all in each shell for the pages not built yet', () => {
    for (const path of ['/competition/student/*', '/competition/teacher/*'])
      expect(COMPETITION_ROUTES.find((r) => r.path === path)?.page).toBeUndefined();
  });
});

describe('the competition system and its public pages', () => {
  it('open /comp (home, rules) for signed-in users and the public page, content and scoreboard', async () => {
    const { COMPETITION_PUBLIC_ROUTES } = await import('./competition-public-routes');
    const { PUBLIC_PATHS } = await import('@lingua/contracts');
    for (const path of ['/comp/index', '/comp/system', `/competition/teacher/certificates`])
      expect(COMPETITION_ROUTES.find((r) => r.path === path)?.page, path).toBeDefined();
    for (const path of ['/competition', '/competition/content', '/compscore']) {
      expect(COMPETITION_PUBLIC_ROUTES.find((r) => r.path === path)?.page, path).toBeDefined();
      expect(PUBLIC_PATHS, path).toContain(path);
    }
    expect(PUBLIC_PATHS).not.toContain('/comp');
  });

  it('open the VR tour and image positioning in the public frame, on the guard list', async () => {
    const { COMPETITION_PUBLIC_ROUTES } = await import('./competition-public-routes');
    const { PUBLIC_PATHS } = await import('@lingua/contracts');
    for (const path of ['/zyzvr', '/img_positioning']) {
      const entry = COMPETITION_PUBLIC_ROUTES.find((r) => r.path === path);
      expect(entry?.shell, path).toBe('publicFrame');
      expect(entry?.page, path).toBeDefined();
      expect(PUBLIC_PATHS, path).toContain(path);
    }
  });
});
