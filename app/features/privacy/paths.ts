/** The privacy notice's address, and where its request form posts (server/privacy/request-links.ts). */
export const PRIVACY_PATH = "/privacy";
export const PRIVACY_REQUEST_PATH = "/privacy/request";
