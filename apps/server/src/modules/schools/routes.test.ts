import {
  PLATFORMS,
  type TFunctionPermissionMap,
  type TPlatformListItem,
  type TSchoolInfo,
  type TSchoolListItem,
  type TTeacherMain,
} from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildManager, buildSchool, buildStudent, buildTeacher, buildUser } from '../../test/factories';

let t: TestApp;
let schoolId: number;
let teacher: string;
let student: string;
let operator: string;
beforeAll(async () => {
  t = await buildTestApp();
  schoolId = (await buildSchool(t.db, { closedApps: ['2_119'] })).id;
  teacher = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
  student = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
  operator = await t.signIn((await buildUser(t.db, { schoolId: null, userType: 1, roles: ['operator'] })).mobile);
});
afterAll(() => t.close());

describe('POST /openApi/teacher/index/main', () => {
  it('builds the navigation from the school’s applications with isOpen flags', async () => {
    const r = await t.call<TTeacherMain>('/openApi/teacher/index/main', {}, { token: teacher });
    const nav = r.body.data?.navList ?? [];
    expect(nav.find((n) => n.type === '2_111')).toEqual({
      name: '实训',
      type: '2_111',
      isOpen: '1',
      router: '/teacher/practicals',
    });
    expect(nav.find((n) => n.type === '2_119')?.isOpen).toBe('0');
    // 资源管理 (issue 18 item 3) is built.
    expect(nav.find((n) => n.type === '2_114')?.isOpen).toBe('1');
    // The course builder (issue 18 item 5) is built.
    expect(nav.find((n) => n.type === '2_113')?.isOpen).toBe('1');
    expect(nav.find((n) => n.type === '2_120')?.isOpen).toBe('1');
    expect(r.body.data?.schoolInfo).toMatchObject({ schoolId, contactPhone: '010-1234 5678', hotline: '400-000-0000' });
  });

  it('shows school management (2_115) to the school’s managers only', async () => {
    const plain = await t.call<TTeacherMain>('/openApi/teacher/index/main', {}, { token: teacher });
    expect(plain.body.data?.navList.some((n) => n.type === '2_115')).toBe(false);
    const managerToken = await t.signIn((await buildManager(t.db, schoolId)).mobile);
    const manager = await t.call<TTeacherMain>('/openApi/teacher/index/main', {}, { token: managerToken });
    expect(manager.body.data?.navList.find((n) => n.type === '2_115')).toMatchObject({
      isOpen: '1',
      router: '/manage/manage/index',
    });
  });

  it('hides school management (2_115) for the cloud internship sub-type', async () => {
    const r = await t.call<TTeacherMain>(
      '/openApi/teacher/index/main',
      {},
      {
        token: teacher,
        headers: { 'zyzh-project-sub-type': 'CLOUD_INTERNSHIP' },
      },
    );
    expect(r.body.data?.navList.some((n) => n.type === '2_115')).toBe(false);
    expect(r.body.data?.navList.length).toBeGreaterThan(3);
  });

  it('answers in English and refuses students', async () => {
    const en = await t.call<TTeacherMain>(
      '/openApi/teacher/index/main',
      {},
      { token: teacher, headers: { 'accept-language': 'en' } },
    );
    expect(en.body.data?.navList.find((n) => n.type === '2_111')?.name).toBe('Practice');
    expect(en.body.data?.schoolInfo.schoolIntroduce).toBe('<p>About the school</p>');
    expect((await t.call('/openApi/teacher/index/main', {}, { token: student })).status).toBe(403);
  });
});

describe('school info and permissions', () => {
  it('answers the school info of part 1 §3 to its own users', async () => {
    const r = await t.call<TSchoolInfo>('/openApi/student/index/schoolInfo', {}, { token: student });
    for (const key of [
      'schoolName',
      'schoolLogUrl',
      'schoolIntroduce',
      'schoolTerraceName',
      'dynSchoolTerraceName',
      'skillsSchoolTerraceName',
    ]) {
      expect(r.body.data).toHaveProperty(key);
    }
  });

  it('answers the function permission map with isUsed 1/2', async () => {
    const r = await t.call<{ cacheData: TFunctionPermissionMap }>(
      '/openApi/overall/getTeacherFunctionPermission',
      {},
      { token: teacher },
    );
    expect(r.body.data?.cacheData['3_115']).toEqual({ isUsed: '1' });
  });

  it('lists the platforms of part 1 §1 with their names in the reader’s language', async () => {
    const r = await t.call<TPlatformListItem[]>('/openApi/overall/platformList', {}, { token: student });
    expect(r.body.data?.length).toBe(PLATFORMS.length);
    expect(r.body.data?.find((p) => p.code === 8)).toEqual({
      code: 8,
      key: 'practice_teaching',
      name: '实践教学平台',
      entryPath: '/practice_teaching',
      projectType: 'int_edu',
      projectSubType: 'PRACTICAL_TEACHING',
    });
    const en = await t.call<TPlatformListItem[]>(
      '/openApi/overall/platformList',
      {},
      { token: student, headers: { 'accept-language': 'en' } },
    );
    expect(en.body.data?.find((p) => p.code === 2)).toMatchObject({
      name: 'Foreign-Language Smart Teaching Resource Library',
      projectSubType: '',
    });
  });

  it('brands a standalone login page by id, publicly, and 404s an unknown id', async () => {
    const r = await t.call('/openApi/login/loginPageInfo', { id: schoolId });
    expect(r.body).toMatchObject({ code: 200, data: { id: schoolId } });
    expect((await t.call('/openApi/login/loginPageInfo', { id: 99999 })).status).toBe(404);
  });
});

describe('platform operator', () => {
  const school = {
    schoolName: '东湖外语职业学院',
    schoolNameEn: 'Donghu College of Foreign Languages',
    schoolIntroduce: '<p>简介</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    managerMobile: '13511112222',
    managerName: '钱主任',
    managerPassword: 'secret66',
  };

  it('creates a school whose manager can sign in, with the introduction sanitised', async () => {
    const r = await t.call<{ schoolId: number }>('/openApi/platform/school/create', school, { token: operator });
    expect(r.body.code).toBe(200);
    const manager = await t.signInFirstTime(school.managerMobile, school.managerPassword);
    const info = await t.call<TSchoolInfo>('/openApi/student/index/schoolInfo', {}, { token: manager });
    expect(info.body.data?.schoolName).toBe('东湖外语职业学院');
    expect(info.body.data?.schoolIntroduce).not.toMatch(/script|onerror/);
    const list = await t.call<TSchoolListItem[]>('/openApi/platform/school/list', {}, { token: operator });
    expect(list.body.data?.find((s) => s.schoolId === r.body.data?.schoolId)).toMatchObject({
      teacherCount: 1,
      studentCount: 0,
    });
  });

  it('refuses a taken mobile (409), a short password (400), and anyone but an operator (403)', async () => {
    expect((await t.call('/openApi/platform/school/create', school, { token: operator })).status).toBe(409);
    const short = await t.call(
      '/openApi/platform/school/create',
      { ...school, managerMobile: '13511113333', managerPassword: '123' },
      { token: operator },
    );
    expect(short.body).toMatchObject({ code: 400, field: 'managerPassword' });
    const manager = await t.signIn((await buildManager(t.db, schoolId)).mobile);
    expect((await t.call('/openApi/platform/school/list', {}, { token: manager })).status).toBe(403);
  });
});
