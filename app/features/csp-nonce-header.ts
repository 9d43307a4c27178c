/**
 * The request header through which the server (server/app.ts) hands a server-rendered response's nonce to the app's
 * server entry; the server sets it on every request it renders, so a client's own value never counts.
 */
export const CSP_NONCE_HEADER = "x-whiskerwalks-csp-nonce";
