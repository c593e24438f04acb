/**
 * The one HTTP client (part 1 §7-§8, docs/api.md): every call is a JSON POST with the session's
 * headers and a 60 s timeout; the envelope's code decides what happens. The only place that calls fetch
 * (and XMLHttpRequest, for an upload's progress).
 */
import {
  type AnyContract,
  type BodyOf,
  ResponseCode,
  type ResponseOf,
  type TLanguageUse,
  withoutFileSignatures,
} from '@lingua/contracts';
import { i18n } from '../i18n/setup';
import { clearLogin, markPasswordChangeRequired, setLanguageUse } from '../session/actions';
import { StorageKey } from '../session/keys';
import { readItem, writeItem } from '../session/storage';
import { getSession } from '../session/store';
import { ApiError } from './errors';
import { buildHeaders } from './headers';
import { toastError, toastSuccess } from './notify';

const TIMEOUT_MS = 60_000;

export interface CallOptions {
  /** Header values that replace the session's for this call (online time of the previous project). */
  headers?: Record<string, string>;
  /** No error toast: the caller shows the failure itself (sign-in form, background posts). */
  quiet?: boolean;
}

interface Envelope {
  code: number;
  message?: string;
  data?: unknown;
  list?: unknown;
  languageUse?: TLanguageUse;
  field?: string;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

function reloadPage(): void {
  window.location.reload();
}

/** 521: another device signed in. Store why, clear the session and reload once, never in a loop. */
function handleKicked(text: string): void {
  writeItem('local', StorageKey.kickedMessage, text || i18n.t('session.kicked'));
  clearLogin();
  if (readItem('session', StorageKey.kickReloaded) === '1') return;
  writeItem('session', StorageKey.kickReloaded, '1');
  reloadPage();
}

function handleEnvelope(envelope: Envelope, hadToken: boolean, quiet: boolean): unknown {
  if (envelope.languageUse === 'cn' || envelope.languageUse === 'en') setLanguageUse(envelope.languageUse);
  const text = envelope.message ?? '';
  switch (envelope.code) {
    case ResponseCode.ok:
      return envelope.data ?? envelope.list ?? null;
    case ResponseCode.notice:
      if (text) toastSuccess(text);
      return envelope.data ?? envelope.list ?? null;
    case ResponseCode.kicked:
      if (hadToken) handleKicked(text);
      throw new ApiError(envelope.code, text);
    case ResponseCode.passwordChangeRequired:
      // The guard shows the password change in place of the page; no toast over it.
      markPasswordChangeRequired();
      throw new ApiError(envelope.code, text);
    case ResponseCode.sessionInvalid:
      // Only a session we held can have ended; without a token a reload would change nothing.
      if (hadToken) {
        clearLogin();
        reloadPage();
      }
      throw new ApiError(envelope.code, text);
    default:
      if (!quiet) toastError(text || 'Error');
      throw new ApiError(envelope.code, text || 'Error', envelope.field, envelope.data);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(path: string, init: RequestInit, options: CallOptions): Promise<unknown> {
  const hadToken = Boolean(getSession().token);
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(path, { ...init, method: 'POST', signal: controller.signal });
  } catch (error) {
    const timedOut = controller.signal.aborted;
    const text = i18n.t(timedOut ? 'error.timeout' : 'error.network');
    if (!options.quiet) toastError(text);
    throw new ApiError(0, text, error instanceof Error ? error.message : undefined);
  } finally {
    window.clearTimeout(timer);
  }
  // The server answers 521/700 and every error with an envelope under a 4xx/5xx status: read it first.
  const body = await readBody(response).catch(() => null);
  if (isEnvelope(body)) return handleEnvelope(body, hadToken, options.quiet ?? false);
  if (!response.ok) {
    const text = i18n.t('error.http', { status: response.status });
    if (!options.quiet) toastError(text);
    throw new ApiError(response.status, text);
  }
  return body;
}

/** Optional when the call takes no parameters. */
type BodyArgs<C extends AnyContract> =
  Record<string, never> extends BodyOf<C>
    ? [body?: BodyOf<C>, options?: CallOptions]
    : [body: BodyOf<C>, options?: CallOptions];

/**
 * Make a call by its contract (packages/contracts calls/): its path, body and response type come
 * from there. In development the answer is checked against the contract's response schema.
 */
export async function call<C extends AnyContract>(
  contract: C,
  ...[body, options]: BodyArgs<C>
): Promise<ResponseOf<C>> {
  const data = await apiPost<ResponseOf<C>>(contract.path, body ?? {}, options);
  if (import.meta.env.DEV) warnOnMismatch(contract, data);
  return data;
}

export interface UploadOptions extends CallOptions {
  /** The share of the file sent so far (0-100); given, the upload reports it as it goes. */
  onProgress?: (percent: number) => void;
}

/** A multipart call by its contract: the contract's text fields, then the file. */
export async function upload<C extends AnyContract>(
  contract: C,
  file: File,
  fields: BodyOf<C>,
  options: UploadOptions = {},
): Promise<ResponseOf<C>> {
  const send = options.onProgress ? apiUploadWithProgress : apiUpload;
  const data = await send<ResponseOf<C>>(contract.path, file, fields as Record<string, string>, options);
  if (import.meta.env.DEV) warnOnMismatch(contract, data);
  return data;
}

function warnOnMismatch(contract: AnyContract, data: unknown): void {
  // Contracts describe stored file URLs; the server signs private ones on the way out.
  const result = contract.response?.safeParse(withoutFileSignatures(data));
  if (result && !result.success)
    console.error(`The answer of ${contract.path} does not match its contract`, result.error);
}

/** POST a JSON body; resolves with the envelope's data. Product code calls by contract (`call`). */
function apiPost<T>(path: string, body: object = {}, options: CallOptions = {}): Promise<T> {
  const headers = { ...buildHeaders(options.headers), 'Content-Type': 'application/json' };
  return send(path, { headers, body: JSON.stringify(body) }, options) as Promise<T>;
}

/** Multipart upload (part 1 §7 overall/upload): the file and its work type. */
function apiUpload<T>(path: string, file: File, fields: Record<string, string>, options: CallOptions = {}): Promise<T> {
  const form = new FormData();
  // Fields before the file: the server reads a streamed multipart body in order (docs/api.md upload).
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file);
  return send(path, { headers: buildHeaders(), body: form }, options) as Promise<T>;
}

/**
 * The same multipart upload through XMLHttpRequest, the one browser API that reports an upload's
 * progress. A large file may take longer than the 60 s of a call, so the timeout counts 60 s
 * without progress rather than from the start.
 */
function apiUploadWithProgress<T>(
  path: string,
  file: File,
  fields: Record<string, string>,
  options: UploadOptions,
): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file);
  const hadToken = Boolean(getSession().token);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let timer = 0;
    const fail = (key: 'error.timeout' | 'error.network') => {
      window.clearTimeout(timer);
      const text = i18n.t(key);
      if (!options.quiet) toastError(text);
      reject(new ApiError(0, text));
    };
    const arm = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => xhr.abort(), TIMEOUT_MS);
    };
    xhr.open('POST', path);
    for (const [name, value] of Object.entries(buildHeaders(options.headers))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      arm();
      if (event.lengthComputable) options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onabort = () => fail('error.timeout');
    xhr.onerror = () => fail('error.network');
    xhr.onload = () => {
      window.clearTimeout(timer);
      let body: unknown = null;
      try {
        body = xhr.responseText === '' ? null : JSON.parse(xhr.responseText);
      } catch {
        body = xhr.responseText;
      }
      try {
        if (isEnvelope(body)) {
          resolve(handleEnvelope(body, hadToken, options.quiet ?? false) as T);
          return;
        }
        const text = i18n.t('error.http', { status: xhr.status });
        if (!options.quiet) toastError(text);
        reject(new ApiError(xhr.status, text));
      } catch (error) {
        reject(error);
      }
    };
    arm();
    xhr.send(form);
  });
}

/** A last post that must survive the page going away (pagehide); its answer is never read. */
export function apiPostKeepalive(path: string, body: object, headers: Record<string, string> = {}): void {
  void fetch(path, {
    method: 'POST',
    keepalive: true,
    headers: { ...buildHeaders(headers), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}
