/** Manager mode calls (part 2 §2.1 manage). */
import { defineContract } from '../api/contract';
import { ZSchoolOverview } from '../manage';

export const manageCalls = {
  schoolOverview: defineContract({
    path: '/openApi/manage/school/overview',
    access: 'manager',
    response: ZSchoolOverview,
  }),
};
