import { afterAll, describe, expect, it } from 'vitest';
import { CLEAN_ESSAY, ESSAY_300_WORDS, FLAWED_ESSAY, PLANTED } from '../../../test/fixtures/assistant/essays';
import { createAssistantEngines } from '.';
import { measureEssay, scoreEssay } from './correction';

const engines = createAssistantEngines();
afterAll(() => engines.close());

describe('essay correction engine', () => {
  it('finds the planted errors', { timeout: 60_000 }, async () => {
    const check = await engines.correction.check(FLAWED_ESSAY);
    const found = check.issues.map((i) => i.problem.toLowerCase());
    for (const planted of PLANTED) expect(found, planted).toContain(planted);
    expect(check.issues.find((i) => i.problem === 'buyed')?.replacements).toContain('bought');
    expect(check.issues.find((i) => i.problem === 'bussiness')?.replacements[0]).toBe('business');
    expect(check.misspelled).toEqual(expect.arrayContaining(['importent', 'bussiness']));
  });

  it('scores a clean essay above the flawed one, in every category that errors touch', async () => {
    const clean = scoreEssay(measureEssay(CLEAN_ESSAY, await engines.correction.check(CLEAN_ESSAY)));
    const flawed = scoreEssay(measureEssay(FLAWED_ESSAY, await engines.correction.check(FLAWED_ESSAY)));
    expect(clean.Score).toBeGreaterThan(75);
    expect(flawed.Score).toBeLessThanOrEqual(60);
    expect(clean.Sentences).toBeGreaterThan(flawed.Sentences);
    expect(clean.Words).toBeGreaterThan(flawed.Words);
    expect(clean.Structure).toBeGreaterThan(flawed.Structure);
  });

  // Its time is measured by `npm run assistant -w @lingua/bench`, never asserted here.
  it('checks a whole 300-word essay', async () => {
    expect(ESSAY_300_WORDS.split(/\s+/).length).toBeGreaterThan(280);
    const report = scoreEssay(measureEssay(ESSAY_300_WORDS, await engines.correction.check(ESSAY_300_WORDS)));
    expect(report.Score).toBeGreaterThan(0);
  });
});
