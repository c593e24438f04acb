/**
 * The data cockpit's calls (contracts: data-cockpit.ts), designed (docs/api.md "Data cockpit"): one
 * per screen. A class: its teacher or the manager of its school; a school: its manager only.
 */
import { defineContract } from '../api/contract';
import { ZCockpitClassRequest, ZDataCockpit } from '../data-cockpit';

export const dataCockpitCalls = {
  classCockpit: defineContract({
    path: '/openApi/teacher/dataCockpit/class',
    access: 'staff',
    body: ZCockpitClassRequest,
    response: ZDataCockpit,
  }),
  schoolCockpit: defineContract({
    path: '/openApi/manage/dataCockpit/school',
    access: 'manager',
    response: ZDataCockpit,
  }),
};
