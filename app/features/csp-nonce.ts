import { createContext, useContext } from "react";

/**
 * The nonce of a server-rendered response's content security policy (server/app.ts makes one per response): every
 * inline script the app writes carries it, and the policy allows no other inline script. Pre-rendered pages have
 * none (undefined): their policy lists their scripts' hashes, fixed at build.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
