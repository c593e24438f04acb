/**
 * School news calls (contracts: news.ts). The manager's are designed (docs/api.md "School news");
 * the readers' are the spec's: newsQuery for teachers (part 2 §7; students and the home use
 * zyzhNewsQuery, which answers the same list) and selectNewsById, which any signed-in reader of the
 * school may call and which counts the reading.
 */
import { defineContract } from '../api/contract';
import { zPage } from '../envelope';
import { ZNewsItem } from '../manage';
import { ZManagedNews, ZManagedNewsListRequest, ZNewsIdRequest, ZNewsQueryRequest, ZSaveNewsRequest } from '../news';

const admin = '/openApi/manage/school';

export const newsCalls = {
  managedList: defineContract({
    path: `${admin}/newsList`,
    access: 'manager',
    body: ZManagedNewsListRequest,
    response: zPage(ZManagedNews),
  }),
  managedDetail: defineContract({
    path: `${admin}/newsDetail`,
    access: 'manager',
    body: ZNewsIdRequest,
    response: ZManagedNews,
  }),
  save: defineContract({
    path: `${admin}/saveNews`,
    access: 'manager',
    body: ZSaveNewsRequest,
    response: ZManagedNews,
  }),
  publish: defineContract({
    path: `${admin}/publishNews`,
    access: 'manager',
    body: ZNewsIdRequest,
    response: ZManagedNews,
  }),
  withdraw: defineContract({
    path: `${admin}/withdrawNews`,
    access: 'manager',
    body: ZNewsIdRequest,
    response: ZManagedNews,
  }),
  remove: defineContract({
    path: `${admin}/deleteNews`,
    access: 'manager',
    body: ZNewsIdRequest,
  }),
  teacherNewsQuery: defineContract({
    path: '/openApi/teacher/index/newsQuery',
    access: 'staff',
    body: ZNewsQueryRequest,
    response: zPage(ZNewsItem),
  }),
  readNews: defineContract({
    path: '/openApi/teacher/manage/school/selectNewsById',
    access: 'user',
    body: ZNewsIdRequest,
    response: ZNewsItem,
  }),
};
