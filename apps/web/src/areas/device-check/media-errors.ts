/** A getUserMedia failure as the advice key that tells the student what to do. */
type Advice = 'refused' | 'missing' | 'busy' | 'fail';

export function mediaErrorKey<D extends 'camera' | 'microphone'>(
  error: unknown,
  device: D,
): `deviceCheck.${D}.${Advice}` {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return `deviceCheck.${device}.refused`;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return `deviceCheck.${device}.missing`;
  if (name === 'NotReadableError') return `deviceCheck.${device}.busy`;
  return `deviceCheck.${device}.fail`;
}
