/**
 * The simulation against the machine follows the case's branches through the real app: a team's
 * reply chooses the machine's next line (its view and the teacher's detail agree), and another
 * team's different reply leads elsewhere in the same contest.
 */
import type { TNegotiationDetail, TNegotiationStudentView } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool } from '../../test/factories';
import { NS, NT, negotiationWorld, okCall } from '../../test/fixtures/negotiations';

let t: TestApp;
let schoolId: number;

beforeAll(async () => {
  t = await buildTestApp({ jobs: { run: false } });
  schoolId = (await buildSchool(t.db)).id;
});
afterAll(() => t.close());

describe('the simulation follows the case’s branches', () => {
  it('chooses the machine’s next line by what the team said', async () => {
    const w = await negotiationWorld(t, schoolId);
    await w.advance('simulation');
    const reply = (k: number, text: string) =>
      okCall<TNegotiationStudentView>(
        t,
        `${NS}/simulationTurn`,
        { contestId: w.contestId, text },
        w.tokens[k] as string,
      );

    // The seller team offers a longer warranty: the buyer (the machine) answers that.
    const seller = await reply(0, 'We could extend the warranty to five years if we keep the price.');
    expect(seller.simulation.lines[1]?.text).toMatch(/^A five-year warranty is interesting/);
    expect(seller.simulation.lines[1]?.note).toContain('质保');
    // Then a price step: the machine moves on to payment, as that reply leads.
    const second = await reply(1, 'For 5,000 pieces we can go to USD 17.40 FOB Shenzhen.');
    expect(second.simulation.lines[2]?.text).toMatch(/^That is a step in the right direction/);

    // The buyer team names the competing offer: the seller (the machine) questions it.
    const buyer = await reply(2, 'Another supplier has offered us USD 15.80 for a similar panel.');
    expect(buyer.simulation.lines[1]?.text).toMatch(/^I understand you have other offers/);
    // A reply with no cue: the line as the case writes it.
    const plain = await reply(3, 'Thank you, please continue.');
    expect(plain.simulation.lines[2]?.text).toMatch(/^USD 15\.80 is below our cost/);

    // The teacher reads each team's lines as its replies led them.
    const d = await okCall<TNegotiationDetail>(t, `${NT}/detail`, { contestId: w.contestId }, w.teacherToken);
    const linesOf = (teamId: number | undefined) => d.simulationLines.find((x) => x.teamId === teamId)?.lines ?? [];
    expect(linesOf(w.seller?.teamId).map((l) => l.text.slice(0, 20))).toEqual(
      second.simulation.lines.map((l) => l.text.slice(0, 20)),
    );
    expect(linesOf(w.buyer?.teamId)[1]?.text).toMatch(/^I understand you have other offers/);
  }, 120_000);
});
