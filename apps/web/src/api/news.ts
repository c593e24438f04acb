/** School news (contracts: calls/news.ts): the manager's writing, and reading one item (which counts the reader). */
import { type BodyOf, newsCalls } from '@lingua/contracts';
import { call } from './client';

export const newsApi = {
  managedList: (body: BodyOf<typeof newsCalls.managedList>) => call(newsCalls.managedList, body),
  managedDetail: (newsId: number) => call(newsCalls.managedDetail, { newsId }),
  save: (body: BodyOf<typeof newsCalls.save>) => call(newsCalls.save, body),
  publish: (newsId: number) => call(newsCalls.publish, { newsId }),
  withdraw: (newsId: number) => call(newsCalls.withdraw, { newsId }),
  remove: (newsId: number) => call(newsCalls.remove, { newsId }),
  read: (newsId: number) => call(newsCalls.readNews, { newsId }),
};
