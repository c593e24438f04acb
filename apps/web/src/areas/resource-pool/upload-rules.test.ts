import { POOL_SUFFIX_GROUPS, POOL_UPLOAD_MAX_BYTES } from '@lingua/contracts';
import { describe, expect, it } from 'vitest';
import { acceptList, fileProblem, suffixOf } from './upload-rules';

const MB = 1024 * 1024;

describe('the upload checks before sending (part 2 §9)', () => {
  it('accepts every suffix of every group, in any case', () => {
    for (const suffix of Object.values(POOL_SUFFIX_GROUPS).flat()) {
      expect(fileProblem({ name: `a.${suffix}`, size: 10 }, POOL_SUFFIX_GROUPS, POOL_UPLOAD_MAX_BYTES)).toBeNull();
      expect(
        fileProblem({ name: `A.${suffix.toUpperCase()}`, size: 10 }, POOL_SUFFIX_GROUPS, POOL_UPLOAD_MAX_BYTES),
      ).toBeNull();
    }
  });

  it('refuses a suffix outside the groups, or none', () => {
    for (const name of ['setup.exe', 'clip.wav', 'notes', 'photo.gif', 'film.mov'])
      expect(fileProblem({ name, size: 10 }, POOL_SUFFIX_GROUPS, POOL_UPLOAD_MAX_BYTES)).toEqual({
        key: 'typeNotSupported',
      });
  });

  it('refuses a file over the limit, naming the limit and its unit', () => {
    expect(fileProblem({ name: 'big.mp4', size: 500 * MB + 1 }, POOL_SUFFIX_GROUPS, POOL_UPLOAD_MAX_BYTES)).toEqual({
      key: 'tooBig',
      limit: 500,
      unit: 'MB',
    });
    expect(fileProblem({ name: 'ok.mp4', size: 500 * MB }, POOL_SUFFIX_GROUPS, POOL_UPLOAD_MAX_BYTES)).toBeNull();
    expect(fileProblem({ name: 'empty.txt', size: 0 }, POOL_SUFFIX_GROUPS, POOL_UPLOAD_MAX_BYTES)).toEqual({
      key: 'empty',
    });
  });

  it('reads suffixes and builds the accept list', () => {
    expect(suffixOf('report.final.DOCX')).toBe('docx');
    expect(suffixOf('README')).toBe('');
    expect(acceptList({ image: ['png', 'jpg'], audio: ['mp3'] })).toBe('.png,.jpg,.mp3');
  });
});
