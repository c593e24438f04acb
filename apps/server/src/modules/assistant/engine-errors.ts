/** Engine failures as the client sees them: busy (429), too slow (500, says so), missing engine. */
import { ResponseCode } from '@lingua/contracts';
import { AppError } from '../../platform/errors';
import { EngineBusyError, EngineTimeoutError } from '../../platform/process-queue';

export async function withEngine<T>(job: () => Promise<T>): Promise<T> {
  try {
    return await job();
  } catch (error) {
    if (error instanceof EngineBusyError) throw new AppError(ResponseCode.tooManyRequests, 'engineBusy');
    if (error instanceof EngineTimeoutError) throw new AppError(ResponseCode.serverError, 'engineTimeout');
    throw error;
  }
}
