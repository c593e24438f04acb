import { describe, expect, it } from 'vitest';
import { readPoolQuery, toSearchBody, withFilter, writePoolQuery } from './pool-query';

describe('a pool list state in its address', () => {
  it('reads what the address holds and writes it back the same', () => {
    const params = new URLSearchParams(
      'resourceName=invoice&type=5&courseKey=business-negotiation&kp=negotiation:3&level=2&language=en&mediaType=audio&sort=popular&page=3',
    );
    const q = readPoolQuery(params, 'resourceName');
    expect(q).toEqual({
      keyword: 'invoice',
      type: 5,
      courseKey: 'business-negotiation',
      knowledgePointId: 'negotiation:3',
      level: 2,
      language: 'en',
      mediaType: 'audio',
      sort: 'popular',
      page: 3,
    });
    expect(writePoolQuery(q, 'resourceName').toString()).toBe(params.toString());
  });

  it('drops values the contract would refuse', () => {
    const q = readPoolQuery(
      new URLSearchParams(
        'keyword=%20询盘%20&type=9&courseKey=Bad Key&kp=x&level=7&language=fr&mediaType=exe&sort=x&page=-2',
      ),
      'keyword',
    );
    expect(q).toEqual({ keyword: '询盘', page: 1 });
    expect(writePoolQuery(q, 'keyword').toString()).toBe('keyword=%E8%AF%A2%E7%9B%98');
  });

  it('goes back to page 1 on a new filter and forgets a knowledge point of another course', () => {
    const q = readPoolQuery(new URLSearchParams('courseKey=a&kp=negotiation:3&page=4'), 'keyword');
    expect(withFilter(q, { level: 1 })).toMatchObject({ page: 1, knowledgePointId: 'negotiation:3', level: 1 });
    expect(withFilter(q, { courseKey: 'b' })).toMatchObject({ page: 1, courseKey: 'b', knowledgePointId: undefined });
  });

  it('builds the search body, the kind of a list fixed', () => {
    const q = readPoolQuery(new URLSearchParams('keyword=letter&type=2&page=2'), 'keyword');
    expect(toSearchBody(q, 5)).toMatchObject({
      resourceName: 'letter',
      resourceTopLevelType: 5,
      pageNum: 2,
      pageSize: 12,
    });
    expect(toSearchBody(q)).toMatchObject({ resourceTopLevelType: 2 });
  });
});
