/** The little of oidc-provider (no types shipped) that the test IdP uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ProviderAccount {
    accountId: string;
    claims(use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export interface ProviderConfiguration {
    clients?: Record<string, unknown>[];
    findAccount?: (ctx: unknown, id: string) => ProviderAccount | undefined | Promise<ProviderAccount | undefined>;
    claims?: Record<string, string[]>;
    features?: Record<string, unknown>;
    cookies?: { keys?: string[] };
    pkce?: { required?: () => boolean };
    ttl?: Record<string, number>;
    [key: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    proxy: boolean;
    on(event: string, listener: (...args: unknown[]) => void): void;
  }
}
