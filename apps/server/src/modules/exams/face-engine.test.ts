import { afterAll, describe, expect, it } from 'vitest';
import { ProcessQueue } from '../../platform/process-queue';
import { cameraShot, facePhoto, noFacePicture, twoFacesPicture } from '../../test/fixtures/faces';
import { createFaceEngine, DEFAULT_FACE_THRESHOLD, FaceEngine, FaceEngineMissingError } from './face-engine';

// No skip when the engine is missing: the face check is part of the product, so its absence fails here.
const engine = createFaceEngine({});
afterAll(() => engine.close());

describe('face engine (python3-opencv, opencv-data)', () => {
  it('finds one face in each photo, none in a test card, two in a pair', async () => {
    expect((await engine.detect(facePhoto('astronaut'))).faces).toBe(1);
    expect((await engine.detect(facePhoto('hopper'))).faces).toBe(1);
    expect((await engine.detect(noFacePicture())).faces).toBe(0);
    expect((await engine.detect(twoFacesPicture())).faces).toBe(2);
  });

  it('passes the same face taken by another camera, and fails a different face', async () => {
    const same = await engine.compare(facePhoto('astronaut'), cameraShot('astronaut', 0.08));
    expect(same).toMatchObject({ faces: 1, referenceFaces: 1 });
    expect(engine.isMatch(same.distance as number)).toBe(true);
    expect(engine.score(same.distance as number)).toBeGreaterThanOrEqual(60);
    const sameHopper = await engine.compare(cameraShot('hopper'), cameraShot('hopper', -0.08));
    expect(engine.isMatch(sameHopper.distance as number)).toBe(true);

    const other = await engine.compare(facePhoto('astronaut'), cameraShot('hopper'));
    expect(other.faces).toBe(1);
    expect(engine.isMatch(other.distance as number)).toBe(false);
    expect(engine.score(other.distance as number)).toBeLessThan(60);
    const otherWay = await engine.compare(cameraShot('hopper'), cameraShot('astronaut'));
    expect(engine.isMatch(otherWay.distance as number)).toBe(false);
  });

  it('reports no face in the probe, with no distance', async () => {
    const none = await engine.compare(facePhoto('astronaut'), noFacePicture());
    expect(none).toEqual({ faces: 0, referenceFaces: 1, distance: null });
  });

  it('maps the distance to a 0-100 similarity with 60 at the threshold', () => {
    expect(engine.threshold).toBe(DEFAULT_FACE_THRESHOLD);
    expect(engine.score(0)).toBe(100);
    expect(engine.score(DEFAULT_FACE_THRESHOLD)).toBe(60);
    expect(engine.score(DEFAULT_FACE_THRESHOLD + 0.5)).toBe(59);
    expect(engine.score(DEFAULT_FACE_THRESHOLD * 3)).toBe(0);
  });

  it('says plainly when Python or OpenCV is missing', async () => {
    const queue = new ProcessQueue({ concurrency: 1, maxQueued: 1, timeoutMs: 5_000 });
    const missing = new FaceEngine('/nonexistent/python3', DEFAULT_FACE_THRESHOLD, queue);
    await expect(missing.detect(facePhoto('astronaut'))).rejects.toBeInstanceOf(FaceEngineMissingError);
  });
});
